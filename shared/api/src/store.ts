import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './baseApi';
import type { StoreExtra } from './ssrState';

/**
 * Slices that remotes inject at run time declare themselves here through module augmentation
 * (`declare module '@tutor/api' { interface LazyLoadedSlices { wizard: WizardState } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

/** `extra.fetch` answers the store's requests without the network (server rendering). */
export function createAppStore(extra: StoreExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  // focus and online events exist only in a browser
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
