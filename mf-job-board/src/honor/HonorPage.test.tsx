import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyMoney, MyMoneyAnswer, Payout, PayoutAnswer } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage, type FakeHandler } from '@tutor/testing';
import App from '../App';
import { NO_RENEWAL_OFFERS, teacherSession } from '../testSupport/fixtures';

const MINE = 'GET /api/keuangan/saya';
const REQUEST = 'POST /api/keuangan/pencairan';

const EMPTY: MyMoney = { rows: [], tertunda: 0, dapat_dicairkan: 0, diminta: 0, dibayar: 0, pencairan: [] };
/** Four meetings of one order at 78.750 each, as /api/keuangan/saya answers them (newest first). */
const EARNED: MyMoney = {
  ...EMPTY,
  rows: [
    {
      sumber: 'honor',
      kode_pesanan: 'PP-2612-7K3Q',
      pertemuan: 2,
      tanggal: '2026-12-05',
      jumlah: 78_750,
      status: 'dapat_diklaim',
    },
    {
      sumber: 'honor',
      kode_pesanan: 'PP-2612-7K3Q',
      pertemuan: 1,
      tanggal: '2026-12-02',
      jumlah: 78_750,
      status: 'dapat_diklaim',
    },
  ],
  dapat_dicairkan: 157_500,
};
const PAYOUT: Payout = {
  id: 9,
  jumlah: 157_500,
  status: 'diminta',
  bank: 'BCA',
  nomor_rekening: '••••••7890',
  nama_pemilik: 'Sari Guru',
  diminta_pada: '2026-12-06T03:00:00.000Z',
  dibayar_pada: null,
};
const REQUESTED: MyMoney = {
  ...EARNED,
  rows: EARNED.rows.map((row) => ({ ...row, status: 'diminta' })),
  dapat_dicairkan: 0,
  diminta: 157_500,
  pencairan: [PAYOUT],
};
const PAID: MyMoney = {
  ...REQUESTED,
  rows: EARNED.rows.map((row) => ({ ...row, status: 'dibayar' })),
  diminta: 0,
  dibayar: 157_500,
  pencairan: [{ ...PAYOUT, status: 'dibayar', dibayar_pada: '2026-12-07T03:00:00.000Z' }],
};

const mine = (data: MyMoney): { body: MyMoneyAnswer } => ({ body: { data } });

async function openHonor(
  answer: FakeHandler | { body: unknown; status?: number },
  more: Parameters<typeof fakeFetch>[0] = {},
) {
  const network = fakeFetch({
    'GET /api/auth/me': teacherSession('terverifikasi'),
    [MINE]: answer,
    ...NO_RENEWAL_OFFERS,
    ...more,
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/guru/honor' });
  await pageLoaded();
  return { network, user };
}

describe("the teacher's honor (/guru/honor)", () => {
  it('shows the honor of each held meeting, the sums, and where it sits in the teacher navigation', async () => {
    await openHonor(mine(EARNED));
    expect(screen.getByRole('heading', { level: 1, name: 'Honor Mengajar' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Halaman guru' })).getByRole('link', { name: 'Honor' }),
    ).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Honor per pertemuan' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['PP-2612-7K3Q', 'Pertemuan 2', '5 Desember 2026', 'Rp 78.750', 'Dapat diklaim'],
      ['PP-2612-7K3Q', 'Pertemuan 1', '2 Desember 2026', 'Rp 78.750', 'Dapat diklaim'],
    ]);
    expect(screen.getByText('Dapat dicairkan', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rp 157.500');
    expect(screen.getByText('Belum ada permintaan pencairan.')).toBeVisible();
  });

  it('checks the bank details, requests the payout of all that is claimable, then shows it requested', async () => {
    let requested = false;
    const { network, user } = await openHonor(() => mine(requested ? REQUESTED : EARNED), {
      [REQUEST]: (): { body: PayoutAnswer; status: number } => {
        requested = true;
        return { status: 201, body: { data: PAYOUT } };
      },
    });
    const form = await screen.findByRole('form', { name: 'Cairkan honor' });
    expect(within(form).getByText('Rp 157.500')).toBeVisible();
    await user.type(within(form).getByLabelText('Nama bank'), 'BCA');
    await user.type(within(form).getByLabelText('Nomor rekening'), '12ab');
    await user.type(within(form).getByLabelText('Nama pemilik rekening'), 'Sari Guru');
    await user.click(within(form).getByRole('button', { name: 'Cairkan' }));
    expect(within(form).getByLabelText('Nomor rekening')).toHaveAccessibleDescription(
      expect.stringContaining(REFERRAL_LEDGER_MESSAGES.accountNumberInvalid),
    );
    expect(network.callsTo(REQUEST)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Nomor rekening'));
    await user.type(within(form).getByLabelText('Nomor rekening'), '1234-5678-90');
    await user.click(within(form).getByRole('button', { name: 'Cairkan' }));
    expect(await screen.findByText(/Permintaan pencairan terkirim/)).toBeVisible();
    expect(network.callsTo(REQUEST)[0]?.body).toEqual({
      bank: 'BCA',
      nomor_rekening: '1234567890',
      nama_pemilik: 'Sari Guru',
    });
    const history = await screen.findByRole('list', { name: 'Riwayat pencairan' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Rp 157.500Diminta');
    expect(within(history).getByRole('listitem')).toHaveTextContent('BCA ••••••7890 a.n. Sari Guru');
    expect(
      within(screen.getByRole('form', { name: 'Cairkan honor' })).getByRole('button', { name: 'Cairkan' }),
    ).toBeDisabled();
  });

  it("shows the server's refusal when nothing is left to claim", async () => {
    const { user } = await openHonor(mine(EARNED), {
      [REQUEST]: { status: 409, body: { message: REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll } },
    });
    const form = await screen.findByRole('form', { name: 'Cairkan honor' });
    await user.type(within(form).getByLabelText('Nama bank'), 'BCA');
    await user.type(within(form).getByLabelText('Nomor rekening'), '1234567890');
    await user.type(within(form).getByLabelText('Nama pemilik rekening'), 'Sari Guru');
    await user.click(within(form).getByRole('button', { name: 'Cairkan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll);
  });

  it('shows payouts paid by the admin', async () => {
    await openHonor(mine(PAID));
    const history = await screen.findByRole('list', { name: 'Riwayat pencairan' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Dibayar 7 Desember 2026');
    expect(screen.getByText('Sudah dibayar', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Rp 157.500');
  });

  it('says so when nothing is earned yet, with the payout button off', async () => {
    await openHonor(mine(EMPTY));
    expect(await screen.findByText('Belum ada honor.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cairkan' })).toBeDisabled();
  });

  it('shows a skeleton while loading and a message with a retry when the ledger cannot be loaded', async () => {
    let fail = true;
    // the first answer is held until the skeleton was seen: a fixed delay could pass before the test looks
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { network, user } = await openHonor(async () => {
      await held;
      return fail ? { status: 500, body: { message: 'Terjadi kesalahan pada server' } } : mine(EARNED);
    });
    expect(await screen.findByText('Memuat honor')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Honor per pertemuan' })).toBeVisible();
    expect(network.callsTo(MINE).length).toBeGreaterThanOrEqual(2);
  });
});
