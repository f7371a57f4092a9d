import { useId, useState, type ChangeEvent } from 'react';
import { errorMessageOf } from '@tutor/api';
import { TEACHER_PHOTO_TYPES, teacherPhotoProblem } from '@tutor/rules';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { useUploadOwnTeacherPhotoMutation } from '../api/teacherAccountApi';

export const PHOTO_SAVED = 'Foto profil berhasil diganti';

/** The file's bytes as base64, without the data: prefix FileReader puts before them. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The teacher's photo: the current one (the generated illustration until a photo is uploaded) and
 * a file field. Type and size are checked here for a quick answer; the server checks them again
 * by the file's content and stores a 400x400 JPEG without metadata.
 */
export function PhotoUpload({ foto, nama }: { foto: string; nama: string }) {
  const inputId = useId();
  const hintId = useId();
  const [upload, { isLoading }] = useUploadOwnTeacherPhotoMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = teacherPhotoProblem(file);
    if (problem) return setMessage({ ok: false, text: problem });
    try {
      await upload({ foto: await base64Of(file) }).unwrap();
      setMessage({ ok: true, text: PHOTO_SAVED });
    } catch (error) {
      setMessage({ ok: false, text: errorMessageOf(error) });
    }
  };

  return (
    <div className="jobs-photo" aria-busy={isLoading || undefined}>
      <ImageWithFallback className="jobs-photo__picture" src={foto} fallbackSrc={DEFAULT_PERSON_PICTURE} alt={`Foto profil ${nama}`} width={120} height={120} loading="eager" decoding="auto" />
      <div className="jobs-photo__field">
        <label htmlFor={inputId} className="jobs-photo__label">
          Ganti foto profil
        </label>
        <input id={inputId} type="file" accept={TEACHER_PHOTO_TYPES.join(',')} aria-describedby={hintId} onChange={(event) => void choose(event)} disabled={isLoading} />
        <p id={hintId} className="jobs-photo__hint">
          {isLoading ? 'Mengunggah foto...' : 'JPG, PNG atau WebP, maksimal 2 MB. Foto dipotong persegi dan data lokasi kamera dihapus.'}
        </p>
        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'jobs-profile__saved' : 'jobs-profile__problem'}>
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
