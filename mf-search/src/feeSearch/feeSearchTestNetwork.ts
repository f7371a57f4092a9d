import type { Routes } from '../testSupport/routes';
import {
  DEFAULT_PACKAGES,
  JENJANG,
  KELAS_BY_JENJANG,
  KURIKULUM_BY_JENJANG,
  PROVINCES,
  REGENCIES_BY_PROVINCE,
  SEARCHED_PACKAGES,
} from '../testSupport/fixtures';

/** The fee search's server, faked with the real answer shapes; tests override single routes. */
export function feeSearchRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /api/landing/searching-biaya-les/default': { body: DEFAULT_PACKAGES },
    'GET /api/landing/searching-biaya-les': { body: SEARCHED_PACKAGES },
    'GET /api/select2/master/jenjang': { body: JENJANG },
    'GET /api/select2/master/kurikulum': (req) => ({
      body: KURIKULUM_BY_JENJANG[req.query.get('jenjang_id') ?? ''] ?? [],
    }),
    'GET /api/select2/master/kelas': (req) => ({ body: KELAS_BY_JENJANG[req.query.get('jenjang_id') ?? ''] ?? [] }),
    'GET /api/select2/master/provinces': { body: PROVINCES },
    'GET /api/select2/master/regencies-2': (req) => ({
      body: { data: REGENCIES_BY_PROVINCE[req.query.get('provinsi') ?? ''] ?? [] },
    }),
    ...overrides,
  };
}
