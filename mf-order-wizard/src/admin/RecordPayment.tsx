import { useState, type FormEvent, type ReactNode } from 'react';
import type { OrderDetail } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import type { DeskTransitions } from './useDeskTransitions';

const AMOUNT_PROBLEM = 'Masukkan jumlah pembayaran dalam Rupiah, hanya angka';

/**
 * Catat Pembayaran. While the order waits for its first payment the field holds the first
 * instalment (what the server requires, registration fee included); once aktif, later instalments
 * are typed in. What was paid and what is left are shown; a bill paid in full has no form, so
 * nothing invites a second entry.
 */
export function RecordPayment({ order, transitions }: { order: OrderDetail; transitions: DeskTransitions }) {
  const { total } = order.rincian_biaya;
  const left = Math.max(0, total - order.dibayar);
  if (left === 0) {
    return (
      <PaymentSection>
        <p className="desk-payment__paid">
          Lunas: {formatRupiah(order.dibayar)} sudah dibayar, sisa {formatRupiah(0)}.
        </p>
      </PaymentSection>
    );
  }
  return (
    <PaymentSection>
      {order.dibayar > 0 && (
        <p className="desk-payment__paid">
          Sudah dibayar {formatRupiah(order.dibayar)} dari {formatRupiah(total)}, sisa {formatRupiah(left)}.
        </p>
      )}
      <PaymentForm order={order} transitions={transitions} />
    </PaymentSection>
  );
}

function PaymentSection({ children }: { children: ReactNode }) {
  return (
    <section className="desk-action" aria-labelledby="desk-payment">
      <h3 id="desk-payment">Catat Pembayaran</h3>
      {children}
    </section>
  );
}

function PaymentForm({ order, transitions }: { order: OrderDetail; transitions: DeskTransitions }) {
  const first = order.rincian_biaya.cicilan[0];
  const [amount, setAmount] = useState(
    order.status === 'menunggu_pembayaran' && first !== undefined ? String(first) : '',
  );
  const [problem, setProblem] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const jumlah = /^[0-9]{1,10}$/.test(amount) ? Number(amount) : 0;
    if (jumlah < 1) {
      setProblem(AMOUNT_PROBLEM);
      return;
    }
    setProblem(undefined);
    await transitions.recordPayment(jumlah);
  };

  const hint = order.rincian_biaya.cicilan
    .map((value, index) => `cicilan ${index + 1} ${formatRupiah(value)}`)
    .join(', ');
  return (
    <form onSubmit={submit} noValidate className="desk-payment">
      <Field label="Jumlah pembayaran (Rp)" hint={`Tagihan: ${hint}.`} error={problem}>
        {({ inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="desk-input"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/[^0-9]/g, ''))}
          />
        )}
      </Field>
      <Button type="submit" busy={transitions.sending}>
        Catat Pembayaran
      </Button>
    </form>
  );
}
