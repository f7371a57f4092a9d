/**
 * The admin desk's transitions a double click can send twice (issue 45), table-driven like
 * doubleTransitions.test.ts: every onboarding step of a teacher, declining one, and the review
 * desk's hide and pick. Three presses at once: one moves, the others 409, one history row; on
 * SQLite and PostgreSQL.
 */
import { pressedAtOnce, PRESSES } from './helpers/atOnce';
import { fisikaId, registeredTeacher } from './helpers/lessons';
import { ONBOARDING_WALK } from './helpers/onboarding';
import { roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
let walking = 0;
let declined = 0;
beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app, 'meja.lain@contoh.id');
  const subjectId = await fisikaId(t.handle.db);
  walking = await registeredTeacher(t.app, {
    email: 'meja.guru@contoh.id',
    nama: 'Guru Meja',
    whatsapp: '6281277770001',
    subjectId,
  });
  declined = await registeredTeacher(t.app, {
    email: 'meja.tolak@contoh.id',
    nama: 'Guru Tolak',
    whatsapp: '6281277770002',
    subjectId,
  });
});
afterAll(async () => t.close());

const onboardingRows = async (userId: number) =>
  (await t.handle.db.selectFrom('teacher_onboarding_history').select('id').where('user_id', '=', userId).execute())
    .length;
const reviewRows = async (reviewId: number) =>
  (await t.handle.db.selectFrom('review_history').select('id').where('review_id', '=', reviewId).execute()).length;
/** Seeded reviews that may be picked: worded, 4-5 stars, not hidden. */
const pickable = () =>
  t.handle.db
    .selectFrom('teacher_reviews')
    .select('id')
    .where('rating', '>=', 4)
    .where('ulasan', '!=', '')
    .where('disembunyikan', '=', 0)
    .where('testimoni', '=', 0)
    .orderBy('id')
    .limit(2)
    .execute();

const atOnce = async (url: string, payload: object | undefined, effect: () => Promise<number>) => {
  const before = await effect();
  const statuses = await pressedAtOnce(t.app, {
    headers: as.admin,
    request: { method: 'POST', url, ...(payload ? { payload } : {}) },
  });
  expect(statuses).toEqual([200, ...Array(PRESSES - 1).fill(409)]);
  expect(await effect()).toBe(before + 1);
};

describe(`each onboarding step pressed ${PRESSES} times at once`, () => {
  it.each(ONBOARDING_WALK.map((step) => [step.path, step] as const))(
    '%s: one moves, one history row',
    async (_path, step) => {
      await atOnce(`/api/admin/guru/${walking}/${step.path}`, step.payload, () => onboardingRows(walking));
    },
  );

  it('tolak: one decline, one history row', async () => {
    await atOnce(`/api/admin/guru/${declined}/tolak`, { alasan: 'Berkas tidak lengkap' }, () =>
      onboardingRows(declined),
    );
  });
});

describe(`the review desk pressed ${PRESSES} times at once`, () => {
  it('picking a review for the home page: one pick, one history row', async () => {
    const [review] = await pickable();
    const id = review?.id ?? 0;
    await atOnce(`/api/admin/ulasan/${id}/testimoni`, undefined, () => reviewRows(id));
  });

  it('hiding a review: one hide, one history row', async () => {
    const [review] = await pickable();
    const id = review?.id ?? 0;
    await atOnce(`/api/admin/ulasan/${id}/sembunyikan`, { alasan: 'Bahasa kasar' }, () => reviewRows(id));
  });
});
