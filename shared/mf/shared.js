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
 * page's chunk and load only where it is used.
 */
const fs = require('node:fs');
const path = require('node:path');
const { SINGLETON_PACKAGES, WITH_SUBPATHS } = require('./singletons');

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
  const shared = { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
  // Production builds alias both router packages to shared/mf/react-router-client.mjs, whose own
  // package.json would otherwise give the shared module the version of @tutor/mf-config.
  if (name === 'react-router' || name === 'react-router-dom') return { ...shared, version: require(`${name}/package.json`).version };
  return shared;
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

function sharedSingletons() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETON_PACKAGES) shared[name] = singleton(name);
  for (const name of WITH_SUBPATHS) shared[`${name}/`] = singleton(name);
  shared['@tutor/api'] = ownLibrary('api');
  // Pure rules: one copy for every app. The contract is never shared: apps import only its types.
  shared['@tutor/rules'] = ownLibrary('rules');
  // The design system is shared per entry point (@tutor/ui/Button, @tutor/ui/Carousel, ...): each
  // is one singleton, so a page downloads only the components it renders (shared/ui/README.md).
  // theme.css is not among them: the shell imports it once, and a stylesheet is no singleton.
  for (const entry of uiEntryPoints()) shared[`@tutor/ui/${entry}`] = ownLibrary('ui');
  return shared;
}

module.exports = { sharedSingletons, uiEntryPoints };
