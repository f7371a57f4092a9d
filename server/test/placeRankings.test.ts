/**
 * Teacher searches answered from a program's ranking in a place (placeRanking.ts, placeRankings.ts)
 * give what the SQL search gives, for every filter and page, on a real database (SQLite, or
 * PostgreSQL with DATABASE_URL); a ranking is read once while fresh and again after a change or
 * its time bound.
 */
import { RATING_FILTERS, type RatingFilter } from '@tutor/contract';
import { rankedPage, rankingFilterCounts, rankingOf } from '../src/areas/catalog/data/placeRanking';
import {
  readPlaceRanking,
  rememberedPlaceRankings,
  type PlaceRankingReader,
} from '../src/areas/catalog/data/placeRankings';
import { SEARCH_CHANGE_VISIBLE_MS, teacherSearchChanged } from '../src/areas/catalog/data/searchChanges';
import { readTeacherCards } from '../src/areas/catalog/data/teacherCards';
import { rankedSearch } from '../src/areas/catalog/data/teacherSearch';
import { searchTeachers, teacherFilterCounts } from './helpers/sqlTeacherSearch';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(400);
});
afterAll(async () => t.close());

const GENDER_CHOICES: string[][] = [[], ['L'], ['P'], ['L', 'P']];
/** Every subset of the rating buckets, the empty one (no rating filter) first. */
const RATING_CHOICES: RatingFilter[][] = Array.from({ length: 1 << RATING_FILTERS.length }, (_, mask) =>
  RATING_FILTERS.filter((_, index) => mask & (1 << index)),
);

