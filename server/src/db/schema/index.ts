import type { Kysely, Transaction } from 'kysely';
import type {
  JenjangTable,
  CurriculumTable,
  JenjangCurriculumTable,
  ClassTable,
  SubjectTable,
  PackageTable,
  FeeRateTable,
  GroupFeeFactorTable,
  ProvinceFeeFactorTable,
  RegencyFeeFactorTable,
  ProvinceTable,
  RegencyTable,
  DistrictTable,
  HolidayTable,
} from './reference';
import type {
  StudentTable,
  TeacherTable,
  TeacherLevelTable,
  TeacherSubjectTable,
  TeacherRegencyTable,
  TeacherSearchTable,
  TeacherReviewTable,
  ReviewHistoryTable,
} from './people';
import type { TestimonialTable, BlogPostTable, PartnerTable, SiteStatTable } from './content';
import type {
  DiscountTable,
  DiscountClaimTable,
  ReferralOwnerTable,
  ReferralCodeTable,
  ClientErrorLogTable,
  NewsletterSubscriberTable,
  OutboxTable,
  SeedStateTable,
} from './commerce';
import type { NotificationEmailOptOutTable, NotificationTable } from './notifications';
import type {
  MfaRecoveryCodeTable,
  PasswordResetTable,
  PendingLoginTable,
  SessionTable,
  UserMfaTable,
  SettingTable,
  TeacherAvailabilityTable,
  TeacherPhotoTable,
  UserTable,
} from './accounts';
import type {
  OrderHistoryTable,
  OrderIdempotencyKeyTable,
  OrderScheduleItemTable,
  OrderSubjectTable,
  OrderTable,
  StudentProfileTable,
} from './orders';
import type { OrderApplicationTable, OrderPaymentTable, PaymentChargeTable } from './lifecycle';
import type { CalendarCancellationTable, CalendarFeedTable, MeetingHistoryTable, MeetingTable } from './meetings';
import type { MoneyLedgerTable, PayoutTable } from './money';
import type { TeacherDocumentTable, TeacherOnboardingHistoryTable, TeacherOnboardingTable } from './onboarding';
import type { JobRunTable, RemoteVersionCountTable } from './platform';
import type { AuditLogTable } from './audit';

export type * from './reference';
export type * from './accounts';
export type * from './people';
export type * from './content';
export type * from './commerce';
export type * from './orders';
export type * from './lifecycle';
export type * from './meetings';
export type * from './money';
export type * from './onboarding';
export type * from './notifications';
export type * from './platform';

/**
 * Table shapes as Kysely sees them. Portable across SQLite and PostgreSQL on purpose:
 * - flags are integers 0/1 (SQLite has no boolean),
 * - dates are ISO text ('YYYY-MM-DD', 'HH:mm', full ISO timestamps) so both drivers return strings,
 * - money is integer Rupiah, factors are integer per-mille and ratings are integer tenths,
 *   so no float rounding ever reaches a price or a rating bucket.
 */

export interface Database {
  jenjang: JenjangTable;
  curricula: CurriculumTable;
  jenjang_curricula: JenjangCurriculumTable;
  classes: ClassTable;
  subjects: SubjectTable;
  packages: PackageTable;
  fee_rates: FeeRateTable;
  group_fee_factors: GroupFeeFactorTable;
  province_fee_factors: ProvinceFeeFactorTable;
  regency_fee_factors: RegencyFeeFactorTable;
  provinces: ProvinceTable;
  regencies: RegencyTable;
  districts: DistrictTable;
  holidays: HolidayTable;
  students: StudentTable;
  teachers: TeacherTable;
  teacher_levels: TeacherLevelTable;
  teacher_subjects: TeacherSubjectTable;
  teacher_regencies: TeacherRegencyTable;
  teacher_search: TeacherSearchTable;
  teacher_reviews: TeacherReviewTable;
  review_history: ReviewHistoryTable;
  testimonials: TestimonialTable;
  blog_posts: BlogPostTable;
  partners: PartnerTable;
  site_stats: SiteStatTable;
  discounts: DiscountTable;
  discount_claims: DiscountClaimTable;
  referral_owners: ReferralOwnerTable;
  referral_codes: ReferralCodeTable;
  client_error_logs: ClientErrorLogTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  seed_state: SeedStateTable;
  users: UserTable;
  sessions: SessionTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodeTable;
  pending_logins: PendingLoginTable;
  teacher_availability: TeacherAvailabilityTable;
  teacher_photos: TeacherPhotoTable;
  password_resets: PasswordResetTable;
  outbox: OutboxTable;
  settings: SettingTable;
  student_profiles: StudentProfileTable;
  orders: OrderTable;
  payouts: PayoutTable;
  order_applications: OrderApplicationTable;
  order_payments: OrderPaymentTable;
  payment_charges: PaymentChargeTable;
  order_subjects: OrderSubjectTable;
  order_schedule_items: OrderScheduleItemTable;
  order_history: OrderHistoryTable;
  order_idempotency_keys: OrderIdempotencyKeyTable;
  money_ledger: MoneyLedgerTable;
  meetings: MeetingTable;
  meeting_history: MeetingHistoryTable;
  calendar_feeds: CalendarFeedTable;
  calendar_cancellations: CalendarCancellationTable;
  teacher_onboarding: TeacherOnboardingTable;
  teacher_onboarding_history: TeacherOnboardingHistoryTable;
  teacher_documents: TeacherDocumentTable;
  notifications: NotificationTable;
  notification_email_optouts: NotificationEmailOptOutTable;
  remote_version_counts: RemoteVersionCountTable;
  job_runs: JobRunTable;
  audit_log: AuditLogTable;
}

/** A connection or an open transaction: what every query function runs on. */
export type Db = Kysely<Database> | Transaction<Database>;
