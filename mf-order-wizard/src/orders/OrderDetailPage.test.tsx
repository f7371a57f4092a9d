import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import { CANCELLED_SCHEDULE_NOTE } from '@tutor/rules';
import App from '../App';
import { ORDER, orderAnswer } from '../testSupport/orders';

const ROUTE = `/siswa/pesanan/${ORDER.kode}`;
const GET = `GET /api/pesanan/${ORDER.kode}`;
const CANCEL = `POST /api/pesanan/${ORDER.kode}/batal`;

describe('order page (/siswa/pesanan/:kode)', () => {
  it('shows the order, its fee breakdown with instalments, the schedule and the history', async () => {
    fakeFetch({ [GET]: { body: orderAnswer() } });
    renderPage(<App />, { route: ROUTE });
    await pageLoaded();

    expect(await screen.findByText('Menunggu konfirmasi admin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: `Pesanan ${ORDER.kode}` })).toBeInTheDocument();
    const fees = screen.getByRole('table');
    const rows = within(fees)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Paket Super (4 pertemuan)Rp 800.000',
      'Diskon 25%-Rp 200.000',
      'Harga setelah diskonRp 600.000',
      'Diskon referral (RINA2024)-Rp 30.000',
      'Harga paketRp 570.000',
      'Biaya pendaftaranRp 50.000',
      'TotalRp 620.000',
    ]);
    expect(screen.getByText('Cicilan 1: Rp 335.000 (termasuk biaya pendaftaran)')).toBeInTheDocument();
    expect(screen.getByText('Cicilan 2: Rp 285.000')).toBeInTheDocument();
    const schedule = screen.getByRole('region', { name: 'Jadwal Les' });
    expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent(
      'Senin, 7 Desember 2026 pukul 16:00Matematika',
    );
    const history = screen.getByRole('region', { name: 'Riwayat Status' });
    expect(history).toHaveTextContent(
      '23 November 2026 pukul 16.00: Menunggu konfirmasi admin, oleh Siswa Ibu Sari Wulandari',
    );
    expect(screen.getByText('Jl. Tebet Raya No. 10, Tebet, Kota Jakarta Selatan, DKI Jakarta')).toBeInTheDocument();
    // codes in words: the class in digits with its level, the gender preference spelled out
    expect(screen.getByText(`${ORDER.jenjang} · ${ORDER.kurikulum}`)).toBeInTheDocument();
    expect(screen.getByText('Kelas 7 SMP')).toBeInTheDocument();
    expect(screen.getByText('Guru perempuan')).toBeInTheDocument();
  });

  it('cancels after a confirmation and shows the new status', async () => {
    let cancelled = false;
    const fake = fakeFetch({
      [GET]: () => ({ body: orderAnswer(cancelled ? { ...ORDER, status: 'dibatalkan', boleh_batal: false } : ORDER) }),
      [CANCEL]: () => {
        cancelled = true;
        return { body: orderAnswer({ ...ORDER, status: 'dibatalkan', boleh_batal: false }) };
      },
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: ROUTE });
    await pageLoaded();

    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tidak' }));
    expect(fake.callsTo(CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, batalkan' }));

    expect(await screen.findByText('Dibatalkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
    expect(fake.callsTo(CANCEL)).toHaveLength(1);
    // the schedule says it no longer takes place
    const schedule = within(screen.getByRole('region', { name: 'Jadwal Les' }));
    expect(schedule.getByText(CANCELLED_SCHEDULE_NOTE)).toBeVisible();
  });

  it("shows the server's message when the order can no longer be cancelled (409)", async () => {
    fakeFetch({
      [GET]: { body: orderAnswer() },
      [CANCEL]: { status: 409, body: { message: 'Pesanan ini tidak bisa dibatalkan lagi' } },
    });
    const user = userEvent.setup();
    renderPage(<App />, { route: ROUTE });
    await pageLoaded();

    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, batalkan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Pesanan ini tidak bisa dibatalkan lagi');
  });

  it('says the order was not found (404)', async () => {
    fakeFetch({ 'GET /api/pesanan/TIDAK-ADA': { status: 404, body: { message: 'Pesanan tidak ditemukan' } } });
    renderPage(<App />, { route: '/siswa/pesanan/TIDAK-ADA' });
    await pageLoaded();

    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Dasbor Siswa' })).toHaveAttribute('href', '/siswa/dashbord');
  });

  it('shows one instalment as the total only', async () => {
    fakeFetch({
      [GET]: { body: orderAnswer({ ...ORDER, rincian_biaya: { ...ORDER.rincian_biaya, cicilan: [620_000] } }) },
    });
    renderPage(<App />, { route: ROUTE });
    await pageLoaded();

    await screen.findByText('Menunggu konfirmasi admin');
    expect(screen.queryByText(/Cicilan/)).not.toBeInTheDocument();
  });
});
