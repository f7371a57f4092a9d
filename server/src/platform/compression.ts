import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Brotli quality for answers built at run time. At the plugin's default (4) a 7 KB teacher page
 * cost ~130-180 µs of CPU to compress, more than its two SQL queries; quality 1 takes ~40 µs and
 * still shrinks it to 30 % (2.1 KB against 1.85 KB at quality 4). Static files are pre-compressed
 * at build time at the highest quality, so this only governs dynamic JSON and the shell page.
 */
export const DYNAMIC_BROTLI_QUALITY = 1;
/** Answers smaller than this go out as they are: the headers would eat most of the saving. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Answers up to this size are compressed in one synchronous call (`sizedBrotli`), larger ones
 * stream. The plugin's own ceiling depends on the cores (8 KB on two): a page of 50 orders or
 * openings (20-40 KB of JSON) then went through a stream pipeline with brotli's 4 MB window on the
 * thread pool, ~630 µs of CPU against ~70 µs in one call sized to it (a 39 KB job board page, quality
 * 1, measured on the two-core machine). Our largest run-time answers are well below this.
 */
export const SYNC_COMPRESS_MAX_BYTES = 256 * 1024;
/** In the order the server prefers them when a client accepts several equally. */
export const RESPONSE_ENCODINGS: ResponseEncoding[] = ['br', 'gzip'];
export type ResponseEncoding = 'br' | 'gzip';

const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/**
 * The plugin compresses small buffered answers with `brotliCompressSync(payload, options)`; told
 * the payload's size, brotli sizes its window to it instead of setting up its 4 MB default for
 * a few kilobytes (about a third of the time at these sizes). Answers above SYNC_COMPRESS_MAX_BYTES still stream.
 */
const sizedBrotli = {
  brotliCompressSync: (payload: zlib.InputType, options: zlib.BrotliOptions = {}) =>
    zlib.brotliCompressSync(payload, {
      ...options,
      params: {
        ...options.params,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]:
          typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength,
      },
    }),
};

/**
 * The encoding @fastify/compress picks for a request, by its own steps: no compression when the
 * client says `x-no-compression`; otherwise its negotiator on the lower-cased `Accept-Encoding`,
 * in which `*` and `x-gzip` stand for gzip. Null: the answer goes out as it is.
 * Remembered answers (cachedAnswers.ts) use it, so they leave as the plugin would send them.
 */
export function negotiatedEncoding(request: FastifyRequest): ResponseEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (request.headers['x-no-compression'] !== undefined || accepted === undefined) return null;
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), RESPONSE_ENCODINGS);
}

/** What the plugin's synchronous path sends for a buffered answer in that encoding. */
export function compressAnswer(encoding: ResponseEncoding, body: Buffer): Buffer {
  return encoding === 'br' ? sizedBrotli.brotliCompressSync(body, { params: BROTLI_PARAMS }) : zlib.gzipSync(body);
}

/** Brotli or gzip for every text answer built at run time (API JSON, the shell page). */
export async function dynamicCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: RESPONSE_ENCODINGS,
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
    brotliOptions: { params: BROTLI_PARAMS },
    // Only the synchronous brotli entry is replaced; streams and gzip stay the plugin's own.
    zlib: sizedBrotli,
  });
}
