import { errorMessageOf } from '@tutor/api';
import type { MyMoney } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetMoneyMineQuery } from '../api/honorApi';
import { JobBoardNav } from '../common/JobBoardNav';
import { HonorPayoutForm } from './HonorPayoutForm';
import { HonorPayouts } from './HonorPayouts';
import { HonorTable } from './HonorTable';
import '../common/jobs.css';
import './honor.css';

/** The sums by state, as the server added them up from the ledger (never re-added here). */
function HonorTotals({ money }: { money: MyMoney }) {
  const totals = [
    { label: 'Dapat dicairkan', amount: money.dapat_dicairkan, hint: 'siap dicairkan' },
    { label: 'Dalam pencairan', amount: money.diminta, hint: 'sudah diminta, menunggu transfer' },
    { label: 'Sudah dibayar', amount: money.dibayar, hint: 'sudah ditransfer ke rekening Anda' },
    { label: 'Tertunda', amount: money.tertunda, hint: 'komisi referral yang menunggu pembayaran siswa' },
  ];
  return (
    <dl className="honor-totals">
      {totals.map((item) => (
        <div key={item.label} className="honor-totals__item">
          <dt>{item.label}</dt>
          <dd>
            <strong>{formatRupiah(item.amount)}</strong>
            <span className="honor-muted">{item.hint}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** /guru/honor: what the teacher earned per held meeting, what is claimable, the payout request and its history. */
export function HonorPage() {
  usePageTitle('Honor Mengajar', 'Honor per pertemuan, pencairan dan riwayatnya');
  const mine = useGetMoneyMineQuery();
  const money = mine.data;

  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Honor Mengajar</h1>
      <p className="jobs-intro">
        Anda mendapat 70% dari harga paket untuk setiap pertemuan yang sudah dikonfirmasi siswa. Cairkan kapan saja ke
        rekening Anda.
      </p>
      <JobBoardNav current="honor" />
      {mine.isLoading ? (
        <SkeletonGroup
          label="Memuat honor"
          count={3}
          className="honor-loading"
          renderItem={() => <Skeleton height={72} radius={12} />}
        />
      ) : mine.isError || !money ? (
        <EmptyState
          role="alert"
          title={mine.error ? errorMessageOf(mine.error) : 'Data honor belum dapat dimuat'}
          action={
            <Button variant="secondary" onClick={() => void mine.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (
        <>
          <HonorTotals money={money} />
          <section className="honor-section" aria-labelledby="honor-earned">
            <h2 id="honor-earned" className="honor-heading">
              Honor per pertemuan
            </h2>
            {money.rows.length === 0 ? (
              <EmptyState
                title="Belum ada honor."
                description="Honor muncul di sini setelah siswa mengonfirmasi pertemuan yang Anda laporkan."
              />
            ) : (
              <HonorTable rows={money.rows} />
            )}
          </section>
          <section className="honor-section honor-section--payout" aria-labelledby="honor-payout">
            <h2 id="honor-payout" className="honor-heading">
              Cairkan honor
            </h2>
            <div className="honor-payout-grid">
              <HonorPayoutForm claimable={money.dapat_dicairkan} />
              <div>
                <h3 className="honor-subheading">Riwayat pencairan</h3>
                <HonorPayouts pencairan={money.pencairan} />
              </div>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
