import type { MoneyRow } from '@tutor/contract';
import { formatDateId, formatRupiah, labelOf } from '@tutor/rules';

const COLUMNS = ['Kode pesanan', 'Pertemuan', 'Tanggal', 'Jumlah', 'Status'] as const;

const meetingText = (row: MoneyRow) =>
  row.sumber === 'honor' ? `Pertemuan ${row.pertemuan ?? ''}` : 'Komisi referral';

/**
 * What was earned, one row per held meeting (and per referral commission), newest first as the
 * server sends them. Under 640 px each row becomes a card whose cells carry their column's name.
 */
export function HonorTable({ rows }: { rows: readonly MoneyRow[] }) {
  return (
    <table className="honor-table">
      <caption className="ui-visually-hidden">Honor per pertemuan</caption>
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
        {rows.map((row) => (
          <tr key={`${row.sumber}-${row.kode_pesanan}-${row.pertemuan ?? 'komisi'}`}>
            <td data-label="Kode pesanan">{row.kode_pesanan}</td>
            <td data-label="Pertemuan">{meetingText(row)}</td>
            <td data-label="Tanggal">{formatDateId(row.tanggal)}</td>
            <td data-label="Jumlah" className="honor-table__money">
              {formatRupiah(row.jumlah)}
            </td>
            <td data-label="Status">
              <span className={`honor-state honor-state--${row.status}`}>{labelOf('statusKomisi', row.status)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
