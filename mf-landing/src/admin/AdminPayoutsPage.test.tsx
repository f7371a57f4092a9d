import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayout } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { adminList, adminPayout, heldAnswer } from '../testSupport/referralLedgerFixtures';

const PAID: AdminPayout = { ...adminPayout, status: 'dibayar', dibayar_pada: '2026-11-23T08:00:00.000Z' };

async function openPage(routes: Parameters<typeof fakeFetch>[0]) {
  const network = fakeFetch(routes);
  const user = userEvent.setup();
  renderPage(<App />, { route: '/admin/pencairan' });
  await pageLoaded();
  return { network, user };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('/admin/pencairan', () => {
  it('lists the requests to pay with the account, the bank details in full, amount and date', async () => {
    const list = heldAnswer(() => adminList([adminPayout]));
    const { network } = await openPage({ 'GET /api/admin/pencairan': list.handler });
    expect(await screen.findByText('Memuat permintaan pencairan')).toBeInTheDocument();
    list.release();
    const row = await rowOf('Rina Wulandari');
    expect(within(row).getByText('rina@contoh.id')).toBeVisible();
    expect(within(row).getByText('WhatsApp 6281234567001')).toBeVisible();
    expect(within(row).getByText('Bank Mandiri')).toBeVisible();
    expect(within(row).getByText('123456784321')).toBeVisible();
    expect(within(row).getByText('a.n. Rina Wulandari')).toBeVisible();
    expect(within(row).getByText('Rp 227.430')).toBeVisible();
    expect(within(row).getByText('Komisi Rp 227.430')).toBeVisible();
    expect(within(row).getByText('Diminta 22 November 2026')).toBeVisible();
    expect(network.callsTo('GET /api/admin/pencairan')[0]?.query.get('status')).toBe('diminta');
  });

  it("lists a teacher's honor payout beside commission payouts, each saying what it pays", async () => {
    const honorOnly: AdminPayout = {
      ...adminPayout,
      id: 5,
      jumlah: 315_000,
      honor: 315_000,
      nama_pemilik: 'Rudi Hartono',
      akun: { nama: 'Rudi Hartono', email: 'rudi@contoh.id', whatsapp: '6281200000101' },
    };
    const both: AdminPayout = {
      ...adminPayout,
      id: 6,
      jumlah: 415_000,
      honor: 315_000,
      nama_pemilik: 'Maya Sari',
      akun: { nama: 'Maya Sari', email: 'maya@contoh.id', whatsapp: '6281200000102' },
    };
    await openPage({ 'GET /api/admin/pencairan': adminList([both, honorOnly, adminPayout]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Pencairan Honor & Komisi' })).toBeVisible();
    expect(within(await rowOf('Rudi Hartono')).getByText('Honor Rp 315.000')).toBeVisible();
    expect(within(await rowOf('Maya Sari')).getByText('Honor Rp 315.000 + Komisi Rp 100.000')).toBeVisible();
    expect(within(await rowOf('Rina Wulandari')).getByText('Komisi Rp 227.430')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Pencairan diminta' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('filters by Dibayar and Semua (no status sent)', async () => {
    const { network, user } = await openPage({
      'GET /api/admin/pencairan': ({ query }) => adminList(query.get('status') === 'diminta' ? [] : [PAID]),
    });
    expect(await screen.findByText('Tidak ada permintaan pencairan yang menunggu')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Dibayar' }));
    expect(screen.getByRole('button', { name: 'Dibayar' })).toHaveAttribute('aria-pressed', 'true');
    const row = await rowOf('Rina Wulandari');
    expect(within(row).getByText('Dibayar 23 November 2026')).toBeVisible();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Semua' }));
    await rowOf('Rina Wulandari');
    const sent = network.callsTo('GET /api/admin/pencairan').map((request) => request.query.get('status'));
    expect(sent).toEqual(['diminta', 'dibayar', null]);
  });

  it('marks a request paid after a confirmation; the list refreshes', async () => {
    let paid = false;
    const payment = heldAnswer(() => {
      paid = true;
      return { body: { data: PAID } };
    });
    const { network, user } = await openPage({
      'GET /api/admin/pencairan': () => adminList(paid ? [] : [adminPayout]),
      'POST /api/admin/pencairan/4/bayar': payment.handler,
    });
    const row = await rowOf('Rina Wulandari');
    await user.click(within(row).getByRole('button', { name: 'Tandai Dibayar: Rina Wulandari' }));
    const confirm = within(row).getByRole('group', { name: 'Konfirmasi pembayaran Rina Wulandari' });
    expect(confirm).toHaveTextContent('Sudah transfer Rp 227.430 ke Bank Mandiri 123456784321 a.n. Rina Wulandari?');
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(network.callsTo('POST /api/admin/pencairan/4/bayar')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Tandai Dibayar: Rina Wulandari' }));
    await user.click(within(row).getByRole('button', { name: 'Ya, sudah dibayar' }));
    expect(await within(row).findByRole('button', { name: 'Menyimpan...' })).toBeDisabled();
    payment.release();
    expect(await screen.findByText('Pencairan Rp 227.430 untuk Rina Wulandari ditandai dibayar.')).toBeVisible();
    expect(await screen.findByText('Tidak ada permintaan pencairan yang menunggu')).toBeVisible();
    expect(network.callsTo('POST /api/admin/pencairan/4/bayar')).toHaveLength(1);
  });

  it("shows the server's refusal when another admin already paid it, and refetches", async () => {
    const { network, user } = await openPage({
      'GET /api/admin/pencairan': adminList([adminPayout]),
      'POST /api/admin/pencairan/4/bayar': { status: 409, body: { message: REFERRAL_LEDGER_MESSAGES.alreadyPaid } },
    });
    const row = await rowOf('Rina Wulandari');
    network.on('GET /api/admin/pencairan', adminList([]));
    await user.click(within(row).getByRole('button', { name: 'Tandai Dibayar: Rina Wulandari' }));
    await user.click(within(row).getByRole('button', { name: 'Ya, sudah dibayar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_LEDGER_MESSAGES.alreadyPaid);
    expect(await screen.findByText('Tidak ada permintaan pencairan yang menunggu')).toBeVisible();
    expect(network.callsTo('GET /api/admin/pencairan')).toHaveLength(2);
  });

  it('says the list is unavailable when it cannot be loaded', async () => {
    await openPage({ 'GET /api/admin/pencairan': { status: 500, body: { message: 'Terjadi kesalahan' } } });
    expect(await screen.findByRole('heading', { name: 'Daftar pencairan sedang tidak tersedia' })).toBeVisible();
  });
});
