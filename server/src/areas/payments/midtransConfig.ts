/** Where Midtrans is and with which key: read once from the environment (the key stays on the server). */
export interface MidtransConfig {
  serverKey: string;
  /** Core API base, no trailing slash: the sandbox, production, or a local stand-in (MIDTRANS_API_URL) */
  apiUrl: string;
}

export const MIDTRANS_SANDBOX_URL = 'https://api.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_URL = 'https://api.midtrans.com';

/** Undefined without MIDTRANS_SERVER_KEY: the online routes then answer 503 and the page offers the bank transfer. */
export function midtransConfigFrom(env: NodeJS.ProcessEnv): MidtransConfig | undefined {
  const serverKey = env.MIDTRANS_SERVER_KEY?.trim();
  if (!serverKey) return undefined;
  const fallback = env.MIDTRANS_PRODUCTION === 'true' ? MIDTRANS_PRODUCTION_URL : MIDTRANS_SANDBOX_URL;
  return { serverKey, apiUrl: (env.MIDTRANS_API_URL?.trim() || fallback).replace(/\/+$/, '') };
}

/** How often waiting charges are re-read from Midtrans' status API (MIDTRANS_RECHECK_MS; 0: never). */
export function chargeRecheckIntervalFrom(env: NodeJS.ProcessEnv): number {
  const parsed = Number(env.MIDTRANS_RECHECK_MS ?? 60_000);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : 60_000;
}
