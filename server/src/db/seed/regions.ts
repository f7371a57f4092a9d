import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { titleCase } from '../../lib/text';
import type { Database } from '../schema';
import { insertInBatches } from './batch';

export interface RegionRows {
  provinces: { id: number; nama: string }[];
  regencies: { id: number; province_id: number; nama: string; nama_lower: string }[];
  districts: { id: number; regency_id: number; nama: string }[];
}

function dataFile(name: string): string {
  const packageJson = require.resolve('idn-area-data/package.json');
  return path.join(path.dirname(packageJson), 'data', name);
}

/** The package's CSVs have a header and no quoted fields; names never contain commas. */
function readCsv(name: string): string[][] {
  return readFileSync(dataFile(name), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [code = '', parent = '', ...rest] = line.split(',');
      return rest.length > 0 ? [code, parent, rest.join(',')] : [code, parent];
    });
}

/** "32.73" → 3273, "32.73.01" → 327301 */
const codeToId = (code: string) => Number(code.replace(/\./g, ''));

/** Provinces, regencies and districts from idn-area-data, ids from the BPS codes. */
export function loadRegions(): RegionRows {
  const provinces = readCsv('provinces.csv').map(([code = '', name = '']) => ({
    id: codeToId(code),
    nama: titleCase(name),
  }));
  const regencies = readCsv('regencies.csv').map(([code = '', province = '', name = '']) => {
    const nama = titleCase(name);
    return { id: codeToId(code), province_id: codeToId(province), nama, nama_lower: nama.toLowerCase() };
  });
  // District names already come in mixed case ("Kluet Utara", "Kaway XVI"): kept as given.
  const districts = readCsv('districts.csv').map(([code = '', regency = '', name = '']) => ({
    id: codeToId(code),
    regency_id: codeToId(regency),
    nama: name.trim(),
  }));
  return { provinces, regencies, districts };
}

export async function seedRegions(db: Kysely<Database>, regions: RegionRows): Promise<void> {
  await insertInBatches(db, 'provinces', regions.provinces);
  await insertInBatches(db, 'regencies', regions.regencies);
  await insertInBatches(db, 'districts', regions.districts);
}
