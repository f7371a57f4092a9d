/**
 * Reviews: the student reviews each teacher who taught an order, once, when the order
 * is selesai or after its 4th selesai meeting. The admin hides a review that breaks the rules
 * (the reason stays in its history) and picks worded 4-5 star reviews for the home page.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, IsoDate, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { OrderCodeParams } from './orders';

export const Review = Answer({
  id: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  /** plain text; pages show it escaped */
  ulasan: Type.String(),
  tanggal: IsoDate,
});
export type Review = Static<typeof Review>;

/** One teacher of the order as the student's review form sees them. */
export const ReviewableTeacher = Answer({
  /** the teacher's id (as a meeting's guru.id and the public profile's) */
  id: Type.Integer(),
  nama: Type.String(),
  /** the student's review of this teacher on this order, or null */
  ulasan: Type.Union([Review, Type.Null()]),
});
export type ReviewableTeacher = Static<typeof ReviewableTeacher>;

export const OrderReviews = Answer({
  /** selesai, or at least 4 selesai meetings */
  dapat_diulas: Type.Boolean(),
  /** the teachers who held a selesai meeting of the order */
  guru: Type.Array(ReviewableTeacher),
});
export type OrderReviews = Static<typeof OrderReviews>;
export const OrderReviewsAnswer = Answer({ data: OrderReviews });
export type OrderReviewsAnswer = Static<typeof OrderReviewsAnswer>;

export const ReviewBody = Type.Object(
  {
    guru_id: IdInteger,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    ulasan: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBody>;
export const ReviewAnswer = Answer({ data: Review });
export type ReviewAnswer = Static<typeof ReviewAnswer>;

export const ReviewHistoryEntry = Answer({
  aksi: Type.Union([Type.Literal('ditulis'), Type.Literal('disembunyikan'), Type.Literal('dijadikan_testimoni')]),
  oleh: Type.String(),
  waktu: Type.String({ description: 'ISO 8601 timestamp' }),
  alasan: Type.String(),
});
export type ReviewHistoryEntry = Static<typeof ReviewHistoryEntry>;

/** A review on the admin's desk. */
export const AdminReview = Answer({
  ...Review.properties,
  nama: Type.String({ description: 'the reviewer as shown on the profile' }),
  guru: Answer({ id: Type.Integer(), nama: Type.String() }),
  /** the order it reviews; null for the seeded reviews */
  kode: Type.Union([Type.String(), Type.Null()]),
  disembunyikan: Type.Boolean(),
  testimoni: Type.Boolean(),
  riwayat: Type.Array(ReviewHistoryEntry),
});
export type AdminReview = Static<typeof AdminReview>;
export const AdminReviewQuery = Query({ page: Type.Optional(Type.String({ maxLength: 6, pattern: '^[0-9]{1,6}$' })) });
export type AdminReviewQuery = Static<typeof AdminReviewQuery>;
export const AdminReviewPage = Answer({
  data: Type.Array(AdminReview),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total: Type.Integer(),
});
export type AdminReviewPage = Static<typeof AdminReviewPage>;
export const AdminReviewAnswer = Answer({ data: AdminReview });
export type AdminReviewAnswer = Static<typeof AdminReviewAnswer>;

export const ReviewParams = Query({ id: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }) });
export const HideReviewBody = Type.Object(
  { alasan: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type HideReviewBody = Static<typeof HideReviewBody>;

const tags = ['reviews'] as const;
export const reviewRoutes = {
  orderReviews: route({
    method: 'GET',
    url: '/api/pesanan/:kode/ulasan',
    schema: {
      summary: "The order's teachers the student may review, with the reviews written (owner)",
      tags,
      params: OrderCodeParams,
      querystring: NoQuery,
      response: { 200: OrderReviewsAnswer, ...ERROR_RESPONSES },
    },
  }),
  writeReview: route({
    method: 'POST',
    url: '/api/pesanan/:kode/ulasan',
    schema: {
      summary: 'Reviews one teacher of the order once; again 409, too early 409 (owner)',
      tags,
      params: OrderCodeParams,
      body: ReviewBody,
      response: { 201: ReviewAnswer, ...ERROR_RESPONSES },
    },
  }),
  adminReviews: route({
    method: 'GET',
    url: '/api/admin/ulasan',
    schema: {
      summary: 'Every review, newest first, with its state and history (admin)',
      tags,
      querystring: AdminReviewQuery,
      response: { 200: AdminReviewPage, ...ERROR_RESPONSES },
    },
  }),
  hideReview: route({
    method: 'POST',
    url: '/api/admin/ulasan/:id/sembunyikan',
    schema: {
      summary: 'Hides a review with a reason; it leaves the averages; again 409 (admin)',
      tags,
      params: ReviewParams,
      body: HideReviewBody,
      response: { 200: AdminReviewAnswer, ...ERROR_RESPONSES },
    },
  }),
  pickTestimonial: route({
    method: 'POST',
    url: '/api/admin/ulasan/:id/testimoni',
    schema: {
      summary: "Shows a worded 4-5 star review among the home page's testimonials; again 409 (admin)",
      tags,
      params: ReviewParams,
      response: { 200: AdminReviewAnswer, ...ERROR_RESPONSES },
    },
  }),
};
