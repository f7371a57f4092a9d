// @ts-check
/**
 * The server-rendering build of an app: the same source compiled for Node.js into `<output>/ssr/`,
 * next to the browser build, so a remote's deployment folder carries the code the server renders
 * it with (the independent-deploy contract holds for server rendering too).
 *
 * - The shell's bundle (`ssr/shell.js`) holds React, the router, the store and @tutor/api, and
 *   hands them to the remotes' bundles: the stateful singletons exist once on the server as they
 *   do in the browser (SSR_SINGLETONS; server/src/platform/ssr/loadBundle.ts resolves them).
 * - A remote's bundle (`ssr/app.js`) is its `./App` module. Everything else (the design system,
 *   the rules, page code) is bundled into it: on the server a second copy of a stateless module
 *   costs nothing.
 * - One chunk: lazy pages are inlined, still behind import(), so React.lazy works unchanged.
 * - CSS is not needed to render HTML (the page links the browser build's CSS files); assets keep
 *   the browser build's file names, under the public path the server gives at load time.
 */
const path = require('node:path');
const webpack = require('webpack');
const { scriptRule } = require('./production');
const { SSR_SINGLETONS } = require('./singletons');

/** What a remote's bundle asks the server for: its public path (the folder it is served from). */
const SSR_CONTEXT = '@tutor/ssr-context';

/**
 * @param {{ name: string, kind: 'host' | 'remote', dir: string, exposes?: Record<string, string> }} options
 * @param {string} outputPath the browser build's folder
 */
function createSsrConfig(options, outputPath) {
  const isHost = options.kind === 'host';
  const appModule = options.exposes?.['./App'];
  if (!isHost && !appModule)
    throw new Error(`${options.name}: a remote's server bundle renders its ./App, which it does not expose`);
  const routerProduction = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
    'index.mjs',
  );

  return {
    name: `${options.name}-ssr`,
    mode: 'production',
    target: 'node20',
    context: options.dir,
    entry: isHost
      ? { shell: path.join(options.dir, 'src', 'ssr.tsx') }
      : {
          app: [path.join(__dirname, 'ssrPublicPath.js'), path.resolve(options.dir, /** @type {string} */ (appModule))],
        },
    devtool: false,
    output: {
      path: path.join(outputPath, 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // the server sets the real folder before the bundle's modules run (ssrPublicPath.js)
      publicPath: isHost ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // a remote takes the singletons from the shell's bundle; the shell's bundle holds everything
    externals: isHost
      ? {}
      : Object.fromEntries([...SSR_SINGLETONS, SSR_CONTEXT].map((request) => [request, `commonjs ${request}`])),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports only its development build; the server uses the production one.
      // @tutor/rules gives Node.js its compiled dist/ (for the server); the bundle compiles the source
      // like the browser build does, so it needs no build of the rules first.
      alias: {
        'react-router$': routerProduction,
        'react-router-dom$': routerProduction,
        '@tutor/rules$': path.join(__dirname, '..', 'rules', 'src', 'index.ts'),
        // needs a browser DOM; the stand-in sanitises with sanitize-html (ssrShims/dompurify.js)
        dompurify$: path.join(__dirname, 'ssrShims', 'dompurify.js'),
      },
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        scriptRule({ development: false, target: 'es2022' }),
        // the HTML needs no styles from the bundle: the page links the browser build's CSS files
        { test: /\.css$/, type: 'asset/source' },
        // same content hash as the browser build, so the same URL; the file itself is the browser build's
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}

module.exports = { createSsrConfig, SSR_CONTEXT };
