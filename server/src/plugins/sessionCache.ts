/**
 * Sessions remembered in this process for at most `SESSION_CACHE_MS` (1 s), so a page's burst of
 * requests pays one session lookup instead of one each (issue 50: the lookup is one PostgreSQL round
 * trip per request, ~200 µs of hand-over between processes on two vCPUs).
 *
 * The product's decision: another process may serve a session for at most one second after it
 * ended or its account changed; the process that ends a session or changes an account forgets it at
 * once (`forgetSessionToken`, `forgetUserSessions`, called after the change is committed). With
 * `REDIS_URL` the forgetting is also published (`sessionForgetBus.ts`), so other processes
 * usually forget within milliseconds; the one-second lifetime bounds it when a message is lost.
 */
import type { SessionUser } from './session';

export const SESSION_CACHE_MS = 1000;

interface Remembered {
  user: SessionUser;
  /** the session's own expiry (ISO), checked on every hit */
  expiresAt: string;
  /** monotonic time (ms) after which the entry is looked up again */
  freshUntil: number;
}

/** What a forget says, to this process and (through the bus) to the others. */
export type SessionForget = { tokenHash: string } | { userId: number } | { all: true };

type ForgetListener = (forget: SessionForget) => void;

/** Monotonic milliseconds: the cache's lifetime never follows a moved wall clock. */
const monotonicMs = (): number => performance.now();

export class SessionCache {
  private readonly entries = new Map<string, Remembered>();
  private readonly listeners = new Set<ForgetListener>();

  constructor(
    private readonly lifetimeMs: number = SESSION_CACHE_MS,
    private readonly clock: () => number = monotonicMs,
  ) {}

  /** The remembered account of a session still fresh and not expired at `nowIso`, else undefined. */
  get(tokenHash: string, nowIso: string): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= this.clock() || entry.expiresAt <= nowIso) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  remember(tokenHash: string, user: SessionUser, expiresAt: string): void {
    if (this.lifetimeMs <= 0) return;
    // Old entries go on the next write: a process that sees many one-off sessions keeps only live ones.
    if (this.entries.size >= 10_000) this.dropStale();
    this.entries.set(tokenHash, { user, expiresAt, freshUntil: this.clock() + this.lifetimeMs });
  }

  /** Forgets here, and tells the listeners (the bus) unless the forget came from the bus itself. */
  forget(forget: SessionForget, { broadcast = true }: { broadcast?: boolean } = {}): void {
    if ('all' in forget) this.entries.clear();
    else if ('tokenHash' in forget) this.entries.delete(forget.tokenHash);
    else for (const [hash, entry] of this.entries) if (entry.user.id === forget.userId) this.entries.delete(hash);
    if (broadcast) for (const listener of this.listeners) listener(forget);
  }

  /** Registers a listener of this process' forgets; returns its removal. */
  onForget(listener: ForgetListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  private dropStale(): void {
    const now = this.clock();
    for (const [hash, entry] of this.entries) if (entry.freshUntil <= now) this.entries.delete(hash);
    if (this.entries.size >= 10_000) this.entries.clear();
  }
}

/**
 * The process' one cache. `SESSION_CACHE_MS=0` turns it off (every request looks its session up).
 * Module level because every server process has exactly one, and the areas forget through it.
 */
export const sessionCache = new SessionCache(Number(process.env.SESSION_CACHE_MS ?? SESSION_CACHE_MS));

/** After a session was deleted (logout): this process forgets it at once, the others within 1 s. */
export function forgetSessionToken(tokenHash: string): void {
  sessionCache.forget({ tokenHash });
}

/** After an account's sessions were deleted or the account changed (password, status, code). */
export function forgetUserSessions(userId: number): void {
  sessionCache.forget({ userId });
}
