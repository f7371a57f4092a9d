// jsdom has no fetch; RTK Query needs Node's fetch, Request, Response and a matching AbortSignal.
// FormData stays jsdom's: React 19 builds one from a <form> element on submit, which Node's cannot.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
