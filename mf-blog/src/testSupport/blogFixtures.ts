import type { BlogListPage, BlogPost, PaginationLink } from '@tutor/contract';

/** A post shaped like the server's BlogPost; each test states the fields it cares about. */
export function makePost(id: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    slug: `tips-belajar-${id}`,
    judul: `Tips belajar efektif bagian ${id}`,
    gambar: `/images/blog/${id}.jpg`,
    tanggal: '2026-03-14',
    jam: '09:30',
    isi: `<p>Isi artikel nomor ${id} tentang cara belajar yang menyenangkan.</p>`,
    ...overrides,
  };
}

/** Laravel-style links: previous, every page, next; urls as the server writes them. */
export function laravelLinks(
  currentPage: number,
  lastPage: number,
  urlOf = (page: number) => `/api/blog?page=${page}`,
): PaginationLink[] {
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  return [
    { url: currentPage > 1 ? urlOf(currentPage - 1) : null, label: '« Sebelumnya', active: false },
    ...pages.map((page) => ({ url: urlOf(page), label: String(page), active: page === currentPage })),
    { url: currentPage < lastPage ? urlOf(currentPage + 1) : null, label: 'Berikutnya »', active: false },
  ];
}

const PER_PAGE = 6;

/** One page of the list as GET /api/blog?page=N answers it. */
export function makeListPage(currentPage: number, lastPage: number, posts?: BlogPost[]): BlogListPage {
  const data =
    posts ?? Array.from({ length: PER_PAGE }, (_, index) => makePost((currentPage - 1) * PER_PAGE + index + 1));
  return {
    data,
    links: laravelLinks(currentPage, lastPage),
    current_page: currentPage,
    last_page: lastPage,
    total: lastPage * PER_PAGE,
  };
}
