import { mountStandalone } from '@tutor/ui/standalone';
import App from './App';

mountStandalone(App);
