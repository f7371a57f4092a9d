import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditListAnswer, AuditRow } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { AuditPage } from './AuditPage';

const PAYMENT: AuditRow = {
  id: 12,
  waktu: '2026-11-26T03:30:00.000Z',
  aktor: { id: 1, nama: 'Admin Pintar', peran: 'admin' },
  aksi: 'pembayaran.dicatat',
  objek: 'pesanan',
  objek_id: 'PP2611ABCD',
  sebelum: { status: 'menunggu_pembayaran' },
  sesudah: { status: 'aktif', jumlah: 600000 },
  alamat: '203.0.113.9',
};
const HONOR: AuditRow = {
  id: 11,
  waktu: '2026-11-25T10:00:00.000Z',
  aktor: { id: null, nama: null, peran: 'sistem' },
  aksi: 'honor.dicatat',
  objek: 'pertemuan',
  objek_id: '40',
  sebelum: null,
  sesudah: { guru_user_id: 7, jumlah: 90000, status: 'dapat_diklaim' },
  alamat: null,
};
const page = (data: AuditRow[], nextCursor: string | null): { body: AuditListAnswer } => ({
  body: { data, nextCursor },
});

describe('the audit log page', () => {
  it('shows who did what to which object and what changed, in WIB, and loads more on request', async () => {
    const network = fakeFetch({
      'GET /api/admin/audit': ({ query }) =>
        query.get('cursor') === 'lanjut' ? page([HONOR], null) : page([PAYMENT], 'lanjut'),
    });
    const person = userEvent.setup();
    renderPage(<AuditPage />, { route: '/admin/audit' });
    expect(screen.getByRole('heading', { level: 1, name: 'Log Audit' })).toBeVisible();
    const paid = (await screen.findByRole('cell', { name: 'Pembayaran dicatat' })).closest('tr') as HTMLElement;
    expect(within(paid).getByText('26 November 2026 pukul 10.30 WIB')).toBeVisible();
    expect(paid).toHaveTextContent('Admin Pintar (Admin)');
    expect(paid).toHaveTextContent('203.0.113.9');
    expect(paid).toHaveTextContent('Pesanan PP2611ABCD');
    expect(within(paid).getByText('status: menunggu_pembayaran → aktif')).toBeVisible();
    expect(within(paid).getByText(/jumlah: Rp\s?600\.000/)).toBeVisible();

    await person.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    const honor = (await screen.findByRole('cell', { name: 'Honor dicatat' })).closest('tr') as HTMLElement;
    expect(honor).toHaveTextContent('Sistem');
    expect(honor).toHaveTextContent('Pertemuan 40');
    // the first page stays; the last page offers nothing more
    expect(screen.getByRole('cell', { name: 'Pembayaran dicatat' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Muat lebih banyak' })).not.toBeInTheDocument();
    expect(network.callsTo('GET /api/admin/audit')).toHaveLength(2);
  });

  it('asks with the filters once they are applied, and says when nothing matches', async () => {
    const network = fakeFetch({
      'GET /api/admin/audit': ({ query }) =>
        query.get('objek') === 'pencairan' ? page([], null) : page([PAYMENT], null),
    });
    const person = userEvent.setup();
    renderPage(<AuditPage />, { route: '/admin/audit' });
    await screen.findByRole('cell', { name: 'Pembayaran dicatat' });

    await person.type(screen.getByLabelText('Orang'), 'admin@contoh.id');
    await person.selectOptions(screen.getByLabelText('Objek'), 'Pencairan');
    await person.type(screen.getByLabelText('Dari tanggal'), '2026-11-01');
    await person.type(screen.getByLabelText('Sampai tanggal'), '2026-11-30');
    expect(network.callsTo('GET /api/admin/audit')).toHaveLength(1);
    await person.click(screen.getByRole('button', { name: 'Terapkan' }));

    expect(await screen.findByText('Belum ada catatan yang cocok dengan saringan ini')).toBeVisible();
    const asked = network.callsTo('GET /api/admin/audit')[1];
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      aktor: 'admin@contoh.id',
      objek: 'pencairan',
      dari: '2026-11-01',
      sampai: '2026-11-30',
    });
  });

  it('shows the failure with a retry', async () => {
    let calls = 0;
    fakeFetch({
      'GET /api/admin/audit': () =>
        calls++ === 0 ? { status: 500, body: { message: 'Gagal' } } : page([PAYMENT], null),
    });
    const person = userEvent.setup();
    renderPage(<AuditPage />, { route: '/admin/audit' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Log audit gagal dimuat');
    await person.click(within(failure).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Pembayaran dicatat' })).toBeVisible());
  });
});
