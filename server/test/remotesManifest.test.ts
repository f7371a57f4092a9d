import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, serverRoot } from '../src/config';

/** remotes.json is validated with the contract's RemotesManifest; a broken edit never takes the site down. */

const good = (folder: string) => ({
  remotes: [{ name: 'mf_blog', entry: `/remotes/${folder}/mf-manifest.json`, routes: ['/blog'] }],
});
const builtIn = JSON.parse(readFileSync(path.join(serverRoot(), 'config', 'remotes.json'), 'utf8')) as unknown;

async function siteWith(initial?: string) {
  const deployments = mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
  const file = path.join(deployments, 'remotes.json');
  if (initial !== undefined) writeFileSync(file, initial);
  const lines: string[] = [];
  const app: FastifyInstance = await buildApp({
    config: loadConfig({
      DEPLOYMENTS_DIR: deployments,
      SHELL_DIR: path.join(deployments, 'no-shell'),
      LOG_LEVEL: 'warn',
    }),
    logDestination: { write: (line) => lines.push(line) },
  });
  const served = async () => {
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    return response.json() as unknown;
  };
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; problem?: string })
      .filter((entry) => entry.level === 40 && entry.problem !== undefined);
  const close = async () => {
    await app.close();
    rmSync(deployments, { recursive: true, force: true });
  };
  return { file, served, warnings, close };
}

describe('GET /remotes.json with a broken deployment manifest', () => {
  it('keeps serving the last good manifest and logs why, once per problem; heals on the next good edit', async () => {
    const site = await siteWith(JSON.stringify(good('mf-blog-v2')));
    try {
      expect(await site.served()).toEqual(good('mf-blog-v2'));

      writeFileSync(site.file, '{ "remotes": [ { "name": "mf_blog", ');
      expect(await site.served()).toEqual(good('mf-blog-v2'));
      expect(await site.served()).toEqual(good('mf-blog-v2'));
      expect(site.warnings()).toHaveLength(1);
      expect(site.warnings()[0]?.problem).toContain('is not JSON');

      writeFileSync(site.file, JSON.stringify({ remotes: [{ name: 'mf-blog', entry: '', routes: ['blog'] }] }));
      expect(await site.served()).toEqual(good('mf-blog-v2'));
      expect(site.warnings()[1]?.problem).toContain('does not match RemotesManifest');

      writeFileSync(site.file, JSON.stringify(good('mf-blog-v3')));
      expect(await site.served()).toEqual(good('mf-blog-v3'));
    } finally {
      await site.close();
    }
  });

  it('falls back to the built-in manifest when there never was a good one', async () => {
    const site = await siteWith('not json at all');
    try {
      expect(await site.served()).toEqual(builtIn);
      expect(site.warnings()[0]?.problem).toContain('is not JSON');
    } finally {
      await site.close();
    }
  });

  it('serves the built-in manifest, without a warning, while nothing is deployed', async () => {
    const site = await siteWith();
    try {
      expect(await site.served()).toEqual(builtIn);
      expect(site.warnings()).toHaveLength(0);
    } finally {
      await site.close();
    }
  });
});
