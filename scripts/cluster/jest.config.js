module.exports = { ...require('../../jest.preset').jestConfig(__dirname, 'node'), testMatch: ['<rootDir>/*.test.ts'] };
