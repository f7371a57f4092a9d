/**
 * A small typed client of the Midtrans Core API calls we use (charge, status, cancel, refund).
 * `midtrans-client` (the official package) takes its base address from fixed constants per
 * environment, so it cannot be pointed at MIDTRANS_API_URL (a local stand-in); these four calls are
 * plain JSON over HTTPS with the server key as Basic auth.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ChargeMethod } from '@tutor/contract';
import type { MidtransConfig } from './midtransConfig';

/** The fields of Midtrans' transaction answers (charge and status) that we read; more come. */
export interface MidtransTransaction {
  status_code: string;
  status_message?: string;
  order_id?: string;
  transaction_id?: string;
  gross_amount?: string;
  payment_type?: string;
  transaction_status?: string;
  fraud_status?: string;
  transaction_time?: string;
  expiry_time?: string;
  va_numbers?: { bank: string; va_number: string }[];
  permata_va_number?: string;
  bill_key?: string;
  biller_code?: string;
  qr_string?: string;
  actions?: { name: string; method: string; url: string }[];
}

export class MidtransError extends Error {}

export interface ChargeRequest {
  chargeId: string;
  metode: ChargeMethod;
  amount: number;
  expiryMinutes: number;
}

/** The Core API body of one charge by method (Midtrans' documentation, "Charge API"). */
export function chargeBody(request: ChargeRequest): Record<string, unknown> {
  const common = {
    transaction_details: { order_id: request.chargeId, gross_amount: request.amount },
    custom_expiry: { expiry_duration: request.expiryMinutes, unit: 'minute' },
  };
  switch (request.metode) {
    case 'bca_va':
    case 'bni_va':
    case 'bri_va':
    case 'permata_va':
      return { ...common, payment_type: 'bank_transfer', bank_transfer: { bank: request.metode.replace('_va', '') } };
    case 'mandiri_bill':
      return { ...common, payment_type: 'echannel', echannel: { bill_info1: 'Pembayaran:', bill_info2: 'Les privat' } };
    case 'qris':
      return { ...common, payment_type: 'qris', qris: { acquirer: 'gopay' } };
    case 'gopay':
      return { ...common, payment_type: 'gopay', gopay: { enable_callback: false } };
  }
}

/** Midtrans' "2024-07-05 10:53:53" (GMT+7) as an ISO instant; undefined when absent or unreadable. */
export function midtransTimeToIso(text: string | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const date = new Date(`${text.replace(' ', 'T')}+07:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** SHA-512 of order_id + status_code + gross_amount + server key, hex: Midtrans' signature_key. */
export function signatureOf(
  serverKey: string,
  fields: { order_id: string; status_code: string; gross_amount: string },
) {
  return createHash('sha512')
    .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${serverKey}`)
    .digest('hex');
}

export function signatureIsValid(
  serverKey: string,
  notification: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
): boolean {
  const expected = Buffer.from(signatureOf(serverKey, notification));
  const given = Buffer.from(notification.signature_key.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface MidtransClient {
  charge(request: ChargeRequest): Promise<MidtransTransaction>;
  status(chargeId: string): Promise<MidtransTransaction>;
  cancel(chargeId: string): Promise<MidtransTransaction>;
  refund(chargeId: string, refund: { key: string; amount: number; reason: string }): Promise<MidtransTransaction>;
}

/** Answers 2xx with a Midtrans status_code of 2xx (or 407 expired, 412 cannot be modified) as data; else throws. */
export function midtransClient(config: MidtransConfig, timeoutMs = 10_000): MidtransClient {
  const authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<MidtransTransaction> => {
    const response = await fetch(`${config.apiUrl}${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw new MidtransError(`Midtrans tidak terjangkau: ${String(error)}`);
    });
    const answer = (await response.json().catch(() => undefined)) as MidtransTransaction | undefined;
    if (!response.ok || !answer || typeof answer.status_code !== 'string')
      throw new MidtransError(`Midtrans ${method} ${path} menjawab ${response.status}`);
    if (!/^(2\d\d|407)$/.test(answer.status_code))
      throw new MidtransError(`Midtrans ${method} ${path}: ${answer.status_code} ${answer.status_message ?? ''}`);
    return answer;
  };
  const id = (chargeId: string) => encodeURIComponent(chargeId);
  return {
    charge: (request) => call('POST', '/v2/charge', chargeBody(request)),
    status: (chargeId) => call('GET', `/v2/${id(chargeId)}/status`),
    cancel: (chargeId) => call('POST', `/v2/${id(chargeId)}/cancel`),
    refund: (chargeId, refund) =>
      call('POST', `/v2/${id(chargeId)}/refund`, {
        refund_key: refund.key,
        amount: refund.amount,
        reason: refund.reason,
      }),
  };
}

/** What the student pays with, from Midtrans' charge answer. */
export function payWithOf(answer: MidtransTransaction) {
  const action = (name: string) => answer.actions?.find((entry) => entry.name === name)?.url ?? null;
  return {
    va_number: answer.va_numbers?.[0]?.va_number ?? answer.permata_va_number ?? null,
    bill_key: answer.bill_key ?? null,
    biller_code: answer.biller_code ?? null,
    qr_string: answer.qr_string ?? null,
    deeplink: action('deeplink-redirect'),
  };
}
