/**
 * Changes to a running order: the student's teacher change (ganti guru), the renewal (perpanjang)
 * and the renewal's offer to the same teacher, who accepts or refuses it within 48 hours.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, DateInput, IdInteger, IsoDate, LearningSystem, NoQuery } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { FeeBreakdown, IdempotencyHeaders, OrderAnswer, OrderCodeParams } from './orders';
import { ScheduleItem, SkippedHoliday } from './schedule';

/** YYYY-MM-DD in a request. */

export const TeacherChangeBody = Type.Object(
  { alasan: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);
export type TeacherChangeBody = Static<typeof TeacherChangeBody>;

/** Everything else of the renewal comes from the order it renews. */
export const RenewalBody = Type.Object(
  { paket_id: IdInteger, tanggal_mulai_les: DateInput },
  { additionalProperties: false },
);
export type RenewalBody = Static<typeof RenewalBody>;

/** What the renewal would cost and when its meetings would be, before it is sent: nothing is stored. */
export const RenewalPreview = Answer({
  rincian_biaya: FeeBreakdown,
  jadwal: Type.Array(ScheduleItem),
  libur: Type.Array(SkippedHoliday),
});
export type RenewalPreview = Static<typeof RenewalPreview>;
export const RenewalPreviewAnswer = Answer({ data: RenewalPreview });
export type RenewalPreviewAnswer = Static<typeof RenewalPreviewAnswer>;

/** A renewal offered to the teacher of the order it renews, as that teacher sees it. */
export const RenewalOffer = Answer({
  kode: Type.String(),
  /** the order it renews */
  perpanjangan_dari: Type.String(),
  siswa: Type.String(),
  jenjang: Type.String(),
  mata_pelajaran: Type.Array(Type.String()),
  paket: Type.String(),
  jumlah_pertemuan: Type.Integer(),
  sistem_pembelajaran: LearningSystem,
  tgl_mulai_les: IsoDate,
  waktu_les: Type.Array(Answer({ hari: Type.String(), jam: Type.String() })),
  /** ISO 8601 instant: after it the order becomes an ordinary opening */
  batas_jawab: Type.String(),
});
export type RenewalOffer = Static<typeof RenewalOffer>;
export const RenewalOfferList = Answer({ data: Type.Array(RenewalOffer) });
export type RenewalOfferList = Static<typeof RenewalOfferList>;
export const OfferResult = Answer({ message: Type.String(), kode: Type.String() });
export type OfferResult = Static<typeof OfferResult>;
export const OfferAnswer = Answer({ data: OfferResult });
export type OfferAnswer = Static<typeof OfferAnswer>;

const tags = ['orders'] as const;
export const changeRoutes = {
  changeTeacher: route({
    method: 'POST',
    url: '/api/pesanan/:kode/ganti-guru',
    schema: {
      summary:
        'aktif → mencari_guru with a reason: the remaining meetings need another teacher (owner); a reported or disputed meeting not settled is 409',
      tags,
      params: OrderCodeParams,
      body: TeacherChangeBody,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  renew: route({
    method: 'POST',
    url: '/api/pesanan/:kode/perpanjang',
    schema: {
      summary:
        'A new order continuing an aktif or selesai one after its last meeting, priced as a later order and offered to the same teacher first (owner); the same Idempotency-Key again answers 200 with the same order',
      tags,
      params: OrderCodeParams,
      headers: IdempotencyHeaders,
      body: RenewalBody,
      response: { 200: OrderAnswer, 201: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  renewalPreview: route({
    method: 'POST',
    url: '/api/pesanan/:kode/perpanjang/pratinjau',
    schema: {
      summary: 'The price and schedule the renewal would get, checked like the renewal itself; stores nothing (owner)',
      tags,
      params: OrderCodeParams,
      body: RenewalBody,
      response: { 200: RenewalPreviewAnswer, ...ERROR_RESPONSES },
    },
  }),
  renewalOffers: route({
    method: 'GET',
    url: '/api/guru/tawaran-perpanjangan',
    schema: {
      summary: 'Renewals offered to the logged-in teacher and not answered yet (guru)',
      tags: ['jobs'],
      querystring: NoQuery,
      response: { 200: RenewalOfferList, ...ERROR_RESPONSES },
    },
  }),
  acceptOffer: route({
    method: 'POST',
    url: '/api/guru/tawaran-perpanjangan/:kode/terima',
    schema: {
      summary: 'The offered teacher takes the renewal: mencari_guru → menunggu_pembayaran (guru)',
      tags: ['jobs'],
      params: OrderCodeParams,
      response: { 200: OfferAnswer, ...ERROR_RESPONSES },
    },
  }),
  refuseOffer: route({
    method: 'POST',
    url: '/api/guru/tawaran-perpanjangan/:kode/tolak',
    schema: {
      summary: 'The offered teacher declines: the renewal becomes an ordinary opening (guru)',
      tags: ['jobs'],
      params: OrderCodeParams,
      response: { 200: OfferAnswer, ...ERROR_RESPONSES },
    },
  }),
};
