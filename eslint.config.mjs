// Lint for every package. Architectural boundaries are enforced here, not in review:
// remotes never import remotes, shared libraries never import apps, and imports of a library go
// through its public index.ts.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

const SHARED = ['type:shared'];

/** @param {boolean} inTests test files may also use the test helpers */
function boundaries(inTests) {
  const testing = inTests ? ['type:testing'] : [];
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      allowCircularSelfDependency: false,
      depConstraints: [
        { sourceTag: 'type:remote', onlyDependOnLibsWithTags: [...SHARED, ...testing, 'type:tooling'] },
        { sourceTag: 'type:host', onlyDependOnLibsWithTags: [...SHARED, ...testing, 'type:tooling'] },
        { sourceTag: 'type:shared', onlyDependOnLibsWithTags: [...SHARED, ...testing] },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: SHARED },
        { sourceTag: 'type:server', onlyDependOnLibsWithTags: SHARED },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: [] },
        { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: [] },
      ],
    },
  ];
}

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '**/artifacts/**', '**/coverage/**', '**/*.js', '**/*.cjs', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': boundaries(false),
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tutor/ui',
              message: 'Import a design-system entry point (@tutor/ui/Button, @tutor/ui/Carousel...): each loads alone (shared/ui/README.md).',
            },
          ],
          patterns: [
            { group: ['@tutor/*/src', '@tutor/*/src/*'], message: 'Import a shared library through its public index.ts.' },
            { group: ['mf-*', 'shell', 'shell/*', 'server', 'server/*'], message: 'Apps are not importable: share code through shared/.' },
            { group: ['**/mf-*/src/*', '**/shell/src/*', '**/shared/*/src/*'], message: 'No relative imports across projects.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Test files and their support modules may use the test helpers.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testSupport/**', '**/*fixtures*.ts', '**/*TestNetwork.ts', 'shared/testing/**/*.ts', 'shared/testing/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': boundaries(true) },
  },
];
