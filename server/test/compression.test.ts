/**
 * Run-time answers are compressed as the server registers @fastify/compress (platform/compression.ts):
 * a list page of tens of kilobytes in one synchronous call sized to it (so it leaves with a
 * Content-Length, as the stream path never does), and it reads back as the same JSON in brotli and gzip.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dynamicCompression, SYNC_COMPRESS_MAX_BYTES } from '../src/platform/compression';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    kode: `PB-${String(index).padStart(7, '0')}`,
    judul_lowongan: 'Guru Matematika, Fisika untuk SMA',
    kota: 'Kota Bandung',
    waktu_les: [{ hari: 'Senin', jam: '16:00' }],
  }));

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await dynamicCompression(app);
  app.get('/halaman', async () => ({ data: rows(400) }));
  app.get('/besar', async () => ({ data: rows(Math.ceil(SYNC_COMPRESS_MAX_BYTES / 100) + 100) }));
  await app.ready();
});
afterAll(async () => app.close());

describe('compressed answers', () => {
  it('compresses a page of tens of kilobytes in one call, with its length', async () => {
    const plain = await app.inject({ url: '/halaman' });
    expect(plain.rawPayload.length).toBeGreaterThan(30_000);
    expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESS_MAX_BYTES);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await app.inject({ url: '/halaman', headers: { 'accept-encoding': encoding } });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('streams an answer above the synchronous ceiling', async () => {
    const plain = await app.inject({ url: '/besar' });
    expect(plain.rawPayload.length).toBeGreaterThan(SYNC_COMPRESS_MAX_BYTES);
    const answer = await app.inject({ url: '/besar', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
  });
});
