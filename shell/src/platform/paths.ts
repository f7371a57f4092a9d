/** The platform desk: each remote's live and canary builds (the shell's page, under the admin's guard). */
export const PLATFORM_PATH = '/admin/platform';
