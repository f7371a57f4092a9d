/**
 * The money ledger's rules (referral commission and teacher pay): a balance is the sum of its rows by state, rows
 * are never changed (a state change is a pair of rows), and what a payout request must carry.
 */
import type { CommissionState, PayoutRequestBody } from '@tutor/contract';

export interface LedgerRow {
  state: CommissionState;
  amount: number;
}

export interface LedgerBalances {
  tertunda: number;
  dapat_diklaim: number;
  diminta: number;
  dibayar: number;
  /** earned and not reversed: every state but dibatalkan */
  total: number;
}

export function ledgerBalances(rows: readonly LedgerRow[]): LedgerBalances {
  const sum = (state: CommissionState) =>
    rows.filter((row) => row.state === state).reduce((total, row) => total + row.amount, 0);
  const balances = {
    tertunda: sum('tertunda'),
    dapat_diklaim: sum('dapat_diklaim'),
    diminta: sum('diminta'),
    dibayar: sum('dibayar'),
  };
  return { ...balances, total: balances.tertunda + balances.dapat_diklaim + balances.diminta + balances.dibayar };
}

const STANDING_ORDER: readonly CommissionState[] = ['dibayar', 'diminta', 'dapat_diklaim', 'tertunda'];

/**
 * Where one earning (an order's commission, a meeting's honor) stands, from its rows: the furthest
 * state still holding money; dibatalkan when a reversal netted everything to nothing.
 */
export function standingOf(rows: readonly LedgerRow[]): CommissionState {
  const held = (state: CommissionState) =>
    rows.filter((row) => row.state === state).reduce((sum, row) => sum + row.amount, 0);
  return STANDING_ORDER.find((state) => held(state) > 0) ?? 'dibatalkan';
}

/**
 * Moving an amount from one state to another as two new rows (the ledger only grows): minus in
 * the old state, plus in the new one.
 */
export function ledgerMove(amount: number, from: CommissionState, to: CommissionState): [LedgerRow, LedgerRow] {
  return [
    { state: from, amount: -amount },
    { state: to, amount },
  ];
}

/** A name's words that hold a letter ("Sari  Wulandari" → ["Sari", "Wulandari"]). */
export function nameWords(nama: string): string[] {
  return nama
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

/** "Sari Wulandari" → "S. W.": the referrer sees whose order it was without learning the name. */
export function initialsOf(nama: string): string {
  return nameWords(nama)
    .slice(0, 3)
    .map((word) => `${(word.match(/\p{L}/u)?.[0] ?? '').toUpperCase()}.`)
    .join(' ');
}

/** All but the last four digits hidden. */
export function maskAccountNumber(nomor: string): string {
  const digits = nomor.replace(/\D/g, '');
  return `${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

export const REFERRAL_LEDGER_MESSAGES = {
  nothingToClaim: 'Belum ada komisi yang dapat dicairkan',
  nothingToClaimAtAll: 'Belum ada honor atau komisi yang dapat dicairkan',
  alreadyPaid: 'Pencairan ini sudah ditandai dibayar',
  payoutNotFound: 'Permintaan pencairan tidak ditemukan',
  payoutRequested: 'Permintaan pencairan terkirim. Komisi dibayar paling lambat 7 hari setelah permintaan.',
  bankRequired: 'Nama bank harus diisi',
  accountNumberInvalid: 'Nomor rekening harus 6 sampai 20 angka',
  accountNameRequired: 'Nama pemilik rekening harus diisi',
  firstOrderOnly: 'Kode referral hanya berlaku untuk pemesanan pertama',
} as const;

/** The first problem of a payout request, in the form's order, or null. */
export function payoutRequestProblem(body: PayoutRequestBody): string | null {
  if (body.bank.trim().length < 2) return REFERRAL_LEDGER_MESSAGES.bankRequired;
  if (!/^[0-9]{6,20}$/.test(body.nomor_rekening.replace(/[\s-]/g, '')))
    return REFERRAL_LEDGER_MESSAGES.accountNumberInvalid;
  if (body.nama_pemilik.trim().length < 2) return REFERRAL_LEDGER_MESSAGES.accountNameRequired;
  return null;
}
