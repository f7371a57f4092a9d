// @ts-check
/**
 * Writes the shell's start-up chunks into index.html. main.js loads its bootstrap chunk and the
 * shared singletons it consumes only once it runs; naming them in the HTML lets the browser fetch
 * them in parallel with main.js instead of one round trip later.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */

/** @param {ChunkGroup} group */
const fromConsumeShared = (group) => group.origins.some((origin) => origin.module && origin.module.type === 'consume-shared-module');

/**
 * Files of the entry's async children (import('./bootstrap')) and of the shared fallbacks those
 * children consume.
 * @param {Compilation} compilation
 */
function startupFiles(compilation) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {ChunkGroup} group */
  const add = (group) => group.chunks.forEach((chunk) => chunk.files.forEach((file) => files.add(file)));
  for (const entry of compilation.entrypoints.values()) {
    for (const child of entry.getChildren()) {
      if (fromConsumeShared(child)) continue;
      add(child);
      for (const grandChild of child.getChildren()) if (fromConsumeShared(grandChild)) add(grandChild);
    }
    // shared modules main.js itself consumes (none today, but cheap to cover)
    for (const child of entry.getChildren()) if (fromConsumeShared(child)) add(child);
  }
  return [...files].filter((file) => file.endsWith('.js') || file.endsWith('.css'));
}

class StartupPreloadPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = data.publicPath || '/';
        for (const file of startupFiles(compilation)) {
          const href = publicPath + file;
          const attributes = file.endsWith('.css') ? { rel: 'stylesheet', href } : { rel: 'preload', as: 'script', href };
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
