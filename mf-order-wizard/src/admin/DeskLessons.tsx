import { useGetOrderMeetingsQuery } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { meetingsLeftText } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { MeetingList } from '../lessons';
import { teacherWhatsAppLink } from './customerWhatsApp';
import { DecideMeeting } from './DecideMeeting';

/** The meetings of a paid order on the admin's desk: the disputed ones first, each with Putuskan. */
export function DeskLessons({ order }: { order: OrderDetail }) {
  const meetings = useGetOrderMeetingsQuery(order.kode);
  const items = meetings.data?.items ?? [];
  const disputed = items.filter((meeting) => meeting.status === 'disanggah');

  return (
    <section className="desk-card" aria-labelledby="desk-lessons">
      <h2 id="desk-lessons">Pertemuan</h2>
      {order.guru && (
        <p>
          Guru: {order.guru.nama} ·{' '}
          <a href={teacherWhatsAppLink(order, order.guru)} target="_blank" rel="noopener noreferrer">
            Kirim WhatsApp ke {order.guru.nama}
          </a>
        </p>
      )}
      {meetings.isLoading ? (
        <SkeletonGroup label="Memuat pertemuan" count={3} renderItem={() => <Skeleton height={88} radius={8} />} />
      ) : meetings.isError || !meetings.data ? (
        <UnavailablePanel
          what="Daftar pertemuan"
          onRetry={() => void meetings.refetch()}
          retrying={meetings.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title="Belum ada pertemuan"
          description="Pertemuan dibuat dari jadwal les setelah pembayaran pertama tercatat."
        />
      ) : (
        <>
          <p className="lessons-left">{meetingsLeftText(meetings.data.sisa, meetings.data.total)}</p>
          <h3>Sanggahan ({disputed.length})</h3>
          {disputed.length === 0 ? (
            <p className="desk-muted">Tidak ada pertemuan yang disanggah.</p>
          ) : (
            <MeetingList
              meetings={disputed}
              label="Pertemuan disanggah"
              actionsOf={(meeting) => <DecideMeeting meeting={meeting} />}
            />
          )}
          <h3>Semua pertemuan</h3>
          <MeetingList meetings={items} label="Semua pertemuan" />
        </>
      )}
    </section>
  );
}
