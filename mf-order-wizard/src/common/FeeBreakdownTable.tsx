import type { FeeBreakdown } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';
import './page.css';
import './feeBreakdown.css';

/** The server's fee breakdown, every amount through formatRupiah; instalments when there are several. */
export function FeeBreakdownTable({ breakdown }: { breakdown: FeeBreakdown }) {
  const rows: Array<[string, number]> = [
    [`Paket ${breakdown.paket} (${breakdown.jumlah_pertemuan} pertemuan)`, breakdown.harga_normal],
    ['Diskon 25%', -breakdown.diskon],
    ['Harga setelah diskon', breakdown.harga_diskon],
  ];
  if (breakdown.diskon_referral > 0)
    rows.push([
      `Diskon referral${breakdown.kode_referral ? ` (${breakdown.kode_referral})` : ''}`,
      -breakdown.diskon_referral,
    ]);
  rows.push(['Harga paket', breakdown.harga_paket_akhir]);
  if (breakdown.biaya_pendaftaran > 0) rows.push(['Biaya pendaftaran', breakdown.biaya_pendaftaran]);

  return (
    <section className="order-section" aria-labelledby="order-fees-title">
      <h2 id="order-fees-title" className="order-section__title">
        Rincian Biaya
      </h2>
      <table className="order-fees">
        <tbody>
          {rows.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatRupiah(amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatRupiah(breakdown.total)}</td>
          </tr>
        </tfoot>
      </table>
      {breakdown.cicilan.length > 1 && (
        <>
          <h3 className="order-section__subtitle">Pembayaran dalam {breakdown.cicilan.length} cicilan</h3>
          <ol className="order-instalments">
            {breakdown.cicilan.map((amount, index) => (
              <li key={index}>
                Cicilan {index + 1}: {formatRupiah(amount)}
                {index === 0 && breakdown.biaya_pendaftaran > 0 ? ' (termasuk biaya pendaftaran)' : ''}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
