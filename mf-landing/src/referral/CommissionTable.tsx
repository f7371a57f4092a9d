import { REFERRAL_FIRST_COMMISSION, REFERRAL_STUDENT_DISCOUNT, referralBreakdown } from '@tutor/rules';
import { Price } from '@tutor/ui/Price';

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/**
 * The product's worked example, computed by the shared referral rule rather than typed in, so the page
 * can never disagree with what the server pays out.
 */
export function CommissionTable({ price }: { price: number }) {
  const sample = referralBreakdown(price);
  return (
    <table className="landing-commission">
      <caption className="landing-commission__caption">Contoh perhitungan komisi</caption>
      <tbody>
        <tr>
          <th scope="row">Biaya paket les siswa baru</th>
          <td>
            <Price amount={sample.price} />
          </td>
        </tr>
        <tr>
          <th scope="row">Diskon referral {percent(REFERRAL_STUDENT_DISCOUNT)} untuk siswa</th>
          <td>
            <span aria-hidden="true">− </span>
            <Price amount={sample.studentDiscount} />
          </td>
        </tr>
        <tr>
          <th scope="row">Biaya yang dibayar siswa</th>
          <td>
            <Price amount={sample.priceAfterDiscount} />
          </td>
        </tr>
        <tr className="landing-commission__total">
          <th scope="row">Komisi Anda ({percent(REFERRAL_FIRST_COMMISSION)})</th>
          <td>
            <Price amount={sample.commission} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
