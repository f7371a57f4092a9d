import type { TeacherProfile } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { RatingSummary } from './RatingSummary';
import { ReviewList } from './ReviewList';

/** The order wizard, with this teacher as the preference. */
export function orderWithTeacherPath(id: number): string {
  return `/siswa/pemesanan-les?guru=${id}`;
}

function TagList({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="search-profile__tags">
      <h3 className="search-profile__tags-title">{label}</h3>
      <ul className="search-profile__tag-list">
        {items.map((item) => (
          <li key={item} className="search-profile__tag">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface TeacherProfileViewProps {
  profile: TeacherProfile;
  reviewsLoading: boolean;
  onReviewPage: (page: number) => void;
}

export function TeacherProfileView({ profile, reviewsLoading, onReviewPage }: TeacherProfileViewProps) {
  const areas = profile.online ? [...profile.wilayah, 'Online'] : profile.wilayah;
  return (
    <div className="ui-container search-profile">
      <article className="search-profile__card">
        <ImageWithFallback
          className="search-profile__photo"
          src={profile.foto}
          fallbackSrc={DEFAULT_PERSON_PICTURE}
          alt={`Foto ${profile.nama}`}
          width={240}
          height={240}
          loading="eager"
          decoding="auto"
        />
        <div className="search-profile__intro">
          <h1 className="search-profile__name">{profile.nama}</h1>
          <p className="search-profile__nickname">{profile.full_panggilan}</p>
          {profile.terverifikasi && (
            <p className="search-profile__verified">
              <span aria-hidden="true">✔</span> Guru terverifikasi
            </p>
          )}
          <p className="search-profile__study">
            {profile.jurusan}, {profile.perguruan_tinggi}
          </p>
          <ButtonLink to={orderWithTeacherPath(profile.id)} size="large" className="search-profile__order">
            Pesan Les dengan Guru Ini
          </ButtonLink>
        </div>
      </article>

      <div className="search-profile__columns">
        <section className="search-profile__section" aria-labelledby="search-profile-about">
          <h2 id="search-profile-about" className="search-profile__heading">
            Tentang Guru
          </h2>
          <p className="search-profile__description">{profile.deskripsi}</p>
          <TagList label="Jenjang" items={profile.jenjang} />
          <TagList label="Mata Pelajaran" items={profile.mapel} />
          <TagList label="Wilayah Mengajar" items={areas} />
        </section>
        <section className="search-profile__section" aria-labelledby="search-profile-reviews">
          <h2 id="search-profile-reviews" className="search-profile__heading">
            Penilaian dan Ulasan
          </h2>
          <RatingSummary profile={profile} />
          <ReviewList reviews={profile.ulasan} loading={reviewsLoading} onPage={onReviewPage} />
        </section>
      </div>
    </div>
  );
}
