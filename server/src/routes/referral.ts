import type { ReferralCheck } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './context';
import { querySchema } from './schemaParts';

const SUCCESS_MESSAGE =
  'Kode referral berhasil digunakan. Anda mendapat tambahan diskon 5% untuk pemesanan pertama paket Super, Intensif, Super Intensif atau Super Pro.';

export async function referralRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get<{ Querystring: { kode_referral?: string } }>(
    '/kode_referral/check',
    { schema: { querystring: querySchema({ kode_referral: { type: 'string', maxLength: 50 } }) } },
    async (request): Promise<ReferralCheck> => {
      const kode = (request.query.kode_referral ?? '').trim().toUpperCase();
      if (kode === '') return { status: 'error', message: 'Kode referral harus di isi' };
      // Codes are letters and digits; anything else cannot exist, so it skips the lookup.
      if (!/^[A-Z0-9-]{3,30}$/.test(kode)) return { status: 'error', message: 'Kode referral tidak ditemukan' };
      const code = await db.selectFrom('referral_codes').select(['kode', 'aktif']).where('kode', '=', kode).executeTakeFirst();
      if (!code) return { status: 'error', message: 'Kode referral tidak ditemukan' };
      if (code.aktif !== 1) return { status: 'error', message: 'Kode referral sudah tidak berlaku' };
      return { status: 'success', message: SUCCESS_MESSAGE };
    },
  );
}
