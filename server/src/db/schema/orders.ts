/** Orders (008): the order, its subjects, schedule and history, idempotency keys, the student's address (the referral ledger moved to money.ts, 015). */
import type { ColumnType, Generated } from 'kysely';

export interface StudentProfileTable {
  user_id: number;
  provinsi_id: number;
  kota_id: number;
  kecamatan_id: number;
  alamat_lengkap: string;
  updated_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  /** PP-YYMM-XXXX, what people read and type */
  kode: string;
  user_id: number;
  /** an OrderStatus of @tutor/contract */
  status: string;
  paket_id: number;
  jenjang_id: number;
  kurikulum_id: number | null;
  kelas: string | null;
  /** 'Offline' | 'Online' */
  sistem: string;
  jumlah_siswa: number;
  /** Offline only */
  provinsi_id: number | null;
  kota_id: number | null;
  kecamatan_id: number | null;
  alamat: string | null;
  tanggal_mulai_les: string;
  /** JSON [{ hari, jam }] */
  waktu_les: string;
  jenis_kelamin_guru: string;
  catatan_guru: string;
  /** the referral code the student gave (upper case), valid when ordered */
  kode_referral: string | null;
  referral_code_id: number | null;
  /** JSON FeeBreakdown computed by the server when ordered */
  rincian_biaya: string;
  harga_paket_akhir: number;
  total: number;
  created_at: string;
  updated_at: string;
  /** a renewal: the order it continues (016) */
  renewal_of_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** a renewal's open offer to the previous teacher: who, and the ISO instant it lapses (016) */
  offer_teacher_id: ColumnType<number | null, number | null | undefined, number | null>;
  offer_teacher_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  offer_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** the student's reason of the latest teacher change (026) */
  teacher_change_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderSubjectTable {
  id: Generated<number>;
  order_id: number;
  urutan: number;
  nama: string;
  jumlah: number;
}

export interface OrderScheduleItemTable {
  id: Generated<number>;
  order_id: number;
  iterasi: number;
  tanggal: string;
  jam: string;
  mata_pelajaran: string;
  color: string;
}

export interface OrderHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  actor_user_id: number | null;
  /** "Siswa: Ibu Sari Wulandari", kept as written: a renamed account does not rewrite history */
  actor_label: string;
  created_at: string;
  /** what the state does not say: a teacher change's reason, an offer's answer (016) */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderIdempotencyKeyTable {
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  order_id: number | null;
  created_at: string;
}
