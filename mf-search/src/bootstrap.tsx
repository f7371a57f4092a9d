// The design tokens: in the composed site the shell loads them; a remote run alone loads them here.
import '@tutor/ui/theme.css';
import { mountStandalone } from '@tutor/api';
import App from './App';

mountStandalone(App);
