// @ts-check
/**
 * The one list of module-federation singletons (DESIGN §2). Versions come from the root
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
 * Libraries of our own are shared by their workspace version, with no required version: that
 * version never changes (every app builds the workspace's one copy), so the check could never
 * fail, and the runtime's check is not free: its semver compiles about a dozen regular
 * expressions per shared module a page consumes (some 25 of ours), ~50 ms of start-up on a
 * Lighthouse phone. Third-party singletons keep their check.
 */
/** @param {string} name @param {string} dir */
function ownLibrary(name, dir) {
  const version = require(path.join(__dirname, '..', dir, 'package.json')).version;
  return { singleton: true, requiredVersion: false, version };
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
  shared['@tutor/api'] = ownLibrary('@tutor/api', 'api');
  // Pure rules: one copy for every app. The contract is never shared: apps import only its types.
  shared['@tutor/rules'] = ownLibrary('@tutor/rules', 'rules');
  // The design system is shared per entry point (@tutor/ui/Button, @tutor/ui/Carousel, ...): each
  // is one singleton, so a page downloads only the components it renders (shared/ui/README.md).
  // theme.css is not among them: the shell imports it once, and a stylesheet is no singleton.
  for (const entry of uiEntryPoints()) shared[`@tutor/ui/${entry}`] = ownLibrary('@tutor/ui', 'ui');
  return shared;
}

module.exports = { sharedSingletons, uiEntryPoints };
