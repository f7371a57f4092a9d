import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import {
  useDeskCancelOrderMutation,
  useDeskConfirmOrderMutation,
  useDeskProposeTeachersMutation,
  useDeskRecordPaymentMutation,
} from '../api/lifecycleApi';

export interface DeskFeedback {
  kind: 'done' | 'problem';
  text: string;
}

/** What every RTK Query mutation call returns; only unwrap() is needed here. */
interface Sent {
  unwrap(): Promise<OrderDetail>;
}

/**
 * The admin's four transitions on one order, with one "sending" flag so every action button is
 * disabled while any of them is on its way, and one line of feedback. A refused transition (409:
 * another admin was faster) shows the server's message; the api slice refetches the order, so the
 * desk then shows the state the other admin left it in.
 */
export function useDeskTransitions(kode: string) {
  const [confirm, confirmState] = useDeskConfirmOrderMutation();
  const [propose, proposeState] = useDeskProposeTeachersMutation();
  const [pay, payState] = useDeskRecordPaymentMutation();
  const [cancel, cancelState] = useDeskCancelOrderMutation();
  const [feedback, setFeedback] = useState<DeskFeedback | null>(null);
  const sending = confirmState.isLoading || proposeState.isLoading || payState.isLoading || cancelState.isLoading;

  const run = async (send: () => Sent, done: string): Promise<boolean> => {
    setFeedback(null);
    try {
      await send().unwrap();
      setFeedback({ kind: 'done', text: done });
      return true;
    } catch (error) {
      setFeedback({ kind: 'problem', text: errorMessageOf(error) });
      return false;
    }
  };

  return {
    sending,
    feedback,
    confirm: () => run(() => confirm({ kode }), 'Pesanan dikonfirmasi dan kini tampil sebagai lowongan untuk guru.'),
    propose: (lamaranIds: number[]) =>
      run(() => propose({ kode, lamaran_ids: lamaranIds }), 'Guru diusulkan ke siswa.'),
    recordPayment: (jumlah: number) => run(() => pay({ kode, jumlah }), 'Pembayaran dicatat.'),
    cancel: () => run(() => cancel({ kode }), 'Pesanan dibatalkan.'),
  };
}

export type DeskTransitions = ReturnType<typeof useDeskTransitions>;
