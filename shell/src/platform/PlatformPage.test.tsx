import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformStatus, PlatformStatusAnswer } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { PlatformPage } from './PlatformPage';

const POLICY = { ambang_per_seribu: 20, minimal_tampilan: 50 };
const BLOG_LIVE = {
  versi: 'mf-blog-2026-11-21',
  entry: '/remotes/mf-blog-2026-11-21/mf-manifest.json',
  tampilan: 1200,
  kesalahan: 3,
  per_seribu: 2.5,
};
const BLOG_NEXT = {
  versi: 'mf-blog-2026-11-26',
  entry: '/remotes/mf-blog-2026-11-26/mf-manifest.json',
  tampilan: 130,
  kesalahan: 1,
  per_seribu: 7.7,
};
const BLOG_CANARY = { ...BLOG_NEXT, persen: 10 };
const WITH_CANARY: PlatformStatus = {
  remotes: [{ nama: 'mf_blog', rute: ['/blog'], live: BLOG_LIVE, canary: BLOG_CANARY }],
  riwayat: [],
  kebijakan: POLICY,
};
const PROMOTED: PlatformStatus = {
  remotes: [{ nama: 'mf_blog', rute: ['/blog'], live: BLOG_NEXT, canary: null }],
  riwayat: [
    {
      waktu: '2026-11-26T01:00:00.000Z',
      aksi: 'promosi',
      remote: 'mf_blog',
      dari: BLOG_LIVE.entry,
      ke: BLOG_CANARY.entry,
      alasan: 'Dipromosikan dari halaman platform.',
      oleh: 'admin@contoh.id',
    },
  ],
  kebijakan: POLICY,
};

describe('the platform desk', () => {
  it("shows each build's views and errors per 1,000 views, and promotes the canary", async () => {
    const network = fakeFetch({
      'GET /api/admin/platform': { body: { data: WITH_CANARY } satisfies PlatformStatusAnswer },
      'POST /api/admin/platform/mf_blog/promote': { body: { data: PROMOTED } satisfies PlatformStatusAnswer },
    });
    const person = userEvent.setup();
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    const blog = await screen.findByRole('region', { name: 'mf_blog' });
    expect(within(blog).getByText('Canary untuk 10% pengunjung.')).toBeVisible();
    const live = within(blog).getByRole('row', { name: /^Live/ });
    expect(live).toHaveTextContent('mf-blog-2026-11-21');
    expect(live).toHaveTextContent('1.200');
    expect(live).toHaveTextContent('2,5');
    expect(within(blog).getByRole('row', { name: /^Canary/ })).toHaveTextContent('7,7');

    await person.click(within(blog).getByRole('button', { name: 'Promosikan canary mf_blog' }));
    await waitFor(() => expect(within(blog).queryByRole('row', { name: /^Canary/ })).not.toBeInTheDocument());
    expect(within(blog).getByText('Tanpa canary: semua pengunjung memakai versi live.')).toBeVisible();
    expect(
      screen.getByText(/Dari \/remotes\/mf-blog-2026-11-21\/mf-manifest.json ke \/remotes\/mf-blog-2026-11-26/),
    ).toBeVisible();
    expect(network.callsTo('POST /api/admin/platform/mf_blog/promote')).toHaveLength(1);
  });

  it('says when and why a canary was rolled back automatically', async () => {
    const rolledBack: PlatformStatus = {
      remotes: [{ nama: 'mf_blog', rute: ['/blog'], live: BLOG_LIVE, canary: null }],
      riwayat: [
        {
          waktu: '2026-11-26T01:00:00.000Z',
          aksi: 'rollback-otomatis',
          remote: 'mf_blog',
          dari: BLOG_CANARY.entry,
          ke: BLOG_LIVE.entry,
          alasan: 'Canary: 1.000 kesalahan per 1.000 tampilan (6 dari 6), live: 0; selisih melebihi ambang 20.',
          oleh: 'otomatis',
        },
      ],
      kebijakan: POLICY,
    };
    fakeFetch({ 'GET /api/admin/platform': { body: { data: rolledBack } satisfies PlatformStatusAnswer } });
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Rollback otomatis mf_blog · 26 November 2026, 08.00 WIB · oleh otomatis');
    expect(item).toHaveTextContent('selisih melebihi ambang 20');
  });

  it('offers Coba lagi when the status fails to load', async () => {
    const network = fakeFetch({ 'GET /api/admin/platform': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    const person = userEvent.setup();
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Status platform gagal dimuat');
    network.on('GET /api/admin/platform', { body: { data: { ...WITH_CANARY, remotes: [] } } });
    await person.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada promosi atau rollback')).toBeVisible();
  });
});
