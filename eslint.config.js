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
    files: ['test/**', 'scripts/**', 'bench/**', 'examples/**', 'sdk/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Consumers of the packed SDK as an integrator writes them, CommonJS ones included.
    files: ['sdk/test/fixtures/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
