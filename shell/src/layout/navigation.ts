/** The site's navigation (SPEC §2). /login and /register belong to the account system. */
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

export const ACCOUNT_LINKS: NavItem[] = [
  { label: 'Masuk', to: '/login', external: true },
  { label: 'Daftar', to: '/register', external: true },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'Beranda', to: '/' },
  { label: 'Biaya Les', to: '/biaya_les' },
  { label: 'Blog', to: '/blog' },
  { label: 'Referral', to: '/referral' },
  { label: 'Masuk', to: '/login', external: true },
  { label: 'Daftar', to: '/register', external: true },
];
