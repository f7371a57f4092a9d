import type { Random } from './prng';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './names';
import { PROVINCE_WEIGHTS } from './places';
import type { RegionRows } from './regions';

export interface PersonName {
  nama: string;
  /** the given name a student would use: "Ni Luh" → "Luh" */
  sapaan: string;
  jenisKelamin: 'L' | 'P';
}

export function randomPerson(random: Random, femaleShare = 0.5): PersonName {
  const jenisKelamin = random.chance(femaleShare) ? 'P' : 'L';
  const first = random.pick(jenisKelamin === 'P' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const surname = random.pick(SURNAMES);
  const sapaan = first.split(' ').at(-1) ?? first;
  return { nama: `${first} ${surname}`, sapaan, jenisKelamin };
}

export interface RegionPicker {
  province(): number;
  /** a regency in the province, cities weighted above regencies (more families per area) */
  regencyIn(provinceId: number): number;
  regenciesOf(provinceId: number): readonly number[];
}

export function regionPicker(random: Random, regions: RegionRows): RegionPicker {
  const byProvince = new Map<number, { id: number; weight: number }[]>();
  for (const regency of regions.regencies) {
    const list = byProvince.get(regency.province_id) ?? [];
    list.push({ id: regency.id, weight: regency.nama.startsWith('Kota') ? 3 : 1 });
    byProvince.set(regency.province_id, list);
  }
  const provinceIds = regions.provinces.map((province) => province.id);
  return {
    province: () => random.weighted(provinceIds, (id) => PROVINCE_WEIGHTS[id] ?? 1),
    regencyIn: (provinceId) => random.weighted(byProvince.get(provinceId) ?? [], (regency) => regency.weight).id,
    regenciesOf: (provinceId) => (byProvince.get(provinceId) ?? []).map((regency) => regency.id),
  };
}
