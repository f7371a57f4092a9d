import { PACKAGE_PRICE_LIST } from '@tutor/testing';
import type { FeePackage, FeePackageList, JenjangOption, OptionListAll, SelectOption } from '@tutor/contract';

/** Packages shaped like GET /api/landing/searching-biaya-les/default (ids and meetings from SPEC §3). */
export const PACKAGES: FeePackage[] = PACKAGE_PRICE_LIST.data;

export const LEVELS: JenjangOption[] = [
  { value: 14, label: 'SD' },
  { value: 15, label: 'SMP' },
  { value: 27, label: 'Komputer' },
  { value: 34, label: 'Olimpiade/OSN', online_only: true },
];

/**
 * The fetch fake's route table, spelled out here: only test files may import @tutor/testing
 * (module-boundary lint), and these fixtures are plain data.
 */
interface FakeAnswer {
  body: unknown;
  status?: number;
  delay?: number;
}
type FakeRoutes = Record<string, FakeAnswer | ((request: { query: URLSearchParams }) => FakeAnswer)>;

const CURRICULA: Record<string, SelectOption[]> = {
  '14': [
    { value: 10, label: 'Nasional' },
    { value: 11, label: 'Nasional Plus/Bilingual' },
    { value: 12, label: 'Internasional' },
  ],
  '15': [
    { value: 10, label: 'Nasional' },
    { value: 12, label: 'Internasional' },
  ],
  '27': [],
};

const CLASSES: Record<string, SelectOption[]> = {
  '14': ['I', 'II', 'III', 'IV', 'V', 'VI'].map((roman, index) => ({ value: roman, label: `Kelas ${index + 1}` })),
  '15': ['VII', 'VIII', 'IX'].map((roman, index) => ({ value: roman, label: `Kelas ${index + 7}` })),
  '27': [],
};

const packageList: FeePackageList = { status: 'success', data: PACKAGES };
const levelList: OptionListAll = { data: LEVELS };

/** The calls step 1 makes, answered as the server answers them. */
export function wizardRoutes(): FakeRoutes {
  return {
    'GET /api/landing/searching-biaya-les/default': { body: packageList },
    'GET /api/select2/master/jenjang': { body: levelList },
    'GET /api/select2/master/kurikulum': ({ query }) => ({ body: CURRICULA[query.get('jenjang_id') ?? ''] ?? [] }),
    'GET /api/select2/master/kelas': ({ query }) => ({ body: CLASSES[query.get('jenjang_id') ?? ''] ?? [] }),
  };
}
