import type { AuditRow, AuditState } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';

/** The kinds of object the log names, as the filter offers them. */
export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  pesanan: 'Pesanan',
  pertemuan: 'Pertemuan',
  ulasan: 'Ulasan',
  pencairan: 'Pencairan',
  guru: 'Guru',
  pesan_keluar: 'Pesan keluar',
  remote: 'Remote',
};

const ACTION_LABELS: Record<string, string> = {
  'pesanan.dikonfirmasi': 'Pesanan dikonfirmasi',
  'pesanan.guru_diusulkan': 'Guru diusulkan',
  'pesanan.guru_dipilih': 'Guru dipilih',
  'pesanan.dibatalkan': 'Pesanan dibatalkan',
  'pembayaran.dicatat': 'Pembayaran dicatat',
  'pembayaran.dikembalikan': 'Pembayaran dikembalikan',
  'pertemuan.sanggahan_diputuskan': 'Sanggahan diputuskan',
  'ulasan.disembunyikan': 'Ulasan disembunyikan',
  'ulasan.dijadikan_testimoni': 'Ulasan dijadikan testimoni',
  'pencairan.diminta': 'Pencairan diminta',
  'pencairan.dibayar': 'Pencairan dibayar',
  'guru.seleksi_cv': 'Seleksi CV dimulai',
  'guru.wawancara_dijadwalkan': 'Wawancara dijadwalkan',
  'guru.micro_teaching_dijadwalkan': 'Micro teaching dijadwalkan',
  'guru.dinilai': 'Micro teaching dinilai',
  'guru.diverifikasi': 'Guru diverifikasi',
  'guru.ditolak': 'Guru ditolak',
  'pesan_keluar.ditandai_terkirim': 'Pesan ditandai terkirim',
  'remote.versi_uji_diaktifkan': 'Versi uji dijadikan aktif',
  'remote.versi_uji_dikembalikan': 'Versi uji dikembalikan',
  'honor.dicatat': 'Honor dicatat',
  'komisi.dicatat': 'Komisi dicatat',
  'komisi.dapat_diklaim': 'Komisi dapat diklaim',
  'komisi.dibalik': 'Komisi dibalik',
};

const ROLE_LABELS: Record<AuditRow['aktor']['peran'], string> = {
  admin: 'Admin',
  siswa: 'Siswa',
  guru: 'Guru',
  sistem: 'Sistem',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const objectLabel = (row: AuditRow) => `${AUDIT_OBJECT_LABELS[row.objek] ?? row.objek} ${row.objek_id}`;
export const actorLabel = (row: AuditRow) =>
  row.aktor.nama ? `${row.aktor.nama} (${ROLE_LABELS[row.aktor.peran]})` : ROLE_LABELS[row.aktor.peran];

/** Amounts in Rupiah, lists joined, anything else as text. */
function valueText(key: string, value: unknown): string {
  if (typeof value === 'number' && (key === 'jumlah' || key === 'sisa')) return formatRupiah(value);
  if (typeof value === 'boolean') return value ? 'ya' : 'tidak';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (value === null || value === undefined) return '–';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One line per field: "status: mencari_guru → guru_diusulkan", or the new value alone. */
export function changeLines(before: AuditState, after: AuditState): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    const had = before !== null && key in before;
    const has = after !== null && key in after;
    if (had && has) {
      const [from, to] = [valueText(key, before[key]), valueText(key, after[key])];
      return from === to ? `${key}: ${to}` : `${key}: ${from} → ${to}`;
    }
    return has && after ? `${key}: ${valueText(key, after[key])}` : `${key}: ${valueText(key, before?.[key])} → –`;
  });
}
