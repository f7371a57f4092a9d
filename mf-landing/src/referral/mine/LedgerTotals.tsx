import type { MyReferral } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';

/** The balances by state, as the server summed them from the ledger (never re-added here). */
export function LedgerTotals({ referral }: { referral: MyReferral }) {
  const totals = [
    { label: 'Tertunda', amount: referral.tertunda, hint: 'menunggu pembayaran pertama siswa' },
    { label: 'Dapat diklaim', amount: referral.dapat_diklaim, hint: 'siap dicairkan' },
    { label: 'Dalam pencairan', amount: referral.diminta, hint: 'sudah diminta, menunggu transfer' },
    { label: 'Sudah dibayar', amount: referral.dibayar, hint: 'sudah ditransfer ke rekening Anda' },
  ];
  return (
    <div className="landing-totals">
      <p className="landing-totals__sum">
        Total komisi: <strong>{formatRupiah(referral.total)}</strong>
      </p>
      <dl className="landing-totals__list">
        {totals.map((item) => (
          <div key={item.label} className="landing-totals__item">
            <dt>{item.label}</dt>
            <dd>
              <strong className="landing-totals__amount">{formatRupiah(item.amount)}</strong>
              <span className="landing-totals__hint">{item.hint}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
