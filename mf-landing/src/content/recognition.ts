/** Recognition shown as text on the home page: no external logos. Partner marks come from GET /api/mitra. */

/**
 * Press mentions. Outlet names are our own fictional media partners: headlines must never be
 * attributed to real outlets until marketing has the coverage to cite.
 */
export const PRESS_MENTIONS: readonly { outlet: string; headline: string }[] = [
  { outlet: 'Warta Pendidikan', headline: 'Les privat ke rumah kembali diminati orang tua setelah sekolah tatap muka' },
  {
    outlet: 'Kabar Kampus Nusantara',
    headline: 'Mahasiswa berprestasi kini bisa jadi guru privat lewat platform daring',
  },
  { outlet: 'Majalah Keluarga Cerdas', headline: 'Cara orang tua memilih guru les yang cocok untuk anak' },
  { outlet: 'Harian Edukasi', headline: 'Persiapan UTBK lebih terarah dengan guru privat satu lawan satu' },
  {
    outlet: 'Portal Belajar Indonesia',
    headline: 'Belajar mengaji dan bahasa asing dari rumah dengan guru terverifikasi',
  },
];
