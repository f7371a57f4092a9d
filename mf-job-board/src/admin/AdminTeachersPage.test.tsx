import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage } from '@tutor/testing';
import { DONI, pipelineOf, RINA } from '../testSupport/onboardingFixtures';
import { AdminTeachersPage } from './AdminTeachersPage';

describe('AdminTeachersPage', () => {
  it('lists the teachers of one step with the count of every step, late ones marked, each with its detail page', async () => {
    const network = fakeFetch({
      'GET /api/admin/guru/pipeline': ({ query }) => ({
        ...pipelineOf(
          query.get('status') === 'seleksi_cv' ? [DONI] : query.get('status') === 'menunggu_verifikasi' ? [RINA] : [],
        ),
        delay: 20,
      }),
    });
    const user = userEvent.setup();
    renderPage(<AdminTeachersPage />, { route: '/admin/guru' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat daftar guru');

    const row = (await screen.findByText('Rina Guru')).closest('li') as HTMLElement;
    expect(within(row).getByText('rina@contoh.id')).toBeVisible();
    expect(within(row).getByText('Universitas Indonesia')).toBeVisible();
    expect(within(row).getByText('Tahap ini sejak 1 November 2026 · menunggu 20 hari')).toBeVisible();
    expect(within(row).getByText('Terlambat: lebih dari 2 minggu')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Lihat detail Rina Guru' })).toHaveAttribute('href', '/admin/guru/21');
    expect(screen.getByRole('button', { name: 'Menunggu verifikasi (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Terverifikasi (4)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Seleksi CV (1)' }));
    const doni = (await screen.findByText('Doni Guru')).closest('li') as HTMLElement;
    expect(within(doni).queryByText(/Terlambat/)).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/admin/guru/pipeline').map((call) => call.query.get('status'))).toEqual([
      'menunggu_verifikasi',
      'seleksi_cv',
    ]);

    await user.click(screen.getByRole('button', { name: 'Wawancara (0)' }));
    expect(await screen.findByText('Tidak ada guru pada tahap wawancara')).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    fakeFetch({ 'GET /api/admin/guru/pipeline': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    renderPage(<AdminTeachersPage />, { route: '/admin/guru' });
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});
