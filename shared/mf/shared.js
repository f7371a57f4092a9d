// @ts-check
/**
 * The one list of module-federation singletons (DESIGN §2). Versions come from the root
 * package.json, so every app asks for exactly what the workspace installs.
 */
const path = require('node:path');

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
  return { singleton: true, requiredVersion: versionOf(name), strictVersion: false };
}

/** Libraries of our own are shared by their workspace version. */
/** @param {string} name @param {string} dir */
function ownLibrary(name, dir) {
  const version = require(path.join(__dirname, '..', dir, 'package.json')).version;
  return { singleton: true, requiredVersion: version, version };
}

const thirdParty = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'react-select',
  'swiper',
  'dompurify',
];

/** Subpath imports (react/jsx-runtime, react-dom/client, swiper/react...) share too. */
const withSubpaths = ['react', 'react-dom', '@reduxjs/toolkit', 'swiper'];

function sharedSingletons() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of thirdParty) shared[name] = singleton(name);
  for (const name of withSubpaths) shared[`${name}/`] = singleton(name);
  shared['@tutor/api'] = ownLibrary('@tutor/api', 'api');
  shared['@tutor/ui'] = ownLibrary('@tutor/ui', 'ui');
  // Pure rules: one copy for every app. The contract is never shared: apps import only its types.
  shared['@tutor/rules'] = ownLibrary('@tutor/rules', 'rules');
  return shared;
}

module.exports = { sharedSingletons, thirdParty };
