/** Personal data (UU 27/2022): the account's own data as a download, and deleting the account. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery } from '../common';
import { ERROR_RESPONSES, raw, route } from '../route';

type Row = Record<string, unknown>;

/**
 * The file "Unduh data saya" gives: everything the site holds about the account, table by table,
 * as stored (ids, dates in ISO). Documents and photos are described (name, size, date), not embedded.
 */
export interface PersonalDataExport {
  dibuat: string;
  versi_kebijakan_saat_ini: string;
  akun: Row;
  profil_siswa: Row | null;
  profil_guru: Row | null;
  ketersediaan_guru: Row[];
  foto_guru: Row | null;
  dokumen_guru: Row[];
  onboarding_guru: Row | null;
  riwayat_onboarding: Row[];
  pesanan: Row[];
  mapel_pesanan: Row[];
  jadwal_pesanan: Row[];
  riwayat_pesanan: Row[];
  pembayaran: Row[];
  lamaran: Row[];
  pertemuan: Row[];
  ulasan: Row[];
  /** a teacher: the reviews written about them */
  ulasan_diterima: Row[];
  notifikasi: Row[];
  pengaturan_email: Row[];
  sesi: Row[];
  kode_referral: Row[];
  catatan_keuangan: Row[];
  pencairan: Row[];
  pesan_keluar: Row[];
  kalender: Row[];
  langganan_berita: Row[];
  klaim_diskon: Row[];
}

export const DeleteAccountBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

const tags = ['accounts'] as const;

export const personalDataRoutes = {
  dataExport: route({
    method: 'GET',
    url: '/api/akun/data-saya',
    schema: {
      summary: 'A JSON download (attachment) of everything the site holds about the logged-in account',
      tags,
      querystring: NoQuery,
      response: { 200: raw('application/json', 'PersonalDataExport of @tutor/contract'), ...ERROR_RESPONSES },
    },
  }),
  deleteAccount: route({
    method: 'POST',
    url: '/api/akun/hapus',
    schema: {
      summary:
        'Deletes the logged-in account with its password: anonymised at once, orders and money rows kept; 409 naming what blocks it',
      tags,
      body: DeleteAccountBody,
      response: { 200: Answer({ message: Type.String() }), ...ERROR_RESPONSES },
    },
  }),
};
