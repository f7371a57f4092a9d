module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // swc strips the types (the typecheck target checks them) and writes CommonJS for jest.
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } }] },
  testMatch: ['<rootDir>/tests/**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/src/globalSetup.ts',
  globalTeardown: '<rootDir>/src/globalTeardown.ts',
  testTimeout: 90_000,
  maxWorkers: 1,
};
