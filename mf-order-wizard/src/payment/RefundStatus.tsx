import type { OrderDetail } from '@tutor/contract';
import { CHARGE_METHOD_LABELS, formatRupiah, refundStateText } from '@tutor/rules';
import { usePaymentChargesQuery } from '../api/paymentApi';

/**
 * A cancelled order's page: what happens to each online payment (refunded online, by the admin by
 * hand, or still being refunded). Nothing when nothing was paid online (or without Midtrans).
 */
export function RefundStatus({ order }: { order: OrderDetail }) {
  // only a cancelled order that was paid (it went aktif) can have a refund: the others ask nothing
  const wasPaid = order.status === 'dibatalkan' && order.riwayat.some((entry) => entry.ke === 'aktif');
  const charges = usePaymentChargesQuery(order.kode, { skip: !wasPaid });
  const paid = (charges.data ?? []).filter((charge) => charge.status === 'lunas');
  if (!wasPaid || paid.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="refund-title">
      <h2 id="refund-title" className="order-section__title">
        Pengembalian Dana
      </h2>
      <ul className="order-refunds">
        {paid.map((charge) => {
          const metode = CHARGE_METHOD_LABELS[charge.metode];
          return (
            <li key={charge.id}>
              {metode} {formatRupiah(charge.jumlah)}: {refundStateText(charge.pengembalian, metode)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
