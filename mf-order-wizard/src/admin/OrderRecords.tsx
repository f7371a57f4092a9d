import type { OrderDetail } from '@tutor/contract';
import { CANCELLED_SCHEDULE_NOTE, formatDateId, formatInstantId, formatRupiah, labelOf } from '@tutor/rules';

/** The generated meetings, in order; a cancelled order's say they do not take place. */
export function OrderSchedule({ order }: { order: OrderDetail }) {
  const cancelled = order.status === 'dibatalkan';
  return (
    <section className="desk-card" aria-labelledby="desk-schedule">
      <h2 id="desk-schedule">Jadwal</h2>
      {cancelled && order.jadwal.length > 0 && <p className="desk-hint">{CANCELLED_SCHEDULE_NOTE}</p>}
      {order.jadwal.length === 0 ? (
        <p>Belum ada jadwal.</p>
      ) : (
        <ol className={cancelled ? 'desk-schedule desk-schedule--cancelled' : 'desk-schedule'}>
          {order.jadwal.map((meeting) => (
            <li key={meeting.iterasi}>
              <span className="desk-schedule__when">
                Pertemuan {meeting.iterasi}: {meeting.hari}, {formatDateId(meeting.tanggal)} pukul {meeting.jam}
              </span>
              <span>{meeting.mata_pelajaran}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The server's fee breakdown, line by line, and how it is split into instalments. */
export function OrderBreakdown({ order }: { order: OrderDetail }) {
  const fee = order.rincian_biaya;
  const lines: [string, number][] = [
    ['Harga normal', fee.harga_normal],
    ['Diskon', -fee.diskon],
    ['Harga setelah diskon', fee.harga_diskon],
    ...(fee.diskon_referral > 0
      ? [
          [`Diskon referral${fee.kode_referral ? ` (${fee.kode_referral})` : ''}`, -fee.diskon_referral] as [
            string,
            number,
          ],
        ]
      : []),
    ['Harga paket akhir', fee.harga_paket_akhir],
    ['Biaya pendaftaran', fee.biaya_pendaftaran],
    ['Total', fee.total],
  ];
  return (
    <section className="desk-card" aria-labelledby="desk-breakdown">
      <h2 id="desk-breakdown">Rincian biaya</h2>
      <dl className="desk-facts desk-facts--money">
        {lines.map(([label, amount]) => (
          <div key={label} className="desk-facts__row">
            <dt>{label}</dt>
            <dd>{formatRupiah(amount)}</dd>
          </div>
        ))}
      </dl>
      <h3>Cicilan</h3>
      <ol className="desk-plain-list" aria-label="Cicilan">
        {fee.cicilan.map((amount, index) => (
          <li key={index}>
            Cicilan {index + 1}: {formatRupiah(amount)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every status change: when, from what to what, and who made it. */
export function OrderHistory({ order }: { order: OrderDetail }) {
  return (
    <section className="desk-card" aria-labelledby="desk-history">
      <h2 id="desk-history">Riwayat</h2>
      <ol className="desk-history">
        {order.riwayat.map((entry) => (
          <li key={`${entry.waktu}-${entry.ke}`}>
            <time dateTime={entry.waktu}>{formatInstantId(entry.waktu)}</time>
            <span>
              {entry.dari
                ? `${labelOf('statusPesanan', entry.dari)} → ${labelOf('statusPesanan', entry.ke)}`
                : `Pesanan dibuat: ${labelOf('statusPesanan', entry.ke)}`}
            </span>
            <span className="desk-muted">oleh {entry.oleh}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
