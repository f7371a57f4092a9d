import { Link } from 'react-router-dom';
import { useGetOrderReviewsQuery } from '@tutor/api';
import { REVIEW_MESSAGES } from '@tutor/rules';
import { useGetOrdersInfiniteQuery } from '../api/orderEndpoints';
import '../common/reviewCards.css';
import './reviews.css';

/** Paid orders asked about at most: the newest are the ones a student still remembers. */
const ORDERS_CHECKED = 5;

/**
 * The dashboard's reminder of orders that can be reviewed and are not yet, one line per order.
 * The order list above shows the loading, empty and error states of the orders; a reminder that
 * cannot be loaded is left out rather than shown as a second error.
 */
export function ReviewReminders() {
  // the dashboard's list of orders (one cache entry): the newest page is enough here
  const orders = useGetOrdersInfiniteQuery();
  const paid = (orders.data?.pages[0]?.data ?? [])
    .filter((order) => order.status === 'aktif' || order.status === 'selesai')
    .slice(0, ORDERS_CHECKED);
  if (paid.length === 0) return null;
  return (
    <ul className="reviews-reminders" aria-label="Pengingat ulasan">
      {paid.map((order) => (
        <ReviewReminder key={order.kode} kode={order.kode} />
      ))}
    </ul>
  );
}

function ReviewReminder({ kode }: { kode: string }) {
  const reviews = useGetOrderReviewsQuery(kode);
  const waiting = reviews.data?.dapat_diulas === true && reviews.data.guru.some((guru) => guru.ulasan === null);
  if (!waiting) return null;
  return (
    <li className="reviews-reminder" role="status">
      {REVIEW_MESSAGES.reminder} <Link to={`/siswa/pesanan/${kode}`}>Beri ulasan untuk pesanan {kode}</Link>
    </li>
  );
}
