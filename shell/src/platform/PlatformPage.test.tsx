import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlatformStatus, PlatformStatusAnswer } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { PlatformPage } from './PlatformPage';

const POLICY = { ambang_per_seribu: 20, minimal_tampilan: 50 };
const BLOG_LIVE = {
  versi: 'mf-blog-2026-11-21',
  entry: '/remotes/mf-blog-2026-11-21/mf-manifest.json',
  dibangun: '2026-11-21T03:30:00.000Z',
  tampilan: 1200,
  kesalahan: 3,
  per_seribu: 2.5,
};
const BLOG_NEXT = {
  versi: 'mf-blog-2026-11-26',
  entry: '/remotes/mf-blog-2026-11-26/mf-manifest.json',
  dibangun: null,
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
      alasan: 'Versi uji dijadikan aktif dari halaman platform.',
      oleh: 'admin@contoh.id',
    },
  ],
  kebijakan: POLICY,
};

describe('the platform desk', () => {
  it('shows each build by its date with its views and errors per 1,000 views, and makes the test build active', async () => {
    const network = fakeFetch({
      'GET /api/admin/platform': { body: { data: WITH_CANARY } satisfies PlatformStatusAnswer },
      'POST /api/admin/platform/mf_blog/promote': { body: { data: PROMOTED } satisfies PlatformStatusAnswer },
    });
    const person = userEvent.setup();
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    const blog = await screen.findByRole('region', { name: 'mf_blog' });
    expect(within(blog).getByText('Versi uji dipakai 10% pengunjung.')).toBeVisible();
    const live = within(blog).getByRole('row', { name: /^Aktif/ });
    expect(live).toHaveTextContent('Dibuat 21 November 2026 pukul 10.30 WIB');
    expect(live).toHaveTextContent('1.200');
    expect(live).toHaveTextContent('2,5');
    // without a date from its folder, a build keeps its folder's name
    const canary = within(blog).getByRole('row', { name: /^Versi uji/ });
    expect(canary).toHaveTextContent('mf-blog-2026-11-26');
    expect(canary).toHaveTextContent('7,7');
    expect(within(blog).queryByText(/lebih sering gagal/)).not.toBeInTheDocument();
    // the table scrolls sideways on a phone: a keyboard reaches it
    expect(within(blog).getByRole('region', { name: 'Versi mf_blog dalam satu jam terakhir' })).toHaveAttribute(
      'tabindex',
      '0',
    );

    await person.click(within(blog).getByRole('button', { name: 'Jadikan versi uji mf_blog aktif' }));
    await waitFor(() => expect(within(blog).queryByRole('row', { name: /^Versi uji/ })).not.toBeInTheDocument());
    expect(within(blog).getByText('Tanpa versi uji: semua pengunjung memakai versi aktif.')).toBeVisible();
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
          alasan:
            'Versi uji: 1.000 kesalahan per 1.000 tampilan (6 dari 6), versi aktif: 0; selisih melebihi ambang 20.',
          oleh: 'otomatis',
        },
      ],
      kebijakan: POLICY,
    };
    fakeFetch({ 'GET /api/admin/platform': { body: { data: rolledBack } satisfies PlatformStatusAnswer } });
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Dikembalikan otomatis: mf_blog · 26 November 2026 pukul 08.00 WIB · oleh otomatis');
    expect(item).toHaveTextContent('selisih melebihi ambang 20');
  });

  it('offers Coba lagi when the status fails to load', async () => {
    const network = fakeFetch({ 'GET /api/admin/platform': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    const person = userEvent.setup();
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Status platform gagal dimuat');
    network.on('GET /api/admin/platform', { body: { data: { ...WITH_CANARY, remotes: [] } } });
    await person.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada versi uji yang dijadikan aktif atau dikembalikan')).toBeVisible();
  });

  it('says plainly when a test build fails more than the active one, and takes it back', async () => {
    const failing: PlatformStatus = {
      ...WITH_CANARY,
      remotes: [{ nama: 'mf_blog', rute: ['/blog'], live: BLOG_LIVE, canary: { ...BLOG_CANARY, per_seribu: 40 } }],
    };
    const network = fakeFetch({
      'GET /api/admin/platform': { body: { data: failing } satisfies PlatformStatusAnswer },
      'POST /api/admin/platform/mf_blog/rollback': {
        body: {
          data: { ...failing, remotes: [{ ...failing.remotes[0]!, canary: null }] },
        } satisfies PlatformStatusAnswer,
      },
    });
    const person = userEvent.setup();
    renderPage(<PlatformPage />, { route: '/admin/platform' });
    expect(
      await screen.findByText(
        'Versi uji mf_blog lebih sering gagal daripada versi aktif (40,0 lawan 2,5 kesalahan per 1.000 tampilan). Kembalikan bila tidak segera membaik.',
      ),
    ).toBeVisible();
    await person.click(screen.getByRole('button', { name: 'Kembalikan mf_blog ke versi aktif' }));
    await waitFor(() => expect(screen.queryByText(/lebih sering gagal/)).not.toBeInTheDocument());
    expect(network.callsTo('POST /api/admin/platform/mf_blog/rollback')).toHaveLength(1);
  });
});
