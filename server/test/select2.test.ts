import type { JenjangOption, OptionListAll, SelectOption } from '@tutor/contract';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BASE = '/api/select2/master';

describe('jenjang', () => {
  it('mode=all wraps the programs in {data}, mode=json is the bare array', async () => {
    const all = await getJson<OptionListAll>(t.app, `${BASE}/jenjang?mode=all`);
    const json = await getJson<SelectOption[]>(t.app, `${BASE}/jenjang?mode=json`);
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual(json.body);
    expect(json.body.map((option) => option.value)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
    ]);
    expect(json.body.find((option) => option.value === 34)?.label).toBe('Olimpiade/OSN');
    expect(json.body.find((option) => option.value === 24)?.label).toBe('UTBK/Persiapan PTN');
  });

  it('marks the online-only program (Olimpiade/OSN) and only that one', async () => {
    const json = await getJson<JenjangOption[]>(t.app, `${BASE}/jenjang?mode=json`);
    expect(json.body.filter((option) => option.online_only).map((option) => option.value)).toEqual([34]);
    expect(json.body.find((option) => option.value === 14)).toEqual({ value: 14, label: 'SD' });
  });
});

describe('kurikulum (the value lists exactly)', () => {
  const values = async (jenjangId: number) =>
    (await getJson<SelectOption[]>(t.app, `${BASE}/kurikulum?jenjang_id=${jenjangId}`)).body.map(
      (option) => option.value,
    );

  it.each([11, 12, 13, 14, 15, 16])('jenjang %i has Nasional, Nasional Plus/Bilingual, Internasional', async (id) => {
    const answer = await getJson<SelectOption[]>(t.app, `${BASE}/kurikulum?jenjang_id=${id}`);
    expect(answer.body).toEqual([
      { value: 10, label: 'Nasional' },
      { value: 11, label: 'Nasional Plus/Bilingual' },
      { value: 12, label: 'Internasional' },
    ]);
  });

  it('Mengaji has only 10 and 12; languages 18-21; Renang 24-25; others none', async () => {
    expect(await values(23)).toEqual([10, 12]);
    expect(await values(18)).toEqual([18, 19, 20, 21]);
    expect(await values(26)).toEqual([18, 19, 20, 21]);
    expect((await getJson<SelectOption[]>(t.app, `${BASE}/kurikulum?jenjang_id=26`)).body.map((o) => o.label)).toEqual([
      'Beginner',
      'Elementary',
      'Intermediete',
      'Advance',
    ]);
    expect(await values(29)).toEqual([24, 25]);
    for (const id of [17, 24, 25, 27, 28, 30, 31, 32, 33, 34]) expect(await values(id)).toEqual([]);
  });

  it('mode=all wraps it too', async () => {
    const answer = await getJson<OptionListAll>(t.app, `${BASE}/kurikulum?jenjang_id=23&mode=all`);
    expect(answer.body.data.map((option) => option.value)).toEqual([10, 12]);
  });
});

describe('kelas', () => {
  const values = async (jenjangId: number) =>
    (await getJson<SelectOption[]>(t.app, `${BASE}/kelas?jenjang_id=${jenjangId}`)).body.map((option) => option.value);

  it('SD roman, SMP 7-9, SMA/SMK 10-12, Olimpiade ranges, none elsewhere', async () => {
    expect(await values(14)).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI']);
    expect(await values(15)).toEqual(['7', '8', '9']);
    expect(await values(16)).toEqual(['10', '11', '12']);
    expect(await values(17)).toEqual(['10', '11', '12']);
    expect(await values(34)).toEqual(['1-2', '3-4', '5-6', '7-8', '9', '10-11', '12']);
    expect(await values(11)).toEqual([]);
  });

  it('labels every class in digits, SD as SMP: the codes stay, the words are one style', async () => {
    const labels = async (jenjangId: number) =>
      (await getJson<SelectOption[]>(t.app, `${BASE}/kelas?jenjang_id=${jenjangId}`)).body.map(
        (option) => option.label,
      );
    expect(await labels(14)).toEqual(['Kelas 1', 'Kelas 2', 'Kelas 3', 'Kelas 4', 'Kelas 5', 'Kelas 6']);
    expect(await labels(15)).toEqual(['Kelas 7', 'Kelas 8', 'Kelas 9']);
  });
});

