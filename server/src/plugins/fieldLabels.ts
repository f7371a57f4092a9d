import { ACCOUNT_MESSAGES } from '@tutor/rules';

/** Indonesian names of request fields, for validation messages such as "Halaman tidak valid". */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  jenjang_id: 'Program',
  lokasi_id: 'Lokasi',
  page: 'Halaman',
  mode: 'Mode',
  q: 'Kata kunci',
  provinsi: 'Provinsi',
  kota: 'Kab/Kota',
  kota_id: 'Kab/Kota',
  kurikulum_id: 'Kurikulum',
  kelas: 'Kelas',
  jumlah_siswa: 'Siswa',
  sistem_pembelajaran: 'Sistem pembelajaran',
  'jenis_kelamin[]': 'Jenis kelamin',
  jenis_kelamin: 'Jenis kelamin',
  'penilaian[]': 'Penilaian',
  penilaian: 'Penilaian',
  limit: 'Batas jumlah',
  id: 'ID',
  slug: 'Alamat artikel',
  file: 'Nama berkas',
  kode_referral: 'Kode referral',
  email: 'Email',
  number_whatsapp: 'Nomor WhatsApp',
  message: 'Pesan',
  stack: 'Stack',
  componentStack: 'Component stack',
  url: 'URL',
  source: 'Sumber',
};

/** Fields whose absence (or an empty list) has its own sentence: the one the forms show for it. */
export const FIELD_REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  kota_ids: ACCOUNT_MESSAGES.placeRequired,
};
