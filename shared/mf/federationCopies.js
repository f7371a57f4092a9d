// @ts-check
/**
 * Fails a build whose output holds two copies of one `@module-federation/*` package: its CommonJS
 * build beside its ES-module build, or two installs of it. Two copies happened once without anyone
 * noticing (the runtime-core, sdk and error-codes twice in the shell's main.js, ~22 KiB gzip) and
 * nothing else would catch it: both copies work, the page only downloads more. The source maps
 * name every file a bundle was built from, so this reads them.
 *
 * As a plugin (every production browser build, index.js) it reads the `.js.map` assets the
 * compilation emits; as a command it reads the `.js.map` files of built folders:
 *   node shared/mf/federationCopies.js shell/dist mf-search/dist ...
 */
const fs = require('node:fs');
const path = require('node:path');

const FEDERATION_FILE = /(^|[\\/])node_modules[\\/]@module-federation[\\/]([^\\/]+)[\\/](.*)$/;

/** @type {Map<string, string | null>} */
const packageTypeCache = new Map();

/**
 * The `type` of the package.json nearest to a file (how Node and webpack read its `.js` files).
 * @param {string} file absolute path
 */
function nearestPackageType(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (packageTypeCache.has(dir)) return packageTypeCache.get(dir) ?? null;
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const type = JSON.parse(fs.readFileSync(manifest, 'utf8')).type === 'module' ? 'module' : 'commonjs';
      packageTypeCache.set(dir, type);
      return type;
    }
  }
  return null;
}

/**
 * CommonJS or ES module, as Node decides it: by extension, else by the nearest package.json.
 * @param {string} file absolute path
 * @returns {'cjs' | 'esm'}
 */
function moduleFormat(file) {
  if (file.endsWith('.cjs')) return 'cjs';
  if (file.endsWith('.mjs')) return 'esm';
  return nearestPackageType(file) === 'module' ? 'esm' : 'cjs';
}

/**
 * Where a source-map source lives on disk: webpack writes `webpack://<uniqueName>/<path relative
 * to the compiler's context>`.
 * @param {string} source @param {string} context
 */
const sourceToPath = (source, context) => path.resolve(context, source.replace(/^webpack:\/\/[^/]*\//, ''));

/**
 * @typedef {{ file: string, sources: string[] }} BundleMap  one emitted script and its map's sources
 * @typedef {{ packageName: string, copies: { copy: string, files: string[] }[] }} Duplicate
 */

/**
 * Federation packages built into the output more than once. A copy is one install folder in one
 * module format (`runtime-core` as cjs and as esm is two copies).
 * @param {BundleMap[]} bundles @param {string} context the compiler's context (the app folder)
 * @returns {Duplicate[]}
 */
function findFederationCopies(bundles, context) {
  /** @type {Map<string, Map<string, Set<string>>>} package → copy → emitted files holding it */
  const byPackage = new Map();
  for (const bundle of bundles) {
    for (const source of bundle.sources) {
      const absolute = sourceToPath(source, context);
      const match = FEDERATION_FILE.exec(absolute);
      if (!match) continue;
      const packageName = `@module-federation/${match[2]}`;
      const installDir = absolute.slice(0, absolute.length - match[3].length - 1);
      const copy = `${path.relative(context, installDir)} (${moduleFormat(absolute)})`;
      const copies = byPackage.get(packageName) ?? new Map();
      byPackage.set(packageName, copies);
      const files = copies.get(copy) ?? new Set();
      copies.set(copy, files);
      files.add(bundle.file);
    }
  }
  return [...byPackage]
    .filter(([, copies]) => copies.size > 1)
    .map(([packageName, copies]) => ({
      packageName,
      copies: [...copies].map(([copy, files]) => ({ copy, files: [...files] })),
    }));
}

/** @param {Duplicate[]} duplicates @param {string} where */
const describe = (duplicates, where) =>
  `${where} holds ${duplicates.length} module-federation package(s) more than once (shared/mf/federationCopies.js):\n` +
  duplicates
    .map(
      ({ packageName, copies }) =>
        `  ${packageName}: ${copies.map(({ copy, files }) => `${copy} in ${files.join(', ')}`).join('; ')}`,
    )
    .join('\n');

const PLUGIN = 'FederationCopiesPlugin';

class FederationCopiesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // REPORT runs after the source maps are written into the assets (DEV_TOOLING)
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const bundles = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.js.map'))
            .map((asset) => ({
              file: asset.name.replace(/\.map$/, ''),
              sources: JSON.parse(asset.source.source().toString()).sources,
            }));
          const duplicates = findFederationCopies(bundles, compiler.context);
          if (duplicates.length > 0)
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                describe(duplicates, compiler.options.output.uniqueName ?? 'the build'),
              ),
            );
        },
      );
    });
  }
}

/** @param {string} dir */
function readBundleMaps(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .map((file) => ({
      file: file.replace(/\.map$/, ''),
      sources: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).sources,
    }));
}

if (require.main === module) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error(
      'usage: node shared/mf/federationCopies.js <built folder> [...] (the app folder is the parent of each)',
    );
    process.exit(2);
  }
  let failed = false;
  for (const dir of dirs) {
    const duplicates = findFederationCopies(readBundleMaps(dir), path.resolve(dir, '..'));
    if (duplicates.length > 0) {
      failed = true;
      console.error(describe(duplicates, dir));
    } else console.log(`${dir}: every module-federation package once`);
  }
  process.exit(failed ? 1 : 0);
}

module.exports = { FederationCopiesPlugin, findFederationCopies, moduleFormat };
