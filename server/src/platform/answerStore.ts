import { LRUCache } from 'lru-cache';
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
 * Answers by key, least recently used first out, bounded in entries and bytes (lru-cache). An
 * answer is reused only before it expires and while the generation it was read under is still
 * current. Expiry is checked here, not by lru-cache's ttl: that one reads its own clock, and the
 * callers pass the time in (every test here moves it by hand).
 */
export class AnswerStore {
  readonly #entries: LRUCache<string, StoredAnswer>;

  constructor(readonly limits: AnswerStoreLimits) {
    // An answer bigger than the whole budget is not kept (lru-cache's maxEntrySize defaults to maxSize).
    this.#entries = new LRUCache({
      max: limits.entries,
      maxSize: limits.bytes,
      sizeCalculation: (entry) => entry.bytes,
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
  }

  /** The answer for `key` if it may still be used; it becomes the most recently used. */
  get(key: string, now: number, generation: number): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now || entry.generation !== generation) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Remembers `json` for `key` (replacing what was there). An answer bigger than the whole budget is only returned. */
  put(key: string, json: Buffer, generation: number, now: number): StoredAnswer {
    const entry: StoredAnswer = {
      json,
      compressed: {},
      expires: now + this.limits.ttlMs,
      generation,
      bytes: ENTRY_OVERHEAD_BYTES + key.length * 2 + json.length,
    };
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * Keeps a compressed form of the answer stored for `key`, counted against the byte limit. The
   * entry is stored again so lru-cache counts its new size and evicts (it re-measures only a new
   * value, hence delete first); that also makes it the most recently used, which it is: it is
   * compressed because it is being sent.
   */
  addCompressed(key: string, entry: StoredAnswer, encoding: ResponseEncoding, body: Buffer): void {
    if (entry.compressed[encoding]) return;
    entry.compressed[encoding] = body;
    entry.bytes += body.length;
    // An entry already dropped (expired, replaced, evicted) keeps the body for the reply in hand only.
    if (this.#entries.peek(key) !== entry) return;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
  }
}
