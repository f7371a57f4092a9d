import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';
import { DEFAULT_PACKAGES, SEARCHED_PACKAGES } from '../testSupport/fixtures';
import { feeResultsView } from './feeResultsView';

const idle = { isUninitialized: true, isFetching: false, isError: false };
const loaded = { isFetching: false, isError: false, currentData: DEFAULT_PACKAGES.data };

describe('the results default flag', () => {
  it('is true when the default list loaded with items', () => {
    expect(feeResultsView(loaded, idle)).toMatchObject({ isDefault: true, packages: DEFAULT_PACKAGES.data });
  });

  it('is false when the default list is empty', () => {
    expect(feeResultsView({ ...loaded, currentData: [] }, idle).isDefault).toBe(false);
  });

  it('is false after a search, even while it loads', () => {
    const searching = { isUninitialized: false, isFetching: true, isError: false };
    expect(feeResultsView(loaded, searching)).toMatchObject({ isDefault: false, loading: true, packages: [] });
    const found = { isUninitialized: false, isFetching: false, isError: false, currentData: SEARCHED_PACKAGES.data };
    expect(feeResultsView(loaded, found)).toMatchObject({ isDefault: false, packages: SEARCHED_PACKAGES.data });
  });

  it('is false with emptied results when the default list failed', () => {
    const failed = { isFetching: false, isError: true, error: { status: 500, data: { message: 'boom' } } };
    expect(feeResultsView(failed, idle)).toEqual({
      packages: [],
      isDefault: false,
      searched: false,
      loading: false,
      errorMessage: GENERIC_ERROR_MESSAGE,
    });
  });
});
