import type { ApiMessage, FeePackage, FeePackageList } from '@tutor/contract';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const SEARCH = '/api/landing/searching-biaya-les';
const search = (params: Record<string, string | number>) =>
  getJson<FeePackageList & ApiMessage>(
    t.app,
    `${SEARCH}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

/** id, name, meetings, the months they count over, instalments */
const PRODUCT_PACKAGES = [
  [2, 'Super', 4, 1, 1],
  [3, 'Intensif', 8, 1, 1],
  [4, 'Super Intensif', 12, 1, 1],
  [5, 'Ekslusif', 16, 1, 1],
  [6, 'Super Ekslusif', 20, 1, 1],
  [7, 'Super Pro', 24, 1, 1],
  [8, 'Intensif Pro', 48, 6, 2],
  [9, 'Super Intensif Pro', 72, 6, 3],
  [10, 'Ekslusif Pro', 96, 6, 3],
  [11, 'Super Ekslusif Pro', 120, 6, 3],
] as const;

function expectSpecPackages(data: FeePackage[]) {
  expect(
    data.map((item) => [
      item.paket_id,
      item.paket_name,
      item.jumlah_pertemuan,
      item.periode_bulan,
      item.jumlah_cicilan,
    ]),
  ).toEqual(PRODUCT_PACKAGES.map((row) => [...row]));
  for (const item of data) {
    expect(item.harga_diskon).toBe(Math.round((item.harga_normal * 0.75) / 100) * 100);
    expect(item.harga_diskon % 100).toBe(0);
    expect(item.color).toMatch(/^#[0-9A-F]{6}$/i);
  }
  expect(new Set(data.map((item) => item.color)).size).toBe(data.length);
}

const base = { jenjang_id: 16, sistem_pembelajaran: 'Offline', jumlah_siswa: 1, provinsi: 32, kota_id: 3273 };

describe('default list ("Mulai Dari")', () => {
  it('answers every package with its lowest price', async () => {
    const answer = await getJson<FeePackageList>(t.app, `${SEARCH}/default`);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('success');
    expectSpecPackages(answer.body.data);
    const perMeeting = (answer.body.data[0]?.harga_normal ?? 0) / 4;
    answer.body.data.forEach((item) => expect(item.harga_normal).toBe(perMeeting * item.jumlah_pertemuan));
  });

  it('no searched combination is cheaper than the default list', async () => {
    const floor = (await getJson<FeePackageList>(t.app, `${SEARCH}/default`)).body.data[0]?.harga_normal ?? 0;
    const combos = [
      { ...base, jenjang_id: 23, sistem_pembelajaran: 'Online' },
      { ...base, jenjang_id: 11, provinsi: 11, kota_id: 1101 },
      { ...base, jenjang_id: 14, sistem_pembelajaran: 'Online' },
      { ...base, jenjang_id: 34, sistem_pembelajaran: 'Online' },
    ];
    const prices = await Promise.all(
      combos.map(async (combo) => (await search(combo)).body.data[0]?.harga_normal ?? 0),
    );
    prices.forEach((price) => expect(price).toBeGreaterThanOrEqual(floor));
    // The cheapest program (Mengaji online) reaches the floor exactly.
    expect(Math.min(...prices)).toBe(floor);
  });
});

describe('search (the fee formula)', () => {
  it('SMA, bilingual, Kota Bandung, 2 students: 130.000 x 1.2 x 1.15 x 1.5 → Rp 269.000 per meeting', async () => {
    const answer = await search({ ...base, jumlah_siswa: 2, kurikulum_id: 11, kelas: '12' });
    expect(answer.status).toBe(200);
    expectSpecPackages(answer.body.data);
    expect(answer.body.data[0]).toEqual({
      paket_id: 2,
      paket_name: 'Super',
      jumlah_pertemuan: 4,
      periode_bulan: 1,
      jumlah_cicilan: 1,
      harga_normal: 1_076_000,
      harga_diskon: 807_000,
      color: '#1E88E5',
    });
    expect(answer.body.data[9]?.harga_normal).toBe(269_000 * 120);
  });

  it('the region factor applies offline only', async () => {
    const bandungOffline = (await search(base)).body.data[0]?.harga_normal;
    const acehOffline = (await search({ ...base, provinsi: 11, kota_id: 1101 })).body.data[0]?.harga_normal;
    const bandungOnline = (await search({ ...base, sistem_pembelajaran: 'Online' })).body.data[0]?.harga_normal;
    const acehOnline = (await search({ ...base, sistem_pembelajaran: 'Online', provinsi: 11, kota_id: 1101 })).body
      .data[0]?.harga_normal;
    expect(bandungOffline).toBe(150_000 * 4); // 130.000 x 1.15 = 149.500 → 150.000
    expect(acehOffline).toBe(130_000 * 4);
    expect(bandungOnline).toBe(acehOnline);
    expect(bandungOnline).toBe(105_000 * 4); // online SMA rate
  });

  it('more students cost more in total and less each', async () => {
    const totals = [];
    for (const students of [1, 2, 3, 4])
      totals.push((await search({ ...base, jumlah_siswa: students })).body.data[0]?.harga_normal ?? 0);
    for (let i = 1; i < totals.length; i++) {
      expect(totals[i]).toBeGreaterThan(totals[i - 1] ?? 0);
      expect((totals[i] ?? 0) / (i + 1)).toBeLessThan((totals[i - 1] ?? 0) / i);
    }
  });

  it('curriculum changes the price; the default is the first option', async () => {
    const [none, national, international] = await Promise.all([
      search(base),
      search({ ...base, kurikulum_id: 10 }),
      search({ ...base, kurikulum_id: 12 }),
    ]);
    expect(none.body.data).toEqual(national.body.data);
    expect(international.body.data[0]?.harga_normal).toBeGreaterThan(national.body.data[0]?.harga_normal ?? 0);
  });
});

describe("fee search messages (in the product's order)", () => {
  it.each([
    [{}, 'Program harus di isi'],
    [{ ...base, jenjang_id: '' }, 'Program harus di isi'],
    [{ jenjang_id: 16 }, 'Sistem pembelajaran harus diisi'],
    [{ jenjang_id: 16, sistem_pembelajaran: 'Offline' }, 'Siswa harus di isi'],
    [{ jenjang_id: 16, sistem_pembelajaran: 'Offline', jumlah_siswa: 1 }, 'Provinsi harus di isi'],
    [{ jenjang_id: 16, sistem_pembelajaran: 'Offline', jumlah_siswa: 1, provinsi: 32 }, 'Kab/Kota harus di isi'],
    [{ ...base, jumlah_siswa: 5 }, 'Jumlah siswa 1 sampai 4 orang'],
    [{ ...base, jumlah_siswa: 0 }, 'Siswa harus di isi'],
    [{ ...base, sistem_pembelajaran: 'Hybrid' }, 'Sistem pembelajaran harus Offline atau Online'],
    [{ ...base, kota_id: 3578 }, 'Kab/Kota tidak sesuai dengan provinsi'],
    [{ ...base, provinsi: 99 }, 'Provinsi tidak ditemukan'],
    [{ ...base, jenjang_id: 99 }, 'Program tidak ditemukan'],
    [{ ...base, jenjang_id: 34 }, 'Program Olimpiade/OSN hanya tersedia untuk les Online'],
    [{ ...base, kurikulum_id: 18 }, 'Kurikulum tidak sesuai dengan program'],
    [{ ...base, kelas: 'VI' }, 'Kelas tidak sesuai dengan program'],
  ])('%j → 400 %s', async (params, message) => {
    const answer = await search(params as Record<string, string | number>);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('Olimpiade is available online', async () => {
    const answer = await search({ ...base, jenjang_id: 34, sistem_pembelajaran: 'Online', kelas: '10-11' });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]?.harga_normal).toBe(150_000 * 4);
  });
});
