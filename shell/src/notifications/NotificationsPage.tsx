import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import type { NotificationItem } from '@tutor/contract';
import { unreadLabel } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { PageLoading } from '@tutor/ui/PageLoading';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { loginPathFor } from '../account';
import { EmailSettingsForm } from './EmailSettingsForm';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './notificationApi';
import { NotificationItems } from './NotificationItems';
import './notifications.css';

const PAGE_SIZE = 20;

/** One page of the list: the newest, or those before an id ("Muat lebih banyak" adds the next). */
function NotificationPage({
  before,
  onOpen,
  onMore,
}: {
  before?: number;
  onOpen: (item: NotificationItem) => void;
  onMore?: (id: number) => void;
}) {
  const page = useGetNotificationsQuery(
    before === undefined ? { batas: PAGE_SIZE } : { batas: PAGE_SIZE, sebelum: before },
  );
  if (page.isLoading)
    return <SkeletonGroup label="Memuat notifikasi" count={4} renderItem={() => <Skeleton height={52} />} />;
  if (page.isError || !page.data)
    return (
      <EmptyState
        role="alert"
        title="Notifikasi gagal dimuat"
        action={<Button onClick={() => void page.refetch()}>Coba lagi</Button>}
      />
    );
  const { items, ada_lagi } = page.data;
  if (items.length === 0 && before === undefined)
    return (
      <EmptyState
        title="Belum ada notifikasi"
        description="Kabar tentang pesanan, lamaran dan pertemuan Anda akan muncul di sini."
      />
    );
  const last = items.at(-1);
  return (
    <>
      <NotificationItems items={items} onOpen={onOpen} />
      {ada_lagi && last && onMore && (
        <Button variant="secondary" onClick={() => onMore(last.id)}>
          Muat lebih banyak
        </Button>
      )}
    </>
  );
}

/** /notifikasi: every notification of the account, newest first, and which kinds also come by e-mail. */
export function NotificationsPage() {
  usePageTitle('Notifikasi');
  const session = useGetSessionQuery();
  const location = useLocation();
  const newest = useGetNotificationsQuery({ batas: PAGE_SIZE }, { skip: !session.data });
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const [pages, setPages] = useState<number[]>([]);

  if (session.isLoading) return <PageLoading />;
  if (!session.data) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  const unread = newest.data?.belum_dibaca ?? 0;
  const open = (item: NotificationItem) => {
    if (!item.dibaca) void markRead({ ids: [item.id] });
  };
  const more = (id: number) => setPages((loaded) => (loaded.includes(id) ? loaded : [...loaded, id]));

  return (
    <div className="ui-container shell-notifications-page">
      <h1>Notifikasi</h1>
      <div className="shell-notifications-page__bar">
        <p>{newest.data ? unreadLabel(unread) : ' '}</p>
        <Button variant="secondary" onClick={() => void markRead({})} disabled={unread === 0 || marking.isLoading}>
          Tandai semua dibaca
        </Button>
      </div>
      <section aria-label="Semua notifikasi" className="shell-notifications-page__list">
        {/* only the last page loaded offers the next one */}
        <NotificationPage onOpen={open} onMore={pages.length === 0 ? more : undefined} />
        {pages.map((before, index) => (
          <NotificationPage
            key={before}
            before={before}
            onOpen={open}
            onMore={index === pages.length - 1 ? more : undefined}
          />
        ))}
      </section>
      <EmailSettingsForm />
    </div>
  );
}
