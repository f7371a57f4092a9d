import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageOf, useReportMeetingMutation } from '@tutor/api';
import type { TeacherMeeting } from '@tutor/contract';
import { MEETING_MESSAGES, REPORT_NOTE_MAX, REPORT_TOPIC_MAX } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { TextAreaField } from '@tutor/ui/TextAreaField';

interface ReportFormProps {
  meeting: TeacherMeeting;
  onDone: () => void;
  onCancel: () => void;
}

type Problems = { topik?: string; catatan?: string };

/** Laporkan: what was taught and how the student is doing (both required), for the parent to confirm. */
export function ReportForm({ meeting, onDone, onCancel }: ReportFormProps) {
  const [topik, setTopik] = useState('');
  const [catatan, setCatatan] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, { isLoading }] = useReportMeetingMutation();
  const topicRef = useRef<HTMLInputElement>(null);

  useEffect(() => topicRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      ...(topik.trim() === '' ? { topik: MEETING_MESSAGES.topicRequired } : {}),
      ...(catatan.trim() === '' ? { catatan: MEETING_MESSAGES.noteRequired } : {}),
    };
    setProblems(found);
    setRefusal(null);
    if (found.topik || found.catatan) return;
    try {
      await report({ id: meeting.id, topik: topik.trim(), catatan: catatan.trim() }).unwrap();
      onDone();
    } catch (error) {
      setRefusal(errorMessageOf(error));
    }
  };

  return (
    <form
      className="schedule-report"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Laporan pertemuan ${meeting.nomor} ${meeting.siswa.nama}`}
    >
      <Field label="Topik yang diajarkan" error={problems.topik} hint={`${topik.length}/${REPORT_TOPIC_MAX} karakter`}>
        {({ inputId, describedBy, invalid }) => (
          <input
            ref={topicRef}
            id={inputId}
            className="ui-input"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required="true"
            maxLength={REPORT_TOPIC_MAX}
            value={topik}
            onChange={(event) => setTopik(event.target.value)}
          />
        )}
      </Field>
      <TextAreaField
        label="Catatan perkembangan siswa"
        value={catatan}
        onChange={setCatatan}
        maxLength={REPORT_NOTE_MAX}
        error={problems.catatan}
        required
      />
      {refusal && (
        <p role="alert" className="schedule-problem">
          {refusal}
        </p>
      )}
      <div className="schedule-actions">
        <Button type="submit" busy={isLoading}>
          {isLoading ? 'Mengirim...' : 'Kirim laporan'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
          Batal
        </Button>
      </div>
    </form>
  );
}
