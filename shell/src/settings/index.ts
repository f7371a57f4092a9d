/** What the menu takes from the account settings feature. */
export { ACCOUNT_SETTINGS_PATH } from './paths';
