import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferAnswer, RenewalOffer, RenewalOfferList } from '@tutor/contract';
import { CHANGE_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { boardRoutes, MATH_SMA, openings, teacherSession } from '../testSupport/fixtures';

const OFFER: RenewalOffer = {
  kode: 'PP-2612-R3NW',
  perpanjangan_dari: 'PP-2611-7K3Q',
  siswa: 'Ibu Sari Wulandari',
  jenjang: 'SMA',
  mata_pelajaran: ['Matematika', 'Fisika'],
  paket: 'Super',
  jumlah_pertemuan: 4,
  sistem_pembelajaran: 'Offline',
  tgl_mulai_les: '2026-12-21',
  waktu_les: [{ hari: 'Senin', jam: '16:00' }],
  batas_jawab: '2026-12-03T00:00:00.000Z',
};
const OFFERS = 'GET /api/guru/tawaran-perpanjangan';
const offerList = (...data: RenewalOffer[]): { body: RenewalOfferList } => ({ body: { data } });
const answered = (message: string): { body: OfferAnswer } => ({ body: { data: { message, kode: OFFER.kode } } });

async function openBoard(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch({ ...boardRoutes(), ...routes });
  renderPage(<App />, { route: '/guru/loker-mengajar' });
  await pageLoaded();
  return { fake, user: userEvent.setup() };
}

describe('renewal offers on the job board', () => {
  it('shows the offer with its deadline; accepting it says the order waits for payment and the offer leaves', async () => {
    let accepted = false;
    const { fake, user } = await openBoard({
      [OFFERS]: () => (accepted ? offerList() : offerList(OFFER)),
      [`POST /api/guru/tawaran-perpanjangan/${OFFER.kode}/terima`]: () => {
        accepted = true;
        return answered(CHANGE_MESSAGES.offerAccepted);
      },
    });
    const card = await screen.findByRole('article', { name: `Tawaran ${OFFER.kode}` });
    const nav = within(screen.getByRole('navigation', { name: 'Halaman guru' }));
    expect(
      nav.getByRole('link', { name: 'Jadwal Mengajar 1 tawaran perpanjangan menunggu jawaban Anda' }),
    ).toHaveAttribute('href', '/guru/jadwal');
    expect(card).toHaveTextContent(
      'Ibu Sari Wulandari memperpanjang les SMA (Matematika, Fisika) dari pesanan PP-2611-7K3Q.',
    );
    expect(card).toHaveTextContent('Jawab sebelum 3 Desember 2026 pukul 07.00 WIB');
    await user.click(within(card).getByRole('button', { name: `Terima tawaran ${OFFER.kode}` }));
    expect(await screen.findByText(CHANGE_MESSAGES.offerAccepted)).toBeInTheDocument();
    expect(fake.callsTo(`POST /api/guru/tawaran-perpanjangan/${OFFER.kode}/terima`)).toHaveLength(1);
    expect(await screen.findByText('Belum ada tawaran perpanjangan dari siswa Anda.')).toBeInTheDocument();
    // answered: nothing waits any more (the navigation's count comes with its own refetch)
    expect(await nav.findByRole('link', { name: 'Jadwal Mengajar' })).toBeInTheDocument();
  });

  it('counts the offers waiting on every teacher page, beside Jadwal Mengajar', async () => {
    fakeFetch({
      'GET /api/auth/me': teacherSession('terverifikasi'),
      'GET /api/keuangan/saya': {
        body: { data: { rows: [], tertunda: 0, dapat_dicairkan: 0, diminta: 0, dibayar: 0, pencairan: [] } },
      },
      [OFFERS]: offerList(OFFER, { ...OFFER, kode: 'PP-2612-R4NW' }),
    });
    renderPage(<App />, { route: '/guru/honor' });
    await pageLoaded();
    const nav = within(screen.getByRole('navigation', { name: 'Halaman guru' }));
    expect(
      await nav.findByRole('link', { name: 'Jadwal Mengajar 2 tawaran perpanjangan menunggu jawaban Anda' }),
    ).toBeVisible();
  });

  it("shows the server's refusal when the offer lapsed meanwhile (409)", async () => {
    const { user } = await openBoard({
      [OFFERS]: offerList(OFFER),
      [`POST /api/guru/tawaran-perpanjangan/${OFFER.kode}/tolak`]: {
        status: 409,
        body: { message: CHANGE_MESSAGES.offerClosed },
      },
    });
    await user.click(await screen.findByRole('button', { name: `Tolak tawaran ${OFFER.kode}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.offerClosed);
  });

  it('marks an opening left by a teacher change with the meetings the new teacher takes over', async () => {
    await openBoard({ 'GET /guru/loker-mengajar-searching': openings({ ...MATH_SMA, sisa_pertemuan: 3 }) });
    expect(await screen.findByText('3 pertemuan tersisa')).toBeInTheDocument();
  });
});
