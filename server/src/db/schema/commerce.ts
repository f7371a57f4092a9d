import type { ColumnType, Generated } from 'kysely';

/** Discounts, referrals, what visitors send (error logs, newsletter) and the seed bookkeeping. */

export interface DiscountTable {
  id: Generated<number>;
  kode: string;
  keterangan: string;
  tgl_expired: string;
  persen: number;
  /** 1 for codes listed publicly; 0 was a discount claim's personal voucher, gone since 035 */
  publik: number;
}

/** A WhatsApp number that asked for the 25% discount's info (no code since 035), once per number. */
export interface DiscountClaimTable {
  id: Generated<number>;
  number_whatsapp: string;
  created_at: string;
}

export interface ReferralOwnerTable {
  id: Generated<number>;
  nama: string;
  /** 'siswa' | 'guru' */
  jenis_akun: string;
  /** the account that owns the code (008), when it has one: it may not use its own code */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReferralCodeTable {
  id: Generated<number>;
  kode: string;
  owner_id: number;
  aktif: number;
  created_at: string;
}

export interface ClientErrorLogTable {
  id: Generated<number>;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string | null;
  source: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface SeedStateTable {
  key: string;
  value: string;
}

/**
 * Messages to send (006): the discount claim writes its info here (WhatsApp, sent by an admin), a password reset its
 * link (e-mail); whoever sends a row stamps sent_at.
 */
export interface OutboxTable {
  id: Generated<number>;
  /** 'whatsapp' | 'email' */
  channel: string;
  /** the WhatsApp number (62…) or the e-mail address */
  recipient: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  /** (017) an e-mail's subject; null for older rows, whose body starts with it */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** (017) the site path the e-mail points to */
  link: ColumnType<string | null, string | null | undefined, string | null>;
  /** (017) delivery: tries so far, the earliest next try, the sending process's lease, the give-up */
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}
