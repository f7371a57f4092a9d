/**
 * A request id the server keeps from an incoming X-Request-Id and the browser reports back with an
 * error: short and plain, so it can neither forge a log line nor bloat it. The contract's
 * ClientErrorReport.requestId carries the same pattern (server/test/requestId.test.ts checks).
 */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._:-]{1,128}$';

const SAFE_REQUEST_ID = new RegExp(REQUEST_ID_PATTERN);

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}
