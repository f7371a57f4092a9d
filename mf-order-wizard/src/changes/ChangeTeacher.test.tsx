import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@tutor/contract';
import { CHANGE_MESSAGES, changeNotes } from '@tutor/rules';
import { fakeFetch, meeting, pageLoaded, renderPage } from '@tutor/testing';
import App from '../App';
import { notReviewableYet, onlinePaymentOff, ORDER, orderAnswer } from '../testSupport/orders';

const ACTIVE: OrderDetail = {
  ...ORDER,
  status: 'aktif',
  boleh_batal: false,
  guru: { id: 31, nama: 'Rina Wulandari', foto: '/storage/guru/31.jpg', whatsapp: '6281234500031' },
};
const SEARCHING: OrderDetail = {
  ...ACTIVE,
  status: 'mencari_guru',
  guru: null,
  riwayat: [
    ...ACTIVE.riwayat,
    {
      dari: 'aktif',
      ke: 'mencari_guru',
      oleh: 'Siswa: Ibu Sari Wulandari',
      waktu: '2026-12-08T02:00:00.000Z',
      keterangan: changeNotes.teacherChange('Guru sering terlambat'),
    },
  ],
};
const GET = `GET /api/pesanan/${ORDER.kode}`;
const CHANGE = `POST /api/pesanan/${ORDER.kode}/ganti-guru`;
const meetingsOf = {
  [`GET /api/pesanan/${ORDER.kode}/pertemuan`]: {
    body: { data: { sisa: 1, total: 2, items: [meeting(1, 'selesai'), meeting(2, 'terjadwal')] } },
  },
  'GET /api/kalender': { body: { data: { url: '/api/kalender/r.ics' } } },
};

async function openActiveOrder(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch({
    ...meetingsOf,
    ...notReviewableYet(ORDER.kode),
    ...onlinePaymentOff(ORDER.kode),
    ...routes,
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: `/siswa/pesanan/${ORDER.kode}` });
  await pageLoaded();
  const toggle = await screen.findByRole('button', { name: 'Ganti Guru' });
  return { fake, user, toggle };
}

describe('ganti guru on an aktif order', () => {
  it('asks for a reason, confirms, and shows the order looking for a teacher again with the reason in its history', async () => {
    let changed = false;
    const { fake, user, toggle } = await openActiveOrder({
      [GET]: () => ({ body: orderAnswer(changed ? SEARCHING : ACTIVE) }),
      [CHANGE]: () => {
        changed = true;
        return { body: orderAnswer(SEARCHING) };
      },
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    expect(screen.getByText(CHANGE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Alasan ganti guru/), 'Guru sering terlambat');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Ganti guru?' })).getByRole('button', { name: 'Ya, ganti guru' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(CHANGE_MESSAGES.changed);
    expect(await screen.findByText('Mencari guru')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Riwayat Status' })).toHaveTextContent('Alasan: Guru sering terlambat');
    expect(fake.callsTo(CHANGE)).toHaveLength(1);
    expect(fake.callsTo(CHANGE)[0]?.body).toEqual({ alasan: 'Guru sering terlambat' });
  });

  it("shows the server's reason when a reported meeting must be settled first (409)", async () => {
    const { user, toggle } = await openActiveOrder({
      [GET]: { body: orderAnswer(ACTIVE) },
      [CHANGE]: { status: 409, body: { message: CHANGE_MESSAGES.unsettled } },
    });
    await user.click(toggle);
    await user.type(screen.getByLabelText(/Alasan ganti guru/), 'Ingin guru lain');
    await user.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, ganti guru' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGE_MESSAGES.unsettled);
  });

  it('offers Perpanjang Paket on an aktif order and neither action before payment', async () => {
    await openActiveOrder({ [GET]: { body: orderAnswer(ACTIVE) } });
    expect(screen.getByRole('link', { name: 'Perpanjang Paket' })).toHaveAttribute(
      'href',
      `/siswa/pesanan/${ORDER.kode}/perpanjang`,
    );
  });
});
