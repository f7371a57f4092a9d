import type { ChargeMethod, OrderDetail } from '@tutor/contract';
import { refundNotice } from '@tutor/rules';
import { usePaymentChargesQuery } from '../api/paymentApi';

/**
 * What a cancel does with the money of a paid order, in the words of shared/rules refundNotice:
 * the paid online charges' methods, and whether anything was paid by a transfer the admin recorded
 * (what is paid beyond the online charges). Null for an order with nothing paid.
 */
export function useRefundNotice(order: OrderDetail): string | null {
  const paid = order.dibayar > 0;
  // without Midtrans the charges answer 503: everything paid was then a transfer
  const charges = usePaymentChargesQuery(order.kode, { skip: !paid });
  if (!paid) return null;
  const online = (charges.data ?? []).filter((charge) => charge.status === 'lunas' && !charge.pengembalian);
  const paidOnline = online.reduce((sum, charge) => sum + charge.jumlah, 0);
  const onlineMethods: ChargeMethod[] = online.map((charge) => charge.metode);
  return refundNotice({ onlineMethods, byTransfer: order.dibayar > paidOnline });
}
