import { useState } from 'react';
import type { OnboardingStatus } from '@tutor/contract';
import { ONBOARDING_PIPELINE, ONBOARDING_STATUS_LABELS } from '@tutor/rules';
import { Section } from '@tutor/ui/Section';
import { SkeletonGroup, Skeleton } from '@tutor/ui/Skeleton';
import { EmptyState } from '@tutor/ui/EmptyState';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetOnboardingPipelineQuery } from '../api/onboardingApi';
import { PipelineRow } from './PipelineRow';
import './admin.css';

/** /admin/guru: the onboarding pipeline, one state at a time with the count of each, the longest waiting first. */
export function AdminTeachersPage() {
  usePageTitle('Verifikasi Guru');
  const [status, setStatus] = useState<OnboardingStatus>('menunggu_verifikasi');
  const list = useGetOnboardingPipelineQuery(status);
  const label = ONBOARDING_STATUS_LABELS[status];
  const counts = list.currentData?.jumlah ?? list.data?.jumlah;

  return (
    <Section
      level={1}
      title="Verifikasi Guru"
      subtitle="Seleksi CV, wawancara dan micro teaching sampai guru terverifikasi dan tampil di pencarian."
      className="jobs-admin"
    >
      <div role="group" aria-label="Tahap pendaftaran" className="jobs-admin__filters ui-filter-pills">
        {ONBOARDING_PIPELINE.map((item) => (
          <button
            key={item}
            type="button"
            className="jobs-admin__filter ui-filter-pill"
            aria-pressed={item === status}
            onClick={() => setStatus(item)}
          >
            {ONBOARDING_STATUS_LABELS[item]}
            {counts && <span className="jobs-admin__count"> ({counts[item] ?? 0})</span>}
          </button>
        ))}
      </div>
      {list.isLoading || (list.isFetching && !list.currentData) ? (
        <SkeletonGroup label="Memuat daftar guru" count={3} renderItem={() => <Skeleton height={72} />} />
      ) : list.isError ? (
        <UnavailablePanel what="Daftar guru" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.currentData && list.currentData.items.length > 0 ? (
        <ul className="jobs-admin__list" aria-label={`Guru tahap ${label.toLowerCase()}`}>
          {list.currentData.items.map((teacher) => (
            <PipelineRow key={teacher.id} teacher={teacher} />
          ))}
        </ul>
      ) : (
        <EmptyState title={`Tidak ada guru pada tahap ${label.toLowerCase()}`} />
      )}
    </Section>
  );
}
