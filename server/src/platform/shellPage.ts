import type { FastifyInstance } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { remoteHints, type RemoteHints } from './remoteHints';
import { readRemotesManifest } from './remotesManifest';
import { versionOfEntry } from '@tutor/rules';
import { findRemoteForPath, parseRemoteRoutes } from './routeOwner';
import type { Visitor } from './ssr/inProcessFetch';
import { createServerRenderer, type ServerRendered } from './ssr/renderOnServer';

/** Ids the shell reads (shell/src/remotes/inlined.ts). */
export const REMOTES_SCRIPT_ID = 'remotes-manifest';
export const ENTRY_MANIFEST_SCRIPT_ID = 'remote-entry-manifest';
export const SSR_STATE_SCRIPT_ID = 'ssr-state';
export const DEFERRED_PRELOADS_SCRIPT_ID = 'deferred-preloads';
/** The empty #root of the built index.html (the minifier drops the quotes). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** JSON inside <script type="application/json">: "<" escaped so no text can close the element. */
const scriptJson = (text: string) => text.replace(/</g, '\\u003c');
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * With server-rendered HTML the remote's styles must apply before the first paint (stylesheets, not
 * preloads), and its scripts are not needed for that paint: they are listed for after it
 * (withRendered).
 */
function hintTags(hints: RemoteHints, rendered: boolean): string[] {
  return [
    ...hints.styles.map(({ href, chunkHref }) =>
      rendered
        ? `<link rel="stylesheet" href="${attribute(href)}" data-href="${attribute(chunkHref)}">`
        : `<link rel="preload" as="style" href="${attribute(href)}">`,
    ),
    ...(rendered ? [] : hints.scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}">`)),
    `<script id="${ENTRY_MANIFEST_SCRIPT_ID}" type="application/json" data-url="${attribute(hints.manifestUrl)}">${scriptJson(hints.manifestText)}</script>`,
  ];
}

export interface PageRequest {
  /** path and query */
  url: string;
  visitor: Visitor;
  /** the canary bucket's visitor id (canaryVisitor.ts) */
  visitorId: string;
}

/** Told of every page served for a remote, with the build the visitor got (counted per version). */
export type PageViewed = (remote: string, version: string) => Promise<void>;

/** The shell's own start-up preloads in the built index.html (shared/mf/startupPreload.js), minified. */
const STARTUP_SCRIPT_PRELOAD = /<link rel=preload as=script href=([^ >]+)>/g;

/**
 * The page's HTML inside #root, and the answers it was rendered with for the browser's store.
 * Its scripts (the shell's start-up chunks, the route remote's entry, App and page) are not fetched
 * while the page paints: they compete with the stylesheets and pictures for the connection. They
 * are listed in `deferred-preloads`, which the shell's main.js preloads after the first paint,
 * all at once, before it starts (shell/src/index.ts).
 */
function withRendered(html: string, rendered: ServerRendered, remoteScripts: readonly string[]): string {
  const root = ROOT_ELEMENT.exec(html);
  if (!root) return html;
  const scripts: string[] = [];
  const head = html.slice(0, root.index).replace(STARTUP_SCRIPT_PRELOAD, (_tag, href: string) => {
    scripts.push(href);
    return '';
  });
  scripts.push(...remoteScripts);
  const state = `<script id="${SSR_STATE_SCRIPT_ID}" type="application/json">${scriptJson(JSON.stringify(rendered.state))}</script>`;
  const preloads = `<script id="${DEFERRED_PRELOADS_SCRIPT_ID}" type="application/json">${scriptJson(JSON.stringify(scripts))}</script>`;
  return `${head}<div id="root">${rendered.html}</div>${state}${preloads}${html.slice(root.index + root[0].length)}`;
}

/**
 * The shell's index.html for one request: the built file plus, before </head>, the current
 * remotes.json, the owning remote's mf-manifest.json and preload hints for its entry, first
 * chunks and the requested page's chunks; and, for a public page, the page rendered on the server
 * (ssr/renderOnServer.ts) inside #root. remotes.json is read per request as for GET /remotes.json
 * (with the visitor's build of each remote: a canary's visitors get the canary, rendered too),
 * so a deploy or a rollback still needs no shell rebuild; the built index.html itself never changes.
 */
export function createShellPage(
  app: FastifyInstance,
  config: ServerConfig,
  pageViewed?: PageViewed,
): (page: PageRequest) => Promise<string> {
  const log = app.log;
  const renderOnServer = createServerRenderer(app, config, log, config.ssrTimeoutMs);
  const file = path.join(config.shellDir, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;

  async function readTemplate(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(file, 'utf8') };
    return template.html;
  }

  return async ({ url, visitor, visitorId }) => {
    const pathname = new URL(url, 'http://localhost').pathname;
    const [html, remotesText] = await Promise.all([readTemplate(), readRemotesManifest(config, log, visitorId)]);
    const tags = [
      `<script id="${REMOTES_SCRIPT_ID}" type="application/json">${scriptJson(remotesText.trim())}</script>`,
    ];
    const remotes = parseRemoteRoutes(remotesText);
    const owner = findRemoteForPath(pathname, remotes);
    // counted on the side: a failed count must not cost the visitor their page
    if (owner)
      pageViewed?.(owner.name, versionOfEntry(owner.entry)).catch((error: unknown) =>
        log.warn({ err: error }, 'page view not counted'),
      );
    const hints = owner && (await remoteHints(config, owner, pathname));
    const rendered =
      owner && hints && config.ssrTimeoutMs > 0 ? await renderOnServer({ url, remotes, owner, visitor }) : null;
    if (hints) tags.push(...hintTags(hints, rendered !== null));
    const head = html.indexOf('</head>');
    const page = head < 0 ? tags.join('') + html : html.slice(0, head) + tags.join('') + html.slice(head);
    return rendered ? withRendered(page, rendered, hints?.scripts ?? []) : page;
  };
}
