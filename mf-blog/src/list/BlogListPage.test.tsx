import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import App from '../App';
import { laravelLinks, makeListPage, makePost } from '../testSupport/blogFixtures';

function pageFromQuery(query: URLSearchParams): number {
  return Number(query.get('page') ?? '1');
}

/** A server of `lastPage` pages that answers whichever page is asked for. */
function fakeBlogServer(lastPage: number) {
  return fakeFetch({
    'GET /api/blog': (req) => ({ body: makeListPage(pageFromQuery(req.query), lastPage) }),
  });
}

function paginationNav() {
  return screen.getByRole('navigation', { name: 'Halaman daftar artikel' });
}

describe('blog list', () => {
  it('shows 6 skeleton cards while the page loads, then the posts', async () => {
    fakeFetch({ 'GET /api/blog': { body: makeListPage(1, 3), delay: 50 } });
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();

    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Memuat daftar artikel');
    expect(within(loading).getAllByTestId('skeleton-item')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();

    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByTestId('skeleton-item')).not.toBeInTheDocument();
  });

  it('cuts the title at 50 characters and the HTML-free excerpt at 100, and dates the card in Indonesian', async () => {
    const longTitle = 'Cara menyiapkan anak menghadapi ujian nasional tanpa stres dan tetap semangat belajar';
    const body =
      '<h2>Persiapan</h2><p>Mulailah <strong>tiga bulan</strong> sebelum ujian &amp; buat jadwal belajar harian yang realistis bersama anak, lalu evaluasi setiap minggu.</p>';
    fakeFetch({
      'GET /api/blog': {
        body: makeListPage(1, 1, [makePost(7, { judul: longTitle, isi: body, tanggal: '2026-03-14' })]),
      },
    });
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();

    const link = await screen.findByRole('link', { name: 'Cara menyiapkan anak menghadapi ujian nasional tan...' });
    expect(link).toHaveAttribute('href', '/blog/tips-belajar-7');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: longTitle })).toHaveAttribute('src', '/images/blog/7.jpg');
    expect(within(card).getByText('14 Maret 2026')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'Persiapan Mulailah tiga bulan sebelum ujian & buat jadwal belajar harian yang realistis bersama anak...',
      ),
    ).toBeInTheDocument();
    expect(card.querySelector('strong')).toBeNull();
  });

  it('builds the pagination from links[]: active page marked, previous disabled on the first page', async () => {
    fakeBlogServer(3);
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();

    await screen.findAllByRole('heading', { level: 2 });
    const nav = paginationNav();
    expect(within(nav).getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Halaman 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Halaman sebelumnya' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute('href', '/blog?page=2');
    expect(within(nav).getByText('« Sebelumnya')).toBeInTheDocument();
    expect(within(nav).getByText('Berikutnya »')).toBeInTheDocument();
  });

  it('follows a link by requesting its url as given and puts the page in the browser URL', async () => {
    // The server's links carry an extra query value: following one must keep it.
    const server = fakeFetch({
      'GET /api/blog': (req) => {
        const page = pageFromQuery(req.query);
        return {
          body: { ...makeListPage(page, 3), links: laravelLinks(page, 3, (p) => `/api/blog?page=${p}&urutan=terbaru`) },
        };
      },
    });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();
    await screen.findAllByRole('heading', { level: 2 });
    const scrollsBefore = scrollTo.mock.calls.length;

    await userEvent.click(within(paginationNav()).getByRole('link', { name: 'Halaman 2' }));

    expect(currentUrl()).toBe('/blog?page=2');
    expect(await screen.findByText('Halaman 2 dari 3 · 18 artikel')).toBeInTheDocument();
    const last = server.callsTo('GET /api/blog').at(-1);
    expect(last?.query.get('page')).toBe('2');
    expect(last?.query.get('urutan')).toBe('terbaru');
    expect(within(paginationNav()).getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(scrollTo.mock.calls.length).toBeGreaterThan(scrollsBefore);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toHaveFocus();
  });

  it('opens the page named in the URL and disables next on the last page', async () => {
    const server = fakeBlogServer(3);
    renderPage(<App />, { route: '/blog?page=3' });
    await pageLoaded();

    expect(await screen.findByText('Halaman 3 dari 3 · 18 artikel')).toBeInTheDocument();
    expect(server.callsTo('GET /api/blog').map((req) => req.query.get('page'))).toEqual(['3']);
    const nav = paginationNav();
    expect(within(nav).getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'Halaman sebelumnya' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('shows skeletons again, not the previous posts, while the next page loads', async () => {
    // Page 2 answers only once the test has seen the skeletons: a fixed delay could run out during
    // user-event's own pauses on a busy machine.
    let answerPage2 = () => {};
    const page2Answered = new Promise<void>((resolve) => (answerPage2 = resolve));
    fakeFetch({
      'GET /api/blog': async (req) => {
        const page = pageFromQuery(req.query);
        if (page === 2) await page2Answered;
        return { body: makeListPage(page, 2) };
      },
    });
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();
    await screen.findByText('Halaman 1 dari 2 · 12 artikel');

    await userEvent.click(within(paginationNav()).getByRole('link', { name: 'Halaman berikutnya' }));

    expect(screen.getAllByTestId('skeleton-item')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Tips belajar efektif bagian 1' })).not.toBeInTheDocument();
    answerPage2();
    expect(await screen.findByRole('link', { name: 'Tips belajar efektif bagian 7' })).toBeInTheDocument();
  });

  it('logs a failed list and offers Coba lagi, which fetches again', async () => {
    let attempts = 0;
    const server = fakeFetch({
      'GET /api/blog': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { message: 'Terjadi kesalahan' } } : { body: makeListPage(1, 1) };
      },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/blog' });
    await pageLoaded();

    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('Daftar artikel gagal dimuat')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /api/log')).toHaveLength(1));
    expect(server.callsTo('POST /api/log')[0]?.body).toMatchObject({ source: 'mf-blog:list' });

    await userEvent.click(within(failure).getByRole('button', { name: 'Coba lagi' }));

    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/blog')).toHaveLength(2);
  });

  it('tells the user when a page has no posts', async () => {
    fakeFetch({
      'GET /api/blog': { body: { data: [], links: laravelLinks(9, 3), current_page: 9, last_page: 3, total: 18 } },
    });
    renderPage(<App />, { route: '/blog?page=9' });
    await pageLoaded();

    expect(await screen.findByText('Belum ada artikel di halaman ini')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman pertama' })).toHaveAttribute('href', '/blog?page=1');
  });

  it('sets the document title and meta description of the list', async () => {
    fakeBlogServer(2);
    renderPage(<App />, { route: '/blog?page=2' });
    await pageLoaded();

    await screen.findByText('Halaman 2 dari 2 · 12 artikel');
    expect(document.title).toBe('Blog - Halaman 2 | Pintar Privat');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Artikel, tips belajar'),
    );
  });
});
