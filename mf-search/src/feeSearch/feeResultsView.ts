import { errorMessageOf } from '@tutor/api';
import type { FeePackage } from '@tutor/contract';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';

/** The error an RTK Query hook reports, as errorMessageOf reads it. */
type QueryError = Parameters<typeof errorMessageOf>[0];

/** What the results area shows, derived from the two queries (never copied into state). */
export interface FeeResultsView {
  packages: FeePackage[];
  /** True when the default list loaded with items; false after a search or when empty */
  isDefault: boolean;
  /** a search was made (the heading says so) */
  searched: boolean;
  loading: boolean;
  /** the alert text */
  errorMessage: string | null;
}

interface QueryLike {
  isFetching: boolean;
  isError: boolean;
  error?: QueryError;
  currentData?: FeePackage[];
}

export interface SearchQueryLike extends QueryLike {
  isUninitialized: boolean;
}

export function feeResultsView(defaultList: QueryLike, search: SearchQueryLike): FeeResultsView {
  if (!search.isUninitialized) {
    if (search.isFetching) return { packages: [], isDefault: false, searched: true, loading: true, errorMessage: null };
    if (search.isError) {
      // The server's message, or the fallback; the results are emptied.
      return {
        packages: [],
        isDefault: false,
        searched: true,
        loading: false,
        errorMessage: errorMessageOf(search.error, GENERIC_ERROR_MESSAGE),
      };
    }
    return { packages: search.currentData ?? [], isDefault: false, searched: true, loading: false, errorMessage: null };
  }
  if (defaultList.isError) {
    // A failed default list always shows the fixed text, never the server's.
    return { packages: [], isDefault: false, searched: false, loading: false, errorMessage: GENERIC_ERROR_MESSAGE };
  }
  if (!defaultList.currentData)
    return { packages: [], isDefault: false, searched: false, loading: defaultList.isFetching, errorMessage: null };
  const packages = defaultList.currentData;
  return { packages, isDefault: packages.length > 0, searched: false, loading: false, errorMessage: null };
}
