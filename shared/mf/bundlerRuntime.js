// @ts-check
/**
 * One webpack bundler runtime per page. `experiments.externalRuntime` makes a production remote use
 * the shell's federation runtime (runtime-core), but each remoteEntry.js still carried its own copy
 * of `@module-federation/webpack-bundler-runtime` (the functions webpack's runtime calls to init,
 * share and consume: ~2 KiB gzip per page, the same code as in the shell's main.js). Those
 * functions are stateless: each takes the calling build's `__webpack_require__` and keeps its state
 * on `__webpack_require__.federation`. So the shell hands its copy over (a runtime plugin,
 * bundlerRuntime/provide.mjs, sets a global) and a production remote's federation entry imports
 * bundlerRuntime/standIn.mjs instead of the package: the shell's functions, plus what stays per build:
 * the `@module-federation/runtime` wrapper (its instance is per build) and `initContainerEntry`
 * (the shell exposes nothing, so its copy was built without it).
 * Like the external runtime, this ties a production remote to the shell's enhanced version;
 * development builds keep their own copy, so `npm run dev` of a remote still runs alone.
 */
const path = require('node:path');

/** The shell's runtime plugin that sets the global (an ES module, as the runtime's own builds). */
const PROVIDE_PLUGIN = path.join(__dirname, 'bundlerRuntime', 'provide.mjs');
const STAND_IN = path.join(__dirname, 'bundlerRuntime', 'standIn.mjs');
/** the file enhanced's federation entry imports: the package's `bundler` export */
const BUNDLER_ENTRY = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/** A production remote's federation entry imports the stand-in instead of its own bundler runtime. */
class BundlerRuntimeStandInPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new compiler.webpack.NormalModuleReplacementPlugin(BUNDLER_ENTRY, (resource) => {
      resource.request = STAND_IN;
    }).apply(compiler);
    // A newer enhanced that imports its bundler runtime by another path would silently bring the
    // copy back: the build says so instead.
    compiler.hooks.thisCompilation.tap('BundlerRuntimeStandInPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('BundlerRuntimeStandInPlugin', (modules) => {
        const used = [...modules].some((module) => module.nameForCondition() === STAND_IN);
        if (!used) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `shared/mf/bundlerRuntime.js: the federation entry no longer imports ${BUNDLER_ENTRY}; update the stand-in's match`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { PROVIDE_PLUGIN, STAND_IN, BundlerRuntimeStandInPlugin };
