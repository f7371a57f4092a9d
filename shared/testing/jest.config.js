module.exports = require('../../jest.preset').jestConfig(__dirname);
