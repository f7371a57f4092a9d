import { MAX_ID, type FeePackage, type FeeSearchQuery } from '@tutor/contract';
import {
  FEE_SEARCH_MESSAGES,
  feePackage,
  MAX_STUDENTS,
  MIN_STUDENTS,
  NEUTRAL_FACTOR,
  ORDER_MESSAGES,
  pricePerMeeting,
} from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as fees from './data/feeQueries';

/** A fee answer or the Indonesian reason it cannot be given (a 400 for the route). */
export type FeeResult = { packages: FeePackage[] } | { problem: string };

const STUDENTS_OUT_OF_RANGE = `Jumlah siswa ${MIN_STUDENTS} sampai ${MAX_STUDENTS} orang`;

const numberOrNull = (text: string | undefined) => (text && text.trim() !== '' ? Number(text.trim()) : null);

/** "Mulai Dari": each package at the cheapest program, curriculum, region and system. */
export async function defaultPackages(db: Kysely<Database>): Promise<FeePackage[]> {
  const [packages, inputs] = await Promise.all([fees.packages(db), fees.cheapestFactorInputs(db)]);
  const cheapest = Math.min(
    ...inputs.rates.map((rate) =>
      pricePerMeeting({
        ratePerMeeting: rate.rate_per_meeting,
        curriculumPermille: inputs.lowestCurriculum.get(rate.jenjang_id) ?? NEUTRAL_FACTOR,
        regionPermille: rate.sistem === 'Offline' ? inputs.lowestRegion : NEUTRAL_FACTOR,
        groupPermille: inputs.singleStudent,
      }),
    ),
  );
  return packages.map((pkg) => feePackage(pkg, cheapest));
}

/** A fee search's inputs after checking; the same inputs always give the same answer. */
export interface FeeSearchInputs extends MeetingFeeInputs {
  region: { provinceId: number; regencyId: number };
}

/** Checks a fee search's query in the order the form asks: program, students, province, regency. */
export function feeSearchInputs(query: FeeSearchQuery): FeeSearchInputs | { problem: string } {
  const jenjangId = numberOrNull(query.jenjang_id);
  const sistem = query.sistem_pembelajaran?.trim() ?? '';
  const students = numberOrNull(query.jumlah_siswa);
  const provinceId = numberOrNull(query.provinsi);
  const regencyId = numberOrNull(query.kota_id);
  const curriculumId = numberOrNull(query.kurikulum_id);
  const kelas = query.kelas?.trim() ?? '';

  // The system sits with the program: the form always sends it.
  if (!jenjangId) return { problem: FEE_SEARCH_MESSAGES.program };
  if (sistem === '') return { problem: 'Sistem pembelajaran harus diisi' };
  if (sistem !== 'Offline' && sistem !== 'Online') return { problem: 'Sistem pembelajaran harus Offline atau Online' };
  if (!students) return { problem: FEE_SEARCH_MESSAGES.students };
  if (students > MAX_STUDENTS) return { problem: STUDENTS_OUT_OF_RANGE };
  if (!provinceId) return { problem: FEE_SEARCH_MESSAGES.province };
  if (!regencyId) return { problem: FEE_SEARCH_MESSAGES.regency };
  // Ten digits can still overflow PostgreSQL's integer columns (a 500 there): no such row exists.
  if ([jenjangId, provinceId, regencyId, curriculumId].some((id) => id !== null && id > MAX_ID))
    return { problem: 'Data pencarian tidak ditemukan' };
  return { jenjangId, sistem, students, region: { provinceId, regencyId }, curriculumId, kelas };
}

/** The fee search for checked inputs (the package price formula of meetingFee and feePackage): reads reference data only. */
export async function feesFor(db: Kysely<Database>, inputs: FeeSearchInputs): Promise<FeeResult> {
  const fee = await meetingFee(db, inputs);
  if ('problem' in fee) return fee;
  const packages = await fees.packages(db);
  return { packages: packages.map((pkg) => feePackage(pkg, fee.perMeeting)) };
}

export interface MeetingFeeInputs {
  jenjangId: number;
  sistem: 'Offline' | 'Online';
  students: number;
  /** checked when given; its factor applies to Offline only (an Online order may have none) */
  region: { provinceId: number; regencyId: number } | null;
  curriculumId: number | null;
  /** '' when none was chosen */
  kelas: string;
}

/**
 * One meeting's fee for a program, system, region, curriculum, class and student
 * count, after checking that they exist and belong together. The fee search and the order wizard
 * both price through here, so an order costs what the search showed; `feePackage` turns it into
 * a package's harga_normal.
 */
export async function meetingFee(
  db: Kysely<Database>,
  inputs: MeetingFeeInputs,
): Promise<{ perMeeting: number } | { problem: string }> {
  const { jenjangId, sistem, students, region, curriculumId, kelas } = inputs;
  const jenjang = await fees.jenjangById(db, jenjangId);
  if (!jenjang) return { problem: ORDER_MESSAGES.levelNotFound };
  const rate = await fees.ratePerMeeting(db, jenjangId, sistem);
  if (rate === undefined) {
    return {
      problem: jenjang.online_only
        ? `Program ${jenjang.nama} hanya tersedia untuk les Online`
        : 'Biaya program ini belum tersedia',
    };
  }
  if (region && !(await fees.provinceExists(db, region.provinceId))) return { problem: 'Provinsi tidak ditemukan' };
  if (region && !(await fees.regencyInProvince(db, region.regencyId, region.provinceId)))
    return { problem: 'Kab/Kota tidak sesuai dengan provinsi' };

  const curricula = await fees.curriculaOf(db, jenjangId);
  const curriculum = curriculumId === null ? curricula[0] : curricula.find((item) => item.id === curriculumId);
  if (curriculumId !== null && !curriculum) return { problem: ORDER_MESSAGES.curriculumMismatch };
  if (kelas !== '' && !(await fees.classExists(db, jenjangId, kelas)))
    return { problem: 'Kelas tidak sesuai dengan program' };

  const [group, regionPermille] = await Promise.all([
    fees.groupFactor(db, students),
    sistem === 'Offline' && region
      ? fees.regionFactor(db, region.regencyId, region.provinceId)
      : Promise.resolve(NEUTRAL_FACTOR),
  ]);
  if (group === undefined) return { problem: STUDENTS_OUT_OF_RANGE };
  const perMeeting = pricePerMeeting({
    ratePerMeeting: rate,
    curriculumPermille: curriculum?.fee_factor_permille ?? NEUTRAL_FACTOR,
    regionPermille,
    groupPermille: group,
  });
  return { perMeeting };
}
