import Holidays from 'date-holidays';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { insertInBatches } from './batch';

export const HOLIDAY_YEARS = { from: 2024, to: 2030 } as const;

/** Hijri month of a date (ICU's Umm al-Qura calendar): 3 = Rabiul Awal, 7 = Rajab. */
function hijriMonth(isoDate: string): number {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    month: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${isoDate}T12:00:00Z`));
  return Number(parts.find((part) => part.type === 'month')?.value ?? 0);
}

/**
 * date-holidays names Isra Mi'raj (27 Rajab) "Maulid Nabi Muhammad" (e.g. 2026-01-16); the
 * Hijri month tells the two apart. Other fixes are made by an admin in the table (sumber 'admin').
 */
function correctedName(isoDate: string, name: string): string {
  if (name === 'Maulid Nabi Muhammad' && hijriMonth(isoDate) === 7) return 'Isra Mikraj Nabi Muhammad SAW';
  return name;
}

export function nationalHolidays(): { tanggal: string; nama: string; sumber: string }[] {
  const calendar = new Holidays('ID');
  const seen = new Set<string>();
  const rows: { tanggal: string; nama: string; sumber: string }[] = [];
  for (let year = HOLIDAY_YEARS.from; year <= HOLIDAY_YEARS.to; year++) {
    for (const holiday of calendar.getHolidays(year, 'id')) {
      if (holiday.type !== 'public') continue;
      const tanggal = holiday.date.slice(0, 10);
      const nama = correctedName(tanggal, holiday.name);
      const key = `${tanggal}|${nama}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ tanggal, nama, sumber: 'date-holidays' });
    }
  }
  return rows;
}

export async function seedHolidays(db: Kysely<Database>): Promise<void> {
  await insertInBatches(db, 'holidays', nationalHolidays());
}
