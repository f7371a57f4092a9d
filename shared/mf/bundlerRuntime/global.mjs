/** Where the shell leaves its webpack bundler runtime for the remotes (shared/mf/bundlerRuntime.js). */
export const BUNDLER_RUNTIME_GLOBAL = '__TUTOR_FEDERATION_BUNDLER_RUNTIME__';
