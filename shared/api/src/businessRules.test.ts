import { ADMIN_CONTACTS, ORDER_ADMIN_WHATSAPP, whatsappLink } from './contacts';
import { discountedPrice, referralBreakdown, splitInstalments } from './pricing';

describe('pricing rules', () => {
  it("reproduces SPEC's referral sample", () => {
    expect(referralBreakdown(2_394_000)).toEqual({
      price: 2_394_000,
      studentDiscount: 119_700,
      priceAfterDiscount: 2_274_300,
      commission: 227_430,
    });
  });

  it('applies the 25% discount rounded to Rp 100', () => {
    expect(discountedPrice(1_000_000)).toBe(750_000);
    expect(discountedPrice(333_333)).toBe(250_000);
  });

  it('splits instalments equally with the remainder on the first', () => {
    expect(splitInstalments(1_000_000, 3)).toEqual([333_334, 333_333, 333_333]);
    expect(splitInstalments(900_000, 1)).toEqual([900_000]);
  });
});

describe('admin contacts', () => {
  it('builds wa.me links with the message prefilled', () => {
    expect(whatsappLink(ORDER_ADMIN_WHATSAPP, 'Halo admin, saya mau les SD')).toBe('https://wa.me/6281287654301?text=Halo%20admin%2C%20saya%20mau%20les%20SD');
    expect(whatsappLink('6281287654302')).toBe('https://wa.me/6281287654302');
    expect(ADMIN_CONTACTS.map((contact) => contact.number)).toEqual(['6281287654301', '6281287654302', '6281287654303']);
  });
});
