/** The product's messages, word for word, for the apps and the server alike. */

export const FEE_SEARCH_MESSAGES = {
  program: 'Program harus di isi',
  students: 'Siswa harus di isi',
  province: 'Provinsi harus di isi',
  regency: 'Kab/Kota harus di isi',
} as const;

export const WIZARD_MESSAGES = {
  levelRequired: 'Silahkan pilih jenjang pendidikan terlebih dahulu',
  subjectRequired: 'Anda wajib memilih Mata Pelajaran',
  meetingsMustMatch: 'Silahkan mengatur jumlah pertemuan sesuai total pertemuan',
  scheduleRequired: 'Silahkan terapkan jadwal terlebih dahulu !!',
  tooManySubjects: 'Tidak bisa memilih mata pelajaran melebihi jumlah pertemuan',
  sameWeekday: 'Anda tidak bisa memasukkan hari yang sama',
} as const;

/** A call that never reached the server or got no answer in time. */
export const CONNECTION_LOST_MESSAGE = 'Koneksi ke server terputus, silakan coba lagi';

export const GENERIC_ERROR_MESSAGE = 'Terjadi kesalahan, silahkan hubungi admin untuk informasi lebih lanjut';
export const REFERRAL_CHECK_FAILED = 'Mohon maaf terjadi kesalahan, kode referral bermasalah silahkan hubungi admin';

/** The server's refusal of a write without a valid CSRF token; the client retries once on exactly this. */
export const CSRF_REFUSED_MESSAGE = 'Permintaan ditolak: muat ulang halaman lalu coba lagi';

/** Long lists read a page at a time: what the server says of a bad page marker, what a page that failed to load says. */
export const LIST_PAGE_MESSAGES = {
  badCursor: 'Penanda halaman tidak valid, silakan muat ulang daftar',
  loadMore: 'Muat lebih banyak',
  loadMoreFailed: 'Gagal memuat data berikutnya, silakan coba lagi',
} as const;
