// Lint: the TypeScript recommended rules, plus what keeps a payments codebase honest.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'scratch/', 'sdk/src/generated/', 'sdk/dist/', 'bench/results.json', '.data/', 'dist/', 'test/artifacts/', '.test-build/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
      'prefer-const': 'error',
    },
  },
  {
    // One guard before a lookup by an id from outside: isUuid / maybeOneByUuid in src/db.
    files: ['src/**'],
    ignores: ['src/db/queryable.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'uuid', importNames: ['validate'], message: 'Use isUuid or maybeOneByUuid from src/db.' }] }],
    },
  },
  {
    files: ['test/**', 'scripts/**', 'bench/**', 'examples/**', 'sdk/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // dependency-cruiser reads its configuration as CommonJS.
    files: ['.dependency-cruiser.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Consumers of the packed SDK as an integrator writes them, CommonJS ones included.
    files: ['sdk/test/fixtures/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
