import { Link } from 'react-router-dom';
import type { OrderDetail } from '@tutor/contract';
import { formatInstantDateId } from '@tutor/rules';

/** A renewal says which order it continues, and while its offer is open, which teacher it waits for. */
export function RenewalOfferNote({ order }: { order: OrderDetail }) {
  if (!order.perpanjangan_dari) return null;
  return (
    <div className="changes-result">
      <p>
        Perpanjangan dari pesanan{' '}
        <Link to={`/siswa/pesanan/${encodeURIComponent(order.perpanjangan_dari)}`}>{order.perpanjangan_dari}</Link>.
      </p>
      {order.tawaran_guru && (
        <p>
          Ditawarkan dulu ke {order.tawaran_guru.nama} sampai {formatInstantDateId(order.tawaran_guru.batas_jawab)}.
          Bila tidak dijawab, pesanan dibuka untuk guru lain.
        </p>
      )}
    </div>
  );
}
