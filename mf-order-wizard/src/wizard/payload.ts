import type { OrderDraftBody, StudentProfile } from '@tutor/contract';
import { TEACHER_NOTE_MAX } from '@tutor/rules';
import type { OrderWizardState } from '../state/wizardSlice';

/** How the teacher chosen on a profile (?guru=<id>) reaches the admin: the first line of the note. */
export function teacherNotePrefix(guruPilihan: string | null): string {
  return guruPilihan ? `Guru pilihan: #${guruPilihan}\n` : '';
}

type AddressFields = Pick<OrderDraftBody, 'provinsi_id' | 'kota_id' | 'kecamatan_id' | 'alamat'>;

function addressOf(draft: OrderWizardState, profile: StudentProfile | undefined): AddressFields {
  if (draft.sistemPembelajaran === 'Online')
    return { provinsi_id: null, kota_id: null, kecamatan_id: null, alamat: null };
  if (draft.useProfileAddress && profile?.alamat) {
    const { provinsi_id, kota_id, kecamatan_id, alamat_lengkap } = profile.alamat;
    return { provinsi_id, kota_id, kecamatan_id, alamat: alamat_lengkap };
  }
  const { provinsi, kota, kecamatan, alamat } = draft.address;
  return {
    provinsi_id: provinsi === null ? null : Number(provinsi),
    kota_id: kota === null ? null : Number(kota),
    kecamatan_id: kecamatan === null ? null : Number(kecamatan),
    alamat: alamat.trim(),
  };
}

/**
 * The preview and order body from a draft that passed steps 1 to 3. Prices are never
 * sent: the server computes them. Null while something required is missing.
 */
export function orderDraftBody(draft: OrderWizardState, profile: StudentProfile | undefined): OrderDraftBody | null {
  if (draft.paket === null || draft.jenjang === null || !draft.jadwal || draft.tanggalMulai === '') return null;
  const note = `${teacherNotePrefix(draft.guruPilihan)}${draft.catatanGuru.trim()}`.trim();
  return {
    paket_id: draft.paket,
    jenjang_id: Number(draft.jenjang),
    kurikulum_id: draft.kurikulum === null ? null : Number(draft.kurikulum),
    kelas: draft.kelas === null ? null : String(draft.kelas),
    sistem_pembelajaran: draft.sistemPembelajaran,
    jumlah_siswa: draft.jumlahSiswa,
    ...addressOf(draft, profile),
    tanggal_mulai_les: draft.tanggalMulai,
    waktu_les: draft.slots.map((slot) => ({ hari: slot.hari, jam: slot.jam })),
    jenis_kelamin_guru: draft.jenisKelaminGuru,
    catatan_guru: note.slice(0, TEACHER_NOTE_MAX),
    kode_referral: draft.referral?.kode ?? null,
    mata_pelajaran: draft.subjects.map((subject) => subject.mata_pelajaran),
    jadwal: draft.jadwal.map((item) => ({ mata_pelajaran: item.mata_pelajaran, tanggal: item.tanggal, jam: item.jam })),
  };
}
