import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetJenjangOptionsQuery, useLogFetchFailure } from '@tutor/api';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';

/** "UTBK/Persiapan PTN" may wrap after its slash instead of inside a word on a narrow screen. */
function breakAfterSlashes(label: string): ReactNode {
  return label.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** Every program (jenjang) as a shortcut into the wizard with that level already chosen. */
export function ProgramShortcuts() {
  const { data: levels, isLoading, error } = useGetJenjangOptionsQuery();
  useLogFetchFailure('student-dashboard: jenjang', error);

  return (
    <section className="wizard-dashboard__programs" aria-labelledby="wizard-programs-title">
      <h2 id="wizard-programs-title" className="wizard-dashboard__heading">
        Mulai dari program
      </h2>
      <p className="wizard-muted">Pilih program, lalu lanjutkan memilih paket di halaman pemesanan.</p>
      {isLoading && (
        <SkeletonGroup
          label="Memuat daftar program"
          count={8}
          className="wizard-shortcuts"
          renderItem={() => <Skeleton height={44} radius={999} />}
        />
      )}
      {error && !levels && (
        <p className="wizard-muted" role="status">
          Daftar program belum bisa dimuat. Gunakan tombol Pilih Program di atas untuk mulai memesan.
        </p>
      )}
      {levels && levels.length > 0 && (
        <ul className="wizard-shortcuts">
          {levels.map((level) => (
            <li key={level.value}>
              <Link
                className="wizard-shortcut"
                to={`/siswa/pemesanan-les?jenjang=${encodeURIComponent(String(level.value))}`}
              >
                {breakAfterSlashes(level.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
