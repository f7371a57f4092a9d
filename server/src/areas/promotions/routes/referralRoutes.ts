import { promotionRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { referralCode } from '../data/promotionQueries';
import { referralCheckRateLimit } from '../policy';

const SUCCESS_MESSAGE =
  'Kode referral berhasil digunakan. Anda mendapat tambahan diskon 5% untuk pemesanan pertama paket Super, Intensif, Super Intensif atau Super Pro.';
const NOT_FOUND = 'Kode referral tidak ditemukan';

export async function referralRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({
    ...routes.checkReferral,
    config: { rateLimit: referralCheckRateLimit },
    handler: async (request) => {
      const kode = (request.query.kode_referral ?? '').trim().toUpperCase();
      if (kode === '') return { status: 'error' as const, message: 'Kode referral harus di isi' };
      // Codes are letters and digits; anything else cannot exist, so it skips the lookup.
      if (!/^[A-Z0-9-]{3,30}$/.test(kode)) return { status: 'error' as const, message: NOT_FOUND };
      const code = await referralCode(db, kode);
      if (!code) return { status: 'error' as const, message: NOT_FOUND };
      if (code.aktif !== 1) return { status: 'error' as const, message: 'Kode referral sudah tidak berlaku' };
      return { status: 'success' as const, message: SUCCESS_MESSAGE };
    },
  });
}
