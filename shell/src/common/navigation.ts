/** The site's navigation. /login and /register are mf-landing's account pages. */
export interface NavItem {
  label: string;
  to: string;
  /** a full-page link to an app outside this platform */
  external?: boolean;
}

export const HEADER_LINKS: NavItem[] = [
  { label: 'Beranda', to: '/' },
  { label: 'Biaya Les', to: '/biaya-les' },
  { label: 'Blog', to: '/blog' },
  { label: 'Referral', to: '/referral' },
  { label: 'Cari Pengajar', to: '/cari-pengajar' },
  { label: 'Jadi Pengajar', to: '/jadi-pengajar' },
];

/** A visitor's account links; a logged-in user sees the account menu instead (AccountMenu). */
export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Masuk', to: '/login' },
  { label: 'Daftar', to: '/register' },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'Beranda', to: '/' },
  { label: 'Biaya Les', to: '/biaya_les' },
  { label: 'Blog', to: '/blog' },
  { label: 'Referral', to: '/referral' },
  { label: 'Masuk', to: '/login' },
  { label: 'Daftar', to: '/register' },
  { label: 'Kebijakan Privasi', to: '/kebijakan-privasi' },
  { label: 'Syarat & Ketentuan', to: '/syarat-ketentuan' },
];
