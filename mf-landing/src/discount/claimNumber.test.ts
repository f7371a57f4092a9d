import { checkClaimNumber } from './claimNumber';

describe('checkClaimNumber', () => {
  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['  ', 'missing'],
    ['62812345678', 'invalid'], // 11 characters: one short
    ['081234567890', 'invalid'], // local form, not 62
    ['62812345678a', 'invalid'],
    ['6281234567890123', 'invalid'], // 16 digits: longer than E.164 allows
  ])('%p is %s', (raw, kind) => {
    expect(checkClaimNumber(raw).kind).toBe(kind);
  });

  it('accepts 62 followed by 10 to 13 digits', () => {
    expect(checkClaimNumber('628123456789')).toEqual({ kind: 'valid', digits: '628123456789' });
    expect(checkClaimNumber('628123456789012')).toEqual({ kind: 'valid', digits: '628123456789012' });
  });
});
