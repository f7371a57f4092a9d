import type { Commission } from '@tutor/contract';
import { formatRupiah, labelOf } from '@tutor/rules';
import { formatInstantDateId } from '../ledgerText';

const COLUMNS = ['Siswa', 'Kode pesanan', 'Persen', 'Komisi', 'Status', 'Tanggal'] as const;

/**
 * One row per commission, newest first as the server sends them. Under 730 px each row becomes a
 * card; the cells then carry their column's name (data-label) because the header row is hidden.
 */
export function CommissionTable({ komisi }: { komisi: readonly Commission[] }) {
  return (
    <table className="landing-ledger">
      <caption className="ui-visually-hidden">Daftar komisi referral</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {komisi.map((row, index) => (
          // an order may earn more than one row (a reversal is a new row), so the code alone is not a key
          <tr key={`${row.kode_pesanan}-${row.status}-${index}`}>
            <td data-label="Siswa">{row.siswa_inisial}</td>
            <td data-label="Kode pesanan">{row.kode_pesanan}</td>
            <td data-label="Persen">{row.persen}%</td>
            <td data-label="Komisi" className="landing-ledger__money">
              {formatRupiah(row.jumlah)}
            </td>
            <td data-label="Status">
              <span className={`landing-ledger__state landing-ledger__state--${row.status}`}>
                {labelOf('statusKomisi', row.status)}
              </span>
            </td>
            <td data-label="Tanggal">{formatInstantDateId(row.tanggal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
