// Shared jest settings: ts-jest for TypeScript, a jsdom that has Node's fetch, CSS stubbed.
const path = require('node:path');

const testing = path.join(__dirname, 'shared', 'testing');

/** @param {string} projectDir @param {'jsdom' | 'node'} environment */
function jestConfig(projectDir, environment = 'jsdom') {
  return {
    rootDir: projectDir,
    testEnvironment: environment === 'jsdom' ? path.join(testing, 'jsdomWithFetch.js') : 'node',
    transform: {
      // .mjs too: swiper (below) is shipped as ES modules in .mjs files.
      '^.+\\.m?[tj]sx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.jest.json') }],
    },
    // swiper and cookie (used by light-my-request) ship ES modules only; the rest is CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|cookie)/)'],
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
  };
}

module.exports = { jestConfig };
