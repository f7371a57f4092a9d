/**
 * A local stand-in of the four Midtrans Core API calls we use (POST /v2/charge, GET /v2/{id}/status,
 * POST /v2/{id}/cancel, POST /v2/{id}/refund), answering with the payload shapes of Midtrans'
 * documentation, plus what a bank does: pay a charge (then Midtrans posts its signed notification
 * to our server) or let it expire. The server tests start it in-process; `npm run
 * midtrans:stand-in` runs it for a developer to click through a payment (README).
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { detailsOf, STATUS_CODES, wib } from './midtransPayloads';

export interface StandInTransaction {
  order_id: string;
  payment_type: string;
  gross_amount: string;
  transaction_status: string;
  fraud_status: string;
  status_code: string;
  transaction_id: string;
  transaction_time: string;
  expiry_time: string;
  details: Record<string, unknown>;
}

export interface MidtransStandIn {
  url: string;
  transactions: Map<string, StandInTransaction>;
  /** the Basic-auth user of every API call, checked: our server key */
  calls: { method: string; path: string }[];
  /** how many of the next refund calls Midtrans refuses (a 500 status_code, as when its refund service is down) */
  refusedRefunds: number;
  /** the bank takes the money (`amount` differs to test a wrong amount); posts the notification unless notify is false */
  pay(orderId: string, options?: { amount?: number; notify?: boolean }): Promise<number | undefined>;
  expire(orderId: string, options?: { notify?: boolean }): Promise<number | undefined>;
  /** posts the signed notification of the transaction as it stands now; answers our status code */
  notify(orderId: string, overrides?: Partial<Record<string, string>>): Promise<number>;
  signed(orderId: string, overrides?: Partial<Record<string, string>>): Record<string, string>;
  close(): Promise<void>;
}

