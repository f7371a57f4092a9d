import { screen, within } from '@testing-library/react';
import type { OrderDetail } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { chargeFixture } from '../testSupport/charges';
import { ORDER } from '../testSupport/orders';
import { RefundStatus } from './RefundStatus';

const PAID_THEN_CANCELLED = [
  { dari: 'menunggu_pembayaran' as const, ke: 'aktif' as const, oleh: 'Sistem', waktu: '2026-11-28T03:05:00.000Z' },
  { dari: 'aktif' as const, ke: 'dibatalkan' as const, oleh: 'Siswa: Rani', waktu: '2026-11-28T04:00:00.000Z' },
];
const CANCELLED: OrderDetail = {
  ...ORDER,
  status: 'dibatalkan',
  dibayar: 0,
  boleh_batal: false,
  riwayat: [...ORDER.riwayat, ...PAID_THEN_CANCELLED],
};
const CHARGES = `GET /api/pesanan/${CANCELLED.kode}/pembayaran-online`;
const paid = { status: 'lunas' as const, selesai: '2026-11-28T03:05:00.000Z' };

describe("a cancelled order's refunds (the student's order page)", () => {
  it('says each paid charge goes back online, by the admin by hand, or is still being refunded', async () => {
    fakeFetch({
      [CHARGES]: {
        body: {
          data: [
            chargeFixture(CANCELLED.kode, 'qris', { ...paid, id: 'c-qris', pengembalian: 'online' }),
            chargeFixture(CANCELLED.kode, 'bca_va', { ...paid, id: 'c-va', jumlah: 250_000, pengembalian: 'manual' }),
            chargeFixture(CANCELLED.kode, 'gopay', { ...paid, id: 'c-gopay', jumlah: 100_000 }),
            chargeFixture(CANCELLED.kode, 'bni_va', { id: 'c-expired', status: 'kedaluwarsa' }),
          ],
        },
      },
    });
    renderPage(<RefundStatus order={CANCELLED} />);
    const section = within(await screen.findByRole('region', { name: 'Pengembalian Dana' }));
    const items = section.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^QRIS Rp\s?500\.000: Dikembalikan otomatis ke QRIS/),
      expect.stringMatching(/Rp\s?250\.000: Dikembalikan manual oleh admin; admin akan menghubungi Anda\.$/),
      expect.stringMatching(/Rp\s?100\.000: Pengembalian sedang diproses\.$/),
    ]);
  });

  it('asks nothing for an order that is not cancelled, or was cancelled before it was paid', async () => {
    const network = fakeFetch({ [CHARGES]: { body: { data: [] } } });
    renderPage(<RefundStatus order={{ ...CANCELLED, status: 'aktif' }} />);
    renderPage(<RefundStatus order={{ ...CANCELLED, riwayat: ORDER.riwayat }} />);
    expect(screen.queryByRole('region', { name: 'Pengembalian Dana' })).not.toBeInTheDocument();
    expect(network.callsTo(CHARGES)).toHaveLength(0);
  });
});
