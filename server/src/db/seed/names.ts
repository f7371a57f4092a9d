/** Indonesian given names and surnames, universities: the raw material of the seeded people. */

export const MALE_FIRST_NAMES = [
  'Ahmad', 'Budi', 'Dimas', 'Eko', 'Fajar', 'Gilang', 'Hendra', 'Irfan', 'Joko', 'Kevin', 'Lukman', 'Muhammad',
  'Nanda', 'Oki', 'Putra', 'Rizky', 'Satria', 'Taufik', 'Umar', 'Wahyu', 'Yoga', 'Zaki', 'Aditya', 'Bagus',
  'Arif', 'Bayu', 'Candra', 'Dani', 'Fikri', 'Galih', 'Hafiz', 'Ilham', 'Rangga', 'Reza', 'Rian', 'Surya',
  'Teguh', 'Wisnu', 'Yusuf', 'Agus', 'Andi', 'Ari', 'Bima', 'Dwi', 'Erik', 'Farhan', 'Hadi', 'Iqbal',
  'Kurniawan', 'Naufal', 'Pandu', 'Raka', 'Rudi', 'Syahrul', 'Tri', 'Yudha', 'Made', 'Komang', 'Ketut', 'Ucok',
];

export const FEMALE_FIRST_NAMES = [
  'Ayu', 'Bunga', 'Citra', 'Dewi', 'Eka', 'Fitri', 'Gita', 'Hana', 'Indah', 'Jihan', 'Kartika', 'Lestari',
  'Maya', 'Nadia', 'Nur', 'Putri', 'Rina', 'Sari', 'Tiara', 'Utami', 'Vina', 'Wulan', 'Yuni', 'Zahra',
  'Anisa', 'Bella', 'Dian', 'Dinda', 'Elsa', 'Febri', 'Intan', 'Laras', 'Mega', 'Nabila', 'Novi', 'Rahma',
  'Ratna', 'Rizka', 'Salsabila', 'Siti', 'Tania', 'Wida', 'Yulia', 'Annisa', 'Aulia', 'Cindy', 'Desi', 'Fani',
  'Hesti', 'Khairunnisa', 'Melati', 'Nisa', 'Puspita', 'Ratih', 'Safira', 'Sinta', 'Wening', 'Ni Luh', 'Ni Made', 'Ika',
];

export const SURNAMES = [
  'Pratama', 'Saputra', 'Wijaya', 'Santoso', 'Hidayat', 'Nugroho', 'Kusuma', 'Setiawan', 'Wibowo', 'Siregar',
  'Nasution', 'Harahap', 'Lubis', 'Simanjuntak', 'Sitompul', 'Purba', 'Tarigan', 'Ginting', 'Hutapea', 'Panjaitan',
  'Rahman', 'Hakim', 'Maulana', 'Firmansyah', 'Ramadhan', 'Kurniawati', 'Lestari', 'Rahmawati', 'Wulandari', 'Permata',
  'Anggraini', 'Puspitasari', 'Handayani', 'Susanti', 'Safitri', 'Utomo', 'Hartono', 'Gunawan', 'Halim', 'Tanjung',
  'Syahputra', 'Manurung', 'Sinaga', 'Pohan', 'Daulay', 'Mahendra', 'Prasetyo', 'Suryadi', 'Sutanto', 'Tambunan',
  'Pardede', 'Wardhana', 'Adiputra', 'Suharto', 'Hasibuan', 'Batubara', 'Putri', 'Amalia', 'Fauzi', 'Iskandar',
];

export interface University {
  nama: string;
  /** BPS province code where the campus is, to keep teachers mostly near their campus */
  province: number;
}

