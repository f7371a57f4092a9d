/**
 * From order to lesson: the admin's transitions, the job board's openings and
 * applications, the applicants an admin picks from and the teachers a student chooses between.
 * Every transition answers the whole order (OrderAnswer), so each page shows the new state at once.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, CursorPageQuery, IdInteger, IsoDate, LearningSystem, NextCursor, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';
import { StudentContact } from './contacts';
import { OrderAnswer, OrderCodeParams, TeacherGenderPreference } from './orders';

export const ApplicationStatus = Type.Union([
  Type.Literal('menunggu'),
  Type.Literal('diusulkan'),
  Type.Literal('diterima'),
  Type.Literal('tidak_dipilih'),
]);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

/** A meeting of the teacher that overlaps the opening's weekly times (no double booking). */
export const ScheduleClash = Answer({
  tanggal: IsoDate,
  jam: Type.String(),
  kode: Type.String({ description: 'the order the clashing meeting belongs to' }),
});
export type ScheduleClash = Static<typeof ScheduleClash>;

export const FitReasons = {
  /** 0-100 for the logged-in teacher (rules: fitScore) */
  skor_kecocokan: Type.Integer({ minimum: 0, maximum: 100 }),
  alasan: Type.Array(Type.String()),
  /** the teacher's terjadwal meetings that clash with this opening; non-empty blocks proposing and choosing (409) */
  bentrok: Type.Array(ScheduleClash),
};

/** A job opening, plus what the job board shows beyond the old site. */
export const Opening = Answer({
  kode: Type.String(),
  updated_at: Type.String({ description: 'ISO 8601 timestamp' }),
  judul_lowongan: Type.String(),
  tgl_mulai_les: IsoDate,
  sistem_pembelajaran: LearningSystem,
  guru_apply: Type.Integer(),
  jenis_kelamin_guru: TeacherGenderPreference,
  jenjang: Type.String(),
  kurikulum: Type.Union([Type.String(), Type.Null()]),
  jumlah_siswa: Type.Integer(),
  provinsi: Type.Union([Type.String(), Type.Null()]),
  kota: Type.Union([Type.String(), Type.Null()]),
  link_apply: Type.String(),
  mata_pelajaran: Type.Array(Type.String()),
  waktu_les: Type.Array(Answer({ hari: Type.String(), jam: Type.String() })),
  sudah_apply: Type.Boolean(),
  /** an order that changes teacher: the meetings the new teacher takes over; null for a new order */
  sisa_pertemuan: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  ...FitReasons,
});
export type Opening = Static<typeof Opening>;
export const OpeningList = Answer({ data: Type.Array(Opening), nextCursor: NextCursor });
export type OpeningList = Static<typeof OpeningList>;

const OptionalId = Type.Optional(Type.String({ maxLength: 12, pattern: '^[0-9]{0,10}$' }));
export const OpeningQuery = Query({
  type: Type.Optional(Type.Literal('json')),
  program: OptionalId,
  sistem_pembelajaran: Type.Optional(Type.Union([LearningSystem, Type.Literal('')])),
  provinsi: OptionalId,
  kota: OptionalId,
  kode_pemesanan: Type.Optional(Type.String({ maxLength: 20 })),
  urut: Type.Optional(Type.Union([Type.Literal('terbaru'), Type.Literal('kecocokan')])),
  ...CursorPageQuery,
});
export type OpeningQuery = Static<typeof OpeningQuery>;

