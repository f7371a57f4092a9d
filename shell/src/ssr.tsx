/**
 * The shell's server-rendering entry (built for Node.js into dist/ssr/shell.js by
 * @tutor/mf-config's ssr.js; used by server/src/platform/ssr/). It renders the same <App> the
 * browser hydrates, with a StaticRouter at the requested URL, the route's remote App loaded from
 * that remote's own server bundle, and a store whose requests the server answers in-process.
 */
import * as Toolkit from '@reduxjs/toolkit';
import * as ToolkitQuery from '@reduxjs/toolkit/query';
import * as ToolkitQueryReact from '@reduxjs/toolkit/query/react';
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as ReactRedux from 'react-redux';
import * as ReactRouter from 'react-router';
import { StaticRouter } from 'react-router';
import * as TutorApi from '@tutor/api';
import { api, createAppStore } from '@tutor/api';
import { requiredRoleOf } from './account/guard';
import { App } from './App';
import type { RemoteDefinition } from './remotes/manifest';
import { findRemoteForPath } from './remotes/resolve';
import { remoteAppKey } from './remotes/startContext';

/**
 * The modules a remote's server bundle takes from this one (SSR_SINGLETONS in @tutor/mf-config's singletons.js): one
 * React, one router context, one store and api slice while a page renders, as in the browser.
 */
export const singletons: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouter, // one package since react-router 7 (the build aliases both to it)
  '@reduxjs/toolkit': Toolkit,
  '@reduxjs/toolkit/query': ToolkitQuery,
  '@reduxjs/toolkit/query/react': ToolkitQueryReact,
  'react-redux': ReactRedux,
  '@tutor/api': TutorApi,
};

/** Pages about the visitor's own account: rendered in the browser only, like the pages of one role. */
const ACCOUNT_PAGES = new Set(['/referral/saya']);

/** Pages of one role and account pages depend on the session and are rendered in the browser only. */
export const isServerRendered = (pathname: string) =>
  requiredRoleOf(pathname) === null && !ACCOUNT_PAGES.has((pathname.replace(/\/+$/, '') || '/').toLowerCase());

/** The remote that owns `pathname` in this remotes.json, as the browser will pick it. */
export const remoteFor = (pathname: string, remotes: readonly RemoteDefinition[]) =>
  findRemoteForPath(pathname, remotes) ?? null;

export interface RenderInput {
  /** path and query of the request */
  url: string;
  remotes: RemoteDefinition[];
  remote: RemoteDefinition;
  RemoteApp: ComponentType;
  preloadPage?: (pathname: string) => Promise<void>;
  /** answers the store's requests (the server, in-process, with the visitor's cookie) */
  fetch: typeof fetch;
  signal: AbortSignal;
}

export interface RenderedPage {
  html: string;
  /** the store's api state, for the browser's SSR_HYDRATE */
  state: Record<string, unknown>;
}

/**
 * Renders until no request is running: each pass may start the requests of what the last revealed.
 * renderToString, not a stream: the page's chunk is loaded before (preloadPage), so nothing
 * suspends, and the HTML is the finished tree with no inline scripts (the CSP allows none) that
 * the streaming renderers add to reveal boundaries.
 */
const MAX_PASSES = 4;

/** The page's HTML inside #root and the answers it was rendered with; null when it did not settle. */
export async function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const pathname = new URL(input.url, 'http://localhost').pathname;
  await input.preloadPage?.(pathname);
  const store = createAppStore({ fetch: input.fetch });
  const start = { remotes: input.remotes, apps: new Map([[remoteAppKey(input.remote), input.RemoteApp]]) };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={input.url}>{children}</StaticRouter>
  );
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    input.signal.throwIfAborted();
    const html = renderToString(<App store={store} Router={Router} start={start} />);
    const settled = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    if (settled.length === 0) return { html, state: { api: store.getState().api } };
    // A failed answer would be asked again on every pass (a failure is never kept as the answer),
    // and its error state is the browser's to show and retry: the browser renders such a page.
    if (settled.some((result) => result.isError)) return null;
  }
  return null;
}
