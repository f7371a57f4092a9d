// What the shell takes from the account settings feature (the page, its path, the admin guard's status).
export { ACCOUNT_SETTINGS_PATH } from './paths';
export { useGetTwoStepStatusQuery } from './accountApi';
