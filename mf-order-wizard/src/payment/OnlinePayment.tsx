import { api, errorMessageOf } from '@tutor/api';
import type { ChargeMethod, OrderDetail } from '@tutor/contract';
import {
  amountDueNow,
  CHARGE_METHOD_LABELS,
  CHARGE_METHODS,
  formatRupiah,
  instalmentNumber,
  PAYMENT_MESSAGES,
} from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { usePaymentChargesQuery, usePaymentStartChargeMutation } from '../api/paymentApi';
import { ChargeDetails } from './ChargeDetails';
import './payment.css';

/** How often a waiting charge is asked about: Midtrans tells the server within seconds of the payment. */
export const CHARGE_POLL_MS = 3_000;

const unavailable = (error: unknown) =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 503);

export interface OnlinePaymentProps {
  order: OrderDetail;
  /** shown instead when the site takes no online payment (no Midtrans key): the bank transfer the admin records */
  fallback: ReactNode;
}

/**
 * What is due now on the order (the first instalment, or the next one), paid online: choose a
 * method, then the virtual account, bill key, QR or GoPay link with the steps and the time left.
 * While a charge waits the list is polled; when one turns lunas the order is refetched (it becomes
 * aktif) and the panel says Lunas, with no reload.
 */
export function OnlinePayment({ order, fallback }: OnlinePaymentProps) {
  const { cicilan, total } = order.rincian_biaya;
  const due = amountDueNow(cicilan, total, order.dibayar);
  const charges = usePaymentChargesQuery(order.kode);
  // a second subscription to the same cache entry polls it while a charge waits (RTK Query polls at
  // the shortest interval of its subscribers, so none once nothing waits)
  const waitingNow = charges.data?.some((charge) => charge.status === 'menunggu') ?? false;
  usePaymentChargesQuery(order.kode, { pollingInterval: waitingNow ? CHARGE_POLL_MS : 0 });
  const [start, started] = usePaymentStartChargeMutation();
  const [chosen, setChosen] = useState<ChargeMethod | undefined>(undefined);
  const dispatch = useDispatch();
  const waitingIds = useRef(new Set<string>());
  const list = charges.data;

  useEffect(() => {
    if (!list) return;
    const landed = list.some((charge) => charge.status !== 'menunggu' && waitingIds.current.has(charge.id));
    waitingIds.current = new Set(list.filter((charge) => charge.status === 'menunggu').map((charge) => charge.id));
    // the payment landed: the order moved (aktif, dibayar), so every order query on screen refetches
    if (landed) dispatch(api.util.invalidateTags(['Order']));
  }, [list, dispatch]);

  if (charges.isLoading) return <Skeleton height={120} />;
  if (unavailable(charges.error)) return <>{fallback}</>;
  if (charges.isError || !list)
    return (
      <UnavailablePanel what="Pembayaran online" onRetry={() => void charges.refetch()} retrying={charges.isFetching} />
    );

  const newest = list[0];
  const metode = chosen ?? list.find((charge) => charge.status === 'menunggu')?.metode;
  const waiting = list.find((charge) => charge.status === 'menunggu' && charge.metode === metode);
  if (due <= 0 && newest?.status !== 'lunas') return null;

  return (
    <section className="payment" aria-labelledby="payment-title">
      <h2 id="payment-title">Pembayaran Online</h2>
      {newest?.status === 'lunas' && (
        <p className="payment-paid" role="status">
          Cicilan ke-{newest.cicilan_ke} sebesar {formatRupiah(newest.jumlah)}: <strong>Lunas</strong>
        </p>
      )}
      {due > 0 && (
        <>
          <p>
            Cicilan ke-{instalmentNumber(cicilan, order.dibayar)} yang harus dibayar sekarang:{' '}
            <strong className="payment-amount">{formatRupiah(due)}</strong>
          </p>
          <fieldset className="payment-methods">
            <legend>Pilih metode pembayaran</legend>
            {CHARGE_METHODS.map((method) => (
              <label key={method} className="payment-method">
                <input
                  type="radio"
                  name={`metode-${order.kode}`}
                  value={method}
                  checked={metode === method}
                  onChange={() => setChosen(method)}
                />
                {CHARGE_METHOD_LABELS[method]}
              </label>
            ))}
          </fieldset>
          {waiting ? (
            <ChargeDetails charge={waiting} />
          ) : (
            <Button
              disabled={!metode}
              busy={started.isLoading}
              onClick={() => {
                if (metode) void start({ kode: order.kode, metode });
              }}
            >
              Bayar {metode ? `dengan ${CHARGE_METHOD_LABELS[metode]}` : ''}
            </Button>
          )}
          {started.isError && (
            <p role="alert" className="payment-error">
              {unavailable(started.error) ? PAYMENT_MESSAGES.notConfigured : errorMessageOf(started.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
