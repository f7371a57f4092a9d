import type { Payout } from '@tutor/contract';
import { formatInstantDateId, formatRupiah, labelOf } from '@tutor/rules';

/** The teacher's payout requests: how much, to which account (masked by the server), and where each stands. */
export function HonorPayouts({ pencairan }: { pencairan: readonly Payout[] }) {
  if (pencairan.length === 0) return <p className="honor-muted">Belum ada permintaan pencairan.</p>;
  return (
    <ul className="honor-payouts" aria-label="Riwayat pencairan">
      {pencairan.map((payout) => (
        <li key={payout.id} className="honor-payouts__item">
          <strong>{formatRupiah(payout.jumlah)}</strong>
          <span className={`honor-state honor-state--${payout.status}`}>
            {labelOf('statusPencairan', payout.status)}
          </span>
          <span>
            {payout.bank} {payout.nomor_rekening} a.n. {payout.nama_pemilik}
          </span>
          <span>Diminta {formatInstantDateId(payout.diminta_pada)}</span>
          {payout.dibayar_pada && <span>Dibayar {formatInstantDateId(payout.dibayar_pada)}</span>}
        </li>
      ))}
    </ul>
  );
}
