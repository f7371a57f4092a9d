/** Every logged-in account's settings page (two-step login, active sessions), owned by the shell. */
export const ACCOUNT_SETTINGS_PATH = '/akun';
