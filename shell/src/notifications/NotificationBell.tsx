import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import type { NotificationItem } from '@tutor/contract';
import { NOTIFICATION_REFRESH_MS, unreadLabel } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { SkeletonGroup, Skeleton } from '@tutor/ui/Skeleton';
import { useDropDown } from '../common/useDropDown';
import { useGetNotificationsQuery, useMarkNotificationsReadMutation } from './notificationApi';
import { NotificationItems } from './NotificationItems';
import { NOTIFICATIONS_PATH } from './paths';
import { usePageVisible, useRefreshAfterActs } from './useNotificationRefresh';
import './notifications.css';

/** The newest this many are in the drop-down; the page has all. */
const NEWEST = 8;

/**
 * The header's bell for a logged-in user: the unread count (its name, and announced when it
 * changes), a drop-down of the newest notifications with "Tandai semua dibaca", and the page of all.
 * The count is asked every minute while the tab is visible (never while hidden), at once when the
 * tab shows again, and after any act of the user.
 */
export function NotificationBell() {
  const session = useGetSessionQuery();
  const user = session.data;
  const visible = usePageVisible();
  const list = useGetNotificationsQuery(
    { batas: NEWEST },
    { skip: !user, pollingInterval: visible ? NOTIFICATION_REFRESH_MS : 0 },
  );
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const { open, setOpen, container } = useDropDown<HTMLDivElement>();
  const panelId = useId();
  useRefreshAfterActs();

  const { refetch } = list;
  const wasVisible = useRef(visible);
  useEffect(() => {
    // the tab shows again after a while hidden (no polling meanwhile): ask at once
    if (visible && !wasVisible.current && user) void refetch();
    wasVisible.current = visible;
  }, [visible, user, refetch]);

  if (!user) return null;
  const unread = list.data?.belum_dibaca ?? 0;
  const openItem = (item: NotificationItem) => {
    if (!item.dibaca) void markRead({ ids: [item.id] });
    setOpen(false);
  };

  return (
    <div className="shell-bell" ref={container}>
      <button
        type="button"
        className="shell-bell__button"
        aria-label={unreadLabel(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="shell-bell__icon">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span aria-hidden="true" className="shell-bell__count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <span role="status" className="ui-visually-hidden">
        {list.data && unread > 0 ? unreadLabel(unread) : ''}
      </span>
      <section id={panelId} aria-label="Notifikasi terbaru" className="shell-bell__panel" hidden={!open}>
        <div className="shell-bell__head">
          <h2 className="shell-bell__title">Notifikasi</h2>
          <Button
            variant="ghost"
            size="small"
            onClick={() => void markRead({})}
            disabled={unread === 0 || marking.isLoading}
          >
            Tandai semua dibaca
          </Button>
        </div>
        {list.isLoading ? (
          <SkeletonGroup
            label="Memuat notifikasi"
            count={3}
            renderItem={() => <Skeleton height={44} />}
            className="shell-bell__loading"
          />
        ) : list.isError && !list.data ? (
          <EmptyState
            role="alert"
            title="Notifikasi gagal dimuat"
            action={
              <Button size="small" onClick={() => void refetch()}>
                Coba lagi
              </Button>
            }
          />
        ) : list.data && list.data.items.length > 0 ? (
          <NotificationItems items={list.data.items} onOpen={openItem} />
        ) : (
          <EmptyState
            title="Belum ada notifikasi"
            description="Kabar tentang pesanan, lamaran dan pertemuan Anda akan muncul di sini."
          />
        )}
        <Link to={NOTIFICATIONS_PATH} className="shell-bell__all" onClick={() => setOpen(false)}>
          Lihat semua notifikasi
        </Link>
      </section>
    </div>
  );
}
