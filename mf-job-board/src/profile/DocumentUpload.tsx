import { useId } from 'react';
import type { DocumentKind, TeacherDocument } from '@tutor/contract';
import { chosenDocumentProblem, formatInstantDateId, TEACHER_DOCUMENT_LABELS } from '@tutor/rules';
import { useUploadTeacherDocumentMutation } from '../api/onboardingApi';
import { base64Of } from '../common/base64';
import { UploadMessage, useFileUpload } from '../common/useFileUpload';

/**
 * One document (CV or certificate): what was uploaded, with a link to it, and a file field. The
 * type and size are checked here for a quick answer; the server checks the bytes themselves.
 */
export function DocumentUpload({ jenis, current }: { jenis: DocumentKind; current: TeacherDocument | undefined }) {
  const inputId = useId();
  const hintId = useId();
  const [upload, { isLoading }] = useUploadTeacherDocumentMutation();
  const label = TEACHER_DOCUMENT_LABELS[jenis];
  const { choose, message } = useFileUpload(
    chosenDocumentProblem,
    async (file) => upload({ jenis, nama_file: file.name, isi: await base64Of(file) }).unwrap(),
    `${label} berhasil diunggah`,
  );

  return (
    <div className="jobs-onboarding__document" aria-busy={isLoading || undefined}>
      <label htmlFor={inputId} className="jobs-photo__label">
        Unggah {label} (PDF)
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf"
        aria-describedby={hintId}
        onChange={(event) => void choose(event)}
        disabled={isLoading}
      />
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
      <UploadMessage message={message} />
    </div>
  );
}
