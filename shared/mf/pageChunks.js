// @ts-check
/**
 * Writes `page-chunks.json` next to a remote's mf-manifest.json: for each page (a lazy chunk named
 * `page-<name>` with webpackChunkName), the URL patterns it serves and the files it loads. The
 * server reads it to preload the requested page's chunk with the remote entry, so the page's code
 * is no longer one round trip after the remote's App has run.
 *
 * The patterns are declared in the remote's webpack.config.js (`pages`) next to the chunk names of
 * its App.tsx; the build fails when the two disagree, so a renamed or new page cannot silently
 * lose its preload.
 */

/**
 * A shared module the page (or the remote's App) consumes, and the files of this remote's own copy
 * of it (the fallback). The shell's runtime uses the shell's copy when the shell provides one, so
 * the server preloads these files only for modules the shell does not provide: those are certain
 * to come from this remote, and without them a server-rendered page would paint before their
 * styles (the carousel's, say) and wait one more round trip for their scripts.
 * @typedef {{ key: string, js: string[], css: string[] }} SharedFallback
 * @typedef {{ routes: string[], js: string[], css: string[], shared: SharedFallback[] }} PageFiles
 */

const PAGE_PREFIX = 'page-';
const APP_EXPOSE_GROUP = '__federation_expose_App';

/** @param {import('webpack').Chunk[]} chunks */
function filesOf(chunks) {
  const files = chunks.flatMap((chunk) => [...chunk.files]);
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/** @param {import('webpack').ChunkGroup} group @param {string} type */
function originOfType(group, type) {
  return group.origins.map((origin) => origin.module).find((module) => module?.constructor?.name === type);
}

/**
 * The files of each shared module this remote provides, by share key. When the shell does not
 * provide a module, the runtime loads this remote's provided copy: these files, not those of the
 * consumer's fallback (the same code, split into other chunks).
 * @param {Iterable<import('webpack').ChunkGroup>} groups
 */
function providedFiles(groups) {
  /** @type {Map<string, { js: string[], css: string[] }>} */
  const files = new Map();
  for (const group of groups) {
    // @ts-expect-error ProvideSharedModule keeps its share key in `_name` (not in webpack's types)
    const key = originOfType(group, 'ProvideSharedModule')?._name;
    if (typeof key === 'string' && !files.has(key)) files.set(key, filesOf(group.chunks));
  }
  return files;
}

/**
 * The shared modules consumed under a chunk group: each ConsumeSharedModule loads its fallback in a
 * child chunk group whose origin is that module, and the fallback consumes further shared modules.
 * @param {import('webpack').ChunkGroup} group
 * @param {Map<string, { js: string[], css: string[] }>} provided
 * @returns {SharedFallback[]}
 */
function sharedFallbacks(group, provided) {
  /** @type {Map<string, SharedFallback>} */
  const found = new Map();
  const visited = new Set();
  const visit = (/** @type {import('webpack').ChunkGroup} */ parent) => {
    for (const child of parent.getChildren()) {
      if (visited.has(child)) continue;
      visited.add(child);
      // @ts-expect-error ConsumeSharedModule keeps its configuration in `options` (not in webpack's types)
      const key = originOfType(child, 'ConsumeSharedModule')?.options?.shareKey;
      if (typeof key !== 'string') continue; // a lazy import() inside the page: loaded only when asked for
      if (!found.has(key)) found.set(key, { key, ...(provided.get(key) ?? filesOf(child.chunks)) });
      visit(child);
    }
  };
  visit(group);
  return [...found.values()];
}

class PageChunksPlugin {
  /** @param {Record<string, string[]>} pages page name (without "page-") → URL patterns (":param" segments) */
  constructor(pages) {
    this.pages = pages;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      // REPORT runs after the real content hashes are in the file names
      compilation.hooks.processAssets.tap(
        { name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @type {Map<string, import('webpack').ChunkGroup>} */
          const built = new Map();
          for (const group of compilation.chunkGroups) {
            if (group.name?.startsWith(PAGE_PREFIX)) built.set(group.name.slice(PAGE_PREFIX.length), group);
          }
          const declared = Object.keys(this.pages);
          const problems = [
            ...declared
              .filter((name) => !built.has(name))
              .map(
                (name) =>
                  `page "${name}" is declared in webpack.config.js but no import() is named "${PAGE_PREFIX}${name}"`,
              ),
            ...[...built.keys()]
              .filter((name) => !declared.includes(name))
              .map((name) => `import() "${PAGE_PREFIX}${name}" has no URL patterns in webpack.config.js (pages)`),
          ];
          problems.forEach((problem) => compilation.errors.push(new WebpackError(`PageChunksPlugin: ${problem}`)));

          const provided = providedFiles(compilation.chunkGroups);
          /** @type {PageFiles[]} */
          const pages = declared.flatMap((name) => {
            const group = built.get(name);
            if (!group) return [];
            return [
              { routes: this.pages[name] ?? [], ...filesOf(group.chunks), shared: sharedFallbacks(group, provided) },
            ];
          });
          const appGroup = compilation.chunkGroups.find((group) => group.name === APP_EXPOSE_GROUP);
          const app = { shared: appGroup ? sharedFallbacks(appGroup, provided) : [] };
          compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify({ app, pages })));
        },
      );
    });
  }
}

module.exports = { PageChunksPlugin };
