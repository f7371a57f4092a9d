// @ts-check
/**
 * The one list of module-federation singletons. Versions come from the root
 * package.json, so every app asks for exactly what the workspace installs.
 *
 * Policy: a package is shared only when it must exist once on a page (it holds React context or
 * module state: react, react-dom, the router, redux, @tutor/api) or when several apps import it
 * directly. A shared module cannot be tree shaken, so libraries that only one design-system
 * component wraps (swiper in Carousel, react-select in Select) or only one page uses (dompurify in
 * the blog article) are NOT shared: they are bundled, tree shaken, inside that component's or
 * page's chunk and load only where it is used. Nor is @tutor/rules: it holds no state, and shared
 * whole every page downloaded all of it (11 KiB gzip) where each app's own tree-shaken copy of
 * what it imports is 1-4 KiB (docs/benchmarks/first-load.md).
 */
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETON_PACKAGES, WITH_SUBPATHS, SHELL_PROVIDES } = require('./singletons');

const rootPackage = require(path.join(__dirname, '..', '..', 'package.json'));
const workspaceVersions = { ...rootPackage.dependencies, ...rootPackage.devDependencies };

/** @param {string} name */
function versionOf(name) {
  const range = workspaceVersions[name];
  if (!range) throw new Error(`${name} is shared but not installed at the workspace root`);
  return range;
}

/** @param {string} name */
function singleton(name) {
  // Production builds resolve the router and Redux packages to narrowedExports.mjs (usedExports.js),
  // whose package.json would give the shared module the version of @tutor/mf-config: each is
  // shared at the installed package's version.
  return {
    singleton: true,
    requiredVersion: versionOf(name),
    version: require(`${name}/package.json`).version,
    strictVersion: false,
  };
}

/**
 * Libraries of our own are shared at the version in their package.json and ask for that major:
 * a release only adds exports, and one that removes or renames an export raises the major
 * (shared/testing's export-surface test holds each library to this). A remote built against a
 * newer major than the shell provides is then reported by the federation runtime in the browser
 * console ("does not satisfy the requirement"), and keeps running on the shell's copy
 * (strictVersion false). The check costs start-up time (the runtime compiles its semver
 * expressions per shared module a page consumes; ~50 ms on a Lighthouse phone for some 25 modules
 * when it was last measured), the price of seeing a mismatched deployment.
 */
/** @param {string} dir */
function ownLibrary(dir) {
  const version = require(path.join(__dirname, '..', dir, 'package.json')).version;
  return { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version, strictVersion: false };
}

/** Every folder of shared/ui/src with an index.ts is an entry point ("./*" in its package.json). */
function uiEntryPoints() {
  const source = path.join(__dirname, '..', 'ui', 'src');
  return fs
    .readdirSync(source, { withFileTypes: true })
    .filter((item) => item.isDirectory() && fs.existsSync(path.join(source, item.name, 'index.ts')))
    .map((item) => item.name);
}

/**
 * @param {{ withoutShellCopies?: boolean }} [options] a production remote: what the shell always
 *   provides (SHELL_PROVIDES, and the subpaths under the prefixes) is consumed with `import: false`
 *   (shellProvides.js); development builds and the shell keep their copies
 */
function sharedSingletons({ withoutShellCopies = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETON_PACKAGES) shared[name] = singleton(name);
  for (const name of WITH_SUBPATHS) shared[`${name}/`] = singleton(name);
  shared['@tutor/api'] = ownLibrary('api');
  // Not shared: @tutor/rules (stateless, bundled tree shaken into each app and each shared module
  // that imports it) and @tutor/contract (apps import only its types).
  // The design system is shared per entry point (@tutor/ui/Button, @tutor/ui/Carousel, ...): each
  // is one singleton, so a page downloads only the components it renders (shared/ui/README.md).
  // theme.css is not among them: the shell imports it once, and a stylesheet is no singleton.
  for (const entry of uiEntryPoints()) shared[`@tutor/ui/${entry}`] = ownLibrary('ui');
  if (withoutShellCopies) {
    for (const key of Object.keys(shared)) {
      const subpaths = key.endsWith('/') && SHELL_PROVIDES.some((provided) => provided.startsWith(key));
      if (SHELL_PROVIDES.includes(key) || subpaths) shared[key] = { ...shared[key], import: false };
    }
  }
  return shared;
}

module.exports = { sharedSingletons, uiEntryPoints };
