/** A blog post as written by the content team; the seed sanitises `isi` and derives slug and image. */
export interface BlogPostSource {
  judul: string;
  /** YYYY-MM-DD */
  tanggal: string;
  /** HH:mm WIB */
  jam: string;
  /** HTML: p, h2, ul/li, strong, em */
  isi: string;
}
