import type { MyOnboarding, OnboardingDetail, PipelineAnswer, PipelineTeacher, UserAnswer } from '@tutor/contract';

/** GET /api/guru/pendaftaran of a teacher invited to an interview by video. */
export const IN_INTERVIEW: MyOnboarding = {
  status: 'wawancara',
  langkah: 1,
  janji: {
    jenis: 'wawancara',
    tanggal: '2026-12-02',
    jam: '10:00',
    tempat: 'https://meet.contoh.id/wawancara',
    jenjang: null,
    mapel: null,
    penilai: null,
  },
  persiapan:
    'Siapkan KTP atau kartu mahasiswa, ceritakan pengalaman mengajar Anda, dan bila wawancara online pastikan kamera dan internet berfungsi.',
  alasan_tolak: null,
  daftar_ulang_mulai: null,
  dokumen: [{ jenis: 'cv', nama_file: 'CV-Budi.pdf', ukuran: 20480, uploaded_at: '2026-11-20T03:00:00.000Z' }],
  riwayat: [
    {
      aksi: 'mulai_seleksi',
      dari: 'menunggu_verifikasi',
      ke: 'seleksi_cv',
      keterangan: 'Admin mulai meninjau CV dan profil',
      created_at: '2026-11-21T03:00:00.000Z',
    },
    {
      aksi: 'jadwalkan_wawancara',
      dari: 'seleksi_cv',
      ke: 'wawancara',
      keterangan: 'Wawancara Rabu, 2 Desember 2026 pukul 10.00 WIB, https://meet.contoh.id/wawancara',
      created_at: '2026-11-22T03:00:00.000Z',
    },
  ],
};

export const JUST_REGISTERED: MyOnboarding = {
  ...IN_INTERVIEW,
  status: 'menunggu_verifikasi',
  janji: null,
  persiapan: 'Unggah CV (PDF) dan sertifikat Anda.',
  dokumen: [],
  riwayat: [],
};

export const RINA: PipelineTeacher = {
  id: 21,
  nama: 'Rina Guru',
  email: 'rina@contoh.id',
  whatsapp: '6281234567001',
  status: 'menunggu_verifikasi',
  perguruan_tinggi: 'Universitas Indonesia',
  jurusan: 'Pendidikan Fisika',
  sejak: '2026-11-01T03:00:00.000Z',
  menunggu_hari: 20,
  terlambat: true,
};
export const DONI: PipelineTeacher = {
  ...RINA,
  id: 22,
  nama: 'Doni Guru',
  email: 'doni@contoh.id',
  status: 'seleksi_cv',
  sejak: '2026-11-19T03:00:00.000Z',
  menunggu_hari: 2,
  terlambat: false,
};

const COUNTS = { menunggu_verifikasi: 1, seleksi_cv: 1, wawancara: 0, micro_teaching: 0, terverifikasi: 4, ditolak: 0 };
export const pipelineOf = (
  items: PipelineTeacher[],
  jumlah: Partial<typeof COUNTS> = {},
): { body: PipelineAnswer } => ({ body: { data: { jumlah: { ...COUNTS, ...jumlah }, items } } });

/** GET /api/admin/guru/:id/pendaftaran of Rina in a given state. */
export function detailOf(
  teacher: PipelineTeacher,
  overrides: Partial<OnboardingDetail> = {},
): { body: { data: OnboardingDetail } } {
  return {
    body: {
      data: {
        teacher,
        jenis_kelamin: 'P',
        online: true,
        jenjang: ['SMA'],
        mapel: ['Fisika'],
        kota: ['Kota Bandung'],
        wawancara: null,
        micro_teaching: null,
        penilaian: null,
        alasan_tolak: null,
        dokumen: [{ jenis: 'cv', nama_file: 'CV-Rina.pdf', ukuran: 20480, uploaded_at: '2026-11-01T03:00:00.000Z' }],
        riwayat: [],
        ...overrides,
      },
    },
  };
}

export const userAnswer = (status: UserAnswer['data']['status']): { body: UserAnswer } => ({
  body: { data: { id: 21, nama: 'Rina Guru', email: 'rina@contoh.id', role: 'guru', status, kode_referral: null } },
});
