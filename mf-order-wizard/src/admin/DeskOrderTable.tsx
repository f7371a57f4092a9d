import { Link } from 'react-router-dom';
import type { OrderSummary } from '@tutor/contract';
import { formatInstantDateId, formatInstantId, formatRupiah, labelOf, LATE_REASON_LABELS } from '@tutor/rules';

const COLUMNS = ['Kode', 'Siswa', 'Paket', 'Jenjang', 'Sistem', 'Status', 'Total', 'Tanggal'] as const;

/**
 * The orders as a table on wide screens (the server puts those past the site's promises first, each
 * marked late, a renewal still offered to its previous teacher says whose answer it waits for); under 730 px each row stacks into a card whose cells name
 * themselves (data-label), so nothing scrolls sideways on a phone.
 */
export function DeskOrderTable({ orders }: { orders: readonly OrderSummary[] }) {
  return (
    <table className="desk-table">
      <caption className="ui-visually-hidden">Daftar pesanan les</caption>
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
        {orders.map((order) => (
          <tr key={order.kode}>
            <td data-label="Kode">
              <Link to={`/admin/pesanan/${encodeURIComponent(order.kode)}`} className="desk-table__code">
                {order.kode}
              </Link>
            </td>
            <td data-label="Siswa">{order.siswa ?? '-'}</td>
            <td data-label="Paket">{order.paket}</td>
            <td data-label="Jenjang">{order.jenjang}</td>
            <td data-label="Sistem">{order.sistem_pembelajaran}</td>
            <td data-label="Status">
              <span className={`desk-status desk-status--${order.status}`}>
                {labelOf('statusPesanan', order.status)}
              </span>
              {order.terlambat && <span className="desk-late">{LATE_REASON_LABELS[order.terlambat]}</span>}
              {order.tawaran_guru && (
                <span className="desk-offer">
                  Menunggu jawaban {order.tawaran_guru.nama} sampai {formatInstantId(order.tawaran_guru.batas_jawab)}
                </span>
              )}
            </td>
            <td data-label="Total">{formatRupiah(order.total)}</td>
            <td data-label="Tanggal">{formatInstantDateId(order.dibuat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
