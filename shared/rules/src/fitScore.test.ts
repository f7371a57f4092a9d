import { fitScore, fitScorer, slotAvailable, type FitOpening, type FitTeacher } from './fitScore';

const teacher: FitTeacher = {
  jenjangIds: [15, 16],
  subjects: ['Matematika', 'Fisika'],
  kotaIds: [3273],
  online: true,
  jenisKelamin: 'P',
  ketersediaan: [
    { hari: 'Senin', jam_mulai: '15:00', jam_selesai: '18:00' },
    { hari: 'Rabu', jam_mulai: '15:00', jam_selesai: '16:00' },
  ],
};

const opening: FitOpening = {
  jenjangId: 16,
  jenjangName: 'SMA',
  subjects: ['matematika', 'Kimia'],
  sistem: 'Offline',
  kotaId: 3273,
  kotaName: 'Kota Bandung',
  preferensiGuru: 'perempuan',
  waktuLes: [
    { hari: 'Senin', jam: '16:00' },
    { hari: 'Rabu', jam: '15:00' },
  ],
};

describe('the fit score', () => {
  it('adds level, subjects in proportion, place, gender and the share of slots in the availability', () => {
    const { skor, alasan } = fitScore(teacher, opening);
    // 30 level + 13 (1 of 2 subjects) + 20 place + 10 gender + 8 (1 of 2 slots: Rabu 15:00 + 90 min ends after 16:00)
    expect(skor).toBe(81);
    expect(alasan).toEqual([
      'Anda mengajar jenjang SMA',
      '1 dari 2 mata pelajaran sesuai profil Anda',
      'Di Kota Bandung, wilayah yang Anda layani',
      'Siswa mencari guru perempuan',
      '1 dari 2 jadwal mingguan masuk ketersediaan Anda',
    ]);
  });

  it('gives a perfect match 100 and a mismatch on every part 0', () => {
    const perfect = fitScore(teacher, {
      ...opening,
      subjects: ['Fisika'],
      preferensiGuru: 'bebas',
      waktuLes: [{ hari: 'Senin', jam: '15:00' }],
    });
    expect(perfect.skor).toBe(100);
    const none = fitScore(
      { ...teacher, online: false },
      {
        ...opening,
        jenjangId: 14,
        jenjangName: 'SD',
        subjects: ['Kimia'],
        sistem: 'Online',
        preferensiGuru: 'laki-laki',
        waktuLes: [{ hari: 'Minggu', jam: '08:00' }],
      },
    );
    expect(none.skor).toBe(0);
    expect(none.alasan).toContain('Jenjang SD belum ada di profil Anda');
    expect(none.alasan).toContain('Les online, profil Anda belum bersedia online');
  });

  it('counts the subject part with the level when the level has no subjects', () => {
    expect(
      fitScore(teacher, {
        ...opening,
        subjects: [],
        preferensiGuru: 'bebas',
        waktuLes: [{ hari: 'Senin', jam: '15:00' }],
      }).skor,
    ).toBe(100);
  });

  it('words the same reasons about the teacher for the admin and the student, without "Anda"', () => {
    const about = fitScore(teacher, opening, 'tentang_guru');
    expect(about.skor).toBe(fitScore(teacher, opening).skor);
    expect(about.alasan).toEqual([
      'Mengajar jenjang SMA',
      'Mengajar 1 dari 2 mata pelajaran yang dipesan',
      'Di Kota Bandung, wilayah yang dilayani guru',
      'Sesuai preferensi guru perempuan',
      '1 dari 2 jadwal mingguan masuk ketersediaan guru',
    ]);
    const none = fitScore(
      { ...teacher, online: false, jenisKelamin: 'L' },
      { ...opening, jenjangId: 14, jenjangName: 'SD', sistem: 'Online', preferensiGuru: 'perempuan' },
      'tentang_guru',
    );
    expect(none.alasan).toEqual(
      expect.arrayContaining([
        'Jenjang SD belum ada di profil guru',
        'Les online, guru belum bersedia mengajar online',
        'Bukan guru perempuan seperti yang dicari',
      ]),
    );
    const elsewhere = fitScore(
      teacher,
      { ...opening, kotaId: 3171, kotaName: 'Kota Jakarta Selatan', preferensiGuru: 'bebas' },
      'tentang_guru',
    );
    expect(elsewhere.alasan).toEqual(
      expect.arrayContaining(['Di Kota Jakarta Selatan, di luar wilayah guru', 'Tanpa preferensi jenis kelamin guru']),
    );
    for (const reason of [...about.alasan, ...none.alasan, ...elsewhere.alasan]) expect(reason).not.toMatch(/\bAnda\b/);
  });

  it('scores a page of openings with one prepared scorer exactly as one by one', () => {
    const openings: FitOpening[] = [
      opening,
      { ...opening, sistem: 'Online', subjects: [], waktuLes: [] },
      { ...opening, jenjangId: 3, preferensiGuru: 'laki-laki', waktuLes: [{ hari: 'Senin', jam: '16:31' }] },
    ];
    for (const audience of ['guru', 'tentang_guru'] as const) {
      const score = fitScorer(teacher, audience);
      expect(openings.map(score)).toEqual(openings.map((each) => fitScore(teacher, each, audience)));
    }
  });

  it('needs the whole meeting inside one window', () => {
    expect(slotAvailable(teacher, { hari: 'Senin', jam: '16:30' })).toBe(true);
    expect(slotAvailable(teacher, { hari: 'Senin', jam: '16:31' })).toBe(false);
    expect(slotAvailable(teacher, { hari: 'Selasa', jam: '16:00' })).toBe(false);
  });
});