describe('mata-pelajaran', () => {
  it('has more than 40 distinct subjects and none for the free-text programs', async () => {
    const jenjang = (await getJson<SelectOption[]>(t.app, `${BASE}/jenjang?mode=json`)).body;
    const names = new Set<string>();
    for (const { value } of jenjang) {
      const subjects = (await getJson<SelectOption[]>(t.app, `${BASE}/mata-pelajaran?mode=json&jenjang_id=${value}`))
        .body;
      subjects.forEach((subject) => {
        expect(typeof subject.value).toBe('number');
        names.add(subject.label);
      });
      if ([24, 25, 27, 28, 30, 31, 32, 33].includes(Number(value))) expect(subjects).toEqual([]);
      else expect(subjects.length).toBeGreaterThan(0);
    }
    expect(names.size).toBeGreaterThan(40);
  });
});

describe('regions from idn-area-data', () => {
  it('38 provinces, title-cased', async () => {
    const answer = await getJson<OptionListAll>(t.app, `${BASE}/provinces?mode=all`);
    expect(answer.body.data).toHaveLength(38);
    const labels = answer.body.data.map((option) => option.label);
    expect(labels).toEqual(
      expect.arrayContaining(['DKI Jakarta', 'Jawa Barat', 'Daerah Istimewa Yogyakarta', 'Papua Barat Daya']),
    );
  });

  it('514 regencies over all provinces, on both regency lists', async () => {
    const provinces = (await getJson<OptionListAll>(t.app, `${BASE}/provinces?mode=all`)).body.data;
    let total = 0;
    let total2 = 0;
    for (const province of provinces) {
      const regencies = (await getJson<OptionListAll>(t.app, `${BASE}/regencies?mode=all&provinsi=${province.value}`))
        .body.data;
      const regencies2 = (
        await getJson<OptionListAll>(t.app, `${BASE}/regencies-2?mode=all&provinsi=${province.value}`)
      ).body.data;
      expect(regencies2).toEqual(regencies);
      total += regencies.length;
      total2 += regencies2.length;
    }
    expect(total).toBe(514);
    expect(total2).toBe(514);
  });

  it('names are title-cased for display', async () => {
    const westJava = (await getJson<OptionListAll>(t.app, `${BASE}/regencies?mode=all&provinsi=32`)).body.data.map(
      (o) => o.label,
    );
    expect(westJava).toEqual(expect.arrayContaining(['Kota Bandung', 'Kabupaten Bandung Barat', 'Kabupaten Bandung']));
    const southSulawesi = (await getJson<OptionListAll>(t.app, `${BASE}/regencies?mode=all&provinsi=73`)).body.data.map(
      (o) => o.label,
    );
    expect(southSulawesi).toContain('Kabupaten Pangkajene dan Kepulauan');
  });

  it('districts of a regency, and 7,277 in the table', async () => {
    const answer = await getJson<OptionListAll>(t.app, `${BASE}/districts?mode=all&kota=3273`);
    expect(answer.body.data.length).toBe(30);
    expect(answer.body.data.map((o) => o.label)).toContain('Coblong');
    const count = await t.handle.db
      .selectFrom('districts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(7277);
  });

  it('regencies-2?q is a case-insensitive substring search, capped at 20', async () => {
    const bandung = (await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=BaNdUnG`)).body;
    expect(bandung.map((o) => o.label)).toEqual(['Kota Bandung', 'Kabupaten Bandung', 'Kabupaten Bandung Barat']);
    const selatan = (await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=selatan`)).body;
    expect(selatan.length).toBe(20);
    selatan.forEach((option) => expect(option.label.toLowerCase()).toContain('selatan'));
    expect((await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=`)).body).toEqual([]);
    expect((await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=%25`)).body).toEqual([]);
    expect((await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=_`)).body).toEqual([]);
    expect(
      (await getJson<SelectOption[]>(t.app, `${BASE}/regencies-2?mode=json&q=${encodeURIComponent("' OR 1=1 --")}`))
        .body,
    ).toEqual([]);
  });

  it('the default location option is Online, given by the API', async () => {
    expect((await getJson(t.app, `${BASE}/lokasi-default?mode=json`)).body).toEqual([
      { value: 'online', label: 'Online' },
    ]);
    expect((await getJson(t.app, `${BASE}/lokasi-default?mode=all`)).body).toEqual({
      data: [{ value: 'online', label: 'Online' }],
    });
  });
});
