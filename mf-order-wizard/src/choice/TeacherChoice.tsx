import type { OrderDetail, OrderStatus } from '@tutor/contract';
import { PayInstructions } from './PayInstructions';
import { ProposedTeachers } from './ProposedTeachers';

export interface TeacherChoiceProps {
  kode: string;
  status: OrderStatus;
  /**
   * The order the page already shows, for the first instalment. Without it the amount is read
   * with the desk's order query (one more GET of the same order).
   */
  order?: OrderDetail;
}

/**
 * The student's part of the lifecycle on /siswa/pesanan/{kode}: choosing one of the proposed
 * teachers, then how to pay the first instalment. Nothing in the other states. After a choice the
 * api slice invalidates 'Order', so the page's own order query refetches and passes the new status.
 */
export function TeacherChoice({ kode, status, order }: TeacherChoiceProps) {
  if (status === 'guru_diusulkan') return <ProposedTeachers kode={kode} />;
  if (status === 'menunggu_pembayaran') return <PayInstructions kode={kode} order={order} />;
  return null;
}
