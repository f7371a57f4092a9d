import { formatInstantDateId, referralInvitation, shownAccountNumber, whatsappShareLink } from './ledgerText';

describe('the referral ledger texts', () => {
  it('reads an instant as the day it was in Jakarta', () => {
    expect(formatInstantDateId('2026-11-20T18:00:00.000Z')).toBe('21 November 2026');
    expect(formatInstantDateId('2026-11-20T16:59:59Z')).toBe('20 November 2026');
    expect(formatInstantDateId('2026-11-21T08:30:00+07:00')).toBe('21 November 2026');
  });

  it('leaves a masked account number as the server sent it and hides one that came in full', () => {
    expect(shownAccountNumber('••••••7890')).toBe('••••••7890');
    expect(shownAccountNumber('1234567890')).toBe('••••••7890');
  });

  it('invites with the code and the site’s register page, encoded for wa.me', () => {
    const text = referralInvitation('RINA25', 'https://pintarprivat.id');
    expect(text).toContain('kode referral saya RINA25');
    expect(text).toContain('diskon 5%');
    expect(text).toMatch(/Daftar di https:\/\/pintarprivat\.id\/register$/);
    expect(whatsappShareLink('a b&c')).toBe('https://wa.me/?text=a%20b%26c');
  });
});
