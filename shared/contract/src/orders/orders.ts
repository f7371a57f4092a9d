/**
 * Orders: the wizard's schedule and preview, the order itself, the
 * student's list and detail, and cancelling. Later transitions (confirm, propose, choose, pay)
 * are declared next to these as they are built.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CursorPageQuery,
  Answer,
  DateInput,
  IdInteger,
  IsoDate,
  LearningSystem,
  NextCursor,
  Query,
  Weekday,
} from '../common';

import { TeacherContact } from './contacts';
import { LessonClock, ScheduleItem, SubjectName } from './schedule';

export const OrderStatus = Type.Union([
  Type.Literal('menunggu_konfirmasi'),
  Type.Literal('mencari_guru'),
  Type.Literal('guru_diusulkan'),
  Type.Literal('menunggu_pembayaran'),
  Type.Literal('aktif'),
  Type.Literal('selesai'),
  Type.Literal('dibatalkan'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const TeacherGenderPreference = Type.Union([
  Type.Literal('bebas'),
  Type.Literal('perempuan'),
  Type.Literal('laki-laki'),
]);
export type TeacherGenderPreference = Static<typeof TeacherGenderPreference>;

/** The preview payload; the same body creates the order. Prices are never part of it. */
export const OrderDraftBody = Type.Object(
  {
    _token: Type.Optional(Type.String({ maxLength: 200 })),
    paket_id: IdInteger,
    jenjang_id: IdInteger,
    kurikulum_id: Type.Optional(Type.Union([IdInteger, Type.Null()])),
    kelas: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    sistem_pembelajaran: LearningSystem,
    jumlah_siswa: Type.Integer({ minimum: 1, maximum: 4 }),
    /** required for Offline; ignored for Online */
    provinsi_id: Type.Optional(Type.Union([IdInteger, Type.Null()])),
    kota_id: Type.Optional(Type.Union([IdInteger, Type.Null()])),
    kecamatan_id: Type.Optional(Type.Union([IdInteger, Type.Null()])),
    alamat: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    tanggal_mulai_les: DateInput,
    waktu_les: Type.Array(Type.Object({ hari: Weekday, jam: LessonClock }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 7,
    }),
    jenis_kelamin_guru: TeacherGenderPreference,
    catatan_guru: Type.Optional(Type.String({ maxLength: 1000 })),
    kode_referral: Type.Optional(Type.Union([Type.String({ maxLength: 50 }), Type.Null()])),
    mata_pelajaran: Type.Array(SubjectName, { minItems: 1, maxItems: 120 }),
    jadwal: Type.Array(
      Type.Object(
        { mata_pelajaran: SubjectName, tanggal: DateInput, jam: LessonClock },
        { additionalProperties: false },
      ),
      {
        minItems: 1,
        maxItems: 120,
      },
    ),
  },
  { additionalProperties: false },
);
export type OrderDraftBody = Static<typeof OrderDraftBody>;

/** The fee breakdown the server computes; amounts are integer Rupiah. */
export const FeeBreakdown = Answer({
  paket: Type.String(),
  jumlah_pertemuan: Type.Integer(),
  harga_normal: Type.Integer(),
  /** the 25% public discount */
  diskon: Type.Integer(),
  harga_diskon: Type.Integer(),
  /** the referral 5% (first order, eligible packages), else 0 */
  diskon_referral: Type.Integer(),
  kode_referral: Type.Union([Type.String(), Type.Null()]),
  /** the package after every discount: what commissions are computed on */
  harga_paket_akhir: Type.Integer(),
  /** Rp 50.000 on the student's first order, else 0 */
  biaya_pendaftaran: Type.Integer(),
  total: Type.Integer(),
  /** one entry per payment; the first carries the registration fee and the remainder */
  cicilan: Type.Array(Type.Integer()),
});
export type FeeBreakdown = Static<typeof FeeBreakdown>;

export const PreviewAnswer = Answer({
  status: Type.Literal('success'),
  data: Type.String({ description: 'escaped HTML' }),
  rincian_biaya: FeeBreakdown,
});
export type PreviewAnswer = Static<typeof PreviewAnswer>;

export const OrderAddress = Answer({
  provinsi_id: Type.Integer(),
  provinsi: Type.String(),
  kota_id: Type.Integer(),
  kota: Type.String(),
  kecamatan_id: Type.Integer(),
  kecamatan: Type.String(),
  alamat_lengkap: Type.String(),
});
export type OrderAddress = Static<typeof OrderAddress>;

export const StudentProfile = Answer({
  nama: Type.String(),
  whatsapp: Type.String(),
  alamat: Type.Union([OrderAddress, Type.Null()]),
});
export type StudentProfile = Static<typeof StudentProfile>;
export const StudentProfileAnswer = Answer({ data: StudentProfile });

