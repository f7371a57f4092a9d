import { Link } from 'react-router-dom';
import type { NotificationItem } from '@tutor/contract';
import { formatInstantId } from '@tutor/rules';

/** A list of notifications, read ones dimmed; following one marks it read. */
export function NotificationItems({
  items,
  onOpen,
}: {
  items: readonly NotificationItem[];
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <ul className="shell-notifications__list">
      {items.map((item) => (
        <li
          key={item.id}
          className={`shell-notifications__item${item.dibaca ? ' shell-notifications__item--read' : ''}`}
        >
          <Link to={item.tautan} className="shell-notifications__link" onClick={() => onOpen(item)}>
            {!item.dibaca && <span className="ui-visually-hidden">Belum dibaca: </span>}
            <span className="shell-notifications__text">{item.teks}</span>
            <span className="shell-notifications__time">{formatInstantId(item.waktu)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
