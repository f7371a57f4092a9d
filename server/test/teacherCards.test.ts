/**
 * Teacher cards remembered per teacher (areas/catalog/data/teacherCards.ts), on a real database
 * (SQLite, or PostgreSQL with DATABASE_URL): the order asked, the description's excerpt, and the
 * same freshness rule as the search answers (a marked change at once, any change within
 * SEARCH_CHANGE_VISIBLE_MS by the injected clock).
 */
import { Value } from '@sinclair/typebox/value';
import { TeacherPage, TeacherSummary } from '@tutor/contract';
import { TEACHER_CARD_DESCRIPTION_LENGTH, teacherCardDescription } from '@tutor/rules';
import { SEARCH_CHANGE_VISIBLE_MS, teacherSearchChanged } from '../src/areas/catalog/data/searchChanges';
import { readTeacherCards, rememberedTeacherCards } from '../src/areas/catalog/data/teacherCards';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function someTeachers(count: number): Promise<{ id: number; deskripsi: string }[]> {
  return t.handle.db.selectFrom('teachers').select(['id', 'deskripsi']).orderBy('id').limit(count).execute();
}

const describeAs = (id: number, deskripsi: string) =>
  t.handle.db.updateTable('teachers').set({ deskripsi }).where('id', '=', id).execute();

describe('teacher cards', () => {
  it('come in the order asked, leave out a teacher who is not there, and carry the excerpt of the description', async () => {
    const [first, second, third] = await someTeachers(3);
    if (!first || !second || !third) throw new Error('the seed has fewer than three teachers');
    const long = `Saya mengajar dengan sabar. ${'Latihan soal bertahap setiap pertemuan. '.repeat(6)}`;
    await describeAs(second.id, long);

    const cards = await readTeacherCards(t.handle.db)([third.id, 999_999_999, second.id, first.id]);

    expect(cards.map((card) => card.id)).toEqual([third.id, second.id, first.id]);
    for (const card of cards) expect(Value.Check(TeacherSummary, card)).toBe(true);
    const excerpt = cards[1]?.deskripsi ?? '';
    expect(excerpt).toBe(teacherCardDescription(long));
    expect(excerpt.endsWith('...')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(TEACHER_CARD_DESCRIPTION_LENGTH + 3);
    expect(long.startsWith(excerpt.slice(0, -3))).toBe(true);
  });

  it('are reused until a change is marked or the visible-change bound passes on the clock', async () => {
    const [teacher] = await someTeachers(1);
    if (!teacher) throw new Error('the seed has no teacher');
    let clock = Date.parse('2026-11-26T08:00:00Z');
    const cards = rememberedTeacherCards(t.handle.db, () => clock);
    teacherSearchChanged();
    await describeAs(teacher.id, 'Sebelum');
    expect((await cards([teacher.id]))[0]?.deskripsi).toBe('Sebelum');

    // Changed behind the application's back: the remembered card stays until something says so.
    await describeAs(teacher.id, 'Sesudah');
    clock += SEARCH_CHANGE_VISIBLE_MS - 1;
    expect((await cards([teacher.id]))[0]?.deskripsi).toBe('Sebelum');
    teacherSearchChanged();
    expect((await cards([teacher.id]))[0]?.deskripsi).toBe('Sesudah');

    // Another process's change (nothing marked here) shows once the bound has passed.
    await describeAs(teacher.id, 'Dari proses lain');
    clock += SEARCH_CHANGE_VISIBLE_MS - 1;
    expect((await cards([teacher.id]))[0]?.deskripsi).toBe('Sesudah');
    clock += 1;
    expect((await cards([teacher.id]))[0]?.deskripsi).toBe('Dari proses lain');
  });

  it('fill the search answers: every card on a page is the excerpt, and the answer matches the contract', async () => {
    teacherSearchChanged();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/landing/searching-guru?jenjang_id=14&lokasi_id=online&page=1',
    });
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as TeacherPage;
    expect(Value.Check(TeacherPage, page)).toBe(true);
    expect(page.data.length).toBeGreaterThan(0);
    const whole = await t.handle.db
      .selectFrom('teachers')
      .select(['id', 'deskripsi'])
      .where(
        'id',
        'in',
        page.data.map((card) => card.id),
      )
      .execute();
    const wholeById = new Map(whole.map((row) => [row.id, row.deskripsi]));
    for (const card of page.data) expect(card.deskripsi).toBe(teacherCardDescription(wholeById.get(card.id) ?? ''));
  });
});
