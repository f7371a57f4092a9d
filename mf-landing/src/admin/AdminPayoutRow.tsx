import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { AdminPayout } from '@tutor/contract';
import { formatInstantDateId, formatRupiah, labelOf } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { useMarkReferralLedgerPayoutPaidMutation } from '../api/referralLedgerApi';

/** What one request pays, honor and commission apart: "Honor Rp 315.000 + Komisi Rp 227.430". */
function partsOf(payout: AdminPayout): string {
  const komisi = payout.jumlah - payout.honor;
  return [
    payout.honor > 0 ? `Honor ${formatRupiah(payout.honor)}` : '',
    komisi > 0 ? `Komisi ${formatRupiah(komisi)}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
}

export interface RowOutcome {
  kind: 'paid' | 'refused';
  message: string;
}

/**
 * One payout request (teacher's honor, referral commission, or both): who asked, where to transfer (the full number: the admin sends the money),
 * how much and when. "Tandai Dibayar" asks once more before recording a transfer that cannot be
 * undone; the outcome is told by the page, because a paid row leaves the "Diminta" list.
 */
export function AdminPayoutRow({
  payout,
  onOutcome,
}: {
  payout: AdminPayout;
  onOutcome: (outcome: RowOutcome) => void;
}) {
  const [markPaid, { isLoading }] = useMarkReferralLedgerPayoutPaidMutation();
  const [confirming, setConfirming] = useState(false);
  const amount = formatRupiah(payout.jumlah);

  const confirm = async () => {
    try {
      await markPaid(payout.id).unwrap();
      onOutcome({ kind: 'paid', message: `Pencairan ${amount} untuk ${payout.akun.nama} ditandai dibayar.` });
    } catch (error) {
      onOutcome({ kind: 'refused', message: errorMessageOf(error) });
    }
    setConfirming(false);
  };

  return (
    <li className="landing-admin-payout">
      <div className="landing-admin-payout__who">
        <strong>{payout.akun.nama}</strong>
        <span>{payout.akun.email}</span>
        <span>WhatsApp {payout.akun.whatsapp}</span>
      </div>
      <div className="landing-admin-payout__bank">
        <span>{payout.bank}</span>
        <span className="landing-admin-payout__number">{payout.nomor_rekening}</span>
        <span>a.n. {payout.nama_pemilik}</span>
      </div>
      <div className="landing-admin-payout__money">
        <strong>{amount}</strong>
        <span>{partsOf(payout)}</span>
        <span className={`landing-ledger__state landing-ledger__state--${payout.status}`}>
          {labelOf('statusPencairan', payout.status)}
        </span>
        <span>Diminta {formatInstantDateId(payout.diminta_pada)}</span>
        {payout.dibayar_pada && <span>Dibayar {formatInstantDateId(payout.dibayar_pada)}</span>}
      </div>
      {payout.status === 'diminta' && !confirming && (
        <Button onClick={() => setConfirming(true)} aria-label={`Tandai Dibayar: ${payout.akun.nama}`}>
          Tandai Dibayar
        </Button>
      )}
      {confirming && (
        <div
          className="landing-admin-payout__confirm"
          role="group"
          aria-label={`Konfirmasi pembayaran ${payout.akun.nama}`}
        >
          <p>
            Sudah transfer {amount} ke {payout.bank} {payout.nomor_rekening} a.n. {payout.nama_pemilik}?
          </p>
          <Button onClick={confirm} busy={isLoading}>
            {isLoading ? 'Menyimpan...' : 'Ya, sudah dibayar'}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
            Batal
          </Button>
        </div>
      )}
    </li>
  );
}
