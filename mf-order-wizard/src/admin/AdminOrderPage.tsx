import { Link, useParams } from 'react-router-dom';
import { formatInstantDateId, labelOf, ORDER_MESSAGES } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useDeskOrderQuery } from '../api/lifecycleApi';
import { AdminCharges } from '../payment';
import { DeskLessons } from './DeskLessons';
import { DeskRenewalNote } from './DeskRenewalNote';
import { OrderActions } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { OrderBreakdown, OrderHistory, OrderSchedule } from './OrderRecords';
import './desk.css';

/** The states an order may have online charges in (the payment was due, or made). */
const CHARGED: ReadonlySet<string> = new Set(['menunggu_pembayaran', 'aktif', 'selesai', 'dibatalkan']);

/** /admin/pesanan/:kode: one order, everything about it (once paid, its meetings and disputes), and what the admin may do next. */
export function AdminOrderPage() {
  const { kode = '' } = useParams();
  usePageTitle(`Pesanan ${kode}`);
  const order = useDeskOrderQuery(kode);
  const notFound = order.error && 'status' in order.error && order.error.status === 404;

  return (
    <div className="ui-container desk desk-order">
      <Link to="/admin/pesanan" className="desk-back">
        ← Kembali ke daftar pesanan
      </Link>
      <h1 className="desk-title">Pesanan {kode}</h1>
      {order.isLoading ? (
        <SkeletonGroup
          label="Memuat pesanan"
          count={3}
          renderItem={() => <Skeleton height={120} />}
          className="desk-skeleton"
        />
      ) : notFound ? (
        <EmptyState title={ORDER_MESSAGES.notFound} description="Periksa kembali kode pesanan." />
      ) : order.isError || !order.data ? (
        <UnavailablePanel what="Pesanan ini" onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <>
          <p className="desk-order__state">
            <span className={`desk-status desk-status--${order.data.status}`}>
              {labelOf('statusPesanan', order.data.status)}
            </span>
            <span className="desk-muted">Dibuat {formatInstantDateId(order.data.dibuat)}</span>
          </p>
          <div className="desk-order__grid">
            <div className="desk-order__main">
              <DeskRenewalNote order={order.data} />
              <OrderFacts order={order.data} />
              {(order.data.status === 'aktif' || order.data.status === 'selesai') && <DeskLessons order={order.data} />}
              <OrderSchedule order={order.data} />
              <OrderBreakdown order={order.data} />
              {CHARGED.has(order.data.status) && <AdminCharges order={order.data} />}
              <OrderHistory order={order.data} />
            </div>
            <aside className="desk-order__side" aria-label="Tindakan pesanan">
              <OrderActions order={order.data} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}
