import { FIXTURE_PACKAGES, PACKAGE_PRICE_LIST } from '@tutor/testing';
import type {
  FeePackage,
  FeePackageList,
  GeneratedScheduleAnswer,
  JenjangOption,
  OrderList,
  OptionListAll,
  SelectOption,
  StudentProfile,
} from '@tutor/contract';
import { feePackage } from '@tutor/rules';

/** Packages shaped like GET /api/landing/searching-biaya-les/default. */
export const PACKAGES: FeePackage[] = PACKAGE_PRICE_LIST.data;

export const LEVELS: JenjangOption[] = [
  { value: 14, label: 'SD' },
  { value: 15, label: 'SMP' },
  { value: 20, label: 'Mengaji' },
  { value: 27, label: 'Komputer' },
  { value: 34, label: 'Olimpiade/OSN', online_only: true },
];

/**
 * The fetch fake's route table, spelled out here: only test files may import @tutor/testing
 * (module-boundary lint), and these fixtures are plain data.
 */
export interface FakeAnswer {
  body: unknown;
  status?: number;
  delay?: number;
}
export interface FakeCall {
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}
export type FakeRoutes = Record<string, FakeAnswer | ((request: FakeCall) => FakeAnswer)>;

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
};

const CLASSES: Record<string, SelectOption[]> = {
  '14': ['I', 'II', 'III', 'IV', 'V', 'VI'].map((roman, index) => ({ value: roman, label: `Kelas ${index + 1}` })),
  '15': ['VII', 'VIII', 'IX'].map((roman, index) => ({ value: roman, label: `Kelas ${index + 7}` })),
};

export const SUBJECTS: Record<string, SelectOption[]> = {
  '14': [
    { value: 1401, label: 'Calistung' },
    { value: 1402, label: 'Matematika SD' },
  ],
  '15': ['Matematika', 'Fisika', 'Biologi', 'Bahasa Inggris', 'Kimia'].map((label, index) => ({
    value: 1501 + index,
    label,
  })),
  '34': [
    { value: 3401, label: 'OSN Matematika' },
    { value: 3402, label: 'OSN IPA' },
  ],
};

/** The demo student's profile (GET /api/siswa/profil), with an address in Jakarta Selatan. */
export const PROFILE: StudentProfile = {
  nama: 'Ibu Sari Wulandari',
  whatsapp: '6281234560001',
  alamat: {
    provinsi_id: 31,
    provinsi: 'DKI Jakarta',
    kota_id: 3171,
    kota: 'Kota Jakarta Selatan',
    kecamatan_id: 317101,
    kecamatan: 'Tebet',
    alamat_lengkap: 'Jl. Tebet Raya No. 10',
  },
};

/** The fee search's answer for a chosen level: 200.000 per meeting before the 25% discount. */
export const EXACT_PRICES: FeePackageList = {
  status: 'success',
  data: FIXTURE_PACKAGES.map((row) => feePackage(row, 200_000)),
};

export const PROVINCES: SelectOption[] = [
  { value: 31, label: 'DKI Jakarta' },
  { value: 32, label: 'Jawa Barat' },
];
const CITIES: Record<string, SelectOption[]> = {
  '31': [{ value: 3171, label: 'Kota Jakarta Selatan' }],
  '32': [
    { value: 3273, label: 'Kota Bandung' },
    { value: 3204, label: 'Kabupaten Bandung' },
  ],
};
const DISTRICTS: Record<string, SelectOption[]> = {
  '3171': [{ value: 317101, label: 'Tebet' }],
  '3273': [
    { value: 327301, label: 'Sukasari' },
    { value: 327302, label: 'Coblong' },
  ],
  '3204': [{ value: 320401, label: 'Soreang' }],
};

/** A schedule as the server generates it: 4 Matematika/Fisika meetings on Mondays, one holiday skipped. */
export const SCHEDULE: GeneratedScheduleAnswer = {
  data: [
    { iterasi: 1, tanggal: '2026-12-07', hari: 'Senin', jam: '16:00', mata_pelajaran: 'Matematika', color: '#1e88e5' },
    { iterasi: 2, tanggal: '2026-12-14', hari: 'Senin', jam: '16:00', mata_pelajaran: 'Fisika', color: '#43a047' },
    { iterasi: 3, tanggal: '2026-12-21', hari: 'Senin', jam: '16:00', mata_pelajaran: 'Matematika', color: '#1e88e5' },
    { iterasi: 4, tanggal: '2027-01-04', hari: 'Senin', jam: '16:00', mata_pelajaran: 'Fisika', color: '#43a047' },
  ],
  libur: [{ tanggal: '2026-12-28', nama: 'Cuti Bersama Natal' }],
};

const packageList: FeePackageList = { status: 'success', data: PACKAGES };
const levelList: OptionListAll = { data: LEVELS };
const all = (data: SelectOption[]): OptionListAll => ({ data });

/** The calls the wizard makes before sending anything, answered as the server answers them. */
export function wizardRoutes(profile: StudentProfile = PROFILE): FakeRoutes {
  return {
    'GET /api/landing/searching-biaya-les/default': { body: packageList },
    'GET /api/landing/searching-biaya-les': { body: EXACT_PRICES },
    'GET /api/select2/master/jenjang': { body: levelList },
    'GET /api/select2/master/kurikulum': ({ query }) => ({ body: CURRICULA[query.get('jenjang_id') ?? ''] ?? [] }),
    'GET /api/select2/master/kelas': ({ query }) => ({ body: CLASSES[query.get('jenjang_id') ?? ''] ?? [] }),
    'GET /api/select2/master/mata-pelajaran': ({ query }) => ({ body: SUBJECTS[query.get('jenjang_id') ?? ''] ?? [] }),
    'GET /api/select2/master/provinces': { body: all(PROVINCES) },
    'GET /api/select2/master/regencies': ({ query }) => ({ body: all(CITIES[query.get('provinsi') ?? ''] ?? []) }),
    'GET /api/select2/master/districts': ({ query }) => ({ body: all(DISTRICTS[query.get('kota') ?? ''] ?? []) }),
    'GET /api/siswa/profil': { body: { data: profile } },
    'GET /api/pesanan': { body: { data: [], nextCursor: null } satisfies OrderList },
  };
}
