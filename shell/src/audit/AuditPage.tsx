import { useState } from 'react';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { LoadMore } from '@tutor/ui/LoadMore';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetAuditPageQuery } from './auditApi';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './AuditFilters';
import { AuditRowItem } from './AuditRows';
import './audit.css';

interface PageProps {
  filters: AuditFilterValues;
  cursor: string | undefined;
  /** the last page loaded: it offers the next one */
  last: boolean;
  onMore: (cursor: string) => void;
}

/** The rows of one page (each page is its own cached answer, so "Muat lebih banyak" keeps what is shown). */
function AuditPageRows({ filters, cursor, last, onMore }: PageProps) {
  const page = useGetAuditPageQuery({ ...filters, cursor });
  const rows = page.data?.data ?? [];
  const first = cursor === undefined;
  return (
    <>
      {rows.length > 0 && (
        <tbody>
          {rows.map((row) => (
            <AuditRowItem key={row.id} row={row} />
          ))}
        </tbody>
      )}
      {first && page.isLoading && (
        <tbody>
          <tr>
            <td colSpan={5}>
              <SkeletonGroup label="Memuat log audit" count={4} renderItem={() => <Skeleton height={32} />} />
            </td>
          </tr>
        </tbody>
      )}
      {first && page.isError && (
        <tbody>
          <tr>
            <td colSpan={5}>
              <EmptyState
                role="alert"
                title="Log audit gagal dimuat"
                action={<Button onClick={() => void page.refetch()}>Coba lagi</Button>}
              />
            </td>
          </tr>
        </tbody>
      )}
      {first && page.isSuccess && rows.length === 0 && (
        <tbody>
          <tr>
            <td colSpan={5}>
              <EmptyState title="Belum ada catatan yang cocok dengan saringan ini" />
            </td>
          </tr>
        </tbody>
      )}
      {last && (page.data?.nextCursor || (!first && page.isError)) && (
        <tfoot>
          <tr>
            <td colSpan={5}>
              <LoadMore
                hasMore
                loading={page.isFetching}
                failed={!first && page.isError}
                onLoadMore={() => (page.data?.nextCursor ? onMore(page.data.nextCursor) : void page.refetch())}
              />
            </td>
          </tr>
        </tfoot>
      )}
    </>
  );
}

/** /admin/audit: every admin act and money move, newest first, filtered by person, object and WIB days. */
export function AuditPage() {
  usePageTitle('Log Audit');
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const apply = (values: AuditFilterValues) => {
    setFilters(values);
    setCursors([undefined]);
  };
  return (
    <div className="ui-container shell-audit">
      <h1>Log Audit</h1>
      <p>Setiap tindakan admin dan setiap perpindahan uang, tercatat saat terjadi dan tidak dapat diubah.</p>
      <AuditFilters onApply={apply} />
      <div className="shell-audit__table">
        <table>
          <caption className="ui-visually-hidden">Log audit, terbaru di atas</caption>
          <thead>
            <tr>
              <th scope="col">Waktu</th>
              <th scope="col">Oleh</th>
              <th scope="col">Aksi</th>
              <th scope="col">Objek</th>
              <th scope="col">Perubahan</th>
            </tr>
          </thead>
          {cursors.map((cursor, index) => (
            <AuditPageRows
              key={cursor ?? 'first'}
              filters={filters}
              cursor={cursor}
              last={index === cursors.length - 1}
              onMore={(next) => setCursors((current) => [...current, next])}
            />
          ))}
        </table>
      </div>
    </div>
  );
}
