import type { BestTeacher } from '@tutor/contract';
import { teacherProfilePath, truncateText } from '@tutor/rules';
import { Card } from '@tutor/ui/Card';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Rating } from '@tutor/ui/Rating';

/** Default text truncation. */
const DESCRIPTION_LENGTH = 100;

/** A best teacher of the month; the profile opens in a new tab. */
export function BestTeacherCard({ teacher }: { teacher: BestTeacher }) {
  return (
    <Card className="landing-teacher">
      <ImageWithFallback
        className="landing-teacher__photo"
        src={teacher.foto}
        fallbackSrc={DEFAULT_PERSON_PICTURE}
        alt={`Foto ${teacher.full_panggilan}`}
        width={280}
        height={280}
      />
      <div className="landing-teacher__body">
        <Rating value={teacher.rating} />
        <h3 className="landing-teacher__name">{teacher.full_panggilan}</h3>
        <p className="landing-teacher__subject">{teacher.minat_mengajar}</p>
        <p className="landing-teacher__school">
          {teacher.jurusan}, {teacher.sekolah_tinggi}
        </p>
        <p className="landing-teacher__description">{truncateText(teacher.deskripsi, DESCRIPTION_LENGTH)}</p>
        <a
          className="landing-teacher__profile"
          href={teacherProfilePath(teacher.id)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Lihat profil ${teacher.full_panggilan} (tab baru)`}
        >
          Lihat profil
        </a>
      </div>
    </Card>
  );
}
