/** Blog list, detail, related posts and the landing teasers. */

import type { PaginationLink } from './common';

export interface BlogPost {
  id: number;
  slug: string;
  judul: string;
  gambar: string;
  /** YYYY-MM-DD */
  tanggal: string;
  /** HH:mm (WIB) */
  jam: string;
  /** sanitised HTML */
  isi: string;
}

export interface BlogListPage {
  data: BlogPost[];
  links: PaginationLink[];
  current_page: number;
  last_page: number;
  total: number;
}

export interface BlogDetail {
  data: BlogPost | null;
}

export interface BlogRelated {
  data: BlogPost[];
}

export interface BlogTeaser {
  id: number;
  slug: string;
  gambar: string;
  tanggal: string;
  jam: string;
  judul: string;
  isi: string;
}
