/**
 * The packages and the fee formula's tables: a package's meetings, period and payments, the hourly rates
 * per level offline and online, and the factors for group size, province and regency. Prices come
 * from these through the fee formula; nothing else stores one.
 */

export interface PackageSeed {
  id: number;
  nama: string;
  slug: string;
  jumlah: number;
  countPayments: number;
  /** the months the meetings count over (the Pro packages: six) */
  periodMonths: number;
  color: string;
}

/** The package table; colours are the fee-card badges. */
export const PACKAGES: readonly PackageSeed[] = [
  { id: 2, nama: 'Super', slug: 'super', jumlah: 4, countPayments: 1, periodMonths: 1, color: '#1E88E5' },
  { id: 3, nama: 'Intensif', slug: 'intensif', jumlah: 8, countPayments: 1, periodMonths: 1, color: '#43A047' },
  {
    id: 4,
    nama: 'Super Intensif',
    slug: 'super-intensif',
    jumlah: 12,
    countPayments: 1,
    periodMonths: 1,
    color: '#FB8C00',
  },
  { id: 5, nama: 'Ekslusif', slug: 'ekslusif', jumlah: 16, countPayments: 1, periodMonths: 1, color: '#8E24AA' },
  {
    id: 6,
    nama: 'Super Ekslusif',
    slug: 'super-ekslusif',
    jumlah: 20,
    countPayments: 1,
    periodMonths: 1,
    color: '#E53935',
  },
  { id: 7, nama: 'Super Pro', slug: 'super-pro', jumlah: 24, countPayments: 1, periodMonths: 1, color: '#00897B' },
  {
    id: 8,
    nama: 'Intensif Pro',
    slug: 'intensif-pro',
    jumlah: 48,
    countPayments: 2,
    periodMonths: 6,
    color: '#3949AB',
  },
  {
    id: 9,
    nama: 'Super Intensif Pro',
    slug: 'super-intensif-pro',
    jumlah: 72,
    countPayments: 3,
    periodMonths: 6,
    color: '#F4511E',
  },
  {
    id: 10,
    nama: 'Ekslusif Pro',
    slug: 'ekslusif-pro',
    jumlah: 96,
    countPayments: 3,
    periodMonths: 6,
    color: '#6D4C41',
  },
  {
    id: 11,
    nama: 'Super Ekslusif Pro',
    slug: 'super-ekslusif-pro',
    jumlah: 120,
    countPayments: 3,
    periodMonths: 6,
    color: '#C2185B',
  },
];

/** Rupiah per meeting for one student, national curriculum, region x1.0. Online has no transport. */
export const OFFLINE_RATES: Readonly<Record<number, number>> = {
  11: 90_000,
  12: 90_000,
  13: 95_000,
  14: 105_000,
  15: 115_000,
  16: 130_000,
  17: 125_000,
  18: 135_000,
  23: 85_000,
  24: 150_000,
  25: 160_000,
  26: 140_000,
  27: 130_000,
  28: 150_000,
  29: 160_000,
  30: 140_000,
  31: 130_000,
  32: 120_000,
  33: 125_000,
};

/** Online is 80% of offline (no transport), rounded to Rp 5.000; Olimpiade is online only. */
export const ONLINE_RATES: Readonly<Record<number, number>> = {
  ...Object.fromEntries(
    Object.entries(OFFLINE_RATES).map(([id, rate]) => [id, Math.round((rate * 0.8) / 5000) * 5000]),
  ),
  34: 150_000,
};

/** Total for the group relative to one student (a group of 4 pays 2.2x, i.e. 55% each). */
export const GROUP_FACTORS: Readonly<Record<number, number>> = { 1: 1000, 2: 1500, 3: 1900, 4: 2200 };

/** Offline region factor by province code (transport and living costs); others are 1000. */
export const PROVINCE_FACTORS: Readonly<Record<number, number>> = {
  31: 1250,
  32: 1050,
  35: 1050,
  36: 1100,
  51: 1100,
  21: 1150,
  64: 1150,
  65: 1150,
  91: 1300,
  92: 1300,
  93: 1300,
  94: 1300,
  95: 1300,
  96: 1300,
};

/** City overrides by BPS regency code (checked against idn-area-data 3.1.2). */
export const REGENCY_FACTORS: Readonly<Record<number, number>> = {
  3273: 1150, // Kota Bandung
  3578: 1150, // Kota Surabaya
  3275: 1150, // Kota Bekasi
  3276: 1100, // Kota Depok
  3674: 1200, // Kota Tangerang Selatan
  1271: 1100, // Kota Medan
  3374: 1100, // Kota Semarang
  3471: 1050, // Kota Yogyakarta
  7371: 1100, // Kota Makassar
  5171: 1150, // Kota Denpasar
  2171: 1200, // Kota Batam
  6471: 1200, // Kota Balikpapan
};
