import { randomBytes } from 'node:crypto';
import type { DiscountClaim, DiscountClaimAnswer, DiscountList } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, nowIso } from '../domain/dates';
import type { ApiContext } from './context';
import { querySchema } from './schemaParts';

export const CLAIM_VALID_DAYS = 30;
export const CLAIM_PERCENT = 25;
const CLAIM_DESCRIPTION = 'Diskon 25% untuk pemesanan les privat pertama. Sebutkan kode ini kepada admin melalui WhatsApp.';
/** No 0/O/1/I: the code is read aloud and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const claimRateLimit = { max: 10, timeWindow: '1 minute' } as const;

/** SPEC §5 and §9: digits only, prefix 62, at least 12 digits; 15 is the E.164 maximum. */
export function whatsappNumberProblem(number: string): string | null {
  if (number === '') return 'Nomor WhatsApp harus di isi';
  if (!/^[0-9]+$/.test(number)) return 'Nomor hanya boleh berisi angka';
  if (!number.startsWith('62')) return 'Nomor harus diawali 62';
  if (number.length < 12) return 'Nomor kurang dari 12 digit';
  if (number.length > 15) return 'Nomor lebih dari 15 digit';
  return null;
}

function voucherCode(): string {
  const bytes = randomBytes(8);
  return `WA25-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

async function existingClaim(db: Kysely<Database>, number: string): Promise<DiscountClaim | undefined> {
  return db
    .selectFrom('discount_claims as dc')
    .innerJoin('discounts as d', 'd.id', 'dc.discount_id')
    .select(['dc.number_whatsapp', 'd.kode', 'd.keterangan', 'd.tgl_expired'])
    .where('dc.number_whatsapp', '=', number)
    .executeTakeFirst();
}

export async function discountRoutes(app: FastifyInstance, { db, today }: ApiContext): Promise<void> {
  app.get('/api/generate/diskon-active', { schema: { querystring: querySchema({}) } }, async (): Promise<DiscountList> => {
    const data = await db
      .selectFrom('discounts')
      .select(['kode', 'tgl_expired', 'keterangan'])
      .where('publik', '=', 1)
      .where('tgl_expired', '>=', today())
      .orderBy('tgl_expired')
      .orderBy('kode')
      .execute();
    return { data };
  });

  app.post<{ Body: { number_whatsapp?: string } }>(
    '/api/diskon-claim',
    {
      bodyLimit: 1024,
      config: { rateLimit: claimRateLimit, validationMessage: 'Nomor WhatsApp tidak valid' },
      schema: { body: { type: 'object', properties: { number_whatsapp: { type: 'string', maxLength: 40 } } } },
    },
    async (request, reply) => {
      const number = (request.body.number_whatsapp ?? '').trim();
      const problem = whatsappNumberProblem(number);
      if (problem) return reply.code(400).send({ message: problem });

      const known = await existingClaim(db, number);
      if (known) {
        const answer: DiscountClaimAnswer = { message: 'Nomor ini sudah pernah mengklaim diskon. Berikut voucher Anda.', data: known };
        return reply.code(200).send(answer);
      }
      try {
        const created = await db.transaction().execute(async (trx) => {
          const voucher = { kode: voucherCode(), keterangan: CLAIM_DESCRIPTION, tgl_expired: addDays(today(), CLAIM_VALID_DAYS) };
          const discount = await trx
            .insertInto('discounts')
            .values({ ...voucher, persen: CLAIM_PERCENT, publik: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('discount_claims').values({ number_whatsapp: number, discount_id: discount.id, created_at: nowIso() }).execute();
          return { number_whatsapp: number, ...voucher };
        });
        const answer: DiscountClaimAnswer = { message: 'Selamat! Voucher diskon 25% Anda berhasil dibuat.', data: created };
        return reply.code(201).send(answer);
      } catch (error) {
        // A concurrent claim for the same number won the unique constraint: answer with its voucher.
        const winner = await existingClaim(db, number);
        if (!winner) throw error;
        return reply.code(200).send({ message: 'Nomor ini sudah pernah mengklaim diskon. Berikut voucher Anda.', data: winner });
      }
    },
  );
}
