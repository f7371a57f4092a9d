/**
 * Memoises an async value for `ttlMs` per process. For whole-table aggregates (count of verified
 * teachers, the banner's average over every review) that cost a full scan at 100,000 teachers but
 * change only when an admin edits data; a few seconds of staleness is harmless there.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let expires = 0;
  return () => {
    const now = Date.now();
    if (!value || now >= expires) {
      expires = now + ttlMs;
      value = load();
      // A failed load must not be served until the TTL ends.
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
