module.exports = {
  ...require('../jest.preset').jestConfig(__dirname, 'node'),
  // On PostgreSQL (DATABASE_URL) each worker gets a database of its own (test/helpers/workerDatabases.ts).
  globalSetup: '<rootDir>/test/helpers/workerDatabases.ts',
  // hashes cost 2^10 in tests, not OWASP's 2^17 (src/lib/passwords.ts, setPasswordCostInTests)
  setupFiles: ['<rootDir>/test/helpers/passwordCost.ts'],
};
