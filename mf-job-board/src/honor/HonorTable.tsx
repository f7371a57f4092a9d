import type { MoneyRow } from '@tutor/contract';
import { formatDateId, formatRupiah, labelOf } from '@tutor/rules';
import { ResponsiveTable, type ResponsiveTableColumn } from '@tutor/ui/ResponsiveTable';

const meetingText = (row: MoneyRow) =>
  row.sumber === 'honor' ? `Pertemuan ${row.pertemuan ?? ''}` : 'Komisi referral';

const COLUMNS: ReadonlyArray<ResponsiveTableColumn<MoneyRow>> = [
  { label: 'Kode pesanan', cell: (row) => row.kode_pesanan },
  { label: 'Pertemuan', cell: meetingText },
  { label: 'Tanggal', cell: (row) => formatDateId(row.tanggal) },
  { label: 'Jumlah', cell: (row) => formatRupiah(row.jumlah), className: 'honor-table__money' },
  {
    label: 'Status',
    cell: (row) => (
      <span className={`honor-state honor-state--${row.status}`}>{labelOf('statusKomisi', row.status)}</span>
    ),
  },
];

/**
 * What was earned, one row per held meeting (and per referral commission), newest first as the
 * server sends them. Under 640 px each row becomes a card whose cells carry their column's name.
 */
export function HonorTable({ rows }: { rows: readonly MoneyRow[] }) {
  return (
    <ResponsiveTable
      className="honor-table"
      caption="Honor per pertemuan"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.sumber}-${row.kode_pesanan}-${row.pertemuan ?? 'komisi'}`}
    />
  );
}
