/** Landing content. */

export interface TestimonialTable {
  id: number;
  nama: string;
  peran: string;
  foto: string;
  rating: number;
  testimoni: string;
  tanggal: string;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  judul: string;
  gambar: string;
  tanggal: string;
  jam: string;
  /** sanitised when written (sanitize-html) */
  isi: string;
  /** plain-text excerpt for teasers */
  ringkasan: string;
}

export interface PartnerTable {
  id: number;
  nama: string;
  /** 'universitas' | 'sekolah' */
  jenis: string;
  logo: string;
}

export interface SiteStatTable {
  key: string;
  value: number;
}
