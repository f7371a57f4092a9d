import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { PendingTeacher } from '@tutor/contract';
import { formatInstantDateId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { useVerifyTeacherMutation } from '../api/teacherAccountApi';

/** created_at is an instant (ISO with Z): shown as the day it was in Jakarta. */

/** One teacher account: who, how to reach them, where they studied, since when; Verifikasi while pending. */
export function TeacherAccountRow({ teacher }: { teacher: PendingTeacher }) {
  const [verify, { isLoading }] = useVerifyTeacherMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const pending = teacher.status === 'menunggu_verifikasi';

  const onVerify = async () => {
    setProblem(null);
    await verify(teacher.id)
      .unwrap()
      .catch((error: unknown) => setProblem(errorMessageOf(error)));
  };

  return (
    <li className="jobs-admin__row">
      <div className="jobs-admin__who">
        <strong>{teacher.nama}</strong>
        <span>{teacher.email}</span>
        <span>WhatsApp {teacher.whatsapp}</span>
      </div>
      <div className="jobs-admin__study">
        <span>{teacher.perguruan_tinggi}</span>
        <span>{teacher.jurusan}</span>
        <span>Daftar {formatInstantDateId(teacher.created_at)}</span>
      </div>
      {pending ? (
        <Button onClick={onVerify} busy={isLoading} aria-label={`Verifikasi ${teacher.nama}`}>
          {isLoading ? 'Memverifikasi...' : 'Verifikasi'}
        </Button>
      ) : (
        <span className="jobs-admin__verified">Terverifikasi</span>
      )}
      {problem && (
        <p role="alert" className="jobs-admin__problem">
          {problem}
        </p>
      )}
    </li>
  );
}
