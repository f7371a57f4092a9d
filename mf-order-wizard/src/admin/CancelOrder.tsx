import { useState } from 'react';
import { Button } from '@tutor/ui/Button';
import type { DeskTransitions } from './useDeskTransitions';

/** What a paid order's cancel does with the money, for the admin who confirms it. */
const PAID_REFUND =
  'Pembayaran yang sudah masuk dikembalikan: QRIS/GoPay otomatis lewat Midtrans; virtual account dan transfer dicatat untuk Anda kembalikan manual.';

/** Batalkan, asked twice: cancelling cannot be undone. */
export function CancelOrder({
  kode,
  paid,
  transitions,
}: {
  kode: string;
  paid: boolean;
  transitions: DeskTransitions;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = async () => {
    await transitions.cancel();
    setAsking(false);
  };

  return (
    <section className="desk-action" aria-labelledby="desk-cancel">
      <h3 id="desk-cancel">Batalkan Pesanan</h3>
      {asking ? (
        <div role="group" aria-label="Konfirmasi pembatalan" className="desk-confirm">
          <p>Batalkan pesanan {kode}? Pesanan yang dibatalkan tidak bisa diaktifkan kembali.</p>
          {paid && <p>{PAID_REFUND}</p>}
          <div className="desk-confirm__buttons">
            <Button variant="primary" onClick={() => void cancel()} busy={transitions.sending}>
              Ya, batalkan pesanan
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={transitions.sending}>
              Tidak
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={transitions.sending}>
          Batalkan Pesanan
        </Button>
      )}
    </section>
  );
}
