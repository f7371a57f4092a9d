import { useState, type FormEvent } from 'react';
import type { MeetingProposal, MeetingStatus, RescheduleBody } from '@tutor/contract';
import { newMeetingSlotProblem, proposalText, rescheduleWindowProblem } from '@tutor/rules';
import { Button } from '../Button';
import { SlotFields } from './SlotFields';
import './ReschedulePanel.css';

/** The ubah jadwal actions as @tutor/api's useReschedule gives them (the design system takes no api). */
export interface RescheduleActions {
  propose: (slot: RescheduleBody) => Promise<boolean>;
  answer: (agreed: boolean) => void;
  proposing: boolean;
  answering: boolean;
  problem: string | null;
}

export interface ReschedulePanelProps {
  meeting: { nomor: number; tanggal: string; jam: string; status: MeetingStatus; usulan: MeetingProposal | null };
  /** who is reading: the student or the meeting's teacher */
  side: 'siswa' | 'guru';
  /** today in Jakarta (YYYY-MM-DD) and now in epoch ms, from the app's clock */
  today: string;
  nowMs: number;
  actions: RescheduleActions;
}

/**
 * Ubah jadwal of one meeting: the pending proposal with Setujui / Tolak for the side who answers
 * it (or "menunggu jawaban" for the side who sent it), else "Ubah jadwal" while the 24-hour window
 * allows, opening a date and time form checked like the wizard's slots. The server checks holidays
 * and the teacher's other meetings.
 */
export function ReschedulePanel({ meeting, side, today, nowMs, actions }: ReschedulePanelProps) {
  const [open, setOpen] = useState(false);
  const [tanggal, setTanggal] = useState('');
  const [jam, setJam] = useState({ hour: '', minute: '00' });
  const [slotProblem, setSlotProblem] = useState<string | null>(null);
  const other = side === 'siswa' ? 'guru' : 'siswa';
  const problem = slotProblem ?? actions.problem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const time = jam.hour === '' ? '' : `${jam.hour}:${jam.minute}`;
    const wrong = newMeetingSlotProblem(tanggal, time, today);
    setSlotProblem(wrong);
    if (wrong) return;
    if (await actions.propose({ tanggal, jam: time })) setOpen(false);
  };

  const problemLine = problem && (
    <p role="alert" className="ui-reschedule__problem">
      {problem}
    </p>
  );

  if (meeting.usulan) {
    const waitingForMe = meeting.usulan.oleh !== side;
    return (
      <div className="ui-reschedule">
        <p className="ui-reschedule__proposal">
          {proposalText(meeting.usulan)}.{' '}
          {waitingForMe ? 'Setujui atau tolak perubahan jadwal ini.' : `Menunggu jawaban ${other}.`}
        </p>
        {waitingForMe && (
          <div className="ui-reschedule__actions">
            <Button
              size="small"
              onClick={() => actions.answer(true)}
              busy={actions.answering}
              disabled={actions.answering}
              aria-label={`Setujui ubah jadwal pertemuan ${meeting.nomor}`}
            >
              Setujui
            </Button>
            <Button
              size="small"
              variant="secondary"
              onClick={() => actions.answer(false)}
              disabled={actions.answering}
              aria-label={`Tolak ubah jadwal pertemuan ${meeting.nomor}`}
            >
              Tolak
            </Button>
          </div>
        )}
        {problemLine}
      </div>
    );
  }

  if (rescheduleWindowProblem(meeting, nowMs) !== null) return null;
  if (!open) {
    return (
      <div className="ui-reschedule">
        <Button
          size="small"
          variant="secondary"
          onClick={() => setOpen(true)}
          aria-label={`Ubah jadwal pertemuan ${meeting.nomor}`}
        >
          Ubah jadwal
        </Button>
        {problemLine}
      </div>
    );
  }
  return (
    <form
      className="ui-reschedule ui-reschedule__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Ubah jadwal pertemuan ${meeting.nomor}`}
    >
      <SlotFields today={today} tanggal={tanggal} onTanggal={setTanggal} jam={jam} onJam={setJam} />
      <p className="ui-reschedule__hint">Jadwal baru berlaku setelah {other} menyetujui.</p>
      {problemLine}
      <div className="ui-reschedule__actions">
        <Button type="submit" size="small" busy={actions.proposing}>
          {actions.proposing ? 'Mengirim...' : 'Kirim usulan'}
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => setOpen(false)}>
          Batal
        </Button>
      </div>
    </form>
  );
}
