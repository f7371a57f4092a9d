import { fitScorer, type FitAudience, type FitOpening, type FitScore, type FitTeacher } from '@tutor/rules';

export { fitTeacherOf, levelAndPlaceNames } from './data/fitTeacherQuery';

/** An order as the fit score reads it. */
export interface FitOrder {
  jenjang_id: number;
  jenjang: string;
  sistem: string;
  kota_id: number | null;
  kota: string | null;
  jenis_kelamin_guru: string;
  /** JSON [{ hari, jam }] as the orders table stores it */
  waktu_les: string;
}

const PREFERENCES = ['bebas', 'perempuan', 'laki-laki'] as const;

/** A weekly slot as an order's `waktu_les` holds it. */
export type WeeklySlot = { hari: string; jam: string };

/** An order as fitScore reads it; `waktuLes` is the order's `waktu_les` already parsed (the board parses it once a row). */
function fitOpeningOf(order: FitOrder, subjects: readonly string[], waktuLes: readonly WeeklySlot[]): FitOpening {
  return {
    jenjangId: order.jenjang_id,
    jenjangName: order.jenjang,
    subjects,
    sistem: order.sistem === 'Offline' ? 'Offline' : 'Online',
    kotaId: order.kota_id,
    kotaName: order.kota,
    preferensiGuru: PREFERENCES.find((value) => value === order.jenis_kelamin_guru) ?? 'bebas',
    waktuLes,
  };
}

/** The fit of an order for a teacher, its reasons worded for whoever reads them (FitAudience). */
export function fitOf(
  teacher: FitTeacher,
  order: FitOrder,
  subjects: readonly string[],
  audience: FitAudience,
): FitScore {
  const waktuLes = JSON.parse(order.waktu_les) as WeeklySlot[];
  return fitScorer(teacher, audience)(fitOpeningOf(order, subjects, waktuLes));
}

/**
 * The fit of many orders for one teacher (a page of the job board): the teacher's side is prepared
 * once; each order comes with its slots already parsed.
 */
export function fitsFor(
  teacher: FitTeacher,
  audience: FitAudience,
): (order: FitOrder, subjects: readonly string[], waktuLes: readonly WeeklySlot[]) => FitScore {
  const score = fitScorer(teacher, audience);
  return (order, subjects, waktuLes) => score(fitOpeningOf(order, subjects, waktuLes));
}
