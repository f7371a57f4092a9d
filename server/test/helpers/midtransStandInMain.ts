/**
 * `npm run midtrans:stand-in`: the Midtrans stand-in for a developer. Start the site with
 * MIDTRANS_SERVER_KEY=<the same key> MIDTRANS_API_URL=http://127.0.0.1:<port>, choose a method on
 * the order page, then pay it: `curl -X POST http://127.0.0.1:<port>/_stand-in/bayar -d
 * '{"va_number":"<the number shown>"}'` (or `{"order_id":"<charge id>"}`; `/_stand-in/kedaluwarsa`
 * expires it). GET /_stand-in lists the transactions.
 */
import { startMidtransStandIn } from './midtransStandIn';

const serverKey = process.env.MIDTRANS_SERVER_KEY || 'SB-Mid-server-lokal';
const port = Number(process.env.MIDTRANS_STAND_IN_PORT ?? 3900);
const notifyUrl =
  process.env.MIDTRANS_NOTIFY_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/pembayaran/midtrans/notifikasi`;

startMidtransStandIn({ serverKey, port, notifyUrl })
  .then((standIn) => {
    console.log(`Midtrans tiruan berjalan di ${standIn.url} (server key ${serverKey}); notifikasi ke ${notifyUrl}`);
    console.log(
      `Bayar: curl -X POST ${standIn.url}/_stand-in/bayar -H 'content-type: application/json' -d '{"va_number":"..."}'`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
