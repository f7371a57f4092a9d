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

/** @typedef {{ routes: string[], js: string[], css: string[] }} PageFiles */

const PAGE_PREFIX = 'page-';

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
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Map<string, import('webpack').ChunkGroup>} */
        const built = new Map();
        for (const group of compilation.chunkGroups) {
          if (group.name?.startsWith(PAGE_PREFIX)) built.set(group.name.slice(PAGE_PREFIX.length), group);
        }
        const declared = Object.keys(this.pages);
        const problems = [
          ...declared.filter((name) => !built.has(name)).map((name) => `page "${name}" is declared in webpack.config.js but no import() is named "${PAGE_PREFIX}${name}"`),
          ...[...built.keys()].filter((name) => !declared.includes(name)).map((name) => `import() "${PAGE_PREFIX}${name}" has no URL patterns in webpack.config.js (pages)`),
        ];
        problems.forEach((problem) => compilation.errors.push(new WebpackError(`PageChunksPlugin: ${problem}`)));

        /** @type {PageFiles[]} */
        const pages = declared.flatMap((name) => {
          const group = built.get(name);
          if (!group) return [];
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          return [{ routes: this.pages[name] ?? [], js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) }];
        });
        compilation.emitAsset('page-chunks.json', new sources.RawSource(JSON.stringify({ pages })));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
