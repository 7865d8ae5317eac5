/**
 * Require hooks for `npm run bench:render-budget`, which renders content pages in plain Node (tsx
 * compiles them to CommonJS): CSS modules become class-name proxies (Next compiles them in the
 * app), and `server-only`, which throws outside React Server Components, is empty (as in the unit
 * tests, whose config aliases it the same way).
 */
const Module = require('node:module');
const path = require('node:path');

const EMPTY = path.join(__dirname, '..', '..', 'tests', 'support', 'empty-module.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return resolveFilename.call(this, request === 'server-only' ? EMPTY : request, ...rest);
};
require.extensions['.css'] = (module) => {
  module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : String(key)) });
};
