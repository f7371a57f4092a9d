import { formatInstantId } from '@tutor/rules';
import { Link } from 'react-router-dom';
import type { OrderDetail } from '@tutor/contract';

/**
 * A renewal names the order it continues and, while it is still offered to that order's teacher,
 * whose answer it waits for and until when: nobody else can apply until then, so the admin knows
 * why no applicant shows yet.
 */
export function DeskRenewalNote({ order }: { order: OrderDetail }) {
  if (!order.perpanjangan_dari) return null;
  return (
    <section className="desk-card" aria-labelledby="desk-renewal">
      <h2 id="desk-renewal">Perpanjangan</h2>
      <p>
        Perpanjangan dari pesanan{' '}
        <Link to={`/admin/pesanan/${encodeURIComponent(order.perpanjangan_dari)}`}>{order.perpanjangan_dari}</Link>.
      </p>
      {order.tawaran_guru && (
        <p className="desk-offer">
          Ditawarkan dulu ke guru sebelumnya, {order.tawaran_guru.nama}: menunggu jawabannya sampai{' '}
          {formatInstantId(order.tawaran_guru.batas_jawab)}. Bila ditolak atau tidak dijawab, pesanan menjadi lowongan
          biasa.
        </p>
      )}
    </section>
  );
}
