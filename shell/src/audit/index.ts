/** What the account menu takes from the audit feature. */
export { AUDIT_PATH } from './paths';
