// Lint for every package. Architectural boundaries are enforced here, not in review, twice over:
// - @nx/enforce-module-boundaries checks the project graph by tags (type:* says what a project
//   is, scope:* which layer or area it belongs to);
// - per-folder import bans below hold even when ESLint runs without the Nx graph
//   (`npx eslint FILE`), because they match import paths, not projects.
import nx from '@nx/eslint-plugin';
import prettierOff from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { appZoneBlocks, serverLayerBlocks } from './scripts/lint/zones.mjs';

const SHARED = ['type:shared'];
const REMOTE_SCOPES = ['scope:landing', 'scope:search', 'scope:blog', 'scope:student', 'scope:teacher'];

/** @param {boolean} inTests test files may also use the test helpers */
function boundaries(inTests) {
  const testing = inTests ? ['type:testing'] : [];
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allowCircularSelfDependency: false,
      depConstraints: [
        // What a project is: apps take shared libraries only; libraries never take apps.
        { sourceTag: 'type:remote', onlyDependOnLibsWithTags: [...SHARED, ...testing, 'type:tooling'] },
        { sourceTag: 'type:host', onlyDependOnLibsWithTags: [...SHARED, ...testing, 'type:tooling'] },
        { sourceTag: 'type:shared', onlyDependOnLibsWithTags: [...SHARED, ...testing] },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: SHARED },
        { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['scope:contract', 'scope:rules'] },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
        { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
        // The layers: contract ← rules ← client (RTK) and ui; ui never takes the data layer.
        { sourceTag: 'scope:contract', onlyDependOnLibsWithTags: [] },
        { sourceTag: 'scope:rules', onlyDependOnLibsWithTags: ['scope:contract'] },
        { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:contract', 'scope:rules', ...testing] },
        { sourceTag: 'scope:ui', onlyDependOnLibsWithTags: ['scope:contract', 'scope:rules', ...testing] },
        // Areas: one remote's area never reaches into another's.
        ...REMOTE_SCOPES.map((scope) => ({
          sourceTag: scope,
          notDependOnLibsWithTags: REMOTE_SCOPES.filter((other) => other !== scope),
        })),
      ],
    },
  ];
}

const BASE_PATTERNS = [
  { group: ['@tutor/*/src', '@tutor/*/src/*'], message: 'Import a shared library through its public index.ts.' },
  // gitignore patterns match any path segment: 'server' would also catch react-dom/server
  {
    group: ['mf-*', 'shell', 'shell/*', 'server', 'server/*', '!react-dom/server'],
    message: 'Apps are not importable: share code through shared/.',
  },
  {
    group: ['**/mf-*/src/*', '**/shell/src/*', '**/shared/*/src/*', '**/server/src/*'],
    message: 'No relative imports across projects.',
  },
];
/** The contract's TypeBox schemas belong to the server; apps and libraries take its types only. */
const CONTRACT_TYPES_ONLY = {
  name: '@tutor/contract',
  allowTypeImports: true,
  message: 'Apps take only types from the contract: use `import type`.',
};
const banned = (names, message) => names.map((name) => ({ name, message }));
const FRONT_END = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-redux',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
];
const IO = [
  'fs',
  'node:fs',
  'fs/promises',
  'node:fs/promises',
  'http',
  'node:http',
  'https',
  'node:https',
  'net',
  'node:net',
  'child_process',
  'node:child_process',
];

/** The design system has no barrel: each entry point loads alone (shared/ui/README.md). */
const UI_BARREL = {
  name: '@tutor/ui',
  message: 'Import a design-system entry point (@tutor/ui/Button, @tutor/ui/Carousel...): each loads alone.',
};

/** @param {object[]} paths @param {object[]} patterns */
function restrictedImports(paths = [], patterns = []) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [UI_BARREL, ...paths], patterns: [...BASE_PATTERNS, ...patterns] },
    ],
  };
}

const SERVER_ONLY = banned(
  ['@tutor/api', '@tutor/ui', '@tutor/testing', ...FRONT_END],
  'The server takes @tutor/contract and @tutor/rules only.',
);
const CONTEXT_CLOCK =
  "Use the context's clock (ApiContext now() / today(), passed into the service), not the real one.";
