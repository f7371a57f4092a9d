import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderStatus, OrderSummary } from '@tutor/contract';
import { labelOf } from '@tutor/rules';
import { Section } from '@tutor/ui/Section';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Field } from '@tutor/ui/Field';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useDeskOrdersQuery } from '../api/lifecycleApi';
import { DeskOrderTable } from './DeskOrderTable';
import { ORDER_STATUSES } from './deskFormat';
import './desk.css';

const statusOf = (value: string | null): OrderStatus | undefined => ORDER_STATUSES.find((status) => status === value);
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** /admin/pesanan: every order, filtered by status (`?status=`, shareable), searched by code. */
export function AdminOrdersPage() {
  usePageTitle('Pesanan Les');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const [search, setSearch] = useState('');

  // The unfiltered list gives the counts; a status asks the server for that status only.
  const all = useDeskOrdersQuery(undefined);
  const filtered = useDeskOrdersQuery(status, { skip: status === undefined });
  const list = status === undefined ? all : filtered;

  const counts = useMemo(() => {
    const byStatus = new Map<OrderStatus, number>();
    for (const order of all.currentData ?? []) byStatus.set(order.status, (byStatus.get(order.status) ?? 0) + 1);
    return byStatus;
  }, [all.currentData]);
  const countText = (count: number | undefined) => (all.currentData ? ` (${count ?? 0})` : '');

  const term = search.trim().toUpperCase();
  const shown: OrderSummary[] = (list.currentData ?? []).filter((order) => order.kode.toUpperCase().includes(term));

  const choose = (next: OrderStatus | undefined) => setParams(next ? { status: next } : {});
  const openExact = (event: FormEvent) => {
    event.preventDefault();
    const exact = (all.currentData ?? []).find((order) => sameCode(order.kode, search));
    if (exact) navigate(`/admin/pesanan/${encodeURIComponent(exact.kode)}`);
  };

  return (
    <Section level={1} title="Pesanan Les" subtitle="Konfirmasi pesanan, usulkan guru dan catat pembayaran." className="desk">
      <div role="group" aria-label="Status pesanan" className="desk-filters">
        <button type="button" className="desk-filter" aria-pressed={status === undefined} onClick={() => choose(undefined)}>
          Semua{countText(all.currentData?.length)}
        </button>
        {ORDER_STATUSES.map((item) => (
          <button key={item} type="button" className="desk-filter" aria-pressed={status === item} onClick={() => choose(item)}>
            {labelOf('statusPesanan', item)}
            {countText(counts.get(item))}
          </button>
        ))}
      </div>
      <form role="search" className="desk-search" onSubmit={openExact}>
        <Field label="Cari kode pesanan" hint="Tekan Enter untuk membuka pesanan dengan kode yang persis sama.">
          {({ inputId, describedBy }) => (
            <input id={inputId} aria-describedby={describedBy} type="search" className="desk-input" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
          )}
        </Field>
      </form>
      {list.isLoading || (list.isFetching && !list.currentData) ? (
        <SkeletonGroup label="Memuat daftar pesanan" count={4} renderItem={() => <Skeleton height={48} />} className="desk-skeleton" />
      ) : list.isError ? (
        <UnavailablePanel what="Daftar pesanan" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : shown.length > 0 ? (
        <DeskOrderTable orders={shown} />
      ) : (
        <EmptyState
          title={
            term
              ? `Tidak ada pesanan dengan kode "${search.trim()}"`
              : status
                ? `Tidak ada pesanan berstatus ${labelOf('statusPesanan', status)}`
                : 'Belum ada pesanan'
          }
        />
      )}
    </Section>
  );
}
