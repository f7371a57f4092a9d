import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { catalogApi, createAppStore, sessionApi, ssrHydrate, useGetPackagePricesQuery } from '@tutor/api';
import { fakeFetch, PACKAGE_PRICE_LIST } from '@tutor/testing';
import { App } from './App';
import type { RemoteDefinition } from './remotes/manifest';
import { remoteAppKey } from './remotes/startContext';

/**
 * A server-rendered page taken over by the browser, as bootstrap.tsx does it: the server's HTML
 * (here from renderToString with the server's answers in its store) hydrated with the same answers
 * (ssrHydrate) and the same remote App (the ShellStart context). Nothing is fetched again, nothing
 * is rendered afresh, and the page works.
 */
const search: RemoteDefinition = {
  name: 'mf_search_test',
  entry: '/remotes/mf-search/mf-manifest.json',
  routes: ['/biaya-les'],
};

function PricesApp() {
  const prices = useGetPackagePricesQuery();
  return <h1>{prices.data ? `${prices.data.length} paket tersedia` : 'Memuat paket...'}</h1>;
}

const SHOWN = `${PACKAGE_PRICE_LIST.data.length} paket tersedia`;
const start = { remotes: [search], apps: new Map([[remoteAppKey(search), PricesApp]]) };

async function serverRender(url: string) {
  const store = createAppStore();
  await store.dispatch(sessionApi.util.upsertQueryData('getSession', undefined, null));
  await store.dispatch(catalogApi.util.upsertQueryData('getPackagePrices', undefined, PACKAGE_PRICE_LIST.data));
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  return {
    html: renderToString(<App store={store} Router={Router} start={start} />),
    state: { api: store.getState().api },
  };
}

describe('hydrating a server-rendered page', () => {
  it("takes the server's HTML over with the server's answers: no request, no difference, one render", async () => {
    const network = fakeFetch(); // any request would be reported as undeclared
    const server = await serverRender('/biaya-les');
    expect(server.html).toContain(SHOWN);

    window.history.pushState({}, '', '/biaya-les');
    const container = document.createElement('div');
    container.innerHTML = server.html;
    document.body.appendChild(container);
    const serverHeading = container.querySelector('h1');

    const store = createAppStore();
    store.dispatch(ssrHydrate(server.state));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <App store={store} start={start} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(screen.getByRole('heading', { level: 1, name: SHOWN })).toBe(serverHeading);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
    expect(recoverable).toEqual([]);
    expect(network.requests).toEqual([]);
    expect(document.documentElement.dataset.appReady).toBe('true');
  });
});
