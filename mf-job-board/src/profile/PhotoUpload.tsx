import { useId } from 'react';
import { TEACHER_PHOTO_TYPES, teacherPhotoProblem } from '@tutor/rules';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { useUploadOwnTeacherPhotoMutation } from '../api/teacherAccountApi';
import { base64Of } from '../common/base64';
import { UploadMessage, useFileUpload } from '../common/useFileUpload';

export const PHOTO_SAVED = 'Foto profil berhasil diganti';

/**
 * The teacher's photo: the current one (the generated illustration until a photo is uploaded) and
 * a file field. Type and size are checked here for a quick answer; the server checks them again
 * by the file's content and stores a 400x400 JPEG without metadata.
 */
export function PhotoUpload({ foto, nama }: { foto: string; nama: string }) {
  const inputId = useId();
  const hintId = useId();
  const [upload, { isLoading }] = useUploadOwnTeacherPhotoMutation();
  const { choose, message } = useFileUpload(
    teacherPhotoProblem,
    async (file) => upload({ foto: await base64Of(file) }).unwrap(),
    PHOTO_SAVED,
  );

  return (
    <div className="jobs-photo" aria-busy={isLoading || undefined}>
      <ImageWithFallback
        className="jobs-photo__picture"
        src={foto}
        fallbackSrc={DEFAULT_PERSON_PICTURE}
        alt={`Foto profil ${nama}`}
        width={120}
        height={120}
        loading="eager"
        decoding="auto"
      />
      <div className="jobs-photo__field">
        <label htmlFor={inputId} className="jobs-photo__label">
          Ganti foto profil
        </label>
        <input
          id={inputId}
          type="file"
          accept={TEACHER_PHOTO_TYPES.join(',')}
          aria-describedby={hintId}
          onChange={(event) => void choose(event)}
          disabled={isLoading}
        />
        <p id={hintId} className="jobs-photo__hint">
          {isLoading
            ? 'Mengunggah foto...'
            : 'JPG, PNG atau WebP, maksimal 2 MB. Foto dipotong persegi dan data lokasi kamera dihapus.'}
        </p>
        <UploadMessage message={message} />
      </div>
    </div>
  );
}
