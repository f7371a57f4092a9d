// @ts-check
/**
 * The shell hands its federation runtime to the remotes (built with
 * `experiments.externalRuntime`, they read it from `globalThis._FEDERATION_RUNTIME_CORE`) through
 * `@module-federation/inject-external-runtime-core-plugin`.
 *
 * `experiments.provideExternalRuntime: true` adds that plugin itself, but enhanced 2.9.2 names it
 * with `require.resolve`, which picks the plugin's CommonJS build; its `require()` of
 * runtime-core then bundles the CommonJS builds of runtime, runtime-core, sdk and error-codes
 * beside the ES-module builds the shell's own runtime imports: the runtime twice in main.js
 * (~22 KiB gzip more). Naming the plugin's ES-module build as a runtime plugin does the same
 * job with the one copy. federationCopies.js fails the build if a second copy comes back.
 */
const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/** Absolute path of the plugin's ES-module build, read off its package.json `exports`. */
function provideRuntimePluginPath() {
  // the package exports only ".", so its folder is found through the CommonJS entry (dist/index.cjs)
  const packageDir = path.resolve(path.dirname(require.resolve(PLUGIN)), '..');
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const esmEntry = manifest.exports?.['.']?.import?.default ?? manifest.module;
  if (typeof esmEntry !== 'string')
    throw new Error(
      `${PLUGIN} ${manifest.version} names no ES-module build: shared/mf/externalRuntime.js needs updating`,
    );
  return path.join(packageDir, esmEntry);
}

module.exports = { provideRuntimePluginPath };
