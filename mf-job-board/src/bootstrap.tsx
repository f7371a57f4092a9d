import { mountStandalone } from '@tutor/api';
import App from './App';

mountStandalone(App);