export const NextMeeting = Answer({ tanggal: IsoDate, jam: Type.String(), mata_pelajaran: Type.String() });
export const OrderHistoryEntry = Answer({
  dari: Type.Union([OrderStatus, Type.Null()]),
  ke: OrderStatus,
  oleh: Type.String({ description: 'who made the change: the role and name' }),
  waktu: Type.String({ description: 'ISO 8601 timestamp' }),
  /** what happened besides the state, in words: a teacher change's reason, a renewal offer's answer */
  keterangan: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type OrderHistoryEntry = Static<typeof OrderHistoryEntry>;

/** A renewal still offered to the teacher of the order it continues: who, and until when (ISO 8601 instant). */
export const RenewalOfferState = Answer({ nama: Type.String(), batas_jawab: Type.String() });
export type RenewalOfferState = Static<typeof RenewalOfferState>;

export const OrderSummary = Answer({
  kode: Type.String(),
  status: OrderStatus,
  paket: Type.String(),
  jenjang: Type.String(),
  sistem_pembelajaran: LearningSystem,
  total: Type.Integer(),
  dibuat: Type.String({ description: 'ISO 8601 timestamp' }),
  pertemuan_berikutnya: Type.Union([NextMeeting, Type.Null()]),
  /** admin lists only: whose order */
  siswa: Type.Optional(Type.String()),
  /** admin lists only: past the site's promise (contacted within 1x24 h, teachers proposed within 2x24 h), else null */
  terlambat: Type.Optional(Type.Union([Type.Literal('kontak_admin'), Type.Literal('usulan_guru'), Type.Null()])),
  /** the chosen teacher once the order is paid (aktif, selesai); else null */
  guru: Type.Union([TeacherContact, Type.Null()]),
  /** meetings not yet selesai, once the order is paid; else null */
  sisa_pertemuan: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** a renewal still offered to the previous teacher; else null */
  tawaran_guru: Type.Optional(Type.Union([RenewalOfferState, Type.Null()])),
});
export type OrderSummary = Static<typeof OrderSummary>;
export const OrderList = Answer({ data: Type.Array(OrderSummary), nextCursor: NextCursor });
export type OrderList = Static<typeof OrderList>;

/**
 * GET /api/pesanan: a page of orders (keyset: `cursor` of the previous answer), narrowed by status,
 * by a part of the order code and by a part of the student's name (the desk's search).
 */
export const OrderListQuery = Query({
  status: Type.Optional(OrderStatus),
  kode: Type.Optional(Type.String({ maxLength: 20 })),
  siswa: Type.Optional(Type.String({ maxLength: 100 })),
  ...CursorPageQuery,
});
export type OrderListQuery = Static<typeof OrderListQuery>;

export const OrderDetail = Answer({
  kode: Type.String(),
  status: OrderStatus,
  dibuat: Type.String(),
  siswa: Answer({ nama: Type.String(), whatsapp: Type.String() }),
  paket: Answer({ id: Type.Integer(), nama: Type.String(), jumlah_pertemuan: Type.Integer() }),
  jenjang: Type.String(),
  kurikulum: Type.Union([Type.String(), Type.Null()]),
  kelas: Type.Union([Type.String(), Type.Null()]),
  sistem_pembelajaran: LearningSystem,
  jumlah_siswa: Type.Integer(),
  mata_pelajaran: Type.Array(Answer({ nama: Type.String(), jumlah: Type.Integer() })),
  waktu_les: Type.Array(Answer({ hari: Weekday, jam: Type.String() })),
  tanggal_mulai_les: IsoDate,
  alamat: Type.Union([OrderAddress, Type.Null()]),
  jenis_kelamin_guru: TeacherGenderPreference,
  catatan_guru: Type.String(),
  rincian_biaya: FeeBreakdown,
  /** Rupiah recorded as paid so far (the admin's Catat Pembayaran); rincian_biaya.total minus it is what is left */
  dibayar: Type.Integer({ minimum: 0 }),
  jadwal: Type.Array(ScheduleItem),
  riwayat: Type.Array(OrderHistoryEntry),
  pertemuan_berikutnya: Type.Union([NextMeeting, Type.Null()]),
  /** whether Batalkan is allowed now (up to guru_diusulkan) */
  boleh_batal: Type.Boolean(),
  /** the chosen teacher with their WhatsApp once the order is paid (aktif, selesai); else null */
  guru: Type.Union([TeacherContact, Type.Null()]),
  /** a renewal: the code of the order it continues; else null */
  perpanjangan_dari: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** a renewal still offered to the previous teacher: who, and until when (ISO 8601 instant); else null */
  tawaran_guru: Type.Optional(Type.Union([RenewalOfferState, Type.Null()])),
  /** the student's reason of the order's latest teacher change (ganti guru); null when it never changed teacher */
  alasan_ganti_guru: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type OrderDetail = Static<typeof OrderDetail>;
export const OrderAnswer = Answer({ data: OrderDetail });
export type OrderAnswer = Static<typeof OrderAnswer>;

/** Made once per draft by the browser: the same key again returns the same order. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export const OrderCodeParams = Query({ kode: Type.String({ minLength: 1, maxLength: 20 }) });
