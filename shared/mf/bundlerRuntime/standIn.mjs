// What a production remote's federation entry gets instead of `@module-federation/webpack-bundler-runtime`
// (shared/mf/bundlerRuntime.js): the shell's bundler functions, with this build's own runtime
// wrapper and container-entry init. Same shape as the package's default export.
import * as runtime from '@module-federation/runtime';
// the shell exposes nothing, so its bundler runtime was built without the container-entry part
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    'The shell has not provided its federation bundler runtime: a production remote runs only inside the shell (npm run dev runs it alone).',
  );
}

// Every function takes this build's __webpack_require__ as an argument and keeps its state on
// __webpack_require__.federation, so one copy serves every build. A remote loads no remotes.
const bundlerRuntime = { ...provided.bundlerRuntime, remotes: undefined, S: {}, initContainerEntry };

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
