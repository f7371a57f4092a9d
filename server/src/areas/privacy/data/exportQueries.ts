import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/**
 * Everything stored about one account, table by table, for "Unduh data saya". Every query is bound
 * to the account's own id (or its own e-mail and number): nobody else's rows. Secrets stay out
 * (the password hash, session and calendar token hashes); files are described, not embedded.
 */
export async function accountRow(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'nama',
      'email',
      'whatsapp',
      'role',
      'status',
      'created_at',
      'kebijakan_versi',
      'kebijakan_disetujui_at',
      'pendaftar',
      'teacher_id',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function studentProfile(db: Db, userId: number) {
  return (await db.selectFrom('student_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;
}

export async function teacherRows(db: Db, userId: number, teacherId: number | null) {
  if (teacherId === null)
    return { profile: null, availability: [], photo: null, documents: [], onboarding: null, history: [], received: [] };
  const [profile, availability, photo, documents, onboarding, history, received] = await Promise.all([
    db.selectFrom('teachers').selectAll().where('id', '=', teacherId).executeTakeFirst(),
    db.selectFrom('teacher_availability').selectAll().where('teacher_id', '=', teacherId).execute(),
    db
      .selectFrom('teacher_photos')
      .select(['teacher_id', 'version'])
      .where('teacher_id', '=', teacherId)
      .executeTakeFirst(),
    db
      .selectFrom('teacher_documents')
      .select(['jenis', 'nama_file', 'ukuran', 'uploaded_at'])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('teacher_onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('teacher_onboarding_history').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('teacher_reviews')
      .select(['id', 'order_id', 'rating', 'ulasan', 'tanggal', 'disembunyikan'])
      .where('teacher_id', '=', teacherId)
      .orderBy('id')
      .execute(),
  ]);
  return {
    profile: profile ?? null,
    availability,
    photo: photo ?? null,
    documents,
    onboarding: onboarding ?? null,
    history,
    received,
  };
}

/** The student's orders with what belongs to each (subjects, schedule, history, payments). */
export async function orderRows(db: Db, userId: number) {
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return { orders: [], subjects: [], schedule: [], history: [], payments: [] };
  const [subjects, schedule, history, payments] = await Promise.all([
    db.selectFrom('order_subjects').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_schedule_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_history').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('order_payments').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { orders, subjects, schedule, history, payments };
}

/** Meetings of the student's orders and the meetings the account taught. */
export async function meetingRows(db: Db, userId: number) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select([
      'm.id',
      'o.kode',
      'm.nomor',
      'm.tanggal',
      'm.jam',
      'm.mata_pelajaran',
      'm.status',
      'm.report_topic',
      'm.report_note',
      'm.reported_at',
      'm.dispute_reason',
      'm.created_at',
      'm.updated_at',
    ])
    .where((eb) => eb.or([eb('o.user_id', '=', userId), eb('m.teacher_user_id', '=', userId)]))
    .orderBy('m.id')
    .execute();
}

export async function applicationRows(db: Db, userId: number) {
  return db
    .selectFrom('order_applications as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.id', 'o.kode', 'a.status', 'a.catatan', 'a.created_at', 'a.updated_at'])
    .where('a.teacher_user_id', '=', userId)
    .orderBy('a.id')
    .execute();
}

export async function writtenReviews(db: Db, userId: number) {
  return db
    .selectFrom('teacher_reviews')
    .select(['id', 'teacher_id', 'order_id', 'nama', 'rating', 'ulasan', 'tanggal', 'disembunyikan', 'testimoni'])
    .where('student_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function notificationRows(db: Db, userId: number) {
  const [notifications, optOuts] = await Promise.all([
    db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('notification_email_optouts').selectAll().where('user_id', '=', userId).execute(),
  ]);
  return { notifications, optOuts };
}

/** Sessions without their token hash: when, until when, the device (User-Agent) and when last used. */
export async function sessionRows(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'user_agent', 'last_seen_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

export async function calendarRows(db: Db, userId: number) {
  return db.selectFrom('calendar_feeds').select(['generation', 'created_at']).where('user_id', '=', userId).execute();
}

/** The account's referral codes, its money ledger rows (commission, honor) and payout requests. */
export async function moneyRows(db: Db, userId: number) {
  const owners = await db.selectFrom('referral_owners').select(['id']).where('user_id', '=', userId).execute();
  const ownerIds = owners.map((owner) => owner.id);
  const [codes, ledger, payouts] = await Promise.all([
    ownerIds.length === 0
      ? []
      : db.selectFrom('referral_codes').selectAll().where('owner_id', 'in', ownerIds).orderBy('id').execute(),
    ownerIds.length === 0
      ? []
      : db.selectFrom('money_ledger').selectAll().where('owner_id', 'in', ownerIds).orderBy('id').execute(),
    db.selectFrom('payouts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return { codes, ledger, payouts };
}

/** Messages sent or waiting to be sent to the account's own e-mail or WhatsApp number. */
export async function messagesTo(db: Db, recipients: readonly string[]) {
  const addresses = recipients.filter((recipient) => recipient !== '');
  if (addresses.length === 0) return [];
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at', 'sent_at'])
    .where('recipient', 'in', addresses)
    .orderBy('id')
    .execute();
}

/** The newsletter subscription and the discount claims made with the account's e-mail or number. */
export async function signUpsOf(db: Db, email: string, whatsapp: string) {
  const [newsletter, claims] = await Promise.all([
    db.selectFrom('newsletter_subscribers').select(['email', 'created_at']).where('email', '=', email).execute(),
    whatsapp === ''
      ? []
      : db
          .selectFrom('discount_claims')
          .select(['number_whatsapp', 'created_at'])
          .where('number_whatsapp', '=', whatsapp)
          .execute(),
  ]);
  return { newsletter, claims };
}
