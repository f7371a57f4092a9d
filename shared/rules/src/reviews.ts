/**
 * Reviews: when a student may review the teachers of an order, what a review holds,
 * which reviews may become a home-page testimonial, and the messages of the review routes.
 */
import type { MeetingStatus, OrderStatus } from '@tutor/contract';

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
/** An order may be reviewed once it is selesai, or once this many of its meetings are. */
export const REVIEW_AFTER_MEETINGS = 4;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A testimonial on the home page is a review with text and at least this many stars. */
export const TESTIMONIAL_MIN_RATING = 4;

/** Whether the order has come far enough to be reviewed. */
export function orderReviewable(order: { status: OrderStatus }, meetingStatuses: readonly MeetingStatus[]): boolean {
  if (order.status === 'selesai') return true;
  return meetingStatuses.filter((status) => status === 'selesai').length >= REVIEW_AFTER_MEETINGS;
}

/** The teachers a student may review on an order: each who held at least one selesai meeting (ids, once each). */
export function teachersWhoTaught(meetings: readonly { status: MeetingStatus; guru_id: number }[]): number[] {
  return [...new Set(meetings.filter((meeting) => meeting.status === 'selesai').map((meeting) => meeting.guru_id))];
}

export function validRating(rating: number): boolean {
  return Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX;
}

/** Only a review with words and 4-5 stars may be shown among the home page's testimonials. */
export function testimonialEligible(review: { rating: number; ulasan: string }): boolean {
  return review.rating >= TESTIMONIAL_MIN_RATING && review.ulasan.trim() !== '';
}

export const REVIEW_MESSAGES = {
  tooEarly: `Ulasan dapat ditulis setelah pesanan selesai atau setelah ${REVIEW_AFTER_MEETINGS} pertemuan selesai`,
  alreadyReviewed: 'Anda sudah memberi ulasan untuk guru ini pada pesanan ini',
  notTheTeacher: 'Guru ini tidak mengajar pada pesanan ini',
  ratingInvalid: 'Pilih rating 1 sampai 5 bintang',
  textTooLong: `Ulasan paling banyak ${REVIEW_TEXT_MAX} karakter`,
  sent: 'Terima kasih, ulasan Anda sudah tersimpan',
  notFound: 'Ulasan tidak ditemukan',
  alreadyHidden: 'Ulasan ini sudah disembunyikan',
  reasonRequired: 'Alasan menyembunyikan ulasan harus diisi',
  notEligibleForTestimonial: 'Hanya ulasan bintang 4-5 yang berisi teks yang dapat menjadi testimoni',
  alreadyTestimonial: 'Ulasan ini sudah menjadi testimoni',
  pageInvalid: 'Halaman tidak valid',
  reminder: 'Pesanan ini sudah dapat diulas. Bagikan pengalaman Anda dengan guru.',
} as const;
