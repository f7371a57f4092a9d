import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, type FakeHandler, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import type { BlogPost } from '@tutor/contract';
import App from '../App';
import { makePost } from '../testSupport/blogFixtures';

/** Answers GET /api/blog/{slug} from the given posts (unknown slug → {data: null}, as the server does). */
function postBySlug(posts: BlogPost[]): FakeHandler {
  return (req) => ({ body: { data: posts.find((post) => req.path === `/api/blog/${post.slug}`) ?? null } });
}

/** fakeFetch keys are exact paths, so each slug the page may open is declared. */
function fakeBlogDetailServer(posts: BlogPost[], related: BlogPost[], extraSlugs: string[] = []) {
  const routes: Record<string, FakeHandler> = {};
  for (const slug of [...posts.map((post) => post.slug), ...extraSlugs]) {
    routes[`GET /api/blog/${slug}`] = postBySlug(posts);
    routes[`GET /api/blog/${slug}/another`] = (req) => ({
      body: { data: related.filter((post) => post.slug !== slug).slice(0, Number(req.query.get('limit'))) },
    });
  }
  return fakeFetch(routes);
}

const XSS_FLAG = '__blogXssRan';

function xssFlag(): unknown {
  return (window as unknown as Record<string, unknown>)[XSS_FLAG];
}

describe('blog detail', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[XSS_FLAG];
  });

  it('shows the image, the title, the date and time in Indonesian and the body', async () => {
    const post = makePost(3, {
      judul: 'Belajar matematika dengan permainan',
      tanggal: '2026-03-14',
      jam: '09:30',
      isi: '<p>Anak lebih mudah memahami pecahan lewat <strong>permainan kartu</strong>.</p>',
    });
    fakeBlogDetailServer([post], []);
    renderPage(<App />, { route: '/blog/tips-belajar-3' });
    await pageLoaded();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Belajar matematika dengan permainan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sabtu, 14 Maret 2026 pukul 09.30 WIB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Belajar matematika dengan permainan' })).toHaveAttribute(
      'src',
      '/images/blog/3.jpg',
    );
    expect(screen.getByText('permainan kartu').tagName).toBe('STRONG');
  });

  it('shows a skeleton while the post loads', async () => {
    const post = makePost(3);
    fakeFetch({
      'GET /api/blog/tips-belajar-3': { body: { data: post }, delay: 50 },
      'GET /api/blog/tips-belajar-3/another': { body: { data: [] } },
    });
    renderPage(<App />, { route: '/blog/tips-belajar-3' });
    await pageLoaded();

    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('Memuat artikel'))).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: post.judul })).toBeInTheDocument();
  });

  it('renders the body only after sanitising: no script, no event handler, nothing executed', async () => {
    const post = makePost(4, {
      isi:
        `<p>Paragraf aman.</p><script>window.${XSS_FLAG} = true;</script>` +
        `<img src="x" alt="gambar rusak" onerror="window.${XSS_FLAG} = true">` +
        `<a href="javascript:window.${XSS_FLAG}=true">tautan berbahaya</a>`,
    });
    fakeBlogDetailServer([post], []);
    renderPage(<App />, { route: '/blog/tips-belajar-4' });
    await pageLoaded();

    const safeParagraph = await screen.findByText('Paragraf aman.');
    const body = safeParagraph.parentElement as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(within(body).getByRole('img', { name: 'gambar rusak' })).not.toHaveAttribute('onerror');
    expect(within(body).getByText('tautan berbahaya')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript:'),
    );
    expect(body.innerHTML).not.toContain(XSS_FLAG);
    expect(xssFlag()).toBeUndefined();
  });

  it("lists up to 5 other posts under 'Baca lainnya', each a link that loads that post", async () => {
    const current = makePost(1, { judul: 'Artikel yang sedang dibaca' });
    const others = [2, 3, 4, 5, 6, 7].map((id) => makePost(id));
    const server = fakeBlogDetailServer([current, ...others], others);
    renderPage(<App />, { route: '/blog/tips-belajar-1' });
    await pageLoaded();

    const aside = await screen.findByRole('complementary', { name: 'Baca lainnya' });
    const links = await within(aside).findAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAccessibleName(/Tips belajar efektif bagian 2/);
    expect(links[0]).toHaveAttribute('href', '/blog/tips-belajar-2');
    expect(server.callsTo('GET /api/blog/tips-belajar-1/another')[0]?.query.get('limit')).toBe('5');

    await userEvent.click(links[1] as HTMLElement);

    expect(currentUrl()).toBe('/blog/tips-belajar-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tips belajar efektif bagian 3' })).toBeInTheDocument();
    expect(server.callsTo('GET /api/blog/tips-belajar-3')).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /api/blog/tips-belajar-3/another')).toHaveLength(1));
  });

  it('shows the content-unavailable card when the post has no content', async () => {
    fakeBlogDetailServer([], [makePost(2)], ['tidak-ada']);
    renderPage(<App />, { route: '/blog/tidak-ada' });
    await pageLoaded();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opps ... Content tidak tersedia' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Silahkan cek kembali link berita')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua artikel' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Content tidak tersedia | Pintar Privat');
  });

  it('logs a failed post and shows the content-unavailable card', async () => {
    const server = fakeFetch({
      'GET /api/blog/tips-belajar-5': { status: 500, body: { message: 'Terjadi kesalahan' } },
      'GET /api/blog/tips-belajar-5/another': { status: 500, body: { message: 'Terjadi kesalahan' } },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/blog/tips-belajar-5' });
    await pageLoaded();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opps ... Content tidak tersedia' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/log')).toHaveLength(2));
    const sources = server.callsTo('POST /api/log').map((req) => (req.body as { source: string }).source);
    expect(sources.sort()).toEqual(['mf-blog:detail', 'mf-blog:related']);
    expect(screen.queryByRole('complementary', { name: 'Baca lainnya' })).not.toBeInTheDocument();
  });

  it("sets the post's document title and meta description", async () => {
    const post = makePost(8, {
      judul: 'Memilih guru les privat yang tepat',
      isi: '<p>Perhatikan <em>pengalaman</em> dan cara mengajar guru.</p>',
    });
    fakeBlogDetailServer([post], []);
    renderPage(<App />, { route: '/blog/tips-belajar-8' });
    await pageLoaded();

    await screen.findByRole('heading', { level: 1, name: 'Memilih guru les privat yang tepat' });
    expect(document.title).toBe('Memilih guru les privat yang tepat | Pintar Privat');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Perhatikan pengalaman dan cara mengajar guru.',
    );
  });

  it('shows the not-found page for an unknown path of the remote', async () => {
    fakeFetch({});
    renderPage(<App />, { route: '/blog/a/b' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});
