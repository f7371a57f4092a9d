import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { classLabel } from '@tutor/rules';
import { insertInBatches } from './batch';
import { EXPERTISE } from './expertise';
import { CLASSES, CURRICULA, JENJANG, JENJANG_CURRICULA } from './referenceData';
import { SUBJECTS } from './subjects';
import { GROUP_FACTORS, OFFLINE_RATES, ONLINE_RATES, PACKAGES, PROVINCE_FACTORS, REGENCY_FACTORS } from './feeTables';

export interface ReferenceIds {
  jenjangNames: Map<number, string>;
  subjectIds: Map<number, Map<string, number>>;
}

/** Every expertise subject of a program with a subject list must exist in that list. */
function assertExpertiseMatchesSubjects(): void {
  for (const expertise of EXPERTISE) {
    for (const level of expertise.levels) {
      const list = SUBJECTS[level.jenjang];
      if (!list) continue;
      const missing = level.subjects.filter((subject) => !list.includes(subject));
      if (missing.length > 0)
        throw new Error(`Seed: mapel ${missing.join(', ')} tidak ada di jenjang ${level.jenjang}`);
    }
  }
}

export async function seedReference(db: Kysely<Database>): Promise<ReferenceIds> {
  assertExpertiseMatchesSubjects();
  await insertInBatches(
    db,
    'jenjang',
    JENJANG.map((item, index) => ({
      id: item.id,
      nama: item.nama,
      slug: item.slug,
      online_only: item.onlineOnly ? 1 : 0,
      subject_mode: item.subjectMode,
      deskripsi: item.deskripsi,
      sort_order: index + 1,
    })),
  );
  await insertInBatches(
    db,
    'curricula',
    CURRICULA.map((item) => ({ id: item.id, nama: item.nama, jenis: item.jenis, fee_factor_permille: item.factor })),
  );
  await insertInBatches(
    db,
    'jenjang_curricula',
    Object.entries(JENJANG_CURRICULA).flatMap(([jenjangId, ids]) =>
      ids.map((curriculumId, index) => ({
        jenjang_id: Number(jenjangId),
        curriculum_id: curriculumId,
        sort_order: index + 1,
      })),
    ),
  );
  let classId = 0;
  await insertInBatches(
    db,
    'classes',
    Object.entries(CLASSES).flatMap(([jenjangId, values]) =>
      values.map((value, index) => ({
        id: ++classId,
        jenjang_id: Number(jenjangId),
        value,
        label: classLabel(value),
        sort_order: index + 1,
      })),
    ),
  );

  const subjectIds = new Map<number, Map<string, number>>();
  const subjectRows: { id: number; jenjang_id: number; nama: string; sort_order: number }[] = [];
  for (const [jenjangId, names] of Object.entries(SUBJECTS)) {
    const ids = new Map<string, number>();
    names.forEach((nama, index) => {
      const id = subjectRows.length + 1;
      ids.set(nama, id);
      subjectRows.push({ id, jenjang_id: Number(jenjangId), nama, sort_order: index + 1 });
    });
    subjectIds.set(Number(jenjangId), ids);
  }
  await insertInBatches(db, 'subjects', subjectRows);

  await insertInBatches(
    db,
    'packages',
    PACKAGES.map((item, index) => ({
      id: item.id,
      nama: item.nama,
      slug: item.slug,
      jumlah: item.jumlah,
      count_payments: item.countPayments,
      period_months: item.periodMonths,
      color: item.color,
      sort_order: index + 1,
    })),
  );
  const rateRows = (rates: Readonly<Record<number, number>>, sistem: string) =>
    Object.entries(rates).map(([jenjangId, rate]) => ({
      jenjang_id: Number(jenjangId),
      sistem,
      rate_per_meeting: rate,
    }));
  await insertInBatches(db, 'fee_rates', [...rateRows(OFFLINE_RATES, 'Offline'), ...rateRows(ONLINE_RATES, 'Online')]);
  await insertInBatches(
    db,
    'group_fee_factors',
    Object.entries(GROUP_FACTORS).map(([count, factor]) => ({ jumlah_siswa: Number(count), factor_permille: factor })),
  );
  return { jenjangNames: new Map(JENJANG.map((item) => [item.id, item.nama])), subjectIds };
}

/** Region factors need the regions in place first (foreign keys). */
export async function seedRegionFactors(db: Kysely<Database>): Promise<void> {
  await insertInBatches(
    db,
    'province_fee_factors',
    Object.entries(PROVINCE_FACTORS).map(([id, factor]) => ({ province_id: Number(id), factor_permille: factor })),
  );
  await insertInBatches(
    db,
    'regency_fee_factors',
    Object.entries(REGENCY_FACTORS).map(([id, factor]) => ({ regency_id: Number(id), factor_permille: factor })),
  );
}
