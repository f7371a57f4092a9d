import { useState } from 'react';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Section } from '@tutor/ui/Section';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetReferralLedgerAdminPayoutsQuery, type AdminPayoutFilter } from '../api/referralLedgerApi';
import { AdminPayoutRow, type RowOutcome } from './AdminPayoutRow';
import '../common/forms.css';
import '../common/moneyStates.css';
import './adminPayouts.css';

interface Filter {
  value: AdminPayoutFilter;
  label: string;
  empty: string;
}

const FILTERS: readonly [Filter, ...Filter[]] = [
  { value: 'diminta', label: 'Diminta', empty: 'Tidak ada permintaan pencairan yang menunggu' },
  { value: 'dibayar', label: 'Dibayar', empty: 'Belum ada pencairan yang dibayar' },
  { value: 'semua', label: 'Semua', empty: 'Belum ada permintaan pencairan' },
];

/** /admin/pencairan: payout requests of teachers' honor and referral commission to transfer, then mark paid. The shell guards /admin. */
export function AdminPayoutsPage() {
  usePageTitle('Pencairan Honor & Komisi');
  const [filter, setFilter] = useState<AdminPayoutFilter>('diminta');
  const [outcome, setOutcome] = useState<RowOutcome | null>(null);
  const list = useGetReferralLedgerAdminPayoutsQuery(filter);
  const shown = FILTERS.find((item) => item.value === filter) ?? FILTERS[0];

  const choose = (value: AdminPayoutFilter) => {
    setFilter(value);
    setOutcome(null);
  };

  return (
    <Section
      level={1}
      title="Pencairan Honor & Komisi"
      subtitle="Honor guru dan komisi referral dalam satu daftar. Transfer ke rekening yang diminta, lalu tandai dibayar."
      className="landing-admin-payouts"
    >
      <div role="group" aria-label="Status pencairan" className="landing-admin-payouts__filters ui-filter-pills">
        {FILTERS.map((item) => (
          <button
            key={item.value}
            type="button"
            className="landing-admin-payouts__filter ui-filter-pill"
            aria-pressed={item.value === filter}
            onClick={() => choose(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {outcome && (
        <p
          role={outcome.kind === 'refused' ? 'alert' : 'status'}
          className={outcome.kind === 'refused' ? 'landing-form__alert' : 'landing-form__success'}
        >
          {outcome.message}
        </p>
      )}
      {list.isLoading || (list.isFetching && !list.currentData) ? (
        <SkeletonGroup
          label="Memuat permintaan pencairan"
          count={3}
          className="landing-admin-payouts__loading"
          renderItem={() => <Skeleton height={96} />}
        />
      ) : list.isError ? (
        <UnavailablePanel what="Daftar pencairan" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.currentData && list.currentData.length > 0 ? (
        <ul className="landing-admin-payouts__list" aria-label={`Pencairan ${shown.label.toLowerCase()}`}>
          {list.currentData.map((payout) => (
            <AdminPayoutRow key={payout.id} payout={payout} onOutcome={setOutcome} />
          ))}
        </ul>
      ) : (
        <EmptyState title={shown.empty} />
      )}
    </Section>
  );
}
