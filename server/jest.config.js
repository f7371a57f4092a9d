module.exports = {
  ...require('../jest.preset').jestConfig(__dirname, 'node'),
  // On PostgreSQL (DATABASE_URL) each worker gets a database of its own (test/helpers/workerDatabases.ts).
  globalSetup: '<rootDir>/test/helpers/workerDatabases.ts',
};
