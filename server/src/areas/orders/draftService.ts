import type { FeeBreakdown, OrderAddress, OrderDraftBody } from '@tutor/contract';
import { feePackage, ORDER_MESSAGES, orderBreakdown, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isRealIsoDate } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { meetingFee } from '../catalog';
import { checkReferralCode, type UsableReferralCode } from '../promotions';
import { addressNames, curriculumName, levelById, packageById, subjectNamesOf } from './data/draftQueries';
import { hasEarlierOrder } from './data/orderReads';
import { checkSchedule, subjectChoiceProblem, type CheckedMeeting, type CheckedSubject } from './draftSubjects';

/** A draft that passed every check, with what the server computed from it. */
export interface CheckedDraft {
  body: OrderDraftBody;
  paket: { id: number; nama: string; jumlah: number };
  jenjang: string;
  kurikulum: string | null;
  kelas: string | null;
  subjects: CheckedSubject[];
  meetings: CheckedMeeting[];
  /** Offline only */
  address: OrderAddress | null;
  catatan: string;
  referral: UsableReferralCode | null;
  firstOrder: boolean;
  breakdown: FeeBreakdown;
}

export type DraftResult = { draft: CheckedDraft } | { problem: string };

const cleanText = (text: string | null | undefined) => (text ?? '').trim();

async function checkedAddress(
  db: Kysely<Database>,
  body: OrderDraftBody,
): Promise<{ address: OrderAddress | null } | { problem: string }> {
  if (body.sistem_pembelajaran === 'Online') return { address: null };
  const alamat = cleanText(body.alamat);
  const { provinsi_id: provinsiId, kota_id: kotaId, kecamatan_id: kecamatanId } = body;
  if (!provinsiId || !kotaId || !kecamatanId || alamat === '') return { problem: ORDER_MESSAGES.addressRequired };
  const names = await addressNames(db, provinsiId, kotaId, kecamatanId);
  if (!names) return { problem: ORDER_MESSAGES.addressMismatch };
  return {
    address: { provinsi_id: provinsiId, kota_id: kotaId, kecamatan_id: kecamatanId, ...names, alamat_lengkap: alamat },
  };
}

async function checkedReferral(
  db: Kysely<Database>,
  user: SessionUser,
  raw: string,
  firstOrder: boolean,
): Promise<{ referral: UsableReferralCode | null } | { problem: string }> {
  if (raw === '') return { referral: null };
  // The referrer of a student is the code of their first order; later orders earn it 5% by themselves.
  if (!firstOrder) return { problem: REFERRAL_LEDGER_MESSAGES.firstOrderOnly };
  const result = await checkReferralCode(db, raw);
  if ('problem' in result) return result;
  if (result.code.ownerUserId === user.id) return { problem: ORDER_MESSAGES.ownReferralCode };
  return { referral: result.code };
}

/**
 * Every order rule, again, on the server (the wizard's checks are a convenience), and the price
 * exactly as the fee search computes it: preview and order both come through here, so what the
 * student previewed is what they order. Nothing about money is read from the body.
 */
export async function checkDraft(
  db: Kysely<Database>,
  user: SessionUser,
  body: OrderDraftBody,
  today: string,
): Promise<DraftResult> {
  const paket = await packageById(db, body.paket_id);
  if (!paket) return { problem: ORDER_MESSAGES.packageNotFound };
  const level = await levelById(db, body.jenjang_id);
  if (!level) return { problem: ORDER_MESSAGES.levelNotFound };
  if (!isRealIsoDate(body.tanggal_mulai_les)) return { problem: ORDER_MESSAGES.startDateInvalid };
  if (body.tanggal_mulai_les < today) return { problem: ORDER_MESSAGES.startDateInPast };

  const address = await checkedAddress(db, body);
  if ('problem' in address) return address;
  const kelas = cleanText(body.kelas);
  const fee = await meetingFee(db, {
    jenjangId: level.id,
    sistem: body.sistem_pembelajaran,
    students: body.jumlah_siswa,
    region: address.address ? { provinceId: address.address.provinsi_id, regencyId: address.address.kota_id } : null,
    curriculumId: body.kurikulum_id ?? null,
    kelas,
  });
  if ('problem' in fee) return fee;

  const subjectProblem = subjectChoiceProblem(
    level.id,
    level.nama,
    await subjectNamesOf(db, level.id),
    body.mata_pelajaran,
  );
  if (subjectProblem) return { problem: subjectProblem };
  const schedule = checkSchedule(body, paket.jumlah);
  if ('problem' in schedule) return schedule;

  const firstOrder = !(await hasEarlierOrder(db, user.id));
  const referral = await checkedReferral(db, user, cleanText(body.kode_referral), firstOrder);
  if ('problem' in referral) return referral;

  const breakdown = orderBreakdown({
    paket: { id: paket.id, nama: paket.nama, jumlah: paket.jumlah, countPayments: paket.count_payments },
    hargaNormal: feePackage(paket, fee.perMeeting).harga_normal,
    kodeReferral: referral.referral?.kode ?? null,
    firstOrder,
  });
  return {
    draft: {
      body,
      paket: { id: paket.id, nama: paket.nama, jumlah: paket.jumlah },
      jenjang: level.nama,
      kurikulum: body.kurikulum_id ? ((await curriculumName(db, body.kurikulum_id)) ?? null) : null,
      kelas: kelas === '' ? null : kelas,
      subjects: schedule.subjects,
      meetings: schedule.meetings,
      address: address.address,
      catatan: cleanText(body.catatan_guru),
      referral: referral.referral,
      firstOrder,
      breakdown,
    },
  };
}
