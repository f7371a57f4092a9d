import { proposalText, RESCHEDULE_MESSAGES, rescheduleAnswerer, rescheduleWindowProblem } from './reschedule';

const at = (iso: string) => Date.parse(iso);
// 9 June 2025 16:00 WIB is 09:00 UTC
const meeting = { status: 'terjadwal' as const, tanggal: '2025-06-09', jam: '16:00' };

describe('the reschedule window', () => {
  it('allows a proposal up to exactly 24 hours before the start', () => {
    expect(rescheduleWindowProblem(meeting, at('2025-06-07T09:00:00Z'))).toBeNull();
    expect(rescheduleWindowProblem(meeting, at('2025-06-08T09:00:00Z'))).toBeNull();
  });

  it('refuses within 24 hours of the start', () => {
    expect(rescheduleWindowProblem(meeting, at('2025-06-08T09:00:01Z'))).toBe(RESCHEDULE_MESSAGES.tooLate);
    expect(rescheduleWindowProblem(meeting, at('2025-06-09T08:59:00Z'))).toBe(RESCHEDULE_MESSAGES.tooLate);
  });

  it('allows a meeting that has started without a report at any time', () => {
    expect(rescheduleWindowProblem(meeting, at('2025-06-09T09:00:00Z'))).toBeNull();
    expect(rescheduleWindowProblem(meeting, at('2025-07-01T00:00:00Z'))).toBeNull();
  });

  it('refuses a meeting that is no longer terjadwal', () => {
    for (const status of ['dilaporkan', 'disanggah', 'selesai'] as const) {
      expect(rescheduleWindowProblem({ ...meeting, status }, at('2025-06-01T00:00:00Z'))).toBe(
        RESCHEDULE_MESSAGES.notScheduled,
      );
    }
  });
});

describe('the proposal', () => {
  it('is answered by the other side', () => {
    expect(rescheduleAnswerer('siswa')).toBe('guru');
    expect(rescheduleAnswerer('guru')).toBe('siswa');
  });

  it('reads as who proposed which date and time', () => {
    expect(proposalText({ tanggal: '2025-06-10', jam: '18:30', oleh: 'siswa' })).toBe(
      'Usulan siswa: Selasa, 10 Juni 2025 pukul 18.30 WIB',
    );
  });
});
