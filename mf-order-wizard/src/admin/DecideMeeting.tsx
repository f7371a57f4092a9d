import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf, useClock, useDecideMeetingMutation } from '@tutor/api';
import type { Meeting } from '@tutor/contract';
import { jakartaDateOf, newMeetingSlotProblem } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { SlotFields } from '@tutor/ui/Reschedule';

type Verdict = 'terlaksana' | 'tidak';

/**
 * Putuskan on a disputed meeting: held (→ selesai), or not held (→ terjadwal at a new date and time,
 * checked like the wizard's slots; the server checks holidays and the teacher's other meetings).
 */
export function DecideMeeting({ meeting }: { meeting: Meeting }) {
  const today = jakartaDateOf(useClock()());
  const name = useId();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [tanggal, setTanggal] = useState('');
  const [slot, setSlot] = useState({ hour: '', minute: '00' });
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, decision] = useDecideMeetingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!verdict) return setProblem('Pilih keputusan: terlaksana atau tidak terlaksana');
    const jam = slot.hour === '' ? '' : `${slot.hour}:${slot.minute}`;
    const slotProblem = verdict === 'tidak' ? newMeetingSlotProblem(tanggal, jam, today) : null;
    if (slotProblem) return setProblem(slotProblem);
    setProblem(null);
    try {
      await decide(
        verdict === 'terlaksana'
          ? { id: meeting.id, terlaksana: true }
          : { id: meeting.id, terlaksana: false, tanggal, jam },
      ).unwrap();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form
      className="lessons-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Putuskan pertemuan ${meeting.nomor}`}
    >
      <fieldset className="lessons-choice">
        <legend>Keputusan</legend>
        <label>
          <input
            type="radio"
            name={name}
            checked={verdict === 'terlaksana'}
            onChange={() => setVerdict('terlaksana')}
          />{' '}
          Terlaksana (selesai)
        </label>
        <label>
          <input type="radio" name={name} checked={verdict === 'tidak'} onChange={() => setVerdict('tidak')} /> Tidak
          terlaksana, jadwalkan ulang
        </label>
      </fieldset>
      {verdict === 'tidak' && (
        <SlotFields today={today} tanggal={tanggal} onTanggal={setTanggal} jam={slot} onJam={setSlot} />
      )}
      {problem && (
        <p role="alert" className="lessons-problem">
          {problem}
        </p>
      )}
      <div className="lessons-actions">
        <Button type="submit" busy={decision.isLoading}>
          {decision.isLoading ? 'Menyimpan...' : 'Putuskan'}
        </Button>
      </div>
    </form>
  );
}
