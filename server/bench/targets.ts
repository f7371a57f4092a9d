/** What the read bench asks: the bare route, teacher searches (common and rare), filter counts and fee searches. */

const cities = [3273, 3171, 3578, 3374, 1271, 3471, 7371, 5171];
const programs = [14, 15, 16, 13, 18, 26];

function teacherSearchPaths(): string[] {
  const paths: string[] = [];
  for (const jenjang of programs) {
    for (const lokasi of ['online', ...cities.map(String)]) {
      paths.push(`/api/landing/searching-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}&page=1`);
      paths.push(
        `/api/landing/searching-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}&page=2&jenis_kelamin[]=perempuan&penilaian[]=bintang_5&penilaian[]=bintang_4`,
      );
    }
  }
  return paths;
}

/**
 * 2,592 distinct searches (6 programs x 9 places x 12 filter combinations x pages 1-4), asked in
 * one order shared by all connections: more than the answer cache keeps (2,000), so each is read
 * from the database again when its turn comes. What a long tail of rare searches costs.
 */
export function rareTeacherSearchPaths(): string[] {
  const genders = ['', '&jenis_kelamin[]=laki_laki', '&jenis_kelamin[]=perempuan'];
  const ratings = [
    '',
    '&penilaian[]=bintang_5',
    '&penilaian[]=bintang_4',
    '&penilaian[]=bintang_5&penilaian[]=bintang_4',
  ];
  return programs.flatMap((jenjang) =>
    ['online', ...cities.map(String)].flatMap((lokasi) =>
      genders.flatMap((gender) =>
        ratings.flatMap((rating) =>
          [1, 2, 3, 4].map(
            (page) =>
              `/api/landing/searching-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}&page=${page}${gender}${rating}`,
          ),
        ),
      ),
    ),
  );
}

const filterPaths = programs.flatMap((jenjang) =>
  ['online', ...cities.map(String)].map(
    (lokasi) => `/api/landing/filter-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}`,
  ),
);

const feePaths = programs.flatMap((jenjang) =>
  cities.map((kota, index) => {
    const provinsi = Math.floor(kota / 100);
    const sistem = index % 2 === 0 ? 'Offline' : 'Online';
    return `/api/landing/searching-biaya-les?jenjang_id=${jenjang}&sistem_pembelajaran=${sistem}&jumlah_siswa=${(index % 4) + 1}&provinsi=${provinsi}&kota_id=${kota}`;
  }),
);

const FEE_SEARCH = 'fee search (searching-biaya-les)';
const RARE_SEARCHES = 'rare teacher searches (2,592)';

export interface Target {
  name: string;
  paths: string[];
  /** one order of paths for all connections (loadInChild.ts) */
  sharedOrder?: boolean;
}

export const TARGETS: Target[] = [
  { name: 'bare route (/api/health)', paths: ['/api/health'] },
  { name: 'teacher search (searching-guru)', paths: teacherSearchPaths() },
  {
    name: 'teacher default list',
    paths: ['/api/landing/searching-guru/default?page=1', '/api/landing/searching-guru/default?page=50'],
  },
  { name: 'filter-guru counts', paths: filterPaths },
  { name: FEE_SEARCH, paths: feePaths },
  { name: RARE_SEARCHES, paths: rareTeacherSearchPaths(), sharedOrder: true },
];

/** Measured again at BENCH_HIGH_CONNECTIONS after the bare route and the teacher search: the searches with a p99 target there. */
export const HIGH_LOAD_TARGETS = [FEE_SEARCH, RARE_SEARCHES];