/** Reads of the real clock: `new Date()` with no argument, `Date()` and `Date.now()`. */
const REAL_CLOCK_READS = [
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `new Date(): ${CONTEXT_CLOCK}` },
  { selector: "CallExpression[callee.type='Identifier'][callee.name='Date']", message: `Date(): ${CONTEXT_CLOCK}` },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: `Date.now(): ${CONTEXT_CLOCK}`,
  },
];
/** The query builder's statements and raw SQL: in an area they live in its data/ folder only (issue 49). */
const QUERY_OUTSIDE_DATA = "SQL lives in the area's data/ folder: call a named query function from there.";
const QUERIES = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
    message: QUERY_OUTSIDE_DATA,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_OUTSIDE_DATA },
];
const BROWSER_APPS = ['shell', 'mf-landing', 'mf-search', 'mf-blog', 'mf-order-wizard', 'mf-job-board'];
/** React's own rules (hooks, and the compiler's: refs, purity, setState in effects) as errors: a warning fails nothing. */
const REACT_HOOKS_RULES = Object.fromEntries(
  Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error']),
);

export default [
  // Hand-written JavaScript is linted where it is product code (the build configuration in shared/mf).
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/artifacts/**',
      '**/coverage/**',
      '**/*.js',
      '**/*.cjs',
      '**/*.mjs',
      '!shared/mf/**/*.js',
      '!shared/mf/**/*.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['shared/mf/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-undef': 'error' },
  },
  {
    files: ['shared/mf/**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...REACT_HOOKS_RULES,
      ...jsxA11y.flatConfigs.recommended.rules,
      // a label's text may sit in nested spans (name and hint of a radio card)
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // hooks written in .ts files follow the same rules
    files: ['**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: REACT_HOOKS_RULES,
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      ...restrictedImports(),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: [
      'shell/**/*.ts',
      'shell/**/*.tsx',
      'mf-*/**/*.ts',
      'mf-*/**/*.tsx',
      'shared/testing/**/*.ts',
      'shared/testing/**/*.tsx',
    ],
    rules: restrictedImports([CONTRACT_TYPES_ONLY]),
  },
  {
    files: ['shared/contract/**/*.ts'],
    rules: restrictedImports([], [{ group: ['@tutor/*'], message: 'The contract imports nothing of the workspace.' }]),
  },
  {
    files: ['shared/rules/**/*.ts'],
    rules: restrictedImports(
      [
        CONTRACT_TYPES_ONLY,
        ...banned(FRONT_END, 'The rules library is pure: no React, no Redux.'),
        ...banned(IO, 'The rules library is pure: no I/O.'),
      ],
      [
        {
          group: ['@tutor/api', '@tutor/ui', '@tutor/testing'],
          message: 'The rules library depends on the contract at most.',
        },
      ],
    ),
  },
  {
    files: ['shared/ui/**/*.ts', 'shared/ui/**/*.tsx'],
    rules: restrictedImports([
      CONTRACT_TYPES_ONLY,
      ...banned(['@tutor/api'], 'The design system does not use the data layer: inject what it needs.'),
    ]),
  },
  {
    files: ['shared/api/**/*.ts', 'shared/api/**/*.tsx'],
    rules: restrictedImports([
      CONTRACT_TYPES_ONLY,
      ...banned(['@tutor/ui'], 'The data layer does not render the design system.'),
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrictedImports(SERVER_ONLY),
  },
  // Inside the server: an area's data/ is private to it; db/ and lib/ never import areas/.
  ...serverLayerBlocks('server/src', (patterns) => restrictedImports(SERVER_ONLY, patterns)),
  {
    // Time is injected, never read ad hoc: what an area stamps or compares follows the context's clock,
    // which tests move. The real clock is read at the edges (main.ts, the CLI, test helpers).
    files: ['server/src/areas/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...REAL_CLOCK_READS] },
  },
  {
    // ...and outside data/ no SQL either (one rule name: this block's list replaces the one above there)
    files: ['server/src/areas/**/*.ts'],
    ignores: ['server/src/areas/**/data/**'],
    rules: { 'no-restricted-syntax': ['error', ...REAL_CLOCK_READS, ...QUERIES] },
  },
  // Inside each app: a feature folder imports another only through its index.ts (or shared zones).
  ...BROWSER_APPS.flatMap((app) =>
    appZoneBlocks(`${app}/src`, (patterns) => restrictedImports([CONTRACT_TYPES_ONLY], patterns)),
  ),
  {
    // No import cycle inside a project (across projects the Nx graph refuses one). Only the
    // project's own modules are followed: a workspace library or a package is not a cycle's link.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    // the TypeScript parser for the modules a cycle passes through (without it they are not read and no cycle is seen)
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Test files and their support modules may use the test helpers.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/testSupport/**',
      '**/*fixtures*.ts',
      '**/*TestNetwork.ts',
      'shared/testing/**/*.ts',
      'shared/testing/**/*.tsx',
    ],
    rules: { '@nx/enforce-module-boundaries': boundaries(true) },
  },
  // Last: formatting is Prettier's (`npm run format`, checked by the lint-rules project's format target),
  // so no ESLint rule may disagree with it.
  prettierOff,
];
