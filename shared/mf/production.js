// @ts-check
/**
 * What a production build adds to the shared configuration: CSS in files, pre-compressed assets,
 * production builds of libraries whose package only exports a development build.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { narrowedAliases } = require('./usedExports');

/** Text assets the server sends pre-compressed (@fastify/static `preCompressed`). */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * The shared packages a production build cuts to the exports the apps use: the router (whose
 * package exports only its development build: both router packages resolve to its production
 * build), @reduxjs/toolkit with its query subpaths, and react-redux (usedExports.js).
 */
function productionAliases() {
  return narrowedAliases();
}

/**
 * TypeScript and JSX of our own code through swc (node_modules are already JavaScript).
 * @param {{ development: boolean, target: string }} options
 */
function scriptRule({ development, target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target,
        },
      },
    },
  };
}

/** @param {boolean} production */
function cssRule(production) {
  return {
    test: /\.css$/,
    use: [
      production ? MiniCssExtractPlugin.loader : 'style-loader',
      { loader: 'css-loader', options: { sourceMap: !production } },
    ],
  };
}

function productionPlugins() {
  return [
    new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: 'chunks/[name].[contenthash:10].css' }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

const productionMinimizers = () => ['...', new CssMinimizerPlugin()];

module.exports = { scriptRule, cssRule, productionAliases, productionPlugins, productionMinimizers };
