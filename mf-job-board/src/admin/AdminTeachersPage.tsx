import { useState } from 'react';
import type { AccountStatus } from '@tutor/contract';
import { Section } from '@tutor/ui/Section';
import { SkeletonGroup, Skeleton } from '@tutor/ui/Skeleton';
import { EmptyState } from '@tutor/ui/EmptyState';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetTeacherAccountsQuery } from '../api/teacherAccountApi';
import { TeacherAccountRow } from './TeacherAccountRow';
import './admin.css';

interface Filter {
  status: ListedStatus;
  label: string;
  empty: string;
}

type ListedStatus = Extract<AccountStatus, 'menunggu_verifikasi' | 'terverifikasi'>;

const FILTERS: [Filter, Filter] = [
  { status: 'menunggu_verifikasi', label: 'Menunggu verifikasi', empty: 'Tidak ada guru yang menunggu verifikasi' },
  { status: 'terverifikasi', label: 'Terverifikasi', empty: 'Belum ada guru yang terverifikasi' },
];

/** /admin/guru: the admin's verification desk (DESIGN §9): pending teachers, verify, verified list. */
export function AdminTeachersPage() {
  usePageTitle('Verifikasi Guru');
  const [status, setStatus] = useState<ListedStatus>('menunggu_verifikasi');
  const list = useGetTeacherAccountsQuery(status);
  const filter = status === FILTERS[0].status ? FILTERS[0] : FILTERS[1];

  return (
    <Section level={1} title="Verifikasi Guru" subtitle="Guru baru tampil di pencarian setelah diverifikasi." className="jobs-admin">
      <div role="group" aria-label="Status guru" className="jobs-admin__filters">
        {FILTERS.map((item) => (
          <button key={item.status} type="button" className="jobs-admin__filter" aria-pressed={item.status === status} onClick={() => setStatus(item.status)}>
            {item.label}
          </button>
        ))}
      </div>
      {list.isLoading || (list.isFetching && !list.currentData) ? (
        <SkeletonGroup label="Memuat daftar guru" count={3} renderItem={() => <Skeleton height={72} />} />
      ) : list.isError ? (
        <UnavailablePanel what="Daftar guru" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.currentData && list.currentData.length > 0 ? (
        <ul className="jobs-admin__list" aria-label={`Guru ${filter.label.toLowerCase()}`}>
          {list.currentData.map((teacher) => (
            <TeacherAccountRow key={teacher.id} teacher={teacher} />
          ))}
        </ul>
      ) : (
        <EmptyState title={filter.empty} />
      )}
    </Section>
  );
}
