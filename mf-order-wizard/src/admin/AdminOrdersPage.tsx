import { useSearchParams } from 'react-router-dom';
import { pagedItems } from '@tutor/api';
import type { OrderStatus } from '@tutor/contract';
import { labelOf } from '@tutor/rules';
import { Section } from '@tutor/ui/Section';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { EmptyState } from '@tutor/ui/EmptyState';
import { LoadMore } from '@tutor/ui/LoadMore';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useDeskOrdersInfiniteQuery, type DeskSearch } from '../api/lifecycleApi';
import { DeskOrderTable } from './DeskOrderTable';
import { DeskSearchForm, type DeskSearchText } from './DeskSearchForm';
import { ORDER_STATUSES } from './deskFormat';
import './desk.css';

const statusOf = (value: string | null): OrderStatus | undefined => ORDER_STATUSES.find((status) => status === value);

/** The search in the URL (`?status=&kode=&siswa=`, shareable), only the fields set. */
function searchOf(params: URLSearchParams): DeskSearch {
  const status = statusOf(params.get('status'));
  const kode = params.get('kode')?.trim();
  const siswa = params.get('siswa')?.trim();
  return { ...(status ? { status } : {}), ...(kode ? { kode } : {}), ...(siswa ? { siswa } : {}) };
}

function emptyTitle(search: DeskSearch): string {
  if (search.kode || search.siswa) return 'Tidak ada pesanan yang cocok dengan pencarian';
  return search.status ? `Tidak ada pesanan berstatus ${labelOf('statusPesanan', search.status)}` : 'Belum ada pesanan';
}

/**
 * /admin/pesanan: every order, newest first and a page at a time ("Muat lebih banyak"), the late
 * ones first on the first page; narrowed by status and searched by code and student name on the server.
 */
export function AdminOrdersPage() {
  usePageTitle('Pesanan Les');
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const list = useDeskOrdersInfiniteQuery(search);
  const shown = list.currentData ? pagedItems(list.currentData.pages, (order) => order.kode) : undefined;

  const show = (next: DeskSearch) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));
  const choose = (status: OrderStatus | undefined) => show({ ...search, status });
  const searchText = (text: DeskSearchText) => show({ ...search, ...text });

  return (
    <Section
      level={1}
      title="Pesanan Les"
      subtitle="Konfirmasi pesanan, usulkan guru dan catat pembayaran."
      className="desk"
    >
      <div role="group" aria-label="Status pesanan" className="desk-filters ui-filter-pills">
        <button
          type="button"
          className="desk-filter ui-filter-pill"
          aria-pressed={search.status === undefined}
          onClick={() => choose(undefined)}
        >
          Semua
        </button>
        {ORDER_STATUSES.map((item) => (
          <button
            key={item}
            type="button"
            className="desk-filter ui-filter-pill"
            aria-pressed={search.status === item}
            onClick={() => choose(item)}
          >
            {labelOf('statusPesanan', item)}
          </button>
        ))}
      </div>
      <DeskSearchForm
        key={`${search.kode ?? ''}|${search.siswa ?? ''}`}
        current={{ kode: search.kode ?? '', siswa: search.siswa ?? '' }}
        onSearch={searchText}
      />
      {!shown && list.isError ? (
        <UnavailablePanel what="Daftar pesanan" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : !shown ? (
        <SkeletonGroup
          label="Memuat daftar pesanan"
          count={4}
          renderItem={() => <Skeleton height={48} />}
          className="desk-skeleton"
        />
      ) : shown.length > 0 ? (
        <>
          <DeskOrderTable orders={shown} />
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      ) : (
        <EmptyState title={emptyTitle(search)} />
      )}
    </Section>
  );
}
