import { ADMIN_CONTACTS, ORDER_ADMIN_WHATSAPP, whatsappLink } from './contacts';

describe('admin contacts', () => {
  it('builds wa.me links with the message prefilled', () => {
    expect(whatsappLink(ORDER_ADMIN_WHATSAPP, 'Halo admin, saya mau les SD')).toBe(
      'https://wa.me/6281287654301?text=Halo%20admin%2C%20saya%20mau%20les%20SD',
    );
    expect(whatsappLink('6281287654302')).toBe('https://wa.me/6281287654302');
    expect(ADMIN_CONTACTS.map((contact) => contact.number)).toEqual([
      '6281287654301',
      '6281287654302',
      '6281287654303',
    ]);
  });
});
