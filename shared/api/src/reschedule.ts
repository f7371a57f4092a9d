import type { RescheduleBody } from '@tutor/contract';
import { errorMessageOf } from './errors';
import { useAnswerRescheduleMutation, useProposeRescheduleMutation } from './meetings';

/** What @tutor/ui's ReschedulePanel takes to propose and answer ubah jadwal for one meeting. */
export interface RescheduleState {
  /** sends a proposal; answers whether it was stored */
  propose: (slot: RescheduleBody) => Promise<boolean>;
  answer: (agreed: boolean) => void;
  proposing: boolean;
  answering: boolean;
  /** the server's refusal of the last proposal or answer, else null */
  problem: string | null;
}

/** Ubah jadwal of one meeting (POST /api/pertemuan/{id}/ubah-jadwal, /setuju, /tolak), for the student's and the teacher's pages. */
export function useReschedule(meetingId: number): RescheduleState {
  const [proposeSlot, proposal] = useProposeRescheduleMutation();
  const [answerProposal, answer] = useAnswerRescheduleMutation();
  const failed = proposal.isError ? proposal.error : answer.isError ? answer.error : undefined;
  return {
    propose: async (slot) => 'data' in (await proposeSlot({ id: meetingId, ...slot })),
    answer: (agreed) => void answerProposal({ id: meetingId, agreed }),
    proposing: proposal.isLoading,
    answering: answer.isLoading,
    problem: failed === undefined ? null : errorMessageOf(failed),
  };
}
