import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from './store';

/**
 * Runs one remote on its own (`npm run dev` in its folder): its own store and router, no shell.
 * The dev server proxies the API to the running server.
 */
export function mountStandalone(App: ComponentType, elementId = 'root'): void {
  const container = document.getElementById(elementId);
  if (!container) throw new Error(`#${elementId} is missing from the page`);
  const store = createAppStore();
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>
        <main className="standalone-main">
          <App />
        </main>
      </BrowserRouter>
    </Provider>,
  );
}