export const ApplyBody = Type.Object(
  { catatan: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBody>;

export const Application = Answer({
  id: Type.Integer(),
  status: ApplicationStatus,
  catatan: Type.String(),
  dibuat: Type.String(),
  lowongan: Answer({
    kode: Type.String(),
    judul_lowongan: Type.String(),
    jenjang: Type.String(),
    sistem_pembelajaran: LearningSystem,
    kota: Type.Union([Type.String(), Type.Null()]),
    tgl_mulai_les: IsoDate,
    mata_pelajaran: Type.Array(Type.String()),
  }),
  /** the student and where to teach, once the teacher was chosen and the order is paid; else null */
  siswa: Type.Union([StudentContact, Type.Null()]),
});
export type Application = Static<typeof Application>;
export const ApplicationAnswer = Answer({ data: Application });
export const ApplicationList = Answer({ data: Type.Array(Application), nextCursor: NextCursor });
export const ApplicationListQuery = Query({ ...CursorPageQuery });
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;
export type ApplicationList = Static<typeof ApplicationList>;

/** A teacher as the admin and the student see them next to an order. */
export const CandidateTeacher = Answer({
  id: Type.Integer({ description: 'teacher id: the public profile is /cari_pengajar/guru/profil/{id}' }),
  nama: Type.String(),
  foto: Type.String(),
  jenis_kelamin: Type.Union([Type.Literal('L'), Type.Literal('P')]),
  avg_rating: Type.Union([Type.Number(), Type.Null()]),
  perguruan_tinggi: Type.String(),
  jurusan: Type.String(),
});
export type CandidateTeacher = Static<typeof CandidateTeacher>;

export const Candidate = Answer({
  lamaran_id: Type.Integer(),
  status: ApplicationStatus,
  catatan: Type.String(),
  dibuat: Type.String(),
  guru: CandidateTeacher,
  ...FitReasons,
});
export type Candidate = Static<typeof Candidate>;
export const CandidateList = Answer({ data: Type.Array(Candidate) });
export type CandidateList = Static<typeof CandidateList>;

export const ProposeBody = Type.Object(
  { lamaran_ids: Type.Array(IdInteger, { minItems: 1, maxItems: 3, uniqueItems: true }) },
  { additionalProperties: false },
);
export type ProposeBody = Static<typeof ProposeBody>;
export const ChooseTeacherBody = Type.Object({ lamaran_id: IdInteger }, { additionalProperties: false });
export type ChooseTeacherBody = Static<typeof ChooseTeacherBody>;
export const PaymentBody = Type.Object(
  { jumlah: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }) },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;

const tags = ['orders'] as const;
export const lifecycleRoutes = {
  confirmOrder: route({
    method: 'POST',
    url: '/api/admin/pesanan/:kode/konfirmasi',
    schema: {
      summary: 'menunggu_konfirmasi → mencari_guru: the order becomes an opening (admin)',
      tags,
      params: OrderCodeParams,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  proposeTeachers: route({
    method: 'POST',
    url: '/api/admin/pesanan/:kode/usulkan',
    schema: {
      summary: 'mencari_guru → guru_diusulkan with 1-3 of its applications (admin)',
      tags,
      params: OrderCodeParams,
      body: ProposeBody,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  chooseTeacher: route({
    method: 'POST',
    url: '/api/pesanan/:kode/pilih-guru',
    schema: {
      summary: 'guru_diusulkan → menunggu_pembayaran: the student picks one proposed teacher (owner)',
      tags,
      params: OrderCodeParams,
      body: ChooseTeacherBody,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  recordPayment: route({
    method: 'POST',
    url: '/api/admin/pesanan/:kode/pembayaran',
    schema: {
      summary: 'Records a payment; the first instalment makes the order aktif (admin)',
      tags,
      params: OrderCodeParams,
      body: PaymentBody,
      response: { 200: OrderAnswer, ...ERROR_RESPONSES },
    },
  }),
  candidates: route({
    method: 'GET',
    url: '/api/admin/pesanan/:kode/pelamar',
    schema: {
      summary: "An order's applicants with their fit score and profile (admin)",
      tags,
      params: OrderCodeParams,
      response: { 200: CandidateList, ...ERROR_RESPONSES },
    },
  }),
  proposals: route({
    method: 'GET',
    url: '/api/pesanan/:kode/usulan',
    schema: {
      summary: 'The teachers proposed for an order, for the student to choose (owner or admin)',
      tags,
      params: OrderCodeParams,
      response: { 200: CandidateList, ...ERROR_RESPONSES },
    },
  }),
  openings: route({
    method: 'GET',
    url: '/guru/loker-mengajar-searching',
    schema: {
      summary:
        'Openings (orders mencari_guru) with the fit score for the logged-in teacher, newest change first (by fit within the page with urut=kecocokan), a page at a time (nextCursor) (guru)',
      tags: ['jobs'],
      querystring: OpeningQuery,
      response: { 200: OpeningList, ...ERROR_RESPONSES },
    },
  }),
  apply: route({
    method: 'POST',
    url: '/api/lowongan/:kode/lamar',
    schema: {
      summary: 'A verified teacher applies once to an opening; again is 409 (guru)',
      tags: ['jobs'],
      params: OrderCodeParams,
      body: ApplyBody,
      response: { 201: ApplicationAnswer, ...ERROR_RESPONSES },
    },
  }),
  myApplications: route({
    method: 'GET',
    url: '/api/lamaran-saya',
    schema: {
      summary:
        "The logged-in teacher's applications with their status, newest first, a page at a time (nextCursor) (guru)",
      tags: ['jobs'],
      querystring: ApplicationListQuery,
      response: { 200: ApplicationList, ...ERROR_RESPONSES },
    },
  }),
};
