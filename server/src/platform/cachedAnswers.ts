import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { AnswerStore, type AnswerStoreLimits, type StoredAnswer } from './answerStore';
import { COMPRESS_THRESHOLD_BYTES, compressAnswer, negotiatedEncoding } from './compression';

const JSON_TYPE = 'application/json; charset=utf-8';

export interface AnswerCacheOptions extends AnswerStoreLimits {
  /** the data generation: an answer read under another one is not reused */
  generation: () => number;
}

export interface AnswerCache {
  /**
   * Sends the answer remembered for `key`, or runs `load` and lets Fastify validate and serialise
   * its result as for any route; `onSend` then keeps that JSON for the next request with this key.
   * `key` must name everything the answer depends on (after validation and normalising).
   */
  answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
  ): Promise<T | FastifyReply>;
  /** the route-level onSend hook of every route that answers through `answer` */
  onSend: onSendHookHandler;
  readonly store: AnswerStore;
}

/** Adds accept-encoding to Vary, keeping what another hook may have put there. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Whole answers of public, anonymous GET routes, remembered per process as JSON and compressed
 * forms, so repeating a popular search costs a lookup and a write instead of queries,
 * serialisation and compression. A first answer (a miss) and a remembered one (a hit) leave
 * through the same code (`encoded`): same bytes, same Content-Type, Content-Encoding and Vary.
 * The encoding is chosen as @fastify/compress would (`negotiatedEncoding`); that plugin leaves an
 * answer alone once Content-Encoding is set, and otherwise finds nothing to compress (the client
 * accepts no encoding, or the answer is below the threshold, as here).
 */
export function answerCache(options: AnswerCacheOptions): AnswerCache {
  const store = new AnswerStore(options);
  /** requests whose answer is being read: the key and the generation its reads started under */
  const reading = new WeakMap<FastifyRequest, { key: string; generation: number }>();

  /** The body to send for this request, with its headers set; compresses (once) when the client accepts it. */
  const encoded = (request: FastifyRequest, reply: FastifyReply, key: string, entry: StoredAnswer): Buffer => {
    reply.header('content-type', JSON_TYPE);
    if (entry.json.length < COMPRESS_THRESHOLD_BYTES) return entry.json;
    varyOnEncoding(reply);
    const encoding = negotiatedEncoding(request);
    if (!encoding) return entry.json;
    let body = entry.compressed[encoding];
    if (!body) {
      body = compressAnswer(encoding, entry.json);
      store.addCompressed(key, entry, encoding, body);
    }
    reply.header('content-encoding', encoding);
    return body;
  };

  return {
    store,
    answer: async (request, reply, key, load) => {
      // Taken before any read: a change during the reads leaves what they return stale at once.
      const generation = options.generation();
      const entry = store.get(key, Date.now(), generation);
      if (entry) return reply.send(encoded(request, reply, key, entry));
      reading.set(request, { key, generation });
      return load();
    },
    onSend: (request, reply, payload, done) => {
      const read = reading.get(request);
      // Only a successful answer that Fastify serialised from `load` is kept.
      if (!read || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
      reading.delete(request);
      const entry = store.put(read.key, Buffer.from(payload), read.generation, Date.now());
      done(null, encoded(request, reply, read.key, entry));
    },
  };
}
