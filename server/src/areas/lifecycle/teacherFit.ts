import { fitScore, type FitAudience, type FitScore, type FitTeacher } from '@tutor/rules';

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

/** The fit of an order for a teacher, its reasons worded for whoever reads them (FitAudience). */
export function fitOf(
  teacher: FitTeacher,
  order: FitOrder,
  subjects: readonly string[],
  audience: FitAudience,
): FitScore {
  const preference = PREFERENCES.find((value) => value === order.jenis_kelamin_guru) ?? 'bebas';
  return fitScore(
    teacher,
    {
      jenjangId: order.jenjang_id,
      jenjangName: order.jenjang,
      subjects,
      sistem: order.sistem === 'Offline' ? 'Offline' : 'Online',
      kotaId: order.kota_id,
      kotaName: order.kota,
      preferensiGuru: preference,
      waktuLes: JSON.parse(order.waktu_les) as { hari: string; jam: string }[],
    },
    audience,
  );
}
