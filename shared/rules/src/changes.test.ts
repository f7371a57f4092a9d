import {
  CHANGE_MESSAGES,
  renewalBreakdown,
  renewalEarliestStart,
  renewalOfferDeadline,
  renewalStartMessage,
  renewalStartProblem,
  teacherChangeProblem,
} from './changes';
import { orderBreakdown } from './orders';

describe('the teacher change', () => {
  it('is allowed while meetings are left and none waits for the student or the admin', () => {
    expect(teacherChangeProblem(['selesai', 'terjadwal', 'terjadwal'])).toBeNull();
  });

  it('waits until every reported or disputed meeting is settled', () => {
    expect(teacherChangeProblem(['selesai', 'dilaporkan', 'terjadwal'])).toBe(CHANGE_MESSAGES.unsettled);
    expect(teacherChangeProblem(['disanggah', 'terjadwal'])).toBe(CHANGE_MESSAGES.unsettled);
  });

  it('has nothing to change once every meeting is held', () => {
    expect(teacherChangeProblem(['selesai', 'selesai'])).toBe(CHANGE_MESSAGES.nothingLeft);
  });
});

describe('the renewal start', () => {
  it('is the day after the last meeting, never before today', () => {
    expect(renewalEarliestStart('2025-06-12', '2025-06-01')).toBe('2025-06-13');
    expect(renewalEarliestStart('2025-05-20', '2025-06-01')).toBe('2025-06-01');
    expect(renewalEarliestStart(null, '2025-06-01')).toBe('2025-06-01');
  });

  it('refuses a start on or before the last meeting, naming the first allowed day', () => {
    expect(renewalStartProblem('2025-06-12', '2025-06-12', '2025-06-01')).toBe(renewalStartMessage('2025-06-13'));
    expect(renewalStartMessage('2025-06-13')).toBe(
      'Perpanjangan dimulai setelah pertemuan terakhir: paling cepat 13 Juni 2025',
    );
    expect(renewalStartProblem('2025-06-13', '2025-06-12', '2025-06-01')).toBeNull();
  });
});

describe('the renewal price', () => {
  const paket = { id: 2, nama: 'Super', jumlah: 4, countPayments: 1 };

  it('has no registration fee and no referral discount', () => {
    const renewal = renewalBreakdown({ paket, hargaNormal: 1_000_000 });
    expect(renewal).toMatchObject({
      harga_normal: 1_000_000,
      diskon: 250_000,
      diskon_referral: 0,
      kode_referral: null,
      biaya_pendaftaran: 0,
      harga_paket_akhir: 750_000,
      total: 750_000,
      cicilan: [750_000],
    });
  });

  it('is a first order less its registration fee when no code was given', () => {
    const first = orderBreakdown({ paket, hargaNormal: 1_000_000, kodeReferral: null, firstOrder: true });
    expect(renewalBreakdown({ paket, hargaNormal: 1_000_000 }).total).toBe(first.total - first.biaya_pendaftaran);
  });
});

describe('the offer to the same teacher', () => {
  it('lapses 48 hours after it was made', () => {
    expect(renewalOfferDeadline(Date.parse('2025-06-01T00:00:00Z'))).toBe('2025-06-03T00:00:00.000Z');
  });
});
