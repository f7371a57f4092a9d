import { readFile } from 'node:fs/promises';
import { RemotesManifest } from '@tutor/contract';
import { Value } from '@sinclair/typebox/value';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';

export interface ManifestSnapshot {
  /** canaries included: each visitor's copy is made from it (canaryVisitor.ts) */
  manifest: RemotesManifest;
}

type Loaded = { ok: true; snapshot: ManifestSnapshot } | { ok: false; missing: boolean; problem: string };

async function load(file: string): Promise<Loaded> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, missing, problem: `cannot read ${file}: ${(error as Error).message}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, missing: false, problem: `${file} is not JSON: ${(error as Error).message}` };
  }
  if (!Value.Check(RemotesManifest, parsed)) {
    const first = Value.Errors(RemotesManifest, parsed).First();
    return {
      ok: false,
      missing: false,
      problem: `${file} does not match RemotesManifest at ${first?.path || '/'}: ${first?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, snapshot: { manifest: parsed } };
}

/**
 * remotes.json as the shell may see it. The deployment file is read on every call (a deploy or a
 * rollback is one edit); a broken edit (a syntax error, a missing field) must not take all
 * remotes down, so then the last good manifest is served and the reason logged once; before any
 * good one, the built-in server/config/remotes.json. A missing deployment file is normal (nothing
 * deployed yet) and means the built-in one.
 */
export function remotesManifestStore(
  config: Pick<ServerConfig, 'remotesManifest' | 'defaultRemotesManifest'>,
  log: FastifyBaseLogger,
) {
  let lastGood: ManifestSnapshot | undefined;
  let lastProblem: string | undefined;

  async function builtIn(): Promise<ManifestSnapshot> {
    const loaded = await load(config.defaultRemotesManifest);
    // The built-in file ships with the server and is checked by the tests; broken here is a bug.
    if (!loaded.ok) throw new Error(loaded.problem);
    return loaded.snapshot;
  }

  return {
    async read(): Promise<ManifestSnapshot> {
      const loaded = await load(config.remotesManifest);
      if (loaded.ok) {
        lastGood = loaded.snapshot;
        lastProblem = undefined;
        return loaded.snapshot;
      }
      if (loaded.missing) return lastGood ?? builtIn();
      if (loaded.problem !== lastProblem) {
        lastProblem = loaded.problem;
        log.warn(
          { problem: loaded.problem, serving: lastGood ? 'last good manifest' : 'built-in manifest' },
          'remotes.json is broken; keeping the previous manifest',
        );
      }
      return lastGood ?? builtIn();
    },
  };
}
