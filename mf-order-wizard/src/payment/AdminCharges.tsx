import type { OrderDetail } from '@tutor/contract';
import { CHARGE_METHOD_LABELS, CHARGE_STATUS_LABELS, formatInstantId, formatRupiah } from '@tutor/rules';
import { usePaymentChargesQuery } from '../api/paymentApi';
import './payment.css';

const REFUND_LABELS = { online: 'Dikembalikan lewat Midtrans', manual: 'Kembalikan manual (virtual account)' } as const;

/** The admin's order page: every online charge of the order (method, amount, status, times); nothing without Midtrans. */
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
                {charge.pengembalian && (
                  <>
                    <br />
                    {REFUND_LABELS[charge.pengembalian]}
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
