// @ts-check
/**
 * Webpack loader of narrowedExports.mjs: the module that stands in for one shared Redux package
 * (named in the resource query, `narrowedExports.mjs?@reduxjs/toolkit`) becomes a re-export of the
 * names usedExports.js lists for it, from the package's own ES-module build.
 * @this {{ resourceQuery: string }}
 */
const { narrowedSource } = require('./usedExports');

module.exports = function narrowedExportsLoader() {
  return narrowedSource(this.resourceQuery.slice(1));
};
