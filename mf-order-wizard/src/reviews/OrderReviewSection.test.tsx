import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail, OrderReviewsAnswer, OrderSummary, ReviewAnswer } from '@tutor/contract';
import { REVIEW_MESSAGES } from '@tutor/rules';
import { fakeFetch, meeting, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { wizardRoutes } from '../testSupport/fixtures';
import { notReviewableYet, ORDER, orderAnswer, SUMMARY } from '../testSupport/orders';

const DONE: OrderDetail = {
  ...ORDER,
  status: 'selesai',
  boleh_batal: false,
  guru: { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' },
};
const URL = `/api/pesanan/${DONE.kode}/ulasan`;
const MEETINGS = [1, 2, 3, 4].map((nomor) => meeting(nomor, 'selesai'));
const reviewsAnswer = (data: OrderReviewsAnswer['data']): { body: OrderReviewsAnswer } => ({ body: { data } });
const OPEN = reviewsAnswer({ dapat_diulas: true, guru: [{ id: 31, nama: 'Rina Wulandari', ulasan: null }] });
const WRITTEN: ReviewAnswer['data'] = { id: 901, rating: 4, ulasan: 'Sabar <b>sekali</b>', tanggal: '2026-12-18' };

function orderRoutes(reviews: { status?: number; body: unknown }) {
  return {
    [`GET /api/pesanan/${DONE.kode}`]: { body: orderAnswer(DONE) },
    [`GET /api/pesanan/${DONE.kode}/pertemuan`]: { body: { data: { sisa: 0, total: 4, items: MEETINGS } } },
    'GET /api/kalender': { body: { data: { url: '/api/kalender/rahasia.ics' } } },
    [`GET ${URL}`]: reviews,
  };
}

async function openReviews() {
  renderPage(<App />, { route: `/siswa/pesanan/${DONE.kode}` });
  await pageLoaded();
  return screen.findByRole('region', { name: 'Ulasan' });
}

describe('reviews on the student order page', () => {
  it('sends stars and text once, then shows the review as plain text', async () => {
    let written = false;
    const network = fakeFetch({
      ...orderRoutes(OPEN),
      [`GET ${URL}`]: () =>
        written
          ? reviewsAnswer({ dapat_diulas: true, guru: [{ id: 31, nama: 'Rina Wulandari', ulasan: WRITTEN }] })
          : OPEN,
      [`POST ${URL}`]: () => {
        written = true;
        return { status: 201, body: { data: WRITTEN } };
      },
    });
    const user = userEvent.setup();
    const region = await openReviews();
    const form = await within(region).findByRole('form', { name: 'Ulasan untuk Rina Wulandari' });

    await user.click(within(form).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.ratingInvalid);
    expect(network.callsTo(`POST ${URL}`)).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '4 bintang' }));
    await user.type(within(form).getByRole('textbox', { name: 'Ulasan untuk Rina Wulandari' }), 'Sabar <b>sekali</b>');
    expect(within(form).getByText('19/1000 karakter')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirim Ulasan' }));

    // Waits for the written review's stars, not its words: the words are also in the form's textarea
    // until the refetch after sending replaces the form. The region is looked up again, as the
    // refetch may render the section anew.
    expect(await screen.findByRole('img', { name: 'Rating 4,0 dari 5' })).toBeInTheDocument();
    const reviewed = screen.getByRole('region', { name: 'Ulasan' });
    expect(within(reviewed).getByText('Sabar <b>sekali</b>')).toBeInTheDocument();
    expect(within(reviewed).getByRole('img', { name: 'Rating 4,0 dari 5' })).toBeInTheDocument();
    expect(within(reviewed).queryByRole('form')).not.toBeInTheDocument();
    expect(network.callsTo(`POST ${URL}`).map((request) => request.body)).toEqual([
      { guru_id: 31, rating: 4, ulasan: 'Sabar <b>sekali</b>' },
    ]);
  });

  it("shows the server's refusal, and when it is too early says so", async () => {
    fakeFetch({
      ...orderRoutes(OPEN),
      [`POST ${URL}`]: { status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } },
    });
    const user = userEvent.setup();
    const region = await openReviews();
    const form = await within(region).findByRole('form', { name: 'Ulasan untuk Rina Wulandari' });
    await user.click(within(form).getByRole('radio', { name: '5 bintang' }));
    await user.click(within(form).getByRole('button', { name: 'Kirim Ulasan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed);
  });

  it('says when the order cannot be reviewed yet', async () => {
    fakeFetch(orderRoutes(reviewsAnswer({ dapat_diulas: false, guru: [] })));
    const region = await openReviews();
    expect(await within(region).findByText(REVIEW_MESSAGES.tooEarly)).toBeInTheDocument();
  });

  it('offers a retry when the reviews cannot be loaded', async () => {
    fakeFetch(orderRoutes({ status: 500, body: { message: 'Terjadi kesalahan' } }));
    const region = await openReviews();
    expect(await within(region).findByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});

describe('the dashboard reminder', () => {
  it('links each paid order that can be reviewed and is not yet', async () => {
    const orders: OrderSummary[] = [
      { ...SUMMARY, status: 'selesai', sisa_pertemuan: 0 },
      { ...SUMMARY, kode: 'PL-2611-0008', status: 'aktif', sisa_pertemuan: 2 },
    ];
    fakeFetch({
      ...wizardRoutes(),
      'GET /api/pesanan': { body: { data: orders, nextCursor: null } },
      [`GET ${URL}`]: OPEN,
      ...notReviewableYet('PL-2611-0008'),
    });
    renderPage(<App />, { route: '/siswa/dashbord' });
    await pageLoaded();
    const reminders = await screen.findByRole('list', { name: 'Pengingat ulasan' });
    expect(
      await within(reminders).findByRole('link', { name: `Beri ulasan untuk pesanan ${DONE.kode}` }),
    ).toHaveAttribute('href', `/siswa/pesanan/${DONE.kode}`);
    expect(within(reminders).queryByRole('link', { name: /PL-2611-0008/ })).not.toBeInTheDocument();
  });
});
