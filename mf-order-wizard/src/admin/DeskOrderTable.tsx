import { Link } from 'react-router-dom';
import type { OrderSummary } from '@tutor/contract';
import { formatInstantDateId, formatInstantId, formatRupiah, labelOf, LATE_REASON_LABELS } from '@tutor/rules';
import { ResponsiveTable, type ResponsiveTableColumn } from '@tutor/ui/ResponsiveTable';

function StatusCell({ order }: { order: OrderSummary }) {
  return (
    <>
      <span className={`desk-status desk-status--${order.status}`}>{labelOf('statusPesanan', order.status)}</span>
      {order.terlambat && <span className="desk-late">{LATE_REASON_LABELS[order.terlambat]}</span>}
      {order.tawaran_guru && (
        <span className="desk-offer">
          Menunggu jawaban {order.tawaran_guru.nama} sampai {formatInstantId(order.tawaran_guru.batas_jawab)}
        </span>
      )}
    </>
  );
}

const COLUMNS: ReadonlyArray<ResponsiveTableColumn<OrderSummary>> = [
  {
    label: 'Kode',
    cell: (order) => (
      <Link to={`/admin/pesanan/${encodeURIComponent(order.kode)}`} className="desk-table__code">
        {order.kode}
      </Link>
    ),
  },
  { label: 'Siswa', cell: (order) => order.siswa ?? '-' },
  { label: 'Paket', cell: (order) => order.paket },
  { label: 'Jenjang', cell: (order) => order.jenjang },
  { label: 'Sistem', cell: (order) => order.sistem_pembelajaran },
  { label: 'Status', cell: (order) => <StatusCell order={order} /> },
  { label: 'Total', cell: (order) => formatRupiah(order.total) },
  { label: 'Tanggal', cell: (order) => formatInstantDateId(order.dibuat) },
];

/**
 * The orders as a table on wide screens (the server puts those past the site's promises first, each
 * marked late, a renewal still offered to its previous teacher says whose answer it waits for); under
 * 730 px each row stacks into a card whose cells name themselves (data-label), so nothing scrolls
 * sideways on a phone.
 */
export function DeskOrderTable({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <ResponsiveTable
      className="desk-table"
      caption="Daftar pesanan les"
      columns={COLUMNS}
      rows={orders}
      rowKey={(order) => order.kode}
    />
  );
}
