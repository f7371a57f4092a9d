import type { OrderDraftBody } from '@tutor/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/areas/accounts/bootstrap';
import { csrfHeaders, loginHeaders, TEST_ADMIN } from './testApp';

export const SCHEDULE_URL = '/api/generate/pemesanan-les-jadwal';
export const PREVIEW_URL = '/siswa/pemesanan-les/preview';
export const ORDERS_URL = '/api/pesanan';

/**
 * A valid Offline SMA draft on the test calendar (today 2025-06-01, a Sunday): package Super
 * (4 meetings), Fisika and Kimia twice each on Mondays and Thursdays in Coblong, Kota Bandung.
 */
export function sampleDraft(overrides: Partial<OrderDraftBody> = {}): OrderDraftBody {
  return {
    paket_id: 2,
    jenjang_id: 16,
    kurikulum_id: 10,
    kelas: '10',
    sistem_pembelajaran: 'Offline',
    jumlah_siswa: 1,
    provinsi_id: 32,
    kota_id: 3273,
    kecamatan_id: 327302,
    alamat: 'Jl. Dipati Ukur No. 35',
    tanggal_mulai_les: '2025-06-02',
    waktu_les: [
      { hari: 'Senin', jam: '16:00' },
      { hari: 'Kamis', jam: '16:00' },
    ],
    jenis_kelamin_guru: 'bebas',
    catatan_guru: 'Fokus persiapan ulangan',
    kode_referral: null,
    mata_pelajaran: ['Fisika', 'Kimia'],
    jadwal: [
      { mata_pelajaran: 'Fisika', tanggal: '2025-06-02', jam: '16:00' },
      { mata_pelajaran: 'Kimia', tanggal: '2025-06-05', jam: '16:00' },
      { mata_pelajaran: 'Fisika', tanggal: '2025-06-09', jam: '16:00' },
      { mata_pelajaran: 'Kimia', tanggal: '2025-06-12', jam: '16:00' },
    ],
    ...overrides,
  };
}

export interface RoleHeaders {
  anonymous: Record<string, string>;
  siswa: Record<string, string>;
  otherSiswa: Record<string, string>;
  guru: Record<string, string>;
  admin: Record<string, string>;
}

/** Sessions of every role, and a second student registered through the API. */
export async function roleHeaders(app: FastifyInstance, otherEmail = 'rina.lain@contoh.id'): Promise<RoleHeaders> {
  const csrf = await csrfHeaders(app);
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: csrf,
    payload: {
      role: 'siswa',
      setuju_kebijakan: true,
      pendaftar: 'orang_tua',
      nama: 'Rina <b>Lain</b>',
      email: otherEmail,
      whatsapp: '6281299990001',
      password: 'rahasia-rina-1',
    },
  });
  if (register.statusCode !== 201) throw new Error(`registration answered ${register.statusCode}: ${register.body}`);
  return {
    anonymous: csrf,
    siswa: await loginHeaders(app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password),
    otherSiswa: await loginHeaders(app, otherEmail, 'rahasia-rina-1'),
    guru: await loginHeaders(app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password),
    admin: await loginHeaders(app, TEST_ADMIN.email, TEST_ADMIN.password),
  };
}

let address = 0;
/** A distinct client address per request keeps the per-IP rate limits out of tests about other things. */
export function injectAs(app: FastifyInstance, headers: Record<string, string>, request: InjectOptions) {
  return app.inject({
    remoteAddress: `10.30.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
    ...request,
    headers: { ...headers, ...request.headers },
  });
}
