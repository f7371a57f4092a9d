import type { Commission } from '@tutor/contract';
import { formatRupiah, labelOf } from '@tutor/rules';
import { ResponsiveTable, type ResponsiveTableColumn } from '@tutor/ui/ResponsiveTable';
import { formatInstantDateId } from '../ledgerText';

const COLUMNS: ReadonlyArray<ResponsiveTableColumn<Commission>> = [
  { label: 'Siswa', cell: (row) => row.siswa_inisial },
  { label: 'Kode pesanan', cell: (row) => row.kode_pesanan },
  { label: 'Persen', cell: (row) => `${row.persen}%` },
  { label: 'Komisi', cell: (row) => formatRupiah(row.jumlah), className: 'landing-ledger__money' },
  {
    label: 'Status',
    cell: (row) => (
      <span className={`landing-ledger__state landing-ledger__state--${row.status}`}>
        {labelOf('statusKomisi', row.status)}
      </span>
    ),
  },
  { label: 'Tanggal', cell: (row) => formatInstantDateId(row.tanggal) },
];

/**
 * One row per commission, newest first as the server sends them. Under 730 px each row becomes a
 * card; the cells then carry their column's name (data-label) because the header row is hidden.
 */
export function CommissionTable({ komisi }: { komisi: readonly Commission[] }) {
  return (
    <ResponsiveTable
      className="landing-ledger"
      caption="Daftar komisi referral"
      columns={COLUMNS}
      rows={komisi}
      // an order may earn more than one row (a reversal is a new row), so the code alone is not a key
      rowKey={(row, index) => `${row.kode_pesanan}-${row.status}-${index}`}
    />
  );
}
