import { amountDueNow, chargeStatusOf, instalmentNumber } from './payments';

describe('what is due now on an order', () => {
  const cicilan = [1_150_000, 1_000_000, 1_000_000];
  const total = 3_150_000;

  it('is the first instalment while nothing is paid, then the rest of the instalment reached', () => {
    expect(amountDueNow(cicilan, total, 0)).toBe(1_150_000);
    expect(instalmentNumber(cicilan, 0)).toBe(1);
    expect(amountDueNow(cicilan, total, 1_150_000)).toBe(1_000_000);
    expect(instalmentNumber(cicilan, 1_150_000)).toBe(2);
    // an admin's partial recording: the rest of the second instalment
    expect(amountDueNow(cicilan, total, 1_400_000)).toBe(750_000);
    expect(amountDueNow(cicilan, total, 2_150_000)).toBe(1_000_000);
    expect(instalmentNumber(cicilan, 2_150_000)).toBe(3);
  });

  it('is nothing once the total is paid, and the total for a single payment', () => {
    expect(amountDueNow(cicilan, total, total)).toBe(0);
    expect(amountDueNow([500_000], 500_000, 0)).toBe(500_000);
    expect(amountDueNow([], 500_000, 100_000)).toBe(400_000);
  });
});

describe("Midtrans' status as a charge's", () => {
  it('is lunas on settlement, or capture accepted by the fraud check only', () => {
    expect(chargeStatusOf('settlement')).toBe('lunas');
    expect(chargeStatusOf('capture', 'accept')).toBe('lunas');
    expect(chargeStatusOf('capture', 'challenge')).toBeUndefined();
  });

  it('closes on expire, cancel, deny and failure; pending changes nothing', () => {
    expect(chargeStatusOf('expire')).toBe('kedaluwarsa');
    expect(chargeStatusOf('cancel')).toBe('batal');
    expect(chargeStatusOf('deny')).toBe('batal');
    expect(chargeStatusOf('failure')).toBe('batal');
    expect(chargeStatusOf('pending')).toBeUndefined();
    expect(chargeStatusOf('refund')).toBeUndefined();
  });
});
