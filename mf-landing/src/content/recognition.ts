/** Partner institutions and press mentions, shown as text: no external logos (DESIGN §4). */

export const PARTNER_UNIVERSITIES: readonly string[] = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'IPB University',
  'Universitas Airlangga',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Padjadjaran',
  'Universitas Diponegoro',
  'Universitas Brawijaya',
  'Universitas Pendidikan Indonesia',
  'Universitas Negeri Jakarta',
  'UIN Syarif Hidayatullah Jakarta',
];

export const PARTNER_SCHOOLS: readonly string[] = [
  'SMA Negeri 8 Jakarta',
  'SMA Negeri 3 Bandung',
  'SMA Taruna Nusantara Magelang',
  'SMA Negeri 5 Surabaya',
  'SMP Labschool Kebayoran',
  'SMA Kolese Gonzaga',
  'SD Al-Azhar Kebayoran Baru',
  'SMA Negeri 1 Yogyakarta',
];

/**
 * Press mentions. Outlet names are our own fictional media partners: headlines must never be
 * attributed to real outlets until marketing has the coverage to cite.
 */
export const PRESS_MENTIONS: readonly { outlet: string; headline: string }[] = [
  { outlet: 'Warta Pendidikan', headline: 'Les privat ke rumah kembali diminati orang tua setelah sekolah tatap muka' },
  { outlet: 'Kabar Kampus Nusantara', headline: 'Mahasiswa berprestasi kini bisa jadi guru privat lewat platform daring' },
  { outlet: 'Majalah Keluarga Cerdas', headline: 'Cara orang tua memilih guru les yang cocok untuk anak' },
  { outlet: 'Harian Edukasi', headline: 'Persiapan UTBK lebih terarah dengan guru privat satu lawan satu' },
  { outlet: 'Portal Belajar Indonesia', headline: 'Belajar mengaji dan bahasa asing dari rumah dengan guru terverifikasi' },
];
