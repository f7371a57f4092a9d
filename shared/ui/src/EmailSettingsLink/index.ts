export { EMAIL_SETTINGS_SECTION_ID, EmailSettingsLink, NOTIFICATIONS_PAGE_PATH } from './EmailSettingsLink';
