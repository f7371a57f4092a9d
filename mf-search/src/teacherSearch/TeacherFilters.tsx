import type { GenderFilter, RatingFilter, TeacherFilterCounts } from '@tutor/contract';
import { formatNumberId } from '@tutor/rules';

const GENDER_LABELS: Record<GenderFilter, string> = { laki_laki: 'Laki-laki', perempuan: 'Perempuan' };
const RATING_LABELS: Record<RatingFilter, string> = {
  bintang_5: 'Bintang 5',
  bintang_4: 'Bintang 4',
  bintang_3: 'Bintang 3',
};

export interface TeacherFiltersProps {
  counts: TeacherFilterCounts | undefined;
  genders: readonly GenderFilter[];
  ratings: readonly RatingFilter[];
  onToggle: (filter: GenderFilter | RatingFilter) => void;
}

function FilterOption({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="search-filters__option">
      <input type="checkbox" checked={checked} onChange={onChange} />
      <span>{label}</span>
      {/* the counts load separately from the results */}
      <span className="search-filters__count">{count === undefined ? '' : `(${formatNumberId(count)})`}</span>
    </label>
  );
}

/** Gender and rating filters, each with how many teachers it would match. */
export function TeacherFilters({ counts, genders, ratings, onToggle }: TeacherFiltersProps) {
  return (
    <aside className="search-filters" aria-label="Filter guru" aria-busy={counts === undefined || undefined}>
      <h3 className="search-filters__title">Filter</h3>
      <fieldset className="search-filters__group">
        <legend>Jenis Kelamin</legend>
        {(Object.keys(GENDER_LABELS) as GenderFilter[]).map((gender) => (
          <FilterOption
            key={gender}
            label={GENDER_LABELS[gender]}
            count={counts?.jenis_kelamin[gender]}
            checked={genders.includes(gender)}
            onChange={() => onToggle(gender)}
          />
        ))}
      </fieldset>
      <fieldset className="search-filters__group">
        <legend>Penilaian</legend>
        {(Object.keys(RATING_LABELS) as RatingFilter[]).map((rating) => (
          <FilterOption
            key={rating}
            label={RATING_LABELS[rating]}
            count={counts?.penilaian[rating]}
            checked={ratings.includes(rating)}
            onChange={() => onToggle(rating)}
          />
        ))}
      </fieldset>
    </aside>
  );
}
