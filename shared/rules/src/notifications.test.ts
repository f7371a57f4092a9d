import {
  emailRetryDelayMs,
  lateReason,
  newTeacherChosenAdminText,
  orderWhatsAppMessage,
  renewalAcceptedTexts,
  renewalClosedTexts,
  renewalOfferTexts,
  teacherChangeTexts,
  teacherReappliedText,
  unreadLabel,
} from './notifications';

describe('notification rules', () => {
  it('names the unread count', () => {
    expect(unreadLabel(0)).toBe('Tidak ada notifikasi belum dibaca');
    expect(unreadLabel(3)).toBe('3 notifikasi belum dibaca');
  });

  it('waits 1, 2, 4 ... minutes between e-mail tries, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(emailRetryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(emailRetryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it('marks an order late past the two promises, and only in their states', () => {
    const now = new Date('2026-11-25T12:00:00Z').getTime();
    expect(lateReason({ status: 'menunggu_konfirmasi', since: '2026-11-24T11:59:00Z' }, now)).toBe('kontak_admin');
    expect(lateReason({ status: 'menunggu_konfirmasi', since: '2026-11-24T12:01:00Z' }, now)).toBeNull();
    expect(lateReason({ status: 'mencari_guru', since: '2026-11-23T11:00:00Z' }, now)).toBe('usulan_guru');
    expect(lateReason({ status: 'mencari_guru', since: '2026-11-24T11:00:00Z' }, now)).toBeNull();
    expect(lateReason({ status: 'guru_diusulkan', since: '2026-11-01T11:00:00Z' }, now)).toBeNull();
  });

  it('words the WhatsApp message for the state and the person', () => {
    expect(orderWhatsAppMessage('siswa', { kode: 'PP-2611-7K3Q', status: 'guru_diusulkan', nama: 'Sinta' })).toBe(
      'Halo Sinta, kami admin Pintar Privat. Guru untuk pesanan les PP-2611-7K3Q sudah kami usulkan. Silakan pilih guru Anda di halaman pesanan.',
    );
    expect(
      orderWhatsAppMessage('siswa', { kode: 'PP-2611-7K3Q', status: 'menunggu_konfirmasi', nama: 'Sinta' }),
    ).toContain('Pesanan les PP-2611-7K3Q sudah kami terima.');
    expect(orderWhatsAppMessage('guru', { kode: 'PP-2611-7K3Q', status: 'aktif', nama: 'Budi' })).toContain(
      'yang Anda ajar',
    );
    expect(orderWhatsAppMessage('guru', { kode: 'PP-2611-7K3Q', status: 'menunggu_pembayaran', nama: 'Budi' })).toBe(
      'Halo Budi, kami admin Pintar Privat. Siswa memilih Anda untuk pesanan les PP-2611-7K3Q. Les dimulai setelah pembayaran pertamanya kami catat; kami akan mengabari Anda.',
    );
  });
});

describe('a renewal offered to its teacher', () => {
  it('tells each side its part, with the 2x24 hours the teacher has to answer, and never the new-order words', () => {
    const texts = renewalOfferTexts({
      kode: 'PL-2606-0002',
      dari: 'PL-2606-0001',
      guru: 'Bayu Pratama',
      siswa: 'Budi Santoso',
    });
    expect(texts.siswa).toBe(
      'Perpanjangan pesanan PL-2606-0001 sudah dibuat sebagai pesanan PL-2606-0002 dan kami tawarkan kepada Bayu Pratama selama 2x24 jam.',
    );
    expect(texts.guru).toBe(
      'Budi Santoso memperpanjang les pesanan PL-2606-0001 (pesanan PL-2606-0002). Terima atau tolak tawarannya di Jadwal Mengajar dalam 2x24 jam.',
    );
    expect(texts.admin).toBe(
      'Perpanjangan PL-2606-0002 dari pesanan PL-2606-0001 ditawarkan kepada Bayu Pratama selama 2x24 jam.',
    );
    expect(Object.values(texts).join(' ')).not.toMatch(/1x24|menunggu konfirmasi/);
  });
});

describe('the teacher change and the accepted renewal', () => {
  it("gives the admin the student's reason and the replaced teacher the news, naming the order", () => {
    const texts = teacherChangeTexts({ kode: 'PP-2611-7K3Q', guru: 'Bayu Pratama', alasan: 'Sering terlambat' });
    expect(texts.admin).toBe(
      'Siswa pesanan PP-2611-7K3Q meminta ganti guru (sebelumnya Bayu Pratama). Alasan: Sering terlambat. Usulkan guru baru.',
    );
    expect(texts.guru).toContain('PP-2611-7K3Q');
    expect(texts.guru).toContain('tidak lagi di jadwal Anda');
  });

  it('asks the student to pay and the admin to record it', () => {
    const texts = renewalAcceptedTexts({ kode: 'PP-2611-8M4R', guru: 'Bayu Pratama' });
    expect(texts.siswa).toContain('Silakan bayar cicilan pertama');
    expect(texts.admin).toBe('Bayu Pratama menerima perpanjangan pesanan PP-2611-8M4R. Catat pembayaran pertamanya.');
  });
});

describe('the moves that told nobody before', () => {
  it('tells the student and the admin when a renewal offer is refused or lapses, naming the teacher and the order', () => {
    const refused = renewalClosedTexts({ kode: 'PP-2611-8M4R', guru: 'Bayu Pratama' }, 'ditolak');
    expect(refused.admin).toBe(
      'Bayu Pratama menolak perpanjangan PP-2611-8M4R. Pesanan kini lowongan biasa: usulkan guru.',
    );
    expect(refused.siswa).toContain('Kami mencarikan guru lain');
    const lapsed = renewalClosedTexts({ kode: 'PP-2611-8M4R', guru: 'Bayu Pratama' }, 'kedaluwarsa');
    expect(lapsed.guru).toBe('Tawaran perpanjangan PP-2611-8M4R kedaluwarsa karena tidak dijawab dalam 2x24 jam.');
    expect(lapsed.siswa).toContain('2x24 jam');
  });

  it('tells the admin of a new teacher chosen after a change and of a teacher who applied again', () => {
    expect(newTeacherChosenAdminText('PP-2611-7K3Q')).toContain('PP-2611-7K3Q');
    expect(teacherReappliedText('Citra Lestari')).toBe('Guru Citra Lestari mendaftar ulang dan menunggu verifikasi.');
  });
});
