import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, type FakeRequest, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import App from '../App';
import { testimonyItem, testimonyPage } from '../testSupport/landingFixtures';

const LAST_PAGE = 3;

/** Three pages of two testimonials each, like the server's paging. */
function pagedTestimonies(request: FakeRequest) {
  const page = Number(request.query.get('page'));
  return {
    body: testimonyPage(page, LAST_PAGE, [
      testimonyItem(page * 10 + 1, `Penulis ${page}A`),
      testimonyItem(page * 10 + 2, `Penulis ${page}B`),
    ]),
  };
}

function names() {
  return within(screen.getByRole('list', { name: 'Daftar testimoni' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('Testimoni page', () => {
  it('reaches the last page with "Baca Lainnya", which then disappears', async () => {
    const network = fakeFetch({ 'GET /api/landing/testimony': pagedTestimonies });
    renderPage(<App />, { route: '/testimoni' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Testimoni' })).toBeInTheDocument();
    await screen.findByText('Penulis 1A');
    expect(names()).toEqual(['Penulis 1A', 'Penulis 1B']);

    await userEvent.click(screen.getByRole('button', { name: 'Baca Lainnya' }));
    await screen.findByText('Penulis 2B');
    await userEvent.click(screen.getByRole('button', { name: 'Baca Lainnya' }));
    await screen.findByText('Penulis 3B');

    expect(names()).toEqual(['Penulis 1A', 'Penulis 1B', 'Penulis 2A', 'Penulis 2B', 'Penulis 3A', 'Penulis 3B']);
    expect(screen.queryByRole('button', { name: 'Baca Lainnya' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/landing/testimony').map((request) => request.query.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('shows no "Baca Lainnya" when everything fits on one page', async () => {
    fakeFetch({ 'GET /api/landing/testimony': { body: testimonyPage(1, 1, [testimonyItem(1, 'Ibu Sari')]) } });
    renderPage(<App />, { route: '/testimoni' });
    await pageLoaded();
    await screen.findByText('Ibu Sari');
    expect(screen.queryByRole('button', { name: 'Baca Lainnya' })).not.toBeInTheDocument();
  });

  it('shows whole testimonials, not excerpts', async () => {
    const long = 'Guru les Matematika anak saya sangat sabar. '.repeat(8).trim();
    fakeFetch({ 'GET /api/landing/testimony': { body: testimonyPage(1, 1, [testimonyItem(1, 'Ibu Sari', long)]) } });
    renderPage(<App />, { route: '/testimoni' });
    await pageLoaded();
    expect(await screen.findByText(long)).toBeInTheDocument();
  });

  it('shows skeletons while loading, then logs a failure without a message', async () => {
    const network = fakeFetch({
      'GET /api/landing/testimony': { status: 500, body: { message: 'Terjadi kesalahan' }, delay: 20 },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/testimoni' });
    await pageLoaded();
    expect(screen.getByText('Memuat testimoni').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(1));
    expect(screen.queryByText('Memuat testimoni')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Daftar testimoni' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
