/**
 * A new Idempotency-Key for a draft: letters, digits and "-" only (the contract's pattern).
 * crypto.randomUUID exists only in secure contexts (HTTPS, localhost); a site served over plain
 * HTTP still has getRandomValues, so the key never depends on how the page was reached.
 */
export function newIdempotencyKey(): string {
  const source = globalThis.crypto;
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
