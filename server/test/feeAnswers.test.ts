import type { ApiMessage, FeePackageList } from '@tutor/contract';
import { sql } from 'kysely';
import { referenceDataChanged } from '../src/db/referenceChanges';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

// The fee search is remembered per query until the reference data changes (src/areas/catalog/feeAnswers.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(60);
});
afterAll(async () => t.close());

const SEARCH =
  '/api/landing/searching-biaya-les?jenjang_id=16&sistem_pembelajaran=Offline&jumlah_siswa=1&provinsi=32&kota_id=3273';
/** The same search spelled otherwise (spaces, another parameter order): the same answer. */
const SAME_SEARCH =
  '/api/landing/searching-biaya-les?kota_id=3273&provinsi=32&jumlah_siswa=1&sistem_pembelajaran=%20Offline%20&jenjang_id=16';
const DEFAULTS = '/api/landing/searching-biaya-les/default';

async function firstPrice(url: string): Promise<number> {
  const answer = await getJson<FeePackageList & ApiMessage>(t.app, url);
  expect(answer.status).toBe(200);
  const price = answer.body.data[0]?.harga_normal;
  if (price === undefined) throw new Error(`${url} answered no package`);
  return price;
}

/** What only a seed or a migration does: rewrite reference data (here every fee rate doubles). */
const doubleEveryRate = () => sql`update fee_rates set rate_per_meeting = rate_per_meeting * 2`.execute(t.handle.db);

describe('remembered fee answers', () => {
  it('answer from memory until the reference data changes, then read it afresh', async () => {
    const price = await firstPrice(SEARCH);
    const floor = await firstPrice(DEFAULTS);
    await doubleEveryRate();

    // Written behind the app's back, as no route can: the remembered answers stand.
    expect(await firstPrice(SEARCH)).toBe(price);
    expect(await firstPrice(SAME_SEARCH)).toBe(price);
    expect(await firstPrice(DEFAULTS)).toBe(floor);

    // What the seed and every migration call after writing: the next answers read the new rates.
    referenceDataChanged();
    const newPrice = await firstPrice(SEARCH);
    expect(newPrice).toBeGreaterThan(price * 1.9);
    expect(await firstPrice(SAME_SEARCH)).toBe(newPrice);
    expect(await firstPrice(DEFAULTS)).toBeGreaterThan(floor * 1.9);
  });

  it('a new server process on the database starts with nothing remembered', async () => {
    const price = await firstPrice(SEARCH);
    await doubleEveryRate();
    const other = await createTestApp(60, { database: t.config });
    try {
      const answer = await getJson<FeePackageList>(other.app, SEARCH);
      expect(answer.body.data[0]?.harga_normal).toBeGreaterThan(price * 1.9);
    } finally {
      await other.app.close();
      await other.handle.close();
    }
  });

  it('a refused search is still a 400 with its reason in Indonesian, the next search still answered', async () => {
    const refused = await getJson<ApiMessage>(
      t.app,
      '/api/landing/searching-biaya-les?jenjang_id=16&sistem_pembelajaran=Offline&jumlah_siswa=1&provinsi=32&kota_id=1101',
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Kab/Kota tidak sesuai dengan provinsi');
    expect((await getJson(t.app, SEARCH)).status).toBe(200);
  });
});
