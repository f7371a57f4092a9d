const { jestConfig } = require('../../jest.preset');

// This library's own tests cannot use shared/testing (which depends on it): no fetch-fake guard.
module.exports = { ...jestConfig(__dirname), setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom')] };
