import sharp from 'sharp';
import { TEACHER_PHOTO_MAX_BYTES } from '@tutor/rules';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { createTestApp, csrfHeaders, loginHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
let guru: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp(50);
  guru = await loginHeaders(t.app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
});
afterAll(async () => t.close());

/** A 900x600 photo with EXIF (camera and GPS-like fields), as a phone would send it. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#c58c5a' } })
    .withExif({
      IFD0: { Make: 'KameraContoh', Model: 'Ponsel 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLongitudeRef: 'E' },
    })
    [format]()
    .toBuffer();
}

const upload = (foto: string, headers = guru) =>
  t.app.inject({ method: 'POST', url: '/api/guru/profil/foto', headers, payload: { foto } });

describe('POST /api/guru/profil/foto', () => {
  it('keeps a 400x400 JPEG without metadata, serves it from /media and shows it as the teacher photo', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await upload(original.toString('base64'));
    expect(answer.statusCode).toBe(200);
    const { foto } = (answer.json() as { data: { foto: string } }).data;
    expect(foto).toMatch(/^\/media\/guru\/foto\/\d+-[0-9a-f]{16}\.jpg$/);

    const served = await t.app.inject({ url: foto });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // a browser must never second-guess the type (issue 30): it is an image, never a document
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, icc: meta.icc }).toEqual({
      format: 'jpeg',
      width: 400,
      height: 400,
      exif: undefined,
      icc: undefined,
    });

    const profile = await t.app.inject({ url: '/api/guru/profil', headers: guru });
    expect((profile.json() as { data: { foto: string } }).data.foto).toBe(foto);
  });

  it('gives every new picture a new address whatever the clock says, and the same picture its address again', async () => {
    // The address is a digest of the picture, not a time: two uploads in one millisecond differ.
    const fotoOf = async (photo: Buffer) =>
      ((await upload(photo.toString('base64'))).json() as { data: { foto: string } }).data.foto;
    const brown = await phonePhoto();
    const green = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    const first = await fotoOf(brown);
    const second = await fotoOf(green);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: second })).statusCode).toBe(200);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);
    expect(await fotoOf(brown)).toBe(first);
    expect((await t.app.inject({ url: first })).statusCode).toBe(200);
  });

  it.each(['png', 'webp'] as const)('accepts a %s photo', async (format) => {
    expect((await upload((await phonePhoto(format)).toString('base64'))).statusCode).toBe(200);
  });

  it('refuses by content, not by name: a GIF, a text file, a broken JPEG, too large, not base64', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const cases: [string, string][] = [
      [gif.toString('base64'), 'Foto harus berupa JPG, PNG atau WebP'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
        'Foto harus berupa JPG, PNG atau WebP',
      ],
      [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ).toString('base64'),
        'Foto harus berupa JPG, PNG atau WebP',
      ],
      [
        Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>').toString('base64'),
        'Foto harus berupa JPG, PNG atau WebP',
      ],
      // PNG's magic bytes in front of HTML: sniffed as PNG, then not decodable, so never kept
      [
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]).toString('base64'),
        'Foto tidak dapat dibaca: pilih berkas gambar lain',
      ],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]).toString('base64'),
        'Foto tidak dapat dibaca: pilih berkas gambar lain',
      ],
      // one byte over 2 MB: the longest base64 the contract lets through
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(TEACHER_PHOTO_MAX_BYTES - 2)]).toString('base64'),
        'Ukuran foto maksimal 2 MB',
      ],
      ['bukan base64!', 'Foto tidak terbaca: kirim berkas gambar dalam base64'],
    ];
    for (const [foto, message] of cases) {
      const answer = await upload(foto);
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { message } });
    }
  });

  it('is the logged-in teacher only, and needs the CSRF token', async () => {
    const photo = (await phonePhoto()).toString('base64');
    expect((await upload(photo, await csrfHeaders(t.app))).statusCode).toBe(401);
    const siswa = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    expect((await upload(photo, siswa)).statusCode).toBe(403);
    const { 'x-csrf-token': _token, ...withoutToken } = guru;
    expect((await upload(photo, withoutToken)).statusCode).toBe(403);
  });

  it('answers an unknown photo address with a JSON 404', async () => {
    const answer = await t.app.inject({ url: '/media/guru/foto/1-123.jpg' });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 404,
      body: { message: 'Gambar tidak ditemukan' },
    });
  });
});
