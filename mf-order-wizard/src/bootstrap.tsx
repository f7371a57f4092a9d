import { mountStandalone } from '@tutor/ui';
import App from './App';

mountStandalone(App);
