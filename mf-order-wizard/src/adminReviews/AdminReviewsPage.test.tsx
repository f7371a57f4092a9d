import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview, AdminReviewPage } from '@tutor/contract';
import { REVIEW_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';

const REVIEW: AdminReview = {
  id: 41,
  rating: 5,
  ulasan: 'Sabar <b>sekali</b>',
  tanggal: '2026-12-18',
  nama: 'Ibu Sari Wulandari',
  guru: { id: 31, nama: 'Rina Wulandari' },
  kode: 'PL-2611-0007',
  disembunyikan: false,
  testimoni: false,
  riwayat: [{ aksi: 'ditulis', oleh: 'Siswa: Ibu Sari Wulandari', waktu: '2026-12-18T09:00:00.000Z', alasan: '' }],
};
const LABEL = 'ulasan Ibu Sari Wulandari untuk Rina Wulandari';
const pageAnswer = (data: AdminReview[]): { body: AdminReviewPage } => ({
  body: { data, current_page: 1, last_page: 1, total: data.length },
});

async function openDesk() {
  renderPage(<App />, { route: '/admin/ulasan' });
  await pageLoaded();
  return screen.findByRole('list', { name: 'Daftar ulasan' });
}

describe('the review desk (/admin/ulasan)', () => {
  it('hides a review only with a reason, and shows the reason in its history', async () => {
    let hidden = false;
    const hiddenReview: AdminReview = {
      ...REVIEW,
      disembunyikan: true,
      riwayat: [
        ...REVIEW.riwayat,
        {
          aksi: 'disembunyikan',
          oleh: 'Admin: Dewi',
          waktu: '2026-12-19T09:00:00.000Z',
          alasan: 'Menyebut nomor telepon',
        },
      ],
    };
    const network = fakeFetch({
      'GET /api/admin/ulasan': () => pageAnswer([hidden ? hiddenReview : REVIEW]),
      'POST /api/admin/ulasan/41/sembunyikan': () => {
        hidden = true;
        return { body: { data: hiddenReview } };
      },
    });
    const user = userEvent.setup();
    const list = await openDesk();
    expect(within(list).getByText('Sabar <b>sekali</b>')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: `Sembunyikan ${LABEL}` }));
    await user.click(within(list).getByRole('button', { name: 'Ya, sembunyikan' }));
    expect(within(list).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.reasonRequired);
    await user.type(within(list).getByRole('textbox', { name: 'Alasan menyembunyikan' }), 'Menyebut nomor telepon');
    await user.click(within(list).getByRole('button', { name: 'Ya, sembunyikan' }));

    expect(await within(list).findByText('Disembunyikan oleh Admin: Dewi: Menyebut nomor telepon')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `Sembunyikan ${LABEL}` })).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/admin/ulasan/41/sembunyikan').map((request) => request.body)).toEqual([
      { alasan: 'Menyebut nomor telepon' },
    ]);
  });

  it('offers Jadikan Testimoni only for a worded 4-5 star review, and shows the refusal', async () => {
    fakeFetch({
      'GET /api/admin/ulasan': pageAnswer([REVIEW, { ...REVIEW, id: 42, rating: 3, ulasan: 'Lumayan' }]),
      'POST /api/admin/ulasan/41/testimoni': { status: 409, body: { message: REVIEW_MESSAGES.alreadyTestimonial } },
    });
    const user = userEvent.setup();
    const list = await openDesk();
    expect(
      within(within(list).getByRole('listitem', { name: 'Ulasan 42' })).queryByRole('button', {
        name: /Jadikan testimoni/,
      }),
    ).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: `Jadikan testimoni ${LABEL}` }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyTestimonial);
  });

  it('says when there are no reviews', async () => {
    fakeFetch({ 'GET /api/admin/ulasan': pageAnswer([]) });
    renderPage(<App />, { route: '/admin/ulasan' });
    await pageLoaded();
    expect(await screen.findByText('Belum ada ulasan')).toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    fakeFetch({ 'GET /api/admin/ulasan': { status: 500, body: { message: 'gagal' } } });
    renderPage(<App />, { route: '/admin/ulasan' });
    await pageLoaded();
    expect(await screen.findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
