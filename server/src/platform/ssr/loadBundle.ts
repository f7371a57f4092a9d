import { readFile, stat } from 'node:fs/promises';
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Runs a server-rendering bundle (CommonJS, built by @tutor/mf-config's ssr.js) with a `require`
 * of our choosing: a remote's bundle asks for React, the router, the store and @tutor/api by name,
 * and gets the shell bundle's copies, as module federation gives it the shell's in the browser.
 * Bundles are kept while their file is unchanged; a deploy writes a new folder (or a new file),
 * which is read afresh.
 */
export type ResolveShared = (request: string) => { found: true; value: unknown } | { found: false };

const loaded = new Map<string, { mtimeMs: number; exports: unknown }>();

async function evaluate(file: string, resolveShared: ResolveShared): Promise<unknown> {
  const code = await readFile(file, 'utf8');
  const wrapper = vm.runInThisContext(Module.wrap(code), { filename: file }) as (
    exports: unknown,
    require: (request: string) => unknown,
    module: { exports: unknown },
    filename: string,
    dirname: string,
  ) => void;
  const nodeRequire = Module.createRequire(file);
  const requireShared = (request: string) => {
    const shared = resolveShared(request);
    // anything else a bundle asks for is a Node.js built-in (the bundles carry their own packages)
    return shared.found ? shared.value : nodeRequire(request);
  };
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

/**
 * The exports of the bundle at `file`, or null when there is none (a build from before server
 * rendering, or an app that has no server bundle). `cacheKey` tells apart loads of one file that
 * must not share a result (a remote loaded against another shell bundle).
 */
export async function loadBundle(file: string, resolveShared: ResolveShared, cacheKey = file): Promise<unknown> {
  let mtimeMs: number;
  try {
    ({ mtimeMs } = await stat(file));
  } catch {
    return null;
  }
  const known = loaded.get(cacheKey);
  if (known && known.mtimeMs === mtimeMs) return known.exports;
  const exports = await evaluate(file, resolveShared);
  loaded.set(cacheKey, { mtimeMs, exports });
  return exports;
}
