import { render, type RenderOptions } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
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
  const { pathname, search } = useLocation();
  // recorded once the navigation has rendered (a write during render would not be pure)
  useLayoutEffect(() => {
    currentLocation = { pathname, search };
  }, [pathname, search]);
  return null;
}

/** Where the router is now (pathname + search), for asserting navigation. */
export function currentUrl(): string {
  return `${currentLocation.pathname}${currentLocation.search}`;
}

/** Renders a page as the shell would: a fresh store and a router at `route`. */
export function renderPage(ui: ReactElement, { route = '/', store = createAppStore(), ...options }: RenderPageOptions = {}) {
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
