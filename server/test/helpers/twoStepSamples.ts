/** The contract test's requests of the two-step login and session routes (each answers 2xx at least once). */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../../src/areas/accounts/bootstrap';
import { loginHeaders, TEST_ADMIN } from './testApp';
import { codeNow, cookieOf, nextCode, totpCode } from './twoStep';

type Sample = InjectOptions | (() => Promise<InjectOptions>);
interface TwoStepSessions {
  csrf: Record<string, string>;
  siswa: Record<string, string>;
  guru: Record<string, string>;
  admin: Record<string, string>;
}

export function twoStepSamples(app: FastifyInstance, s: TwoStepSessions): Record<string, Sample[]> {
  // the teacher enables two-step login here and switches it off again below
  const guru = { secret: '', step: 0 };
  const enable = async (): Promise<InjectOptions> => {
    const enrol = await app.inject({ method: 'POST', url: '/api/auth/mfa/daftar', headers: s.guru });
    guru.secret = (enrol.json() as { data: { secret: string } }).data.secret;
    const { code, step } = codeNow(app, guru.secret);
    guru.step = step;
    return { url: '/api/auth/mfa/aktifkan', headers: s.guru, payload: { kode: code } };
  };
  const pendingAdminLogin = async (): Promise<InjectOptions> => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: s.csrf,
      payload: TEST_ADMIN,
    });
    const cookie = `${s.csrf.cookie}; ${cookieOf(login, 'pp_mfa')}`;
    return {
      url: '/api/auth/login/mfa',
      headers: { ...s.csrf, cookie },
      payload: { kode: nextCode(app, TEST_ADMIN.email) },
    };
  };
  const otherStudentSession = async (): Promise<InjectOptions> => {
    await loginHeaders(app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    const list = await app.inject({ url: '/api/auth/sesi', headers: s.siswa });
    // the session just made: the latest login among the others (older ones may serve later samples)
    const other = (list.json() as { data: { id: string; ini: boolean; dibuat: string }[] }).data
      .filter((session) => !session.ini)
      .sort((a, b) => b.dibuat.localeCompare(a.dibuat))[0];
    return { url: `/api/auth/sesi/${other?.id ?? 'tidak-ada'}`, headers: s.siswa };
  };
  return {
    'GET /api/auth/mfa': [{ url: '/api/auth/mfa', headers: s.admin }, { url: '/api/auth/mfa' }],
    'POST /api/auth/mfa/daftar': [
      { url: '/api/auth/mfa/daftar', headers: s.siswa },
      { url: '/api/auth/mfa/daftar', headers: s.admin },
    ],
    'POST /api/auth/mfa/aktifkan': [
      { url: '/api/auth/mfa/aktifkan', headers: s.guru, payload: { kode: 'bukan kode' } },
      enable,
    ],
    'POST /api/auth/mfa/nonaktifkan': [
      { url: '/api/auth/mfa/nonaktifkan', headers: s.admin, payload: { kode: '123456' } },
      async () => ({
        url: '/api/auth/mfa/nonaktifkan',
        headers: s.guru,
        payload: { kode: totpCode(guru.secret, guru.step + 1) },
      }),
    ],
    'POST /api/auth/login/mfa': [
      { url: '/api/auth/login/mfa', headers: s.csrf, payload: { kode: '123456' } },
      pendingAdminLogin,
    ],
    'GET /api/auth/sesi': [{ url: '/api/auth/sesi', headers: s.siswa }, { url: '/api/auth/sesi' }],
    'DELETE /api/auth/sesi/:id': [{ url: '/api/auth/sesi/tidak-ada', headers: s.siswa }, otherStudentSession],
    'POST /api/auth/sesi/keluar-semua': [{ url: '/api/auth/sesi/keluar-semua', headers: s.admin }],
  };
}