export const UNIVERSITIES: readonly University[] = [
  { nama: 'Universitas Indonesia', province: 32 },
  { nama: 'Institut Teknologi Bandung', province: 32 },
  { nama: 'Universitas Gadjah Mada', province: 34 },
  { nama: 'Institut Pertanian Bogor', province: 32 },
  { nama: 'Universitas Airlangga', province: 35 },
  { nama: 'Universitas Padjadjaran', province: 32 },
  { nama: 'Universitas Diponegoro', province: 33 },
  { nama: 'Institut Teknologi Sepuluh Nopember', province: 35 },
  { nama: 'Universitas Brawijaya', province: 35 },
  { nama: 'Universitas Negeri Jakarta', province: 31 },
  { nama: 'Universitas Pendidikan Indonesia', province: 32 },
  { nama: 'Universitas Negeri Yogyakarta', province: 34 },
  { nama: 'Universitas Negeri Malang', province: 35 },
  { nama: 'Universitas Negeri Surabaya', province: 35 },
  { nama: 'Universitas Negeri Semarang', province: 33 },
  { nama: 'Universitas Sebelas Maret', province: 33 },
  { nama: 'Universitas Hasanuddin', province: 73 },
  { nama: 'Universitas Negeri Makassar', province: 73 },
  { nama: 'Universitas Sumatera Utara', province: 12 },
  { nama: 'Universitas Negeri Medan', province: 12 },
  { nama: 'Universitas Andalas', province: 13 },
  { nama: 'Universitas Negeri Padang', province: 13 },
  { nama: 'Universitas Udayana', province: 51 },
  { nama: 'Universitas Pendidikan Ganesha', province: 51 },
  { nama: 'UIN Syarif Hidayatullah Jakarta', province: 36 },
  { nama: 'UIN Sunan Kalijaga Yogyakarta', province: 34 },
  { nama: 'Universitas Bina Nusantara', province: 31 },
  { nama: 'Universitas Trisakti', province: 31 },
  { nama: 'Universitas Katolik Indonesia Atma Jaya', province: 31 },
  { nama: 'Universitas Islam Indonesia', province: 34 },
  { nama: 'Telkom University', province: 32 },
  { nama: 'Universitas Sriwijaya', province: 16 },
  { nama: 'Universitas Lampung', province: 18 },
  { nama: 'Universitas Riau', province: 14 },
  { nama: 'Universitas Jambi', province: 15 },
  { nama: 'Universitas Syiah Kuala', province: 11 },
  { nama: 'Universitas Tanjungpura', province: 61 },
  { nama: 'Universitas Lambung Mangkurat', province: 63 },
  { nama: 'Universitas Mulawarman', province: 64 },
  { nama: 'Universitas Sam Ratulangi', province: 71 },
  { nama: 'Universitas Tadulako', province: 72 },
  { nama: 'Universitas Halu Oleo', province: 74 },
  { nama: 'Universitas Mataram', province: 52 },
  { nama: 'Universitas Nusa Cendana', province: 53 },
  { nama: 'Universitas Pattimura', province: 81 },
  { nama: 'Universitas Cenderawasih', province: 91 },
  { nama: 'Universitas Jember', province: 35 },
  { nama: 'Universitas Muhammadiyah Yogyakarta', province: 34 },
  { nama: 'Universitas Muhammadiyah Malang', province: 35 },
  { nama: 'Universitas Negeri Gorontalo', province: 75 },
  { nama: 'Institut Seni Indonesia Yogyakarta', province: 34 },
  { nama: 'Universitas Bengkulu', province: 17 },
];

/** Approximate population weights by province code: more teachers where more families live. */
export const PROVINCE_WEIGHTS: Readonly<Record<number, number>> = {
  11: 5.4, 12: 15.1, 13: 5.6, 14: 6.6, 15: 3.6, 16: 8.7, 17: 2.1, 18: 9.2, 19: 1.5, 21: 2.2, 31: 10.7,
  32: 49.9, 33: 37.5, 34: 3.7, 35: 41.5, 36: 12.3, 51: 4.4, 52: 5.6, 53: 5.5, 61: 5.5, 62: 2.7, 63: 4.2,
  64: 3.9, 65: 0.7, 71: 2.7, 72: 3.1, 73: 9.3, 74: 2.7, 75: 1.2, 76: 1.4, 81: 1.9, 82: 1.3, 91: 1.1,
  92: 0.6, 93: 0.5, 94: 1.4, 95: 1.4, 96: 0.6,
};
