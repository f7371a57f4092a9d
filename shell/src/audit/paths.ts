/** The audit log of admin acts and money moves (the shell's page, under the admin's guard). */
export const AUDIT_PATH = '/admin/audit';
