/** Accounts: registration, sessions, roles and teacher verification. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, SelectOption, Weekday } from '../common';

export const Role = Type.Union([Type.Literal('siswa'), Type.Literal('guru'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

/**
 * `aktif` for students and admins. A teacher walks the onboarding pipeline: `menunggu_verifikasi`
 * (registered) → `seleksi_cv` → `wawancara` → `micro_teaching` → `terverifikasi`, or `ditolak`.
 */
export const OnboardingStatus = Type.Union([
  Type.Literal('menunggu_verifikasi'),
  Type.Literal('seleksi_cv'),
  Type.Literal('wawancara'),
  Type.Literal('micro_teaching'),
  Type.Literal('terverifikasi'),
  Type.Literal('ditolak'),
]);
export type OnboardingStatus = Static<typeof OnboardingStatus>;
export const AccountStatus = Type.Union([Type.Literal('aktif'), ...OnboardingStatus.anyOf]);
export type AccountStatus = Static<typeof AccountStatus>;

export const User = Answer({
  id: Type.Integer(),
  nama: Type.String(),
  email: Type.String(),
  role: Role,
  status: AccountStatus,
  kode_referral: Type.Union([Type.String(), Type.Null()]),
});
export type User = Static<typeof User>;
export const UserAnswer = Answer({ data: User });
export type UserAnswer = Static<typeof UserAnswer>;

/** The right password of an account with two-step login: no session yet, POST /api/auth/login/mfa next. */
export const MfaRequired = Answer({ mfa_diperlukan: Type.Literal(true) });
export type MfaRequired = Static<typeof MfaRequired>;
/** What POST /api/auth/login answers: the account (logged in), or that a code is needed. */
export const LoginAnswer = Answer({ data: Type.Union([User, MfaRequired]) });
export type LoginAnswer = Static<typeof LoginAnswer>;

export const CsrfAnswer = Answer({ token: Type.String() });
export type CsrfAnswer = Static<typeof CsrfAnswer>;

const Clock = Type.String({ maxLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });
export const Availability = Type.Object(
  { hari: Weekday, jam_mulai: Clock, jam_selesai: Clock },
  { additionalProperties: false },
);
export type Availability = Static<typeof Availability>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const ids = (maxItems: number, minItems = 0) => Type.Array(IdInteger, { minItems, maxItems, uniqueItems: true });

/** What a teacher tells about themself (registration and /guru/profil). */
export const TeacherProfileFields = {
  jenis_kelamin: Type.Union([Type.Literal('L'), Type.Literal('P')]),
  perguruan_tinggi: Text(150),
  jurusan: Text(150),
  jenjang_ids: ids(20),
  mapel: ids(60),
  /** at least one: the first is the teacher's home regency (also for an online-only teacher) */
  kota_ids: ids(30, 1),
  online: Type.Boolean(),
  ketersediaan: Type.Array(Availability, { maxItems: 21 }),
};

/** Who holds a student account: a parent or guardian (learner under 18) or the adult learner. */
export const Pendaftar = Type.Union([Type.Literal('orang_tua'), Type.Literal('siswa_dewasa')]);
export type Pendaftar = Static<typeof Pendaftar>;

export const RegisterBody = Type.Object({
  role: Type.Union([Type.Literal('siswa'), Type.Literal('guru')]),
  /** must be true: the person accepts the current privacy policy and terms (version and time are stored) */
  setuju_kebijakan: Type.Boolean(),
  /** a student account only, and required there */
  pendaftar: Type.Optional(Pendaftar),
  nama: Text(100),
  email: Text(254),
  whatsapp: Type.String({ maxLength: 20 }),
  password: Type.String({ maxLength: 200 }),
  jenis_kelamin: Type.Optional(TeacherProfileFields.jenis_kelamin),
  perguruan_tinggi: Type.Optional(TeacherProfileFields.perguruan_tinggi),
  jurusan: Type.Optional(TeacherProfileFields.jurusan),
  jenjang_ids: Type.Optional(TeacherProfileFields.jenjang_ids),
  mapel: Type.Optional(TeacherProfileFields.mapel),
  kota_ids: Type.Optional(TeacherProfileFields.kota_ids),
  online: Type.Optional(TeacherProfileFields.online),
  ketersediaan: Type.Optional(TeacherProfileFields.ketersediaan),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBody>;
export const ForgotPasswordBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export const ResetPasswordBody = Type.Object({
  token: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});

export const GuruProfile = Answer({
  nama: Type.String(),
  whatsapp: Type.String(),
  status: AccountStatus,
  jenis_kelamin: Type.Union([Type.Literal('L'), Type.Literal('P')]),
  perguruan_tinggi: Type.String(),
  jurusan: Type.String(),
  jenjang_ids: Type.Array(Type.Integer()),
  mapel: Type.Array(Type.Integer()),
  kota_ids: Type.Array(Type.Integer()),
  /** the same regencies with their names */
  kota: Type.Array(SelectOption),
  online: Type.Boolean(),
  ketersediaan: Type.Array(Answer({ hari: Weekday, jam_mulai: Type.String(), jam_selesai: Type.String() })),
  /** the uploaded photo, or the generated illustration until there is one */
  foto: Type.String(),
});
export type GuruProfile = Static<typeof GuruProfile>;
export const GuruProfileAnswer = Answer({ data: GuruProfile });
export const GuruProfileBody = Type.Object(TeacherProfileFields);
export type GuruProfileBody = Static<typeof GuruProfileBody>;

export const PendingTeacher = Answer({
  id: Type.Integer(),
  nama: Type.String(),
  email: Type.String(),
  whatsapp: Type.String(),
  status: AccountStatus,
  perguruan_tinggi: Type.String(),
  jurusan: Type.String(),
  created_at: Type.String(),
});
export type PendingTeacher = Static<typeof PendingTeacher>;
export const TeacherAccountList = Answer({ data: Type.Array(PendingTeacher) });
export type TeacherAccountList = Static<typeof TeacherAccountList>;
