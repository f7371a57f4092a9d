import { classLabel, formatDateId, formatRupiah, labelOf } from '@tutor/rules';
import { escapeHtml } from '../../lib/text';
import type { CheckedDraft } from './draftService';

/** Every value goes through escapeHtml: names from the database and text from the student alike. */
const e = (value: string | number) => escapeHtml(String(value));
const row = (label: string, value: string) => `<tr><th scope="row">${e(label)}</th><td>${value}</td></tr>`;

function summary(draft: CheckedDraft): string {
  const { body } = draft;
  const rows = [
    row('Paket', `${e(draft.paket.nama)} (${e(draft.paket.jumlah)} pertemuan)`),
    row('Jenjang', e(draft.jenjang)),
    ...(draft.kurikulum ? [row('Kurikulum', e(draft.kurikulum))] : []),
    ...(draft.kelas ? [row('Kelas', e(classLabel(draft.kelas, draft.jenjang)))] : []),
    row('Sistem pembelajaran', e(labelOf('sistem', body.sistem_pembelajaran))),
    row('Jumlah siswa', `${e(body.jumlah_siswa)} orang`),
    row(
      'Mata pelajaran',
      `<ul>${draft.subjects.map((subject) => `<li>${e(subject.nama)}: ${e(subject.jumlah)} pertemuan</li>`).join('')}</ul>`,
    ),
    row('Tanggal mulai les', e(formatDateId(body.tanggal_mulai_les))),
    row('Waktu les', e(body.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', '))),
    row(
      'Alamat les',
      draft.address
        ? `${e(draft.address.alamat_lengkap)}, ${e(draft.address.kecamatan)}, ${e(draft.address.kota)}, ${e(draft.address.provinsi)}`
        : 'Online (tanpa alamat)',
    ),
    row('Jenis kelamin guru', e(labelOf('preferensiGuru', body.jenis_kelamin_guru))),
    row('Catatan untuk guru', draft.catatan === '' ? '-' : e(draft.catatan)),
  ];
  return `<section class="preview-ringkasan"><h3>Ringkasan Pesanan</h3><table>${rows.join('')}</table></section>`;
}

function schedule(draft: CheckedDraft): string {
  const rows = draft.meetings.map(
    (meeting) =>
      `<tr><td>${e(meeting.iterasi)}</td><td>${e(meeting.hari)}, ${e(formatDateId(meeting.tanggal))}</td><td>${e(meeting.jam)}</td><td><span style="color:${e(meeting.color)}">&#9679;</span> ${e(meeting.mata_pelajaran)}</td></tr>`,
  );
  return `<section class="preview-jadwal"><h3>Jadwal Les</h3><table><thead><tr><th scope="col">Pertemuan</th><th scope="col">Tanggal</th><th scope="col">Jam</th><th scope="col">Mata pelajaran</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function fees(draft: CheckedDraft): string {
  const b = draft.breakdown;
  const money = (amount: number) => e(formatRupiah(amount));
  const rows = [
    row(`Harga paket ${b.paket} (${b.jumlah_pertemuan} pertemuan)`, money(b.harga_normal)),
    row('Diskon 25%', `-${money(b.diskon)}`),
    row('Harga setelah diskon', money(b.harga_diskon)),
    ...(b.diskon_referral > 0
      ? [row(`Diskon referral 5% (${b.kode_referral ?? ''})`, `-${money(b.diskon_referral)}`)]
      : []),
    row('Harga paket akhir', money(b.harga_paket_akhir)),
    ...(b.biaya_pendaftaran > 0 ? [row('Biaya pendaftaran siswa baru', money(b.biaya_pendaftaran))] : []),
    ...(b.cicilan.length > 1 ? b.cicilan.map((amount, index) => row(`Pembayaran ke-${index + 1}`, money(amount))) : []),
    row('Total', `<strong>${money(b.total)}</strong>`),
  ];
  return `<section class="preview-rincian"><h3>Rincian Biaya</h3><table>${rows.join('')}</table></section>`;
}

/** Preview Pemesanan: the summary, the schedule and the itemised fees. */
export function previewHtml(draft: CheckedDraft): string {
  return `<div class="preview-pemesanan">${summary(draft)}${schedule(draft)}${fees(draft)}</div>`;
}
