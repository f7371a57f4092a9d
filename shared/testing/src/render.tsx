import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, type AppStore } from '@tutor/api';

export interface RenderPageOptions extends Omit<RenderOptions, 'wrapper'> {
  /** the URL the page opens at */
  route?: string;
  store?: AppStore;
}

let currentLocation = { pathname: '/', search: '' };

function LocationProbe(): null {
  const location = useLocation();
  // Recorded while rendering on purpose: a navigation to a lazy page renders in a transition that
  // commits only once the page's code is in, and tests assert the URL as soon as the click is done.
  // eslint-disable-next-line react-hooks/globals
  currentLocation = { pathname: location.pathname, search: location.search };
  return null;
}

/** Where the router is now (pathname + search), for asserting navigation. */
export function currentUrl(): string {
  return `${currentLocation.pathname}${currentLocation.search}`;
}

/** Renders a page as the shell would: a fresh store and a router at `route`. */
export function renderPage(
  ui: ReactElement,
  { route = '/', store = createAppStore(), ...options }: RenderPageOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
