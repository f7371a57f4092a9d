// The shell's runtime plugin that hands its webpack bundler runtime to the remotes
// (shared/mf/bundlerRuntime.js explains why). It imports the very module the shell's federation
// entry imports (the package's `bundler` build), so the functions handed over are the shell's own.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime/bundler';
import { BUNDLER_RUNTIME_GLOBAL } from './global.mjs';

// Set when the shell's main.js starts, before any remoteEntry.js can run.
globalThis[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime, attachShareScopeMap };

/** A runtime plugin with no hooks: its work is the line above. */
export default function provideBundlerRuntime() {
  return { name: 'tutor-provide-bundler-runtime' };
}
