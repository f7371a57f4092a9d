import { referralBreakdown } from './money';
import { referralCommission } from './orders';
import {
  initialsOf,
  ledgerBalances,
  ledgerMove,
  maskAccountNumber,
  payoutRequestProblem,
  REFERRAL_LEDGER_MESSAGES,
  standingOf,
} from './referralLedger';

describe('the referral ledger', () => {
  it("holds the product's sample: 2.394.000 less 5% is 2.274.300, and the first commission is 227.430", () => {
    const { priceAfterDiscount } = referralBreakdown(2_394_000);
    expect(priceAfterDiscount).toBe(2_274_300);
    expect(referralCommission(priceAfterDiscount, true)).toBe(227_430);
    expect(referralCommission(priceAfterDiscount, false)).toBe(113_715);
  });

  it('sums balances by state, and a move is two rows that keep the total', () => {
    const rows = [
      { state: 'tertunda' as const, amount: 227_430 },
      { state: 'tertunda' as const, amount: 50_000 },
    ];
    const paid = [...rows, ...ledgerMove(227_430, 'tertunda', 'dapat_diklaim')];
    expect(ledgerBalances(paid)).toEqual({
      tertunda: 50_000,
      dapat_diklaim: 227_430,
      diminta: 0,
      dibayar: 0,
      total: 277_430,
    });
    const reversed = [...paid, ...ledgerMove(50_000, 'tertunda', 'dibatalkan')];
    expect(ledgerBalances(reversed)).toMatchObject({ tertunda: 0, total: 227_430 });
  });

  it('shows initials and a masked account number only', () => {
    expect(initialsOf('Sari  Wulandari')).toBe('S. W.');
    expect(initialsOf('ibu siti nur aisyah')).toBe('I. S. N.');
    expect(maskAccountNumber('1234 5678 90')).toBe('••••••7890');
  });

  it('checks a payout request in the form order', () => {
    expect(payoutRequestProblem({ bank: 'B', nomor_rekening: '123', nama_pemilik: '' })).toBe(
      REFERRAL_LEDGER_MESSAGES.bankRequired,
    );
    expect(payoutRequestProblem({ bank: 'BCA', nomor_rekening: '12a45678', nama_pemilik: 'Sari' })).toBe(
      REFERRAL_LEDGER_MESSAGES.accountNumberInvalid,
    );
    expect(payoutRequestProblem({ bank: 'BCA', nomor_rekening: '1234-5678-90', nama_pemilik: 'Sari' })).toBeNull();
  });

  it('says where one earning stands from its rows: the furthest state still holding money', () => {
    const earned = [{ state: 'dapat_diklaim' as const, amount: 78_750 }];
    expect(standingOf(earned)).toBe('dapat_diklaim');
    const requested = [...earned, ...ledgerMove(78_750, 'dapat_diklaim', 'diminta')];
    expect(standingOf(requested)).toBe('diminta');
    expect(standingOf([...requested, ...ledgerMove(78_750, 'diminta', 'dibayar')])).toBe('dibayar');
    expect(
      standingOf([
        { state: 'tertunda', amount: 50_000 },
        { state: 'tertunda', amount: -50_000 },
      ]),
    ).toBe('dibatalkan');
  });
});
