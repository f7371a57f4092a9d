// Lets a plain `node` child process run the server from its TypeScript source, the way jest does
// (swc, CommonJS), so a test can start real server processes without a build step first.
// The pure libraries resolve to their source too: their compiled dist/ may not exist yet.
const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const sharedDir = path.resolve(__dirname, '..', '..', '..', 'shared');
const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolveSharedSource(request, parent, ...rest) {
  const shared = /^@tutor\/(contract|rules)$/.exec(request);
  if (shared) return path.join(sharedDir, shared[1], 'src', 'index.ts');
  return originalResolve.call(this, request, parent, ...rest);
};

Module._extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
