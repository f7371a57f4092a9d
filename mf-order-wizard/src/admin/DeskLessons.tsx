import { useGetOrderMeetingsQuery } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { MeetingList, OrderMeetingsState } from '../lessons';
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
      <OrderMeetingsState meetings={meetings}>
        {() => (
          <>
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
      </OrderMeetingsState>
    </section>
  );
}
