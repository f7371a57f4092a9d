import type { Charge, OrderDetail } from '@tutor/contract';
import { CHARGE_METHOD_LABELS, CHARGE_STATUS_LABELS, formatInstantId, formatRupiah } from '@tutor/rules';
import { usePaymentChargesQuery } from '../api/paymentApi';
import './payment.css';

const REFUND_LABELS = {
  online: 'Dikembalikan online (Midtrans)',
  manual: 'Perlu dikembalikan manual oleh admin',
} as const;
/** A paid charge of a cancelled order not refunded yet: Midtrans refused, the server tries again. */
const REFUND_PENDING = 'Pengembalian online belum berhasil; dicoba ulang otomatis';

/** The refund state of a charge in the desk's words, when it has one. */
function refundOf(charge: Charge, order: OrderDetail): string | null {
  if (charge.pengembalian) return REFUND_LABELS[charge.pengembalian];
  return order.status === 'dibatalkan' && charge.status === 'lunas' ? REFUND_PENDING : null;
}

/**
 * The admin's order page: every online charge of the order (method, amount, status, times, and for
 * a cancelled order its refund: online, to do by hand, or still being retried); nothing without Midtrans.
 */
export function AdminCharges({ order }: { order: OrderDetail }) {
  const charges = usePaymentChargesQuery(order.kode);
  if (!charges.data || charges.data.length === 0) return null;
  return (
    <section className="desk-card" aria-labelledby="desk-charges-title">
      <h2 id="desk-charges-title">Pembayaran Online</h2>
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">Metode</th>
            <th scope="col">Jumlah</th>
            <th scope="col">Status</th>
            <th scope="col">Dibuat</th>
            <th scope="col">Selesai</th>
          </tr>
        </thead>
        <tbody>
          {charges.data.map((charge) => (
            <tr key={charge.id}>
              <td>
                {CHARGE_METHOD_LABELS[charge.metode]}
                <br />
                <small>{charge.id}</small>
              </td>
              <td>
                {formatRupiah(charge.jumlah)} (cicilan ke-{charge.cicilan_ke})
              </td>
              <td>
                {CHARGE_STATUS_LABELS[charge.status]}
                {refundOf(charge, order) && (
                  <>
                    <br />
                    {refundOf(charge, order)}
                  </>
                )}
              </td>
              <td>{formatInstantId(charge.dibuat)}</td>
              <td>
                {charge.selesai ? formatInstantId(charge.selesai) : `Batas ${formatInstantId(charge.kedaluwarsa)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
