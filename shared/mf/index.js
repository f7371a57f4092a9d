// @ts-check
/**
 * Builds the webpack configuration of one app (the shell host or a remote). Every app calls this,
 * so module federation settings, loaders and output naming live in one place.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared');
const { cssRule, scriptRule, productionAliases, productionPlugins, productionMinimizers } = require('./production');
const { StartupPreloadPlugin } = require('./startupPreload');
const { PageChunksPlugin } = require('./pageChunks');
const { createSsrConfig } = require('./ssr');
const { FederationCopiesPlugin } = require('./federationCopies');
const { provideRuntimePluginPath } = require('./externalRuntime');
const { PROVIDE_PLUGIN, BundlerRuntimeStandInPlugin } = require('./bundlerRuntime');
const { chunkGroups } = require('./chunkGroups');
const { narrowedExportsRule, NarrowedExportsPlugin } = require('./usedExports');
const { ShellProvidesPlugin } = require('./shellProvides');

/**
 * @typedef {object} AppOptions
 * @property {string} name        module-federation name (a JS identifier, e.g. mf_search)
 * @property {string} dir         the app folder (__dirname of its webpack.config.js)
 * @property {number} devPort     port of `npm run dev`
 * @property {'host' | 'remote'} kind
 * @property {string} title       document title of the standalone page
 * @property {Record<string, string>} [exposes]
 * @property {Record<string, string[]>} [pages]  a remote's lazy pages: chunk name (webpackChunkName
 *   "page-<name>") → the URL patterns it serves; the server preloads the requested one (pageChunks.js)
 * @property {string} [publicDir]  files copied as they are to the output root (the shell's favicon);
 *   with it the page links /favicon.svg and /favicon.ico
 * @property {boolean} [ssr]  production also builds the server-rendering bundle into <output>/ssr (ssr.js)
 */

/**
 * @param {AppOptions} options
 * @param {{ mode?: string }} argv
 */
function createAppConfig(options, argv = {}) {
  const browser = createBrowserConfig(options, argv);
  if (argv.mode === 'development' || !options.ssr) return browser;
  return [browser, createSsrConfig(options, browser.output.path)];
}

/**
 * @param {AppOptions} options
 * @param {{ mode?: string }} argv
 */
function createBrowserConfig(options, argv) {
  const production = argv.mode !== 'development';
  const isHost = options.kind === 'host';
  const apiTarget = process.env.API_URL || 'http://localhost:3000';
  const outputPath = process.env.MF_OUTPUT_PATH
    ? path.resolve(process.env.MF_OUTPUT_PATH)
    : path.join(options.dir, 'dist');

  // Production: the shell provides the one federation runtime and remotes use it (~95 KiB less
  // per remoteEntry.js). A production remote therefore runs only inside the shell; `npm run dev`
  // (development mode) keeps its own runtime so a remote still runs alone.
  // The shell provides it with the runtime plugin that `experiments.provideExternalRuntime` would
  // add, but its ES-module build (externalRuntime.js explains why).
  // target 'web' lets the federation runtime drop its Node.js script loaders (~4 KiB gzip of
  // main.js). The snapshot plugin stays: it is what reads remotes given as mf-manifest.json
  // (disableSnapshot would save only 1.5 KiB more and break manifest remotes).
  const optimization = { target: 'web' };
  // A remote loads no remotes itself: disableRemote drops the remote-loading part of the bundler
  // runtime (enhanced 2.9.2 defines FEDERATION_OPTIMIZE_NO_REMOTE, which webpack-bundler-runtime and
  // runtime-core test). The shell loads remotes and keeps it. A production remote now takes the
  // shell's bundler runtime (bundlerRuntime.js), so the flag only matters without that stand-in.
  const experiments = production
    ? isHost
      ? { optimization }
      : { externalRuntime: true, optimization: { ...optimization, disableRemote: true } }
    : {};
  // ...and its webpack bundler runtime, which production remotes import in place of their own (bundlerRuntime.js)
  const runtimePlugins = production && isHost ? [provideRuntimePluginPath(), PROVIDE_PLUGIN] : [];

  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: path.join(options.dir, 'src', 'index.ts'),
    // separate .map files in production: nothing of them is inside the JS the browser downloads
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // remotes resolve their chunks next to wherever their manifest was fetched from, so one
      // build can be deployed into any folder (the independent-deploy contract).
      publicPath: isHost ? '/' : 'auto',
      // Module federation needs a stable entry name; hashes go on chunks only.
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // ssr/ is the server bundle, written by its own compiler beside this one (ssr.js)
      clean: { keep: /^ssr[\\/]/ },
      uniqueName: options.name,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: production ? productionAliases() : {},
    },
    module: {
      // An import of a name a module does not export fails the build instead of being undefined.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        scriptRule({ development: !production, target: 'es2020' }),
        cssRule(production),
        // the stand-in of each shared Redux and router package, cut to its list of exports (usedExports.js)
        ...(production ? [narrowedExportsRule()] : []),
        // swiper declares no sideEffects, so `import { A11y, Autoplay, Pagination } from
        // 'swiper/modules'` would bundle all 23 modules; its JS has none (its CSS is separate).
        { test: /[\\/]node_modules[\\/]swiper[\\/].*\.mjs$/, sideEffects: false },
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        remotes: {},
        // a production remote takes what the shell always provides without a copy of its own (shellProvides.js)
        shared: sharedSingletons({ withoutShellCopies: production && !isHost }),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: { fileName: 'mf-manifest.json' },
        runtimePlugins,
        experiments,
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        publicPath: isHost ? '/' : 'auto',
        icons: Boolean(options.publicDir),
      }),
      ...(options.publicDir ? [new CopyPlugin({ patterns: [{ from: options.publicDir, to: '.' }] })] : []),
      ...(production && isHost ? [new StartupPreloadPlugin()] : []),
      ...(options.pages ? [new PageChunksPlugin(options.pages)] : []),
      ...(production
        ? [
            ...productionPlugins(),
            new FederationCopiesPlugin(),
            new ShellProvidesPlugin(options.kind),
            new NarrowedExportsPlugin(),
            ...(isHost ? [] : [new BundlerRuntimeStandInPlugin()]),
          ]
        : []),
    ],
    performance: { hints: false },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // modules that load together share one chunk: design-system groups, the shell's Redux (chunkGroups.js)
      splitChunks: { cacheGroups: chunkGroups() },
      ...(production ? { minimizer: productionMinimizers() } : {}),
    },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: [
            '/api',
            '/kode_referral',
            '/remotes.json',
            '/remotes',
            '/guru/loker-mengajar-searching',
            '/siswa/pemesanan-les/preview',
            '/media',
          ],
          target: apiTarget,
        },
      ],
    },
  };
}

module.exports = { createAppConfig, createBrowserConfig };
