import type { Partner } from '@tutor/contract';
import { logoSvg } from '../src/areas/content/logos';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/mitra', () => {
  it('answers every seeded partner, universities and schools, each with its logo address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mitra' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const partners = response.json<Partner[]>();
    const rows = await t.handle.db
      .selectFrom('partners')
      .select(['id', 'nama', 'jenis', 'logo'])
      .orderBy('id')
      .execute();
    expect(partners).toEqual(rows);
    expect(partners.find((partner) => partner.nama === 'Universitas Indonesia')).toMatchObject({
      jenis: 'universitas',
    });
    expect(partners.find((partner) => partner.nama === 'SMA Negeri 8 Jakarta')).toMatchObject({ jenis: 'sekolah' });
    for (const partner of partners) expect(partner.logo).toBe(`/media/mitra/${partner.id}.svg`);
  });

  it('serves every logo it lists as an SVG mark named by the partner', async () => {
    const { body: partners } = await getJson<Partner[]>(t.app, '/api/mitra');
    for (const partner of partners) {
      const logo = await t.app.inject({ method: 'GET', url: partner.logo });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.body).toContain('role="img"');
      expect(logo.body).toContain(`aria-label="${partner.nama}"`);
    }
  });
});

describe('partner logo marks', () => {
  it('draws a shield for a university and a roundel with the level for a school', () => {
    const university = logoSvg('Institut Teknologi Bandung', 'universitas', 'm2');
    expect(university).toContain('<path d="M12 10h92');
    expect(university).toContain('>ITB</text>');
    const school = logoSvg('SMA Negeri 8 Jakarta', 'sekolah', 'm13');
    expect(school).toContain('<circle');
    expect(school).toContain('>SMA</text>');
    expect(school).toContain('>8</text>');
  });

  it('escapes the name and keeps the mark small', () => {
    const svg = logoSvg('Sekolah "Bintang" <Kecil> & Co', 'sekolah', 'x');
    expect(svg).toContain('aria-label="Sekolah &quot;Bintang&quot; &lt;Kecil&gt; &amp; Co"');
    expect(svg).not.toContain('<Kecil>');
    expect(Buffer.byteLength(logoSvg('Institut Teknologi Sepuluh Nopember', 'universitas', 'm10'))).toBeLessThan(2048);
  });
});
