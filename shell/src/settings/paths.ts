/** Every logged-in account's settings page (two-step login, active sessions, personal data), owned by the shell. */
export const ACCOUNT_SETTINGS_PATH = '/akun';
/** Where a deleted account lands, logged out: what happened and what was kept. */
export const ACCOUNT_DELETED_PATH = '/akun/dihapus';
/** The file "Unduh data saya" downloads (the server answers it as an attachment). */
export const MY_DATA_DOWNLOAD_URL = '/api/akun/data-saya';
