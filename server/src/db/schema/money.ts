/** The money ledger (015): what the site owes each payee, commission and teacher pay alike, and payout requests. */
import type { ColumnType, Generated } from 'kysely';

/** Append-only: rows are never updated; a correction or a state change is new rows. */
export interface MoneyLedgerTable {
  id: Generated<number>;
  /** the payee (a referral_owners row: every account has one) */
  owner_id: number;
  /** 'komisi' (referral commission) | 'honor' (teacher pay) */
  sumber: string;
  /** 'komisi' | 'honor' (earned) | 'pembalikan' (a reversal) | 'pindah' (half of a state change) */
  jenis: string;
  /** the referral code a commission came from; null for honor */
  referral_code_id: number | null;
  order_id: number;
  /** the meeting an honor row pays (unique among 'honor' rows); null for commission */
  meeting_id: ColumnType<number | null, number | null | undefined, number | null>;
  amount: number;
  /** a CommissionState of @tutor/contract: tertunda, dapat_diklaim, diminta, dibayar */
  state: string;
  created_at: string;
  /** the payout request a 'pindah' row moved money for */
  payout_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A payout request of all that was claimable; the money moves in the ledger. */
export interface PayoutTable {
  id: Generated<number>;
  owner_id: number;
  user_id: number;
  jumlah: number;
  /** 'diminta' | 'dibayar' */
  status: string;
  bank: string;
  nomor_rekening: string;
  nama_pemilik: string;
  requested_at: string;
  paid_at: string | null;
  paid_by: number | null;
}
