import { Link } from 'react-router-dom';
import { whatsappLink } from '@tutor/api';
import type { TeacherContact } from '@tutor/contract';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { teacherProfilePath } from '@tutor/rules';
import './lessons.css';

/** The order's teacher once it is paid: photo, name, a WhatsApp chat naming the order, the profile. */
export function TeacherCard({ guru, kode }: { guru: TeacherContact; kode: string }) {
  const greeting = `Halo Kak ${guru.nama}, saya orang tua/siswa dari pesanan ${kode} di Pintar Privat.`;
  return (
    <section className="lessons-teacher" aria-labelledby="lessons-teacher-title">
      <h2 id="lessons-teacher-title" className="lessons-teacher__heading">
        Guru Anda
      </h2>
      <div className="lessons-teacher__body">
        <ImageWithFallback
          src={guru.foto}
          alt={`Foto ${guru.nama}`}
          className="lessons-teacher__photo"
          width={64}
          height={64}
        />
        <div className="lessons-teacher__text">
          <p className="lessons-teacher__name">{guru.nama}</p>
          <p className="lessons-teacher__links">
            <a
              className="ui-button ui-button--whatsapp ui-button--small"
              href={whatsappLink(guru.whatsapp, greeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp {guru.nama}
            </a>
            <Link to={teacherProfilePath(guru.id)}>Lihat profil</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
