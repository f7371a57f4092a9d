import { Navigate, useLocation } from 'react-router-dom';
import { useGetSessionQuery } from '@tutor/api';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Section } from '@tutor/ui/Section';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetReferralLedgerMineQuery } from '../../api/referralLedgerApi';
import { LOGIN_PATH } from '../../content/contact';
import { CommissionTable } from './CommissionTable';
import { LedgerTotals } from './LedgerTotals';
import { PayoutForm } from './PayoutForm';
import { PayoutHistory } from './PayoutHistory';
import { ReferralCodeCard } from './ReferralCodeCard';
import '../../common/forms.css';
import '../../common/moneyStates.css';
import './myReferral.css';

function Loading({ label }: { label: string }) {
  return (
    <SkeletonGroup
      label={label}
      count={3}
      className="landing-myreferral__loading"
      renderItem={() => <Skeleton height={72} />}
    />
  );
}

/**
 * /referral/saya: any logged-in account's code, commissions, balances and payouts (issue 14).
 * The shell's guard is by role, and every role has a code, so this page sends a visitor to /login
 * itself (reading the shared session), and works the same when the remote runs alone.
 */
export function MyReferralPage() {
  usePageTitle('Referral Saya', 'Kode referral, komisi dan pencairan Anda');
  const { pathname, search } = useLocation();
  const session = useGetSessionQuery();
  const loggedIn = Boolean(session.data);
  const mine = useGetReferralLedgerMineQuery(undefined, { skip: !loggedIn });

  if (session.isLoading || (session.isFetching && session.data === undefined))
    return <Loading label="Memeriksa akun..." />;
  if (session.isError)
    return <UnavailablePanel what="Data akun" onRetry={() => void session.refetch()} retrying={session.isFetching} />;
  if (!session.data)
    return <Navigate to={`${LOGIN_PATH}?next=${encodeURIComponent(`${pathname}${search}`)}`} replace />;

  const referral = mine.data;
  return (
    <div className="landing-page landing-myreferral">
      <Section
        level={1}
        title="Referral Saya"
        subtitle="Bagikan kode Anda. Teman hemat di pemesanan pertamanya, Anda mendapat komisi."
      >
        {mine.isLoading ? (
          <Loading label="Memuat data referral" />
        ) : mine.isError || !referral ? (
          <UnavailablePanel what="Data referral" onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
        ) : (
          <div className="landing-myreferral__top">
            <ReferralCodeCard kode={referral.kode} />
            <LedgerTotals referral={referral} />
          </div>
        )}
      </Section>
      {referral && (
        <>
          <Section title="Komisi">
            {referral.komisi.length === 0 ? (
              <EmptyState
                title="Belum ada komisi. Bagikan kode Anda ke teman dan keluarga."
                description="Komisi muncul di sini setelah teman memesan les dengan kode Anda."
              />
            ) : (
              <CommissionTable komisi={referral.komisi} />
            )}
          </Section>
          <Section
            title="Cairkan Komisi"
            subtitle="Komisi yang dapat diklaim ditransfer ke rekening Anda paling lambat 7 hari setelah permintaan."
          >
            <div className="landing-myreferral__payout">
              <PayoutForm claimable={referral.dapat_diklaim} />
              <div>
                <h3 className="landing-myreferral__subheading">Riwayat pencairan</h3>
                <PayoutHistory pencairan={referral.pencairan} />
              </div>
            </div>
          </Section>
        </>
      )}
    </div>
  );
}
