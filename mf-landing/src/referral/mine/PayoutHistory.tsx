import type { Payout } from '@tutor/contract';
import { formatRupiah, labelOf } from '@tutor/rules';
import { formatInstantDateId, shownAccountNumber } from '../ledgerText';

/** The account's earlier payout requests: how much, to which account (masked), and where each stands. */
export function PayoutHistory({ pencairan }: { pencairan: readonly Payout[] }) {
  if (pencairan.length === 0) return <p className="landing-muted">Belum ada permintaan pencairan.</p>;
  return (
    <ul className="landing-payouts" aria-label="Riwayat pencairan">
      {pencairan.map((payout) => (
        <li key={payout.id} className="landing-payouts__item">
          <strong className="landing-payouts__amount">{formatRupiah(payout.jumlah)}</strong>
          <span className={`landing-ledger__state landing-ledger__state--${payout.status}`}>
            {labelOf('statusPencairan', payout.status)}
          </span>
          <span>
            {payout.bank} {shownAccountNumber(payout.nomor_rekening)} a.n. {payout.nama_pemilik}
          </span>
          <span>Diminta {formatInstantDateId(payout.diminta_pada)}</span>
          {payout.dibayar_pada && <span>Dibayar {formatInstantDateId(payout.dibayar_pada)}</span>}
        </li>
      ))}
    </ul>
  );
}