export async function startMidtransStandIn(options: {
  serverKey: string;
  /** where notifications go (Midtrans' dashboard setting); set later with `notifyUrl` */
  notifyUrl?: string;
  port?: number;
  now?: () => Date;
}): Promise<MidtransStandIn & { notifyUrl: string | undefined }> {
  const now = options.now ?? (() => new Date());
  const transactions = new Map<string, StandInTransaction>();
  const calls: { method: string; path: string }[] = [];
  const auth = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;

  const answerOf = (tx: StandInTransaction, extra: Record<string, unknown> = {}) => ({
    status_code: tx.status_code,
    status_message: `Success, transaction is found`,
    transaction_id: tx.transaction_id,
    order_id: tx.order_id,
    merchant_id: 'G000000000',
    gross_amount: tx.gross_amount,
    currency: 'IDR',
    payment_type: tx.payment_type,
    transaction_time: tx.transaction_time,
    transaction_status: tx.transaction_status,
    fraud_status: tx.fraud_status,
    expiry_time: tx.expiry_time,
    ...tx.details,
    ...extra,
  });
  const setStatus = (tx: StandInTransaction, status: string) => {
    tx.transaction_status = status;
    tx.status_code = STATUS_CODES[status] ?? '200';
  };

  const handle = async (request: http.IncomingMessage, body: string): Promise<[number, unknown]> => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const control = /^\/_stand-in\/(bayar|kedaluwarsa)$/.exec(path);
    if (control && request.method === 'POST') {
      const input = JSON.parse(body || '{}') as { order_id?: string; va_number?: string; amount?: number };
      const id =
        input.order_id ??
        [...transactions.values()].find((tx) => JSON.stringify(tx.details).includes(`"${input.va_number}"`))?.order_id;
      if (!id || !transactions.has(id)) return [404, { message: 'tidak ada transaksi itu' }];
      const status =
        control[1] === 'bayar' ? await standIn.pay(id, { amount: input.amount }) : await standIn.expire(id);
      return [200, { order_id: id, notifikasi: status ?? null }];
    }
    if (path === '/_stand-in' && request.method === 'GET')
      return [200, [...transactions.values()].map((tx) => answerOf(tx))];
    calls.push({ method: request.method ?? '', path });
    if (request.headers.authorization !== auth)
      return [401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' }];
    if (path === '/v2/charge' && request.method === 'POST') {
      const input = JSON.parse(body) as Record<string, unknown> & {
        transaction_details: { order_id: string; gross_amount: number };
        custom_expiry?: { expiry_duration: number };
      };
      const orderId = input.transaction_details.order_id;
      if (transactions.has(orderId))
        return [
          200,
          {
            status_code: '406',
            status_message:
              'The request could not be completed due to a conflict with the current state of the target resource, please try again',
          },
        ];
      const { paymentType, details } = detailsOf(input);
      const minutes = input.custom_expiry?.expiry_duration ?? 24 * 60;
      const tx: StandInTransaction = {
        order_id: orderId,
        payment_type: paymentType,
        gross_amount: `${input.transaction_details.gross_amount}.00`,
        transaction_status: 'pending',
        fraud_status: 'accept',
        status_code: '201',
        transaction_id: randomBytes(16).toString('hex'),
        transaction_time: wib(now()),
        expiry_time: wib(new Date(now().getTime() + minutes * 60_000)),
        details,
      };
      transactions.set(orderId, tx);
      return [200, answerOf(tx, { status_message: 'Success, transaction is created' })];
    }
    const call = /^\/v2\/([^/]+)\/(status|cancel|refund)$/.exec(path);
    const tx = call ? transactions.get(decodeURIComponent(call[1] ?? '')) : undefined;
    if (!call || !tx) return [200, { status_code: '404', status_message: "Transaction doesn't exist." }];
    if (call[2] === 'cancel') {
      if (tx.transaction_status !== 'pending')
        return [200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' }];
      setStatus(tx, 'cancel');
    }
    if (call[2] === 'refund') {
      if (standIn.refusedRefunds > 0) {
        standIn.refusedRefunds -= 1;
        return [
          200,
          { status_code: '500', status_message: 'Sorry, we encountered internal server error. We will fix this soon.' },
        ];
      }
      if (tx.transaction_status !== 'settlement')
        return [200, { status_code: '412', status_message: 'Merchant cannot modify the status of the transaction' }];
      const refund = JSON.parse(body || '{}') as { refund_key?: string; amount?: number };
      setStatus(tx, 'refund');
      return [
        200,
        answerOf(tx, {
          status_message: 'Success, refund request is approved',
          refund_amount: `${refund.amount}.00`,
          refund_key: refund.refund_key,
        }),
      ];
    }
    return [200, answerOf(tx)];
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      handle(request, body)
        .catch((error: unknown): [number, unknown] => [500, { status_code: '500', status_message: String(error) }])
        .then(([status, answer]) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signed = (orderId: string, overrides: Partial<Record<string, string>> = {}) => {
    const tx = transactions.get(orderId);
    if (!tx) throw new Error(`no transaction ${orderId}`);
    const fields = {
      transaction_time: tx.transaction_time,
      transaction_status: tx.transaction_status,
      transaction_id: tx.transaction_id,
      status_message: 'midtrans payment notification',
      status_code: tx.status_code,
      payment_type: tx.payment_type,
      order_id: tx.order_id,
      merchant_id: 'G000000000',
      gross_amount: tx.gross_amount,
      fraud_status: tx.fraud_status,
      currency: 'IDR',
      ...overrides,
    };
    const signature = createHash('sha512')
      .update(`${fields.order_id}${fields.status_code}${fields.gross_amount}${options.serverKey}`)
      .digest('hex');
    return { ...fields, signature_key: overrides.signature_key ?? signature };
  };

  const standIn = {
    url,
    transactions,
    calls,
    refusedRefunds: 0,
    notifyUrl: options.notifyUrl,
    signed,
    async notify(orderId: string, overrides?: Partial<Record<string, string>>) {
      if (!standIn.notifyUrl) throw new Error('no notification URL set');
      const response = await fetch(standIn.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signed(orderId, overrides)),
      });
      return response.status;
    },
    async pay(orderId: string, payOptions: { amount?: number; notify?: boolean } = {}) {
      const tx = transactions.get(orderId);
      if (!tx) throw new Error(`no transaction ${orderId}`);
      setStatus(tx, 'settlement');
      if (payOptions.amount !== undefined) tx.gross_amount = `${payOptions.amount}.00`;
      tx.details = { ...tx.details, settlement_time: wib(now()) };
      return payOptions.notify === false || !standIn.notifyUrl ? undefined : standIn.notify(orderId);
    },
    async expire(orderId: string, expireOptions: { notify?: boolean } = {}) {
      const tx = transactions.get(orderId);
      if (!tx) throw new Error(`no transaction ${orderId}`);
      setStatus(tx, 'expire');
      return expireOptions.notify === false || !standIn.notifyUrl ? undefined : standIn.notify(orderId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}
