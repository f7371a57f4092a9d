import {
  autoConfirmAt,
  clashMessage,
  clashReason,
  MEETING_TRANSITION_FROM,
  meetingsLeft,
  meetingsLeftText,
  meetingsOverlap,
  meetingStartMs,
  meetingTransitionAllowed,
  reportAllowed,
  scheduleClashes,
} from './meetings';

describe('meeting transitions', () => {
  it('allows each move only from its state', () => {
    expect(meetingTransitionAllowed('laporkan', 'terjadwal')).toBe(true);
    expect(meetingTransitionAllowed('laporkan', 'dilaporkan')).toBe(false);
    expect(meetingTransitionAllowed('konfirmasi', 'dilaporkan')).toBe(true);
    expect(meetingTransitionAllowed('konfirmasi', 'disanggah')).toBe(false);
    expect(meetingTransitionAllowed('sanggah', 'dilaporkan')).toBe(true);
    expect(meetingTransitionAllowed('sanggah', 'selesai')).toBe(false);
    expect(meetingTransitionAllowed('putuskan', 'disanggah')).toBe(true);
    expect(meetingTransitionAllowed('putuskan', 'dilaporkan')).toBe(false);
    expect(meetingTransitionAllowed('konfirmasi_otomatis', 'dilaporkan')).toBe(true);
    expect(meetingTransitionAllowed('konfirmasi_otomatis', 'disanggah')).toBe(false);
  });

  it('never moves a meeting out of selesai', () => {
    for (const from of Object.values(MEETING_TRANSITION_FROM)) expect(from).not.toContain('selesai');
  });
});

describe('when a report is allowed', () => {
  const meeting = { status: 'terjadwal' as const, tanggal: '2025-06-02', jam: '16:00' };
  it('is allowed from the start of the meeting in WIB, not a minute before', () => {
    expect(meetingStartMs('2025-06-02', '16:00')).toBe(Date.parse('2025-06-02T09:00:00Z'));
    expect(reportAllowed(meeting, Date.parse('2025-06-02T08:59:00Z'))).toBe(false);
    expect(reportAllowed(meeting, Date.parse('2025-06-02T09:00:00Z'))).toBe(true);
  });
  it('is allowed once: a reported meeting is not reported again', () => {
    expect(reportAllowed({ ...meeting, status: 'dilaporkan' }, Date.parse('2025-07-01T00:00:00Z'))).toBe(false);
  });
  it('confirms itself 72 hours after the report', () => {
    expect(autoConfirmAt('2025-06-02T10:00:00.000Z')).toBe('2025-06-05T10:00:00.000Z');
  });
});

describe('sisa pertemuan', () => {
  it('counts every meeting that is not selesai', () => {
    expect(meetingsLeft(['selesai', 'dilaporkan', 'disanggah', 'terjadwal'])).toBe(3);
    expect(meetingsLeft(['selesai', 'selesai'])).toBe(0);
    expect(meetingsLeft([])).toBe(0);
    expect(meetingsLeftText(3, 4)).toBe('Sisa pertemuan: 3 dari 4');
  });
});

describe('double booking', () => {
  it('treats two 90-minute lessons as overlapping only when their spans meet', () => {
    expect(meetingsOverlap({ tanggal: '2025-06-02', jam: '16:00' }, { tanggal: '2025-06-02', jam: '17:15' })).toBe(
      true,
    );
    expect(meetingsOverlap({ tanggal: '2025-06-02', jam: '16:00' }, { tanggal: '2025-06-02', jam: '17:30' })).toBe(
      false,
    );
    expect(meetingsOverlap({ tanggal: '2025-06-02', jam: '16:00' }, { tanggal: '2025-06-03', jam: '16:00' })).toBe(
      false,
    );
  });

  it('lists the held meetings a schedule would clash with, earliest first', () => {
    const held = [
      { tanggal: '2025-06-05', jam: '16:30', kode: 'PP-2506-B' },
      { tanggal: '2025-06-02', jam: '15:00', kode: 'PP-2506-A' },
      { tanggal: '2025-06-02', jam: '18:00', kode: 'PP-2506-C' },
    ];
    const wanted = [
      { tanggal: '2025-06-02', jam: '16:00' },
      { tanggal: '2025-06-05', jam: '16:00' },
    ];
    expect(scheduleClashes(wanted, held).map((clash) => clash.kode)).toEqual(['PP-2506-A', 'PP-2506-B']);
    expect(scheduleClashes(wanted, [])).toEqual([]);
  });

  it('names the clashing dates in the refusal and the fit reason', () => {
    const clashes = [{ tanggal: '2025-06-02', jam: '15:00' }];
    expect(clashMessage(clashes)).toBe('Jadwal bentrok dengan pertemuan lain guru ini: 2 Juni 2025 15:00');
    expect(clashReason(clashes)).toBe('Bentrok dengan 1 pertemuan yang sudah terjadwal (2 Juni 2025 15:00)');
    const many = ['01', '02', '03', '04', '05'].map((day) => ({ tanggal: `2025-07-${day}`, jam: '08:00' }));
    expect(clashMessage(many)).toBe(
      'Jadwal bentrok dengan pertemuan lain guru ini: 1 Juli 2025 08:00, 2 Juli 2025 08:00, 3 Juli 2025 08:00 dan 2 lainnya',
    );
  });
});
