import { useId } from 'react';
import { Button } from '@tutor/ui/Button';
import { SORT_OPTIONS, type OpeningSearch, type OpeningSort } from './openingSearch';

interface ListToolbarProps {
  search: OpeningSearch;
  sort: OpeningSort;
  onSort: (sort: OpeningSort) => void;
  onShowAll: () => void;
}

const isSort = (value: string): value is OpeningSort => SORT_OPTIONS.some((option) => option.value === value);

/** The list's heading, what it shows (all openings, a code, a filter) and the sort order. */
export function ListToolbar({ search, sort, onSort, onShowAll }: ListToolbarProps) {
  const sortId = useId();
  return (
    <div className="jobs-toolbar">
      <div className="jobs-toolbar__what">
        <h2 id="jobs-list-title" className="jobs-board__heading">
          Lowongan Baru
        </h2>
        {search.by !== 'semua' && (
          <p className="jobs-toolbar__search">
            {search.by === 'kode' ? `Hasil pencarian kode ${search.kode}` : 'Hasil filter'}
            <Button variant="ghost" size="small" onClick={onShowAll}>
              Tampilkan semua lowongan
            </Button>
          </p>
        )}
      </div>
      <div className="jobs-toolbar__sort">
        <label htmlFor={sortId}>Urutkan</label>
        <select
          id={sortId}
          className="ui-input jobs-toolbar__select"
          value={sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onSort(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
