// @ts-check
/**
 * The one list of the exports every app may use of the shared Redux packages, the same in every
 * app's production browser build.
 *
 * A shared module is never tree shaken: the shell provides it whole because it cannot know what
 * a remote will ask of it. @reduxjs/toolkit (with RTK Query) and react-redux shared whole were
 * 8 KiB gzip more per page than the monolith's tree-shaken copies, react-router's declarative API
 * 2.4 (docs/benchmarks/first-load.md). So a production build resolves each of these packages to a
 * module that re-exports only the names below from the package's own ES-module build
 * (narrowedExportsLoader.js): the shared copy is tree shaken down to them, and importing any other
 * name is a build error (NarrowedExportsPlugin below), never an undefined on the page.
 *
 * The lists include what the packages ask of each other (RTK Query imports the toolkit's
 * createSlice, nanoid...). A name joins a list when an app needs it; the shell ships it before the
 * remote that uses it (a shared export is only ever added, as for our own libraries).
 * Development builds and the server's bundles take the packages whole.
 */
const path = require('node:path');

/**
 * @typedef {object} NarrowedPackage
 * @property {string} file   the package's ES-module build that webpack resolves for the browser
 * @property {string} version  shared at the package's version (the module that stands in for it
 *   lives in @tutor/mf-config, whose package.json would give another)
 * @property {string[]} exports  the names every app may import
 */

/** @param {string} name @param {string} file relative to the package folder */
function packageFile(name, file) {
  const manifest = require.resolve(`${name}/package.json`);
  return { file: path.join(path.dirname(manifest), file), version: require(manifest).version };
}

/**
 * react-router 7's package.json `exports` point every condition at its development build (188
 * KiB); the production build sits beside it, and react-router-dom only re-exports react-router.
 * Both resolve to the production build, cut to the declarative API the apps use inside the shell's
 * <BrowserRouter> (data-router, framework and server APIs cannot work there). The server's
 * bundles take the whole production build (ssr.js).
 */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];
const routerProduction = packageFile('react-router', 'dist/production/index.mjs').file;

/** @type {Record<string, NarrowedPackage>} */
const NARROWED_PACKAGES = {
  'react-router': { ...packageFile('react-router', 'dist/production/index.mjs'), exports: ROUTER_EXPORTS },
  'react-router-dom': {
    file: routerProduction,
    version: packageFile('react-router-dom', 'package.json').version,
    exports: ROUTER_EXPORTS,
  },
  '@reduxjs/toolkit': {
    ...packageFile('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'),
    exports: [
      // shared/api's store and the shell's slices
      'combineSlices',
      'configureStore',
      'createSlice',
      // what RTK Query imports of the toolkit
      'SHOULD_AUTOBATCH',
      'combineReducers',
      'createAction',
      'createAsyncThunk',
      'createNextState',
      'createSelector',
      'formatProdErrorMessage',
      'isAction',
      'isAllOf',
      'isAnyOf',
      'isAsyncThunkAction',
      'isFulfilled',
      'isPending',
      'isPlainObject',
      'isRejected',
      'isRejectedWithValue',
      'nanoid',
      'prepareAutoBatched',
    ],
  },
  '@reduxjs/toolkit/query': {
    ...packageFile('@reduxjs/toolkit', 'dist/query/rtk-query.modern.mjs'),
    // skipToken, setupListeners for the apps; fetchBaseQuery through query/react's `export *`;
    // the rest is what query/react imports of it
    exports: [
      'skipToken',
      'setupListeners',
      'fetchBaseQuery',
      'QueryStatus',
      'buildCreateApi',
      'copyWithStructuralSharing',
      'coreModule',
    ],
  },
  '@reduxjs/toolkit/query/react': {
    ...packageFile('@reduxjs/toolkit', 'dist/query/react/rtk-query-react.modern.mjs'),
    // shared/api builds its api with these (baseApi.ts)
    exports: ['buildCreateApi', 'coreModule', 'fetchBaseQuery', 'reactHooksModule', 'skipToken'],
  },
  'react-redux': {
    ...packageFile('react-redux', 'dist/react-redux.mjs'),
    // Provider and the hooks for the apps; the rest is what RTK Query's hooks module imports
    exports: ['Provider', 'useDispatch', 'useSelector', 'useStore', 'ReactReduxContext', 'batch', 'shallowEqual'],
  },
};

const LOADER_TARGET = path.join(__dirname, 'narrowedExports.mjs');

/** resolve.alias entries: each package (exactly) → the stand-in module, the package named in its query */
function narrowedAliases() {
  return Object.fromEntries(Object.keys(NARROWED_PACKAGES).map((name) => [`${name}$`, `${LOADER_TARGET}?${name}`]));
}

/** the module rule that turns the stand-in into `export { ...names } from '<package file>'` */
function narrowedExportsRule() {
  return { test: LOADER_TARGET, use: path.join(__dirname, 'narrowedExportsLoader.js') };
}

/**
 * The source of the stand-in module of one package.
 * @param {string} name
 */
function narrowedSource(name) {
  const narrowed = NARROWED_PACKAGES[name];
  if (!narrowed) throw new Error(`${name} has no list of used exports in shared/mf/usedExports.js`);
  return `export { ${narrowed.exports.join(', ')} } from ${JSON.stringify(narrowed.file)};\n`;
}

/**
 * Names imported from a narrowed package that its list lacks, one sentence each. Inside a
 * federated build an import of a shared package points at a consume-shared module whose exports
 * webpack does not know, so `exportsPresence` cannot see it there; the import statements can.
 * @param {Iterable<import('webpack').Module>} modules
 */
function namesOutsideTheLists(modules) {
  const problems = new Set();
  for (const module of modules) {
    for (const dependency of module.dependencies) {
      // harmony import/re-export specifiers carry the request as written and the imported name path
      const specifier = /** @type {{ request?: string, ids?: string[] }} */ (/** @type {unknown} */ (dependency));
      const narrowed = specifier.request ? NARROWED_PACKAGES[specifier.request] : undefined;
      const name = specifier.ids?.[0];
      if (!narrowed || !name || narrowed.exports.includes(name)) continue;
      const where = module.nameForCondition() ?? module.identifier();
      problems.add(
        `${where} imports "${name}" from ${specifier.request}, which is not among the exports every app may use of it: add it to shared/mf/usedExports.js (and ship the shell first)`,
      );
    }
  }
  return [...problems];
}

class NarrowedExportsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('NarrowedExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NarrowedExportsPlugin', (modules) => {
        for (const problem of namesOutsideTheLists(modules))
          compilation.errors.push(new WebpackError(`NarrowedExportsPlugin: ${problem}`));
      });
    });
  }
}

module.exports = { NARROWED_PACKAGES, narrowedAliases, narrowedExportsRule, narrowedSource, NarrowedExportsPlugin };
