import type { BrowserContext } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TEACHER, E2E_ADMIN, type Account } from './accounts';
import { baseUrl } from './browser';

/** A slug of the seeded blog (the post pages are named by it), from the suite's server or `base`. */
export async function firstBlogSlug(base = baseUrl()): Promise<string> {
  const answer = (await (await fetch(`${base}/api/blog`)).json()) as { data: { slug: string }[] };
  const slug = answer.data[0]?.slug;
  if (!slug) throw new Error('the seeded blog has no posts');
  return slug;
}

/** The id of a seeded teacher (the profile pages are named by it). */
export async function firstTeacherId(): Promise<number> {
  const answer = (await (await fetch(`${baseUrl()}/api/landing/searching-guru/default?page=1`)).json()) as {
    data: { id: number }[];
  };
  const id = answer.data[0]?.id;
  if (!id) throw new Error('the seeded database has no teachers');
  return id;
}

/** Every page anyone may open, aliases included (ids and slugs from the seeded database). */
export async function publicPages(): Promise<string[]> {
  return [
    '/',
    '/referral',
    '/jadi-pengajar',
    '/testimoni',
    '/program',
    '/get-diskon-25?number_whatsapp=6281234567890',
    '/kebijakan-privasi',
    '/syarat-ketentuan',
    '/biaya-les',
    '/biaya_les',
    '/cari-pengajar',
    '/cari_pengajar',
    `/cari_pengajar/guru/profil/${await firstTeacherId()}`,
    '/blog',
    `/blog/${await firstBlogSlug()}`,
    '/login',
    '/register',
    '/lupa-password',
    '/reset-password?token=contoh',
  ];
}

/**
 * The pages only a role may open (a visitor is sent to /login, another role sees a 403 page).
 * /notifikasi is any account's; it is listed once, with the student, as every role's is the same page.
 */
export const ROLE_PAGES: readonly (readonly [Account, readonly string[]])[] = [
  [DEMO_STUDENT, ['/siswa/pemesanan-les', '/siswa/dashbord', '/referral/saya', '/notifikasi']],
  [
    DEMO_TEACHER,
    [
      '/guru/loker-mengajar',
      '/guru/loker-mengajar-my-application',
      '/guru/jadwal',
      '/guru/profil',
      '/guru/honor',
      '/referral/saya',
    ],
  ],
  [
    E2E_ADMIN,
    [
      '/admin/guru',
      '/admin/pesanan',
      '/admin/pencairan',
      '/admin/pesan-keluar',
      '/admin/ulasan',
      '/admin/platform',
      '/admin/audit',
    ],
  ],
];

/** The admin's page of one teacher account, the demo teacher's (its user id only the admin can look up). */
async function adminTeacherDetailPage(admin: BrowserContext): Promise<string> {
  const answer = await admin.request.get('/api/admin/guru/pipeline', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (answer.status() !== 200) throw new Error(`the teacher pipeline answered ${answer.status()}`);
  const { data } = (await answer.json()) as { data: { items: { id: number; email: string }[] } };
  const teacher = data.items.find((item) => item.email === DEMO_TEACHER.email);
  if (!teacher) throw new Error("the demo teacher is not in the admin's pipeline");
  return `/admin/guru/${teacher.id}`;
}

/** The role pages of one account, with those named by an id looked up in `context` (logged in as it). */
export async function rolePagesOf(account: Account, context: BrowserContext): Promise<string[]> {
  const pages = [...(ROLE_PAGES.find(([owner]) => owner === account)?.[1] ?? [])];
  if (account === E2E_ADMIN) pages.push(await adminTeacherDetailPage(context));
  return pages;
}
