// Shared jest settings: swc for TypeScript/JSX, a jsdom that has Node's fetch, CSS stubbed, and
// time limits and worker counts that hold on a busy two-core machine.
// Types are checked by each project's `typecheck` target (tsc --noEmit), not here.
const path = require('node:path');

const testing = path.join(__dirname, 'shared', 'testing');

/** @swc/jest options: React's automatic JSX runtime, CommonJS output (jest's module system). */
const swc = (parser) => [
  '@swc/jest',
  { jsc: { parser, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
];

/** @param {string} projectDir @param {'jsdom' | 'node'} environment */
function jestConfig(projectDir, environment = 'jsdom') {
  return {
    rootDir: projectDir,
    testEnvironment: environment === 'jsdom' ? path.join(testing, 'jsdomWithFetch.js') : 'node',
    transform: {
      '^.+\\.ts$': swc({ syntax: 'typescript' }),
      '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
      // .mjs too: swiper (below) is shipped as ES modules in .mjs files.
      '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
    },
    // swiper and DiceBear (the server's avatars) ship ES modules only; the rest is CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|@dicebear)/)'],
    moduleNameMapper: {
      // The pure libraries run from source in tests; Node loads their compiled dist/ only in production.
      '^@tutor/(contract|rules)$': path.join(__dirname, 'shared', '$1', 'src', 'index.ts'),
      '\\.css$': path.join(testing, 'styleStub.js'),
      // swiper's stylesheets are imported by package subpath ('swiper/css', 'swiper/css/pagination').
      '^swiper/css(/.*)?$': path.join(testing, 'styleStub.js'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(testing, 'fileStub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(testing, 'setupDom.ts')] : [],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    clearMocks: true,
    restoreMocks: true,
    // A limit for a hung test, not a speed requirement. The slowest honest cases at load 10 on two
    // cores: a component test driving several selects over a whole page (~10 s), a server file's
    // beforeAll seeding PostgreSQL (tens of seconds). Waits inside a test (findBy*, waitFor) have
    // their own, shorter limit in shared/testing/setupDom.ts.
    testTimeout: environment === 'jsdom' ? 60_000 : 120_000,
    // Nx runs two projects at once (nx.json "parallel": 2): each jest takes half the cores, one
    // worker on a two-core machine. A worker whose heap passed the limit is replaced between files.
    maxWorkers: '50%',
    workerIdleMemoryLimit: '1GB',
  };
}

module.exports = { jestConfig };
