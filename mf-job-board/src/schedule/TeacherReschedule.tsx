import { useReschedule } from '@tutor/api';
import type { TeacherMeeting } from '@tutor/contract';
import { jakartaDateOf } from '@tutor/rules';
import { ReschedulePanel } from '@tutor/ui/Reschedule';

/** Ubah jadwal of one meeting in the teacher's week: propose, or answer the student's proposal. */
export function TeacherReschedule({ meeting, nowMs }: { meeting: TeacherMeeting; nowMs: number }) {
  const actions = useReschedule(meeting.id);
  return <ReschedulePanel meeting={meeting} side="guru" today={jakartaDateOf(nowMs)} nowMs={nowMs} actions={actions} />;
}
