import type { ApiContext } from '../context';
import { midtransClient } from './midtransClient';
import { refundOrderCharges, type RefundSummary } from './refundService';

/**
 * The refund a paid order's cancel starts after its commit (the lifecycle's cancel route gets it
 * from the composition, areas/index.ts). Without a server key an online refund cannot be asked
 * for: it fails, the admins are told, and the re-read job tries again once a key is set.
 */
export function cancelledOrderRefunds({ db, midtrans: config }: Pick<ApiContext, 'db' | 'midtrans'>) {
  const midtrans = config && midtransClient(config);
  return (orderId: number, at: Date): Promise<RefundSummary> => refundOrderCharges(db, midtrans, orderId, at);
}
