import {
  awaitingAppointment,
  currentOnboardingStep,
  daysWaiting,
  ONBOARDING_FROM,
  ONBOARDING_MESSAGES,
  ONBOARDING_PREPARATION,
  ONBOARDING_PROGRESS_PREPARATION,
  ONBOARDING_STEPS,
  onboardingAllowed,
  onboardingLate,
  onboardingStage,
  reapplyFrom,
} from './onboarding';
import { appointmentProblem, assessmentAllowed, microTeachingProblem } from './onboardingAppointments';
import {
  looksLikePdf,
  teacherDocumentProblem,
  DOCUMENT_NOT_PDF,
  DOCUMENT_TOO_LARGE,
  TEACHER_DOCUMENT_MAX_BYTES,
} from './teacherDocuments';

describe('onboarding transitions', () => {
  it('walks registration → CV screening → interview → micro teaching → verified, one step at a time', () => {
    expect(onboardingAllowed('mulai_seleksi', 'menunggu_verifikasi')).toBe(true);
    expect(onboardingAllowed('jadwalkan_wawancara', 'seleksi_cv')).toBe(true);
    expect(onboardingAllowed('jadwalkan_micro_teaching', 'wawancara')).toBe(true);
    expect(onboardingAllowed('nilai', 'micro_teaching')).toBe(true);
    expect(onboardingAllowed('verifikasi', 'micro_teaching')).toBe(true);
  });

  it('refuses skipping a step or going back', () => {
    expect(onboardingAllowed('verifikasi', 'menunggu_verifikasi')).toBe(false);
    expect(onboardingAllowed('jadwalkan_micro_teaching', 'seleksi_cv')).toBe(false);
    expect(onboardingAllowed('mulai_seleksi', 'wawancara')).toBe(false);
    expect(onboardingAllowed('verifikasi', 'terverifikasi')).toBe(false);
  });

  it('lets the admin decline at every open step, never a verified or declined teacher', () => {
    expect(ONBOARDING_FROM.tolak).toEqual(['menunggu_verifikasi', 'seleksi_cv', 'wawancara', 'micro_teaching']);
    expect(onboardingAllowed('tolak', 'terverifikasi')).toBe(false);
    expect(onboardingAllowed('tolak', 'ditolak')).toBe(false);
    expect(onboardingAllowed('daftar_ulang', 'ditolak')).toBe(true);
    expect(onboardingAllowed('daftar_ulang', 'seleksi_cv')).toBe(false);
  });
});

describe('waiting, lateness and applying again', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('counts whole days and marks more than 14 days in an open step late', () => {
    expect(daysWaiting('2026-11-10T10:00:00Z', now)).toBe(15);
    expect(onboardingLate('seleksi_cv', '2026-11-10T10:00:00Z', now)).toBe(true);
    expect(onboardingLate('seleksi_cv', '2026-11-11T10:00:00Z', now)).toBe(false);
    expect(onboardingLate('terverifikasi', '2026-01-01T00:00:00Z', now)).toBe(false);
  });
  it('opens a new application 30 days after a decline', () => {
    expect(reapplyFrom('2026-11-01T08:00:00Z').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe('the timeline step a teacher stands at', () => {
  it('follows the eleven steps of the become-a-teacher page', () => {
    expect(ONBOARDING_STEPS).toHaveLength(11);
    expect(currentOnboardingStep('menunggu_verifikasi')).toBe(1);
    expect(currentOnboardingStep('micro_teaching')).toBe(3);
    expect(ONBOARDING_STEPS[currentOnboardingStep('terverifikasi')]?.title).toBe('Cek info siswa baru setiap hari');
    expect(currentOnboardingStep('ditolak', 'micro_teaching')).toBe(3);
  });
});

describe('appointments', () => {
  const good = { tanggal: '2026-12-01', jam: '10:00', tempat: 'https://meet.contoh.id/abc' };
  it('accepts a real future date, a time in working hours and a place', () => {
    expect(appointmentProblem(good, '2026-11-25')).toBeNull();
  });
  it('names the first problem', () => {
    expect(appointmentProblem({ ...good, tanggal: '2026-02-30' }, '2026-01-01')).toBe(ONBOARDING_MESSAGES.dateInvalid);
    expect(appointmentProblem(good, '2026-12-02')).toBe(ONBOARDING_MESSAGES.dateInPast);
    expect(appointmentProblem({ ...good, jam: '23:00' }, '2026-11-25')).toBe(ONBOARDING_MESSAGES.timeInvalid);
    expect(appointmentProblem({ ...good, tempat: ' ' }, '2026-11-25')).toBe(ONBOARDING_MESSAGES.placeRequired);
    expect(microTeachingProblem({ ...good, jenjang: 'SMP', mapel: '', penilai: 'Bu Sari' }, '2026-11-25')).toBe(
      ONBOARDING_MESSAGES.subjectRequired,
    );
  });
});

describe('teacher documents', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n...');
  it('takes a PDF by its first bytes, refuses another file whatever its name', () => {
    expect(looksLikePdf(pdf)).toBe(true);
    expect(teacherDocumentProblem(pdf)).toBeNull();
    expect(teacherDocumentProblem(new TextEncoder().encode('PK\u0003\u0004 docx'))).toBe(DOCUMENT_NOT_PDF);
    const big = new Uint8Array(TEACHER_DOCUMENT_MAX_BYTES + 1);
    big.set(pdf);
    expect(teacherDocumentProblem(big)).toBe(DOCUMENT_TOO_LARGE);
  });
});

describe('assessmentAllowed', () => {
  it('opens at the micro teaching start in WIB, never without one', () => {
    const microTeaching = { tanggal: '2026-12-10', jam: '13:00' };
    expect(assessmentAllowed(microTeaching, Date.parse('2026-12-10T05:59:59Z'))).toBe(false);
    expect(assessmentAllowed(microTeaching, Date.parse('2026-12-10T06:00:00Z'))).toBe(true);
    expect(assessmentAllowed(null, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('onboardingStage', () => {
  const none = { assessed: false, applied: false, teaching: false };
  const titleOf = (langkah: number) => ONBOARDING_STEPS[langkah]?.title;
  it('follows the state until the teacher has done more than it says', () => {
    expect(onboardingStage('micro_teaching', none)).toEqual({
      langkah: 3,
      persiapan: ONBOARDING_PREPARATION.micro_teaching,
    });
    expect(titleOf(onboardingStage('terverifikasi', none).langkah)).toBe('Cek info siswa baru setiap hari');
    expect(onboardingStage('ditolak', none, 'micro_teaching').langkah).toBe(3);
  });
  it('moves on after the assessment, an application and the first paid order', () => {
    const assessed = onboardingStage('micro_teaching', { ...none, assessed: true });
    expect([titleOf(assessed.langkah), assessed.persiapan]).toEqual([
      'Lulus dan terverifikasi',
      ONBOARDING_PROGRESS_PREPARATION.assessed,
    ]);
    expect(titleOf(onboardingStage('terverifikasi', { ...none, applied: true }).langkah)).toBe(
      'Ajukan diri untuk mengajar',
    );
    const teaching = onboardingStage('terverifikasi', { ...none, applied: true, teaching: true });
    expect([titleOf(teaching.langkah), teaching.persiapan]).toEqual([
      'Mengajar',
      ONBOARDING_PROGRESS_PREPARATION.teaching,
    ]);
  });
  it('expects an appointment date only before the interview is set', () => {
    expect(awaitingAppointment('seleksi_cv')).toBe(true);
    expect(awaitingAppointment('micro_teaching')).toBe(false);
  });
});
