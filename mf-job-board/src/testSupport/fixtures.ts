import type { OptionListAll, SelectOption } from '@tutor/contract';

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

export const PROGRAMS: SelectOption[] = [
  { value: 14, label: 'SD' },
  { value: 16, label: 'SMA' },
];

export const PROVINCES: SelectOption[] = [
  { value: 31, label: 'Dki Jakarta' },
  { value: 32, label: 'Jawa Barat' },
];

const CITIES: Record<string, SelectOption[]> = {
  '31': [
    { value: 3171, label: 'Kota Jakarta Selatan' },
    { value: 3173, label: 'Kota Jakarta Pusat' },
  ],
  '32': [
    { value: 3273, label: 'Kota Bandung' },
    { value: 3204, label: 'Kabupaten Bandung' },
  ],
};

const all = (data: SelectOption[]): OptionListAll => ({ data });

/** The reference calls of the side panel, answered as the server answers them (mode=all). */
export function boardRoutes(): FakeRoutes {
  return {
    'GET /api/select2/master/jenjang': { body: all(PROGRAMS) },
    'GET /api/select2/master/provinces': { body: all(PROVINCES) },
    'GET /api/select2/master/regencies': ({ query }) => ({ body: all(CITIES[query.get('provinsi') ?? ''] ?? []), delay: 20 }),
  };
}
