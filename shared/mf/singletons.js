// @ts-check
/**
 * The one list of the third-party packages that must exist once on a page: they hold React
 * context or module state. The browser build shares them (shared.js), the server-rendering
 * build takes them from the shell's bundle (ssr.js), and the shell's server entry hands them out
 * (shell/src/ssr.tsx, checked against SSR_SINGLETONS by shell/src/sharedModules.test.ts).
 */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
];

/** Subpath imports (react/jsx-runtime, react-dom/client, @reduxjs/toolkit/query/react) share too. */
const WITH_SUBPATHS = ['react', 'react-dom', '@reduxjs/toolkit'];

/**
 * The modules a remote's server bundle takes from the shell's while a page renders: the packages
 * above, the subpaths the apps import, and @tutor/api (one store and api slice).
 */
const SSR_SINGLETONS = [
  ...SINGLETON_PACKAGES,
  'react/jsx-runtime',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@tutor/api',
];

/** The design-system entry points the shell renders itself, so it always provides them. */
const SHELL_UI_ENTRIES = [
  'Button',
  'EmailSettingsLink',
  'EmptyState',
  'ErrorBoundary',
  'Field',
  'LiveFields',
  'NotFoundPage',
  'PageLoading',
  'Section',
  'Skeleton',
  'StatusPanel',
  'usePageTitle',
];

/**
 * What the shell's production build always provides. A production remote consumes these with
 * `import: false`: no copy of its own in its build, no entry for it in its remoteEntry.js
 * (shellProvides.js checks both sides when they build). react-router is not among them: the
 * apps import react-router-dom.
 */
const SHELL_PROVIDES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  '@tutor/api',
  ...SHELL_UI_ENTRIES.map((entry) => `@tutor/ui/${entry}`),
];

module.exports = { SINGLETON_PACKAGES, WITH_SUBPATHS, SSR_SINGLETONS, SHELL_PROVIDES };
