import type { ResponseEncoding } from './compression';

/** One remembered answer: the JSON as the route's serialiser wrote it, and its compressed forms. */
export interface StoredAnswer {
  readonly json: Buffer;
  /** each made the first time a client asks for that encoding */
  readonly compressed: Partial<Record<ResponseEncoding, Buffer>>;
  readonly expires: number;
  /** the data generation current when the answer's reads began */
  readonly generation: number;
  bytes: number;
}

export interface AnswerStoreLimits {
  /** answers remembered at most */
  entries: number;
  /** bytes of JSON, compressed forms and keys at most */
  bytes: number;
  /** how long an answer may be reused at most */
  ttlMs: number;
}

/** Map bookkeeping per entry, counted against the byte limit so a flood of tiny answers is bounded too. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Answers by key, least recently used first out, bounded in entries and bytes. An answer is
 * reused only before it expires and while the generation it was read under is still current.
 */
export class AnswerStore {
  readonly #entries = new Map<string, StoredAnswer>();
  #bytes = 0;

  constructor(readonly limits: AnswerStoreLimits) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The answer for `key` if it may still be used; it becomes the most recently used. */
  get(key: string, now: number, generation: number): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= now || entry.generation !== generation) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  /** Remembers `json` for `key` (replacing what was there). An answer bigger than the whole budget is only returned. */
  put(key: string, json: Buffer, generation: number, now: number): StoredAnswer {
    const entry: StoredAnswer = { json, compressed: {}, expires: now + this.limits.ttlMs, generation, bytes: ENTRY_OVERHEAD_BYTES + key.length * 2 + json.length };
    this.#remove(key);
    if (entry.bytes > this.limits.bytes) return entry;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return entry;
  }

  /** Keeps a compressed form of the answer stored for `key`, counted against the byte limit. */
  addCompressed(key: string, entry: StoredAnswer, encoding: ResponseEncoding, body: Buffer): void {
    if (entry.compressed[encoding]) return;
    entry.compressed[encoding] = body;
    entry.bytes += body.length;
    // An entry already dropped (expired, replaced, evicted) keeps the body for the reply in hand only.
    if (this.#entries.get(key) !== entry) return;
    this.#bytes += body.length;
    this.#evict();
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  #evict(): void {
    while (this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) return;
      this.#remove(oldest);
    }
  }
}
