import type { ReactNode } from 'react';
import type { useGetOrderMeetingsQuery } from '@tutor/api';
import { meetingsLeftText } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';

type MeetingsQuery = ReturnType<typeof useGetOrderMeetingsQuery>;
export type OrderMeetingsPage = NonNullable<MeetingsQuery['data']>;

/**
 * An order's meetings in their states, for the student's order page and the admin's desk:
 * skeletons while they load, a retry panel when they could not, "Belum ada pertemuan" when there
 * are none; else how many are left, then `children` with the loaded page.
 */
export function OrderMeetingsState({
  meetings,
  children,
}: {
  meetings: MeetingsQuery;
  children: (page: OrderMeetingsPage) => ReactNode;
}) {
  if (meetings.isLoading)
    return <SkeletonGroup label="Memuat pertemuan" count={3} renderItem={() => <Skeleton height={88} radius={8} />} />;
  if (meetings.isError || !meetings.data)
    return (
      <UnavailablePanel
        what="Daftar pertemuan"
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    );
  if (meetings.data.items.length === 0)
    return (
      <EmptyState
        title="Belum ada pertemuan"
        description="Pertemuan dibuat dari jadwal les setelah pembayaran pertama tercatat."
      />
    );
  return (
    <>
      <p className="lessons-left">{meetingsLeftText(meetings.data.sisa, meetings.data.total)}</p>
      {children(meetings.data)}
    </>
  );
}
