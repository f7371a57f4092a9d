import { useId, useState, type ChangeEvent } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { DocumentKind, TeacherDocument } from '@tutor/contract';
import { chosenDocumentProblem, formatInstantDateId, TEACHER_DOCUMENT_LABELS } from '@tutor/rules';
import { useUploadTeacherDocumentMutation } from '../api/onboardingApi';
import { base64Of } from '../common/base64';

/**
 * One document (CV or certificate): what was uploaded, with a link to it, and a file field. The
 * type and size are checked here for a quick answer; the server checks the bytes themselves.
 */
export function DocumentUpload({ jenis, current }: { jenis: DocumentKind; current: TeacherDocument | undefined }) {
  const inputId = useId();
  const hintId = useId();
  const [upload, { isLoading }] = useUploadTeacherDocumentMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const label = TEACHER_DOCUMENT_LABELS[jenis];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = chosenDocumentProblem(file);
    if (problem) return setMessage({ ok: false, text: problem });
    try {
      await upload({ jenis, nama_file: file.name, isi: await base64Of(file) }).unwrap();
      setMessage({ ok: true, text: `${label} berhasil diunggah` });
    } catch (error) {
      setMessage({ ok: false, text: errorMessageOf(error as Parameters<typeof errorMessageOf>[0]) });
    }
  };

  return (
    <div className="jobs-onboarding__document" aria-busy={isLoading || undefined}>
      <label htmlFor={inputId} className="jobs-photo__label">
        Unggah {label} (PDF)
      </label>
      <input id={inputId} type="file" accept="application/pdf" aria-describedby={hintId} onChange={(event) => void choose(event)} disabled={isLoading} />
      <p id={hintId} className="jobs-photo__hint">
        {isLoading ? `Mengunggah ${label}...` : 'File PDF, maksimal 2 MB. Unggahan baru menggantikan yang lama.'}
      </p>
      {current && (
        <p>
          <a href={`/api/guru/dokumen/${jenis}`} download={current.nama_file}>
            {current.nama_file}
          </a>{' '}
          · diunggah {formatInstantDateId(current.uploaded_at)}
        </p>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'jobs-profile__saved' : 'jobs-profile__problem'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
