import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Candidate } from '@tutor/contract';
import { labelOf } from '@tutor/rules';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Rating } from '@tutor/ui/Rating';
import { teacherProfilePath } from '@tutor/rules';
import './choice.css';

interface TeacherSummaryProps {
  candidate: Candidate;
  headingLevel: 3 | 4;
  /** what the page adds under the summary (a checkbox, a choose button) */
  children?: ReactNode;
  /** the admin opens profiles in a new tab so a half-made selection is kept */
  newTab?: boolean;
}

/**
 * A teacher next to an order, as both the admin and the student see them: photo, rating ("Guru
 * baru" without reviews, as elsewhere on the site), where they study, why they fit, the profile.
 */
export function TeacherSummary({ candidate, headingLevel, children, newTab }: TeacherSummaryProps) {
  const { guru } = candidate;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="teacher-summary">
      <ImageWithFallback
        src={guru.foto}
        fallbackSrc={DEFAULT_PERSON_PICTURE}
        alt={`Foto ${guru.nama}`}
        className="teacher-summary__photo"
        width={72}
        height={72}
      />
      <div className="teacher-summary__body">
        <Heading className="teacher-summary__name">{guru.nama}</Heading>
        <p className="teacher-summary__meta">
          {guru.avg_rating === null ? (
            <span className="teacher-summary__new">Guru baru</span>
          ) : (
            <Rating value={guru.avg_rating} />
          )}
          <span>{labelOf('jenisKelamin', guru.jenis_kelamin)}</span>
        </p>
        <p className="teacher-summary__study">
          {guru.perguruan_tinggi}
          <br />
          {guru.jurusan}
        </p>
        {candidate.alasan.length > 0 && (
          <ul className="teacher-summary__reasons" aria-label={`Alasan cocok: ${guru.nama}`}>
            {candidate.alasan.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
        <Link to={teacherProfilePath(guru.id)} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          Lihat profil {guru.nama}
        </Link>
        {children}
      </div>
    </div>
  );
}
