import type { OrderDetail } from '@tutor/contract';
import { transitionAllowed } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { CancelOrder } from './CancelOrder';
import { ProposeTeachers } from './ProposeTeachers';
import { RecordPayment } from './RecordPayment';
import { useDeskTransitions } from './useDeskTransitions';

/** Only the transitions the order's state allows (the same rule the server applies). */
export function OrderActions({ order }: { order: OrderDetail }) {
  const transitions = useDeskTransitions(order.kode);
  const allowed = {
    konfirmasi: transitionAllowed('konfirmasi', order.status),
    usulkan: transitionAllowed('usulkan', order.status),
    pembayaran: transitionAllowed('pembayaran', order.status),
    // the server's answer of the one rule (shared/rules mayCancelNow): a paid order until its first meeting
    batal: order.boleh_batal,
  };
  const none = !Object.values(allowed).some(Boolean);

  return (
    <section className="desk-card desk-actions" aria-labelledby="desk-actions">
      <h2 id="desk-actions">Tindakan</h2>
      {transitions.feedback && (
        <p
          role={transitions.feedback.kind === 'problem' ? 'alert' : 'status'}
          className={`desk-feedback desk-feedback--${transitions.feedback.kind}`}
        >
          {transitions.feedback.text}
        </p>
      )}
      {none && <p className="desk-muted">Tidak ada tindakan untuk pesanan berstatus ini.</p>}
      {allowed.konfirmasi && (
        <section className="desk-action" aria-labelledby="desk-confirm">
          <h3 id="desk-confirm">Konfirmasi</h3>
          <p className="desk-muted">Pesanan menjadi lowongan dan guru bisa melamar.</p>
          <Button onClick={() => void transitions.confirm()} busy={transitions.sending}>
            Konfirmasi Pesanan
          </Button>
        </section>
      )}
      {allowed.usulkan && <ProposeTeachers kode={order.kode} transitions={transitions} />}
      {/* keyed by status: the prefilled amount follows the state the order is in now */}
      {allowed.pembayaran && (
        <RecordPayment key={`${order.status} ${order.dibayar}`} order={order} transitions={transitions} />
      )}
      {allowed.batal && <CancelOrder kode={order.kode} paid={order.dibayar > 0} transitions={transitions} />}
    </section>
  );
}
