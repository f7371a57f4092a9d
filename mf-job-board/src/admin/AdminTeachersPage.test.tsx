import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingTeacher, TeacherAccountList, UserAnswer } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { AdminTeachersPage } from './AdminTeachersPage';

const RINA: PendingTeacher = {
  id: 21, nama: 'Rina Guru', email: 'rina@contoh.id', whatsapp: '6281234567001', status: 'menunggu_verifikasi',
  perguruan_tinggi: 'Universitas Indonesia', jurusan: 'Pendidikan Fisika', created_at: '2026-11-20T03:00:00.000Z',
};
const list = (data: PendingTeacher[]): { body: TeacherAccountList } => ({ body: { data } });
const verified: UserAnswer = { data: { id: 21, nama: 'Rina Guru', email: 'rina@contoh.id', role: 'guru', status: 'terverifikasi', kode_referral: null } };

describe('AdminTeachersPage', () => {
  it('lists pending teachers and verifies one, who moves to the verified list', async () => {
    let verifiedYet = false;
    const network = fakeFetch({
      'GET /api/admin/guru': ({ query }) =>
        query.get('status') === 'terverifikasi'
          ? list(verifiedYet ? [{ ...RINA, status: 'terverifikasi' }] : [])
          : list(verifiedYet ? [] : [RINA]),
      'POST /api/admin/guru/21/verifikasi': () => {
        verifiedYet = true;
        return { body: verified, delay: 30 };
      },
    });
    const user = userEvent.setup();
    renderPage(<AdminTeachersPage />, { route: '/admin/guru' });
    expect(screen.getByRole('status')).toHaveTextContent('Memuat daftar guru');

    const row = (await screen.findByText('Rina Guru')).closest('li') as HTMLElement;
    expect(within(row).getByText('rina@contoh.id')).toBeVisible();
    expect(within(row).getByText('WhatsApp 6281234567001')).toBeVisible();
    expect(within(row).getByText('Universitas Indonesia')).toBeVisible();
    expect(within(row).getByText('Pendidikan Fisika')).toBeVisible();
    expect(within(row).getByText('Daftar 20 November 2026')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Verifikasi Rina Guru' }));
    expect(within(row).getByRole('button', { name: 'Verifikasi Rina Guru' })).toBeDisabled();
    expect(await screen.findByText('Tidak ada guru yang menunggu verifikasi')).toBeVisible();
    expect(network.callsTo('POST /api/admin/guru/21/verifikasi')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Terverifikasi' }));
    const verifiedRow = (await screen.findByText('Rina Guru')).closest('li') as HTMLElement;
    expect(within(verifiedRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(verifiedRow).getByText('Terverifikasi')).toBeVisible();
  });

  it('shows the failure with a retry', async () => {
    fakeFetch({ 'GET /api/admin/guru': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    renderPage(<AdminTeachersPage />, { route: '/admin/guru' });
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });
});
