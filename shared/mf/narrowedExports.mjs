// Stands in for a shared Redux package in production browser builds; its content is generated
// from the list in usedExports.js by narrowedExportsLoader.js (the package is the resource query).
export {};
