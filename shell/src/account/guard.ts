import type { Role } from '@tutor/contract';

/**
 * The pages only one role may open. /guru is not guarded as a whole: the search's public
 * teacher profiles live under other prefixes, and a later public /guru page must not be locked by
 * accident, so the teacher's own pages are listed one by one.
 */
const GUARDED: { prefix: string; role: Role }[] = [
  { prefix: '/siswa', role: 'siswa' },
  { prefix: '/guru/loker-mengajar', role: 'guru' },
  { prefix: '/guru/loker-mengajar-my-application', role: 'guru' },
  { prefix: '/guru/profil', role: 'guru' },
  { prefix: '/guru/jadwal', role: 'guru' },
  { prefix: '/guru/honor', role: 'guru' },
  { prefix: '/admin', role: 'admin' },
];

/** The role a path needs, or null for a public page. Whole segments only, as the remote router matches. */
export function requiredRoleOf(pathname: string): Role | null {
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  const match = GUARDED.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return match?.role ?? null;
}

/** The login page that brings the visitor back here afterwards. */
export function loginPathFor(pathAndQuery: string): string {
  return `/login?next=${encodeURIComponent(pathAndQuery)}`;
}
