import type { TeacherSummary } from '@tutor/contract';
import { teacherProfilePath } from '@tutor/rules';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Rating } from '@tutor/ui/Rating';

/**
 * One teacher. The name links to the profile in a new tab; CSS stretches that link
 * over the whole card, so the card is one click target while the link's name stays short.
 * `aboveTheFold`: the first card's photo is often the page's largest paint, so it loads at once.
 */
export function TeacherCard({ teacher, aboveTheFold = false }: { teacher: TeacherSummary; aboveTheFold?: boolean }) {
  const { id, foto, avg_rating, jenjang, mapel, full_panggilan, deskripsi, jurusan, perguruan_tinggi } = teacher;
  return (
    <article className="search-teacher-card">
      <ImageWithFallback
        className="search-teacher-card__photo"
        src={foto}
        fallbackSrc={DEFAULT_PERSON_PICTURE}
        alt={`Foto ${full_panggilan}`}
        width={320}
        height={320}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : 'auto'}
        decoding="auto"
      />
      <div className="search-teacher-card__body">
        {/* ratings run 1 to 5, so 0 means nobody has reviewed this teacher yet */}
        {avg_rating > 0 ? (
          <Rating value={avg_rating} className="search-teacher-card__rating" />
        ) : (
          <span className="search-teacher-card__new">Guru baru</span>
        )}
        <p className="search-teacher-card__subject" title={`${jenjang} · ${mapel}`}>
          {jenjang} · {mapel}
        </p>
        <h3 className="search-teacher-card__name">
          <a className="search-teacher-card__link" href={teacherProfilePath(id)} target="_blank" rel="noopener">
            {full_panggilan}
            <span className="ui-visually-hidden"> (profil dibuka di tab baru)</span>
          </a>
        </h3>
        {/* the server sends the card's excerpt of the description (teacherCardDescription) */}
        <p className="search-teacher-card__description">{deskripsi}</p>
        <p className="search-teacher-card__study">
          {jurusan}, {perguruan_tinggi}
        </p>
      </div>
    </article>
  );
}
