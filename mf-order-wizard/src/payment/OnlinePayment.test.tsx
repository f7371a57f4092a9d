import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Charge, ChargeMethod, OrderStatus } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { formatRupiah, PAYMENT_MESSAGES } from '@tutor/rules';
import { useDeskOrderQuery } from '../api/lifecycleApi';
import { answer, detail, FIRST_INSTALMENT } from '../admin/desk.fixtures';
import { chargeFixture } from '../testSupport/charges';
import { OnlinePayment } from './OnlinePayment';

const KODE = 'PP-0001';
const CHARGES = `/api/pesanan/${KODE}/pembayaran-online`;

/** What the student's order page does: read the order, place the panel (its fallback the bank transfer). */
function OrderPageStandIn() {
  const order = useDeskOrderQuery(KODE);
  return order.data ? (
    <>
      <p>Tahap: {order.data.status}</p>
      <OnlinePayment order={order.data} fallback={<p>Bayar lewat transfer bank, dicatat admin</p>} />
    </>
  ) : null;
}

const chargeOf = (metode: ChargeMethod, extra: Partial<Charge> = {}) =>
  chargeFixture(KODE, metode, { jumlah: FIRST_INSTALMENT, ...extra });

/** A server where a charge is paid when `pay` is called: the charge turns lunas and the order aktif. */
function paymentServer(made: Charge) {
  let status: OrderStatus = 'menunggu_pembayaran';
  let charges: Charge[] = [];
  const network = fakeFetch({
    [`GET /api/pesanan/${KODE}`]: () => answer(detail(status)),
    [`GET ${CHARGES}`]: () => ({ body: { data: charges } }),
    [`POST ${CHARGES}`]: () => {
      charges = [made];
      return { status: 201, body: { data: made } };
    },
  });
  const pay = () => {
    status = 'aktif';
    charges = [{ ...made, status: 'lunas', selesai: '2026-11-28T03:05:00.000Z' }];
  };
  return { network, pay };
}

describe('OnlinePayment (the student pays what is due on the order page)', () => {
  it('pays by virtual account: the number with a copy button, the steps, the time left, then Lunas by itself', async () => {
    const made = chargeOf('bca_va', { va_number: '12345678901' });
    const { network, pay } = paymentServer(made);
    const user = userEvent.setup();
    renderPage(<OrderPageStandIn />, { route: `/siswa/pesanan/${KODE}` });

    expect(await screen.findByRole('heading', { name: 'Pembayaran Online' })).toBeVisible();
    expect(screen.getByText(formatRupiah(FIRST_INSTALMENT))).toBeVisible();
    const methods = within(screen.getByRole('group', { name: 'Pilih metode pembayaran' }));
    expect(methods.getAllByRole('radio')).toHaveLength(7);
    await user.click(methods.getByRole('radio', { name: 'Virtual Account BCA' }));
    await user.click(screen.getByRole('button', { name: 'Bayar dengan Virtual Account BCA' }));

    const charge = within(await screen.findByRole('group', { name: 'Tagihan Virtual Account BCA' }));
    expect(network.callsTo(`POST ${CHARGES}`).map((request) => request.body)).toEqual([{ metode: 'bca_va' }]);
    expect(charge.getByTestId('va-number')).toHaveTextContent('12345678901');
    expect(charge.getByRole('button', { name: 'Salin nomor virtual account' })).toBeVisible();
    expect(charge.getByRole('list')).toHaveTextContent('BCA Virtual Account');
    expect(charge.getByText(/Bayar sebelum/)).toHaveTextContent('sisa');

    pay();
    // the panel polls while a charge waits: Lunas appears and the order refetches as aktif, no reload
    expect(await screen.findByText('Lunas', {}, { timeout: 8000 })).toBeVisible();
    expect(await screen.findByText('Tahap: aktif', {}, { timeout: 8000 })).toBeVisible();
  }, 20_000);

  it('draws the QRIS code in the browser, and shows a Mandiri bill key with its biller code', async () => {
    fakeFetch({
      [`GET /api/pesanan/${KODE}`]: answer(detail('menunggu_pembayaran')),
      [`GET ${CHARGES}`]: {
        body: {
          data: [
            chargeOf('qris', { id: `${KODE}-qris0001`, qr_string: '00020101021226620014COM.GO-JEK.WWW0119' }),
            chargeOf('mandiri_bill', { id: `${KODE}-mand0001`, bill_key: '998877665544', biller_code: '70012' }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderPage(<OrderPageStandIn />, { route: `/siswa/pesanan/${KODE}` });

    // the newest waiting charge's method is chosen: its QR
    expect(
      await screen.findByRole('img', { name: `Kode QR pembayaran ${formatRupiah(FIRST_INSTALMENT)}` }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Mandiri Bill Payment' }));
    const bill = within(screen.getByRole('group', { name: 'Tagihan Mandiri Bill Payment' }));
    expect(bill.getByText('70012')).toBeVisible();
    expect(bill.getByText('998877665544')).toBeVisible();
  });

  it('offers the bank transfer recorded by the admin when the site takes no online payment (503)', async () => {
    fakeFetch({
      [`GET /api/pesanan/${KODE}`]: answer(detail('menunggu_pembayaran')),
      [`GET ${CHARGES}`]: { status: 503, body: { message: PAYMENT_MESSAGES.notConfigured } },
    });
    renderPage(<OrderPageStandIn />, { route: `/siswa/pesanan/${KODE}` });
    expect(await screen.findByText('Bayar lewat transfer bank, dicatat admin')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Pembayaran Online' })).toBeNull();
  });

  it('says what a refused charge was refused for', async () => {
    fakeFetch({
      [`GET /api/pesanan/${KODE}`]: answer(detail('menunggu_pembayaran')),
      [`GET ${CHARGES}`]: { body: { data: [] } },
      [`POST ${CHARGES}`]: { status: 409, body: { message: PAYMENT_MESSAGES.notDue } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPageStandIn />, { route: `/siswa/pesanan/${KODE}` });
    await user.click(await screen.findByRole('radio', { name: 'GoPay' }));
    await user.click(screen.getByRole('button', { name: 'Bayar dengan GoPay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.notDue);
  });
});
