import type {
  Application,
  ApplicationList,
  ApiMessage,
  Opening,
  OpeningList,
  OptionListAll,
  RenewalOfferList,
  SelectOption,
  UserAnswer,
} from '@tutor/contract';
import { ACCOUNT_MESSAGES, FIT_WORDS, LIFECYCLE_MESSAGES } from '@tutor/rules';

const TO_TEACHER = FIT_WORDS.guru;

/**
 * The fetch fake's route table, spelled out here: only test files may import @tutor/testing
 * (module-boundary lint), and these fixtures are plain data typed by the contract, so an answer
 * that the server could not send does not compile.
 */
export interface FakeAnswer {
  body: unknown;
  status?: number;
  delay?: number;
}
export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: { query: URLSearchParams; body: unknown }) => FakeAnswer)
>;

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

/** An opening as GET /guru/loker-mengajar-searching answers it (contract: Opening). */
export const MATH_SMA: Opening = {
  kode: 'PP-2611-7K3Q',
  updated_at: '2026-11-20T03:00:00.000Z',
  judul_lowongan: 'Les Matematika SMA di Kota Bandung',
  tgl_mulai_les: '2026-12-01',
  sistem_pembelajaran: 'Offline',
  guru_apply: 2,
  jenis_kelamin_guru: 'perempuan',
  jenjang: 'SMA',
  kurikulum: 'Kurikulum Merdeka',
  jumlah_siswa: 2,
  provinsi: 'Jawa Barat',
  kota: 'Kota Bandung',
  link_apply: '/guru/loker-mengajar?kode=PP-2611-7K3Q',
  mata_pelajaran: ['Matematika', 'Fisika'],
  waktu_les: [{ hari: 'Senin', jam: '16:00' }],
  sudah_apply: false,
  skor_kecocokan: 85,
  // worded by the rule the server uses for the teacher
  alasan: [
    TO_TEACHER.level(true, 'SMA'),
    TO_TEACHER.subjects(1, 2),
    TO_TEACHER.place(true, 'Kota Bandung'),
    TO_TEACHER.gender('perempuan', true),
  ],
  bentrok: [],
};

export const ENGLISH_SD: Opening = {
  ...MATH_SMA,
  kode: 'PP-2611-2B9X',
  updated_at: '2026-11-19T08:30:00.000Z',
  judul_lowongan: 'Les Bahasa Inggris SD Online',
  tgl_mulai_les: '2026-12-05',
  sistem_pembelajaran: 'Online',
  guru_apply: 0,
  jenis_kelamin_guru: 'bebas',
  jenjang: 'SD',
  kurikulum: null,
  jumlah_siswa: 1,
  provinsi: null,
  kota: null,
  link_apply: '/guru/loker-mengajar?kode=PP-2611-2B9X',
  mata_pelajaran: ['Bahasa Inggris'],
  waktu_les: [],
  skor_kecocokan: 40,
  alasan: [TO_TEACHER.level(false, 'SD')],
};

export const openings = (...data: Opening[]): { body: OpeningList } => ({ body: { data, nextCursor: null } });
export const message = (status: number, text: string): { status: number; body: ApiMessage } => ({
  status,
  body: { message: text },
});

export const teacherSession = (status: 'terverifikasi' | 'menunggu_verifikasi'): { body: UserAnswer } => ({
  body: { data: { id: 7, nama: 'Sari Guru', email: 'sari@contoh.id', role: 'guru', status, kode_referral: 'SARI7' } },
});

/** An application as POST .../lamar (201) and GET /api/lamaran-saya answer it (contract: Application). */
export const applicationTo = (opening: Opening, overrides: Partial<Application> = {}): Application => ({
  id: 501,
  status: 'menunggu',
  catatan: '',
  dibuat: '2026-11-21T02:15:00.000Z',
  lowongan: {
    kode: opening.kode,
    judul_lowongan: opening.judul_lowongan,
    jenjang: opening.jenjang,
    sistem_pembelajaran: opening.sistem_pembelajaran,
    kota: opening.kota,
    tgl_mulai_les: opening.tgl_mulai_les,
    mata_pelajaran: opening.mata_pelajaran,
  },
  siswa: null,
  ...overrides,
});
export const applications = (...data: Application[]): { body: ApplicationList } => ({
  body: { data, nextCursor: null },
});

/** The server's refusals of POST /api/lowongan/:kode/lamar (its messages come from @tutor/rules). */
export const ALREADY_APPLIED = message(409, LIFECYCLE_MESSAGES.alreadyApplied);
export const NOT_VERIFIED = message(403, ACCOUNT_MESSAGES.waitForVerification);

/** The board's calls as the server answers them: the session, the side panel's lists, the openings. */
export function boardRoutes(list: Opening[] = [MATH_SMA, ENGLISH_SD]): FakeRoutes {
  return {
    'GET /api/auth/me': teacherSession('terverifikasi'),
    'GET /api/select2/master/jenjang': { body: all(PROGRAMS) },
    'GET /api/select2/master/provinces': { body: all(PROVINCES) },
    'GET /api/select2/master/regencies': ({ query }) => ({
      body: all(CITIES[query.get('provinsi') ?? ''] ?? []),
      delay: 20,
    }),
    'GET /guru/loker-mengajar-searching': openings(...list),
    ...NO_RENEWAL_OFFERS,
  };
}

/** No renewal is waiting for this teacher's answer (the board and the week ask). */
export const NO_RENEWAL_OFFERS: FakeRoutes = {
  'GET /api/guru/tawaran-perpanjangan': { body: { data: [] } satisfies RenewalOfferList },
};
