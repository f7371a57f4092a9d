import type { Kysely } from 'kysely';
import { addDaysIso as addDays } from '@tutor/rules';
import type { Database } from '../schema';
import { insertInBatches } from './batch';
import { randomPerson } from './people';
import type { Random } from './prng';

/** Fixed codes that documentation and tests can rely on. */
export const SAMPLE_REFERRAL_CODE = 'RINA2024';
export const INACTIVE_REFERRAL_CODE = 'LAMA2022';

/**
 * Public discount codes. Active ones expire relative to the seed date (so a fresh database always
 * has some); expired ones carry fixed past dates.
 */
export async function seedDiscounts(db: Kysely<Database>, today: string): Promise<void> {
  await insertInBatches(db, 'discounts', [
    {
      kode: 'LESHEMAT25',
      keterangan: 'Diskon 25% untuk semua paket les privat',
      tgl_expired: addDays(today, 365),
      persen: 25,
      publik: 1,
    },
    {
      kode: 'SISWABARU',
      keterangan: 'Potongan 10% untuk pemesanan pertama siswa baru',
      tgl_expired: addDays(today, 90),
      persen: 10,
      publik: 1,
    },
    {
      kode: 'UTBKSIAP',
      keterangan: 'Diskon 15% paket UTBK/Persiapan PTN',
      tgl_expired: addDays(today, 60),
      persen: 15,
      publik: 1,
    },
    {
      kode: 'ONLINEHEMAT',
      keterangan: 'Diskon 20% untuk les privat online',
      tgl_expired: addDays(today, 30),
      persen: 20,
      publik: 1,
    },
    {
      kode: 'RAMADHAN2024',
      keterangan: 'Promo Ramadhan: diskon 20% paket mengaji',
      tgl_expired: '2024-04-09',
      persen: 20,
      publik: 1,
    },
    {
      kode: 'MERDEKA79',
      keterangan: 'Promo HUT RI ke-79: diskon 17%',
      tgl_expired: '2024-08-31',
      persen: 17,
      publik: 1,
    },
    {
      kode: 'AKHIRTAHUN24',
      keterangan: 'Promo akhir tahun 2024: diskon 15%',
      tgl_expired: '2024-12-31',
      persen: 15,
      publik: 1,
    },
  ]);
}

export async function seedReferrals(db: Kysely<Database>, random: Random): Promise<void> {
  const owners = [{ id: 1, nama: 'Rina Wulandari', jenis_akun: 'guru' }];
  const codes = [{ id: 1, kode: SAMPLE_REFERRAL_CODE, owner_id: 1, aktif: 1, created_at: '2024-01-15T09:00:00.000Z' }];
  for (let id = 2; id <= 40; id++) {
    const person = randomPerson(random);
    owners.push({ id, nama: person.nama, jenis_akun: random.chance(0.4) ? 'guru' : 'siswa' });
    const kode = `${person.sapaan.toUpperCase().replace(/[^A-Z]/g, '')}${String(1000 + id * 37).slice(-4)}`;
    codes.push({ id, kode, owner_id: id, aktif: 1, created_at: `${addDays('2024-02-01', id * 7)}T09:00:00.000Z` });
  }
  owners.push({ id: 41, nama: 'Hendra Saputra', jenis_akun: 'siswa' });
  codes.push({ id: 41, kode: INACTIVE_REFERRAL_CODE, owner_id: 41, aktif: 0, created_at: '2022-03-01T09:00:00.000Z' });
  await insertInBatches(db, 'referral_owners', owners);
  await insertInBatches(db, 'referral_codes', codes);
}

const UNIVERSITY_PARTNERS = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'Universitas Airlangga',
  'Universitas Padjadjaran',
  'Universitas Pendidikan Indonesia',
  'Universitas Negeri Jakarta',
  'Universitas Brawijaya',
  'Universitas Diponegoro',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Negeri Yogyakarta',
  'Universitas Hasanuddin',
];
const SCHOOL_PARTNERS = [
  'SMA Negeri 8 Jakarta',
  'SMA Negeri 3 Bandung',
  'SMA Negeri 5 Surabaya',
  'SMA Negeri 1 Yogyakarta',
  'SMP Negeri 115 Jakarta',
  'SMP Negeri 5 Bandung',
  'SD Islam Al-Azhar 1 Jakarta',
  'SD Muhammadiyah Sapen Yogyakarta',
  'SMA Kolese Kanisius',
  'SMA Taruna Nusantara',
  'SMK Negeri 26 Jakarta',
  'SMK Telkom Malang',
  'SMP Labschool Kebayoran',
  'SMA Negeri 1 Denpasar',
  'SMA Negeri 2 Medan',
  'SMP Negeri 1 Semarang',
  'SD Negeri Menteng 01',
  'SMA Negeri 17 Makassar',
];

/** Partner logos and the social-media follower count (thousands) the banner shows. */
export async function seedPartnersAndStats(db: Kysely<Database>): Promise<void> {
  const partners = [
    ...UNIVERSITY_PARTNERS.map((nama) => ({ nama, jenis: 'universitas' })),
    ...SCHOOL_PARTNERS.map((nama) => ({ nama, jenis: 'sekolah' })),
  ].map((partner, index) => ({ id: index + 1, ...partner, logo: `/media/mitra/${index + 1}.svg` }));
  await insertInBatches(db, 'partners', partners);
  await insertInBatches(db, 'site_stats', [{ key: 'follower_ribu', value: 48 }]);
}

export async function seedStudents(
  db: Kysely<Database>,
  random: Random,
  count: number,
  pickRegency: () => number,
): Promise<{ id: number; nama: string }[]> {
  const schoolLevels = [11, 12, 13, 14, 14, 15, 15, 16, 16, 17, 18, 23, 24, 26];
  const rows = Array.from({ length: count }, (_, index) => {
    const person = randomPerson(random);
    return {
      id: index + 1,
      nama: person.nama,
      jenis_kelamin: person.jenisKelamin,
      jenjang_id: random.pick(schoolLevels),
      regency_id: pickRegency(),
      created_at: `${addDays('2022-06-01', random.int(0, 1200))}T10:00:00.000Z`,
    };
  });
  await insertInBatches(db, 'students', rows);
  return rows.map((row) => ({ id: row.id, nama: row.nama }));
}