describe('a search from the ranking', () => {
  it('is the SQL search for every gender and rating filter and every page, past the last one', async () => {
    const places = await t.handle.db
      .selectFrom('teacher_search')
      .select(['jenjang_id', 'location_id'])
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .groupBy(['jenjang_id', 'location_id'])
      .orderBy('rows', 'desc')
      .limit(3)
      .execute();
    const read = readPlaceRanking(t.handle.db);
    const cards = readTeacherCards(t.handle.db);
    let compared = 0;
    for (const place of places) {
      for (const genders of GENDER_CHOICES) {
        for (const ratings of RATING_CHOICES) {
          const filter = { jenjangId: place.jenjang_id, locationId: place.location_id, genders, ratings };
          const first = await searchTeachers(t.handle.db, filter, 1);
          for (let page = 1; page <= first.last_page + 1; page += 1) {
            expect(await rankedSearch(read, filter, page, cards)).toEqual(
              await searchTeachers(t.handle.db, filter, page),
            );
            compared += 1;
          }
        }
      }
      const ranking = await read(place.jenjang_id, place.location_id);
      expect(rankingFilterCounts(ranking)).toEqual(
        await teacherFilterCounts(t.handle.db, place.jenjang_id, place.location_id),
      );
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('puts each rating at the edges of its bucket, and an unknown gender only in unfiltered searches', () => {
    const rows = [50, 45, 44, 35, 34, 25, 24, 0].map((rating, index) => ({
      teacher_id: 100 - index,
      jenis_kelamin: index === 7 ? 'X' : index % 2 === 0 ? 'L' : 'P',
      rating_x10: rating,
    }));
    const ranking = rankingOf(rows);
    const ids = (genders: string[], ratings: RatingFilter[]) => rankedPage(ranking, { genders, ratings }, 0, 20);
    expect(ids([], ['bintang_5'])).toEqual({ teacherIds: [100, 99], total: 2 });
    expect(ids([], ['bintang_4'])).toEqual({ teacherIds: [98, 97], total: 2 });
    expect(ids([], ['bintang_3'])).toEqual({ teacherIds: [96, 95], total: 2 });
    expect(ids([], [])).toEqual({ teacherIds: [100, 99, 98, 97, 96, 95, 94, 93], total: 8 });
    expect(ids(['L', 'P'], [])).toEqual({ teacherIds: [100, 99, 98, 97, 96, 95, 94], total: 7 });
    expect(rankedPage(ranking, { genders: ['P'], ratings: [] }, 1, 2)).toEqual({ teacherIds: [97, 95], total: 3 });
    expect(rankingFilterCounts(ranking)).toEqual({
      jenis_kelamin: { laki_laki: 4, perempuan: 3 },
      penilaian: { bintang_5: 2, bintang_4: 2, bintang_3: 2 },
    });
  });
});

describe('reading a ranking in parts', () => {
  it('reads the same rows in the same order whatever the size of a part', async () => {
    const [place] = await t.handle.db
      .selectFrom('teacher_search')
      .select(['jenjang_id', 'location_id'])
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .groupBy(['jenjang_id', 'location_id'])
      .orderBy('rows', 'desc')
      .limit(1)
      .execute();
    if (!place) throw new Error('the seeded search is empty');
    const whole = await readPlaceRanking(t.handle.db, 1_000_000)(place.jenjang_id, place.location_id);
    expect(whole.teacherIds.length).toBe(Number(place.rows));
    for (const partRows of [1, 7, Number(place.rows), Number(place.rows) - 1]) {
      expect(await readPlaceRanking(t.handle.db, partRows)(place.jenjang_id, place.location_id)).toEqual(whole);
    }
  });
});

describe('remembered rankings', () => {
  /** A reader over the real database that counts its reads. */
  function countingReader(): { read: PlaceRankingReader; reads: () => number } {
    const real = readPlaceRanking(t.handle.db);
    let count = 0;
    return {
      read: (jenjangId, locationId) => {
        count += 1;
        return real(jenjangId, locationId);
      },
      reads: () => count,
    };
  }

  it('reads a place once while fresh, shares a read in flight, and reads again after a change or the time bound', async () => {
    let clock = 1_000_000;
    const reader = countingReader();
    const rankings = rememberedPlaceRankings(reader.read, () => clock);
    const [first, second] = [rankings(14, 0), rankings(14, 0)];
    expect(second).toBe(first);
    const ranking = await first;
    expect(await rankings(14, 0)).toBe(ranking);
    expect(reader.reads()).toBe(1);

    teacherSearchChanged();
    expect(await rankings(14, 0)).not.toBe(ranking);
    expect(reader.reads()).toBe(2);

    clock += SEARCH_CHANGE_VISIBLE_MS - 1;
    await rankings(14, 0);
    expect(reader.reads()).toBe(2);
    clock += 1;
    await rankings(14, 0);
    expect(reader.reads()).toBe(3);
  });

  it('does not keep a ranking read across a change, nor a failed read', async () => {
    let fail = true;
    const real = readPlaceRanking(t.handle.db);
    let reads = 0;
    const rankings = rememberedPlaceRankings(
      async (jenjangId, locationId) => {
        reads += 1;
        const ranking = await real(jenjangId, locationId);
        if (fail) throw new Error('database gone');
        teacherSearchChanged();
        return ranking;
      },
      () => 0,
    );
    await expect(rankings(14, 0)).rejects.toThrow('database gone');
    fail = false;
    await rankings(14, 0);
    await rankings(14, 0);
    expect(reads).toBe(3);
  });

  it('keeps at most its number of rows, the least recently asked place leaving first', async () => {
    const reader = countingReader();
    const sizes = await Promise.all([readPlaceRanking(t.handle.db)(14, 0), readPlaceRanking(t.handle.db)(15, 0)]);
    const rankings = rememberedPlaceRankings(
      reader.read,
      () => 0,
      sizes[0].teacherIds.length + sizes[1].teacherIds.length - 1,
    );
    await rankings(14, 0);
    await rankings(15, 0);
    expect(reader.reads()).toBe(2);
    await rankings(15, 0);
    await rankings(14, 0);
    expect(reader.reads()).toBe(3);
  });
});
