import { errorMessageOf } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { useState } from 'react';
import { Button } from '@tutor/ui/Button';
import { useCancelOrderMutation } from '../api/orderEndpoints';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useRefundNotice } from './useRefundNotice';

/**
 * Batalkan, after a confirmation that says what happens to the money of a paid order; a refusal
 * (409 when the order moved on, or its first meeting started) shows the server's words.
 */
export function CancelOrder({ order }: { order: OrderDetail }) {
  const { kode } = order;
  const refund = useRefundNotice(order);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      await cancel(kode).unwrap();
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <div className="order-cancel">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Batalkan Pesanan
      </Button>
      <ConfirmDialog
        open={confirming}
        problem={problem}
        title="Batalkan pesanan?"
        confirmLabel="Ya, batalkan"
        sendingLabel="Membatalkan..."
        sending={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <p>
          Pesanan {kode} akan dibatalkan dan tidak bisa dilanjutkan lagi. Anda bisa membuat pesanan baru kapan saja.
        </p>
        {refund && <p>{refund}</p>}
      </ConfirmDialog>
    </div>
  );
}
