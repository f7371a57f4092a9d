import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargeMethod, OrderDetail } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { chargeFixture } from '../testSupport/charges';
import { ORDER, orderAnswer, onlinePaymentOff } from '../testSupport/orders';
import { CancelOrder } from './CancelOrder';

const PAID: OrderDetail = { ...ORDER, status: 'aktif', dibayar: 335_000, boleh_batal: true };
const CHARGES = `GET /api/pesanan/${PAID.kode}/pembayaran-online`;
const CANCEL = `POST /api/pesanan/${PAID.kode}/batal`;

/** A paid charge of the first instalment. */
const paidCharge = (metode: ChargeMethod) =>
  chargeFixture(PAID.kode, metode, { jumlah: 335_000, status: 'lunas', selesai: '2026-11-28T03:05:00.000Z' });

async function askToCancel() {
  const user = userEvent.setup();
  renderPage(<CancelOrder order={PAID} />);
  await user.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Batalkan pesanan?' })) };
}

describe("cancelling a paid order (the student's order page)", () => {
  it('says a QRIS payment goes back automatically, then cancels', async () => {
    const network = fakeFetch({
      [CHARGES]: { body: { data: [paidCharge('qris')] } },
      [CANCEL]: { body: orderAnswer({ ...PAID, status: 'dibatalkan', boleh_batal: false }) },
    });
    const { user, dialog } = await askToCancel();
    expect(await dialog.findByText(/Dana dikembalikan otomatis ke QRIS\/GoPay/)).toBeVisible();
    expect(dialog.queryByText(/dikembalikan manual oleh admin/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Ya, batalkan' }));
    expect(network.callsTo(CANCEL)).toHaveLength(1);
  });

  it('says a virtual account payment is refunded by the admin by hand', async () => {
    fakeFetch({ [CHARGES]: { body: { data: [paidCharge('bca_va')] } } });
    const { dialog } = await askToCancel();
    expect(await dialog.findByText(/dikembalikan manual oleh admin/)).toBeVisible();
    expect(dialog.queryByText(/Dana dikembalikan otomatis/)).not.toBeInTheDocument();
  });

  it('says a bank transfer recorded by the admin is refunded by hand when the site has no online payment', async () => {
    fakeFetch(onlinePaymentOff(PAID.kode));
    const { dialog } = await askToCancel();
    expect(await dialog.findByText(/virtual account atau transfer bank dikembalikan manual oleh admin/)).toBeVisible();
  });
});
