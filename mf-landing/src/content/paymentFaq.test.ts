import { feePackage, type PackageInfo } from '@tutor/rules';
import { CUSTOMER_FAQ } from './faqCustomers';
import { PAYMENT_ANSWER_WITHOUT_PACKAGES, PAYMENT_FAQ_ID, paymentAnswer, withPaymentAnswer } from './paymentFaq';

const row = (id: number, nama: string, countPayments: number): PackageInfo => ({
  id,
  nama,
  jumlah: 4,
  count_payments: countPayments,
  period_months: countPayments > 1 ? 6 : 1,
  color: '#1e88e5',
});
const answerOf = (rows: PackageInfo[]) => rows.map((item) => feePackage(item, 100_000));

describe('the FAQ answer on instalments', () => {
  it('names the packages that can be paid in instalments, grouped by how many, from the answer', () => {
    const packages = answerOf([
      row(2, 'Super', 1),
      row(8, 'Intensif Pro', 2),
      row(9, 'Super Intensif Pro', 3),
      row(10, 'Ekslusif Pro', 3),
      row(11, 'Super Ekslusif Pro', 3),
    ]);
    expect(paymentAnswer(packages)).toBe(
      'Biaya setiap paket dibayar penuh di awal, kecuali paket yang bisa dicicil dengan nominal yang sama: Intensif Pro dua kali; Super Intensif Pro, Ekslusif Pro dan Super Ekslusif Pro tiga kali.',
    );
  });

  it('says every package is paid in full when none can be split, and names none while unknown', () => {
    expect(paymentAnswer(answerOf([row(2, 'Super', 1)]))).toBe('Biaya setiap paket dibayar penuh di awal.');
    expect(paymentAnswer(undefined)).toBe(PAYMENT_ANSWER_WITHOUT_PACKAGES);
    expect(paymentAnswer(answerOf([row(12, 'Kilat', 12)]))).toContain('Kilat 12 kali.');
  });

  it('replaces only the payment entry of the customer FAQ', () => {
    const written = withPaymentAnswer(CUSTOMER_FAQ, answerOf([row(8, 'Intensif Pro', 2)]));
    expect(written.map((entry) => entry.id)).toEqual(CUSTOMER_FAQ.map((entry) => entry.id));
    expect(written.find((entry) => entry.id === PAYMENT_FAQ_ID)?.answer).toContain('Intensif Pro dua kali');
    expect(written.filter((entry, index) => entry !== CUSTOMER_FAQ[index])).toHaveLength(1);
  });
});
