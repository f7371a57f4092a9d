import { Link } from 'react-router-dom';
import { useGetJenjangOptionsQuery, useLogFetchFailure } from '@tutor/api';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetLevelCardsQuery } from '../api/landingApi';
import { LevelCardView } from '../common/LevelCardView';
import { feeSearchPath } from '../content/contact';
import '../common/landing.css';
import './program.css';

/** The main levels as cards (GET /api/landing/list-level). */
function LevelCardsSection() {
  const { data: levels, isLoading, error } = useGetLevelCardsQuery();
  useLogFetchFailure('landing.list-level', error);
  if (!isLoading && (!levels || levels.length === 0)) return null;
  return (
    <Section
      title="Jenjang Pendidikan"
      subtitle="Les privat sesuai kurikulum sekolah, dari usia dini sampai perguruan tinggi."
    >
      {levels ? (
        <ul className="landing-grid landing-grid--4">
          {levels.map((level) => (
            <li key={level.jenjang_id}>
              <LevelCardView level={level} />
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonGroup
          label="Memuat jenjang"
          count={4}
          className="landing-grid landing-grid--4"
          renderItem={() => <CardSkeleton />}
        />
      )}
    </Section>
  );
}

/** Every program the fee search knows (the shared jenjang list), each a link with it preselected. */
function AllProgramsSection() {
  const { data: programs, isLoading, error } = useGetJenjangOptionsQuery();
  useLogFetchFailure('landing.jenjang-options', error);
  if (!isLoading && (!programs || programs.length === 0)) return null;
  return (
    <Section title="Semua Program" subtitle="Pilih program untuk langsung melihat biaya lesnya.">
      {programs ? (
        <ul className="landing-program-list">
          {programs.map((program) => (
            <li key={program.value}>
              <Link className="landing-program-list__link" to={feeSearchPath(program.value)}>
                {program.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <SkeletonGroup label="Memuat program" count={1} renderItem={() => <CardSkeleton />} />
      )}
    </Section>
  );
}

/** /program: the levels and programs, each linking to the fee search with it preselected. */
export function ProgramPage() {
  usePageTitle(
    'Program Les Privat',
    'Program les privat dari Toddler sampai mahasiswa, bahasa asing, musik, renang dan lainnya.',
  );
  return (
    <div className="landing-page">
      <section className="ui-section landing-program-intro" aria-labelledby="landing-program-title">
        <div className="ui-container">
          <h1 id="landing-program-title" className="ui-section-heading">
            Program Les Privat
          </h1>
          <p className="ui-section-subheading">
            Lebih dari 40 mata pelajaran untuk semua usia: pelajaran sekolah, persiapan UTBK dan olimpiade, bahasa
            asing, mengaji, musik, olahraga dan seni. Pilih program untuk melihat biaya lesnya di daerah Anda.
          </p>
        </div>
      </section>
      {/* the compact list first: a quick way in before the detailed level cards */}
      <AllProgramsSection />
      <LevelCardsSection />
    </div>
  );
}
