import type { FastifyBaseLogger } from 'fastify';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { remoteHints, type RemoteHints } from './remoteHints';
import { readRemotesManifest } from './remotesManifest';
import { findRemoteForPath, parseRemoteRoutes } from './routeOwner';

/** Ids the shell reads (shell/src/remotes/inlined.ts). */
export const REMOTES_SCRIPT_ID = 'remotes-manifest';
export const ENTRY_MANIFEST_SCRIPT_ID = 'remote-entry-manifest';

/** JSON inside <script type="application/json">: "<" escaped so no text can close the element. */
const scriptJson = (text: string) => text.replace(/</g, '\\u003c');
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function hintTags(hints: RemoteHints): string[] {
  return [
    ...hints.styles.map((href) => `<link rel="preload" as="style" href="${attribute(href)}">`),
    ...hints.scripts.map((href) => `<link rel="preload" as="script" href="${attribute(href)}">`),
    `<script id="${ENTRY_MANIFEST_SCRIPT_ID}" type="application/json" data-url="${attribute(hints.manifestUrl)}">${scriptJson(hints.manifestText)}</script>`,
  ];
}

/**
 * The shell's index.html for one request: the built file plus, before </head>, the current
 * remotes.json, the owning remote's mf-manifest.json and preload hints for its entry, first
 * chunks and the requested page's chunks. remotes.json is read per request as for GET /remotes.json, so a deploy or a rollback
 * still needs no shell rebuild; the built index.html itself never changes.
 */
export function createShellPage(config: ServerConfig, log: FastifyBaseLogger): (pathname: string) => Promise<string> {
  const file = path.join(config.shellDir, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;

  async function readTemplate(): Promise<string> {
    const { mtimeMs } = await stat(file);
    if (!template || template.mtimeMs !== mtimeMs) template = { mtimeMs, html: await readFile(file, 'utf8') };
    return template.html;
  }

  return async (pathname) => {
    const [html, remotesText] = await Promise.all([readTemplate(), readRemotesManifest(config, log)]);
    const tags = [`<script id="${REMOTES_SCRIPT_ID}" type="application/json">${scriptJson(remotesText.trim())}</script>`];
    const owner = findRemoteForPath(pathname, parseRemoteRoutes(remotesText));
    const hints = owner && (await remoteHints(config, owner, pathname));
    if (hints) tags.push(...hintTags(hints));
    const head = html.indexOf('</head>');
    return head < 0 ? tags.join('') + html : html.slice(0, head) + tags.join('') + html.slice(head);
  };
}
