// The Midtrans stand-in's payload shapes (midtransStandIn.ts): its times, the payment details a
// charge answers per payment type, and the status code of each transaction status.
import { randomBytes } from 'node:crypto';

/** "2026-11-28 10:00:00" in GMT+7, as Midtrans writes times. */
export const wib = (instant: Date) =>
  new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');

export function detailsOf(body: Record<string, unknown>): { paymentType: string; details: Record<string, unknown> } {
  const paymentType = String(body.payment_type);
  const bank = (body.bank_transfer as { bank?: string } | undefined)?.bank ?? '';
  const action = (name: string, url: string) => ({ name, method: 'GET', url });
  switch (paymentType) {
    case 'bank_transfer':
      return bank === 'permata'
        ? { paymentType, details: { permata_va_number: `8778${digits(12)}` } }
        : { paymentType, details: { va_numbers: [{ bank, va_number: `${digits(11)}` }] } };
    case 'echannel':
      return { paymentType, details: { bill_key: digits(12), biller_code: '70012' } };
    case 'qris':
      return {
        paymentType,
        details: {
          acquirer: 'gopay',
          qr_string: `00020101021226620014COM.GO-JEK.WWW011993600914${digits(12)}5204549953033605802ID6304${digits(4)}`,
          actions: [action('generate-qr-code', 'https://api.sandbox.midtrans.com/v2/qris/qr-code')],
        },
      };
    default:
      return {
        paymentType,
        details: {
          actions: [
            action('generate-qr-code', 'https://api.sandbox.midtrans.com/v2/gopay/qr-code'),
            action(
              'deeplink-redirect',
              `https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin?id=${digits(8)}`,
            ),
          ],
        },
      };
  }
}

export const STATUS_CODES: Record<string, string> = {
  pending: '201',
  settlement: '200',
  expire: '407',
  cancel: '200',
  refund: '200',
};
