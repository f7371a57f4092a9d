import { useClock, useReschedule } from '@tutor/api';
import type { Meeting } from '@tutor/contract';
import { jakartaDateOf } from '@tutor/rules';
import { ReschedulePanel } from '@tutor/ui/Reschedule';

/** Ubah jadwal of one meeting on the student's order page: propose, or answer the teacher's proposal. */
export function StudentReschedule({ meeting }: { meeting: Meeting }) {
  const nowMs = useClock()();
  const actions = useReschedule(meeting.id);
  return (
    <ReschedulePanel meeting={meeting} side="siswa" today={jakartaDateOf(nowMs)} nowMs={nowMs} actions={actions} />
  );
}
