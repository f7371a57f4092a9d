import type { BannerSummary } from '@tutor/contract';
import { Counter } from '@tutor/ui/Counter';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetBannerSummaryQuery } from '../../api/landingApi';
import { useLogFetchFailure } from '@tutor/api';

interface Statistic {
  key: keyof BannerSummary;
  label: string;
  decimals?: number;
  suffix?: string;
}

/** Followers arrive in thousands (types.ts), hence the K; the rating is the real average. */
const STATISTICS: readonly Statistic[] = [
  { key: 'rating', label: 'Rating rata-rata dari 5', decimals: 1 },
  { key: 'teacher_verified', label: 'Guru terverifikasi' },
  { key: 'student', label: 'Siswa belajar bersama kami' },
  { key: 'testimoni', label: 'Ulasan siswa dan orang tua' },
  { key: 'follower', label: 'Pengikut media sosial', suffix: 'K' },
  { key: 'school', label: 'Sekolah asal siswa' },
];

/** The statistics banner (GET /api/landing/banner-summary): counters that count up over 3 s. */
export function StatisticsBanner() {
  const { data, isLoading, error } = useGetBannerSummaryQuery();
  useLogFetchFailure('landing.banner-summary', error);
  if (!isLoading && !data) return null;

  return (
    <section className="landing-stats" aria-labelledby="landing-stats-title">
      <div className="ui-container">
        <h2 id="landing-stats-title" className="landing-stats__title">
          Pintar Privat dalam Angka
        </h2>
        {data ? (
          <dl className="landing-grid landing-stats__list">
            {STATISTICS.map((statistic) => (
              <div key={statistic.key} className="landing-stats__item">
                <dt className="landing-stats__label">{statistic.label}</dt>
                <dd className="landing-stats__value">
                  <Counter value={data[statistic.key]} decimals={statistic.decimals} suffix={statistic.suffix} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <SkeletonGroup
            label="Memuat statistik"
            count={STATISTICS.length}
            className="landing-grid landing-stats__list"
            renderItem={() => <Skeleton height={64} />}
          />
        )}
      </div>
    </section>
  );
}
