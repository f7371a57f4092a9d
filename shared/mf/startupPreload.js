// @ts-check
/**
 * Writes the shell's start-up chunks into index.html. main.js loads its bootstrap chunk and the
 * shared singletons it consumes only once it runs; naming them in the HTML lets the browser fetch
 * them in parallel with main.js instead of one round trip later.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */

/** @param {ChunkGroup} group @param {string} type */
const originModules = (group, type) =>
  group.origins.map((origin) => origin.module).filter((module) => module && module.type === type);
/** @param {ChunkGroup} group */
const isConsumeFallback = (group) => originModules(group, 'consume-shared-module').length > 0;
/** @param {ChunkGroup} group */
const isProvided = (group) => originModules(group, 'provide-module').length > 0;

/**
 * Share keys a chunk group consumes (read off its consume-shared fallback children; the fallbacks
 * themselves never load while the shell provides the module).
 * @param {ChunkGroup} group
 */
const consumedKeys = (group) =>
  group
    .getChildren()
    .filter(isConsumeFallback)
    .flatMap((child) =>
      originModules(child, 'consume-shared-module').map((module) => /** @type {any} */ (module).options.shareKey),
    );

/**
 * Files main.js loads before the first render: the entry's own async child (import('./bootstrap'))
 * and the shell's provided shared modules it consumes, directly or through another of them.
 * @param {Compilation} compilation
 */
function startupFiles(compilation) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {ChunkGroup} group */
  const add = (group) => group.chunks.forEach((chunk) => chunk.files.forEach((file) => files.add(file)));
  for (const entry of compilation.entrypoints.values()) {
    const children = entry.getChildren();
    const provided = new Map(
      children
        .filter(isProvided)
        .flatMap((group) =>
          originModules(group, 'provide-module').map((module) => [/** @type {any} */ (module)._name, group]),
        ),
    );
    const pending = children.filter((group) => !isProvided(group) && !isConsumeFallback(group));
    const seen = new Set(pending);
    while (pending.length > 0) {
      const group = /** @type {ChunkGroup} */ (pending.pop());
      add(group);
      for (const key of consumedKeys(group)) {
        const providedGroup = provided.get(key);
        if (providedGroup && !seen.has(providedGroup)) {
          seen.add(providedGroup);
          pending.push(providedGroup);
        }
      }
    }
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
          const attributes = file.endsWith('.css')
            ? { rel: 'stylesheet', href }
            : { rel: 'preload', as: 'script', href };
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', attributes));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
