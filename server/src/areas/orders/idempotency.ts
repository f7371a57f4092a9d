import { createHash } from 'node:crypto';
import type { OrderDraftBody } from '@tutor/contract';

/** JSON with object keys sorted, so the same draft hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What an Idempotency-Key promises: the same request. The CSRF `_token` is not part of the order
 * (a reloaded page has a new one), so it is left out.
 */
export function draftHash(body: OrderDraftBody): string {
  const { _token: _ignored, ...order } = body;
  return createHash('sha256').update(canonicalJson(order)).digest('hex');
}
