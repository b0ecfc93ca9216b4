import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import portal from './eslint-rules/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '**/dist',
      'storybook-static',
      'node_modules',
      'data',
      'src/forms/generated',
      'common/acts/generated',
      'src/api/generated',
      'server/db/generated',
      'coverage',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Only the configuration modules read the environment (CONVENTIONS 7).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['server/config.ts', 'src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Читайте настройки через server/config.ts' },
      ],
    },
  },
  {
    // Package internals are not an API: only the package roots (one measured exception, see the file).
    files: ['common/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}', 'bench/**/*.{ts,tsx}', 'codegen/**/*.ts'],
    ignores: ['src/forms/widgets/mui/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@rjsf/[^/]+/(lib|dist|src)(/|$)', message: 'Импортируйте из корня пакета @rjsf/*' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^@rjsf\\/[^/]+\\/(lib|dist|src)(\\/|$)/]',
          message: 'Импортируйте из корня пакета @rjsf/*',
        },
      ],
    },
  },
  {
    // The layers: the kernel, the server, features and shared client parts (eslint-rules/layers.js).
    files: ['common/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/layers': 'error', 'portal/no-cycle': 'error' },
  },
  {
    // SQL only in the repositories and the database layer (eslint-rules/layers.js, DATABASE_LAYER).
    files: ['server/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/sql-in-repositories': 'error' },
  },
  {
    // Route plugins name their schemas; the object schemas are in server/schemas (eslint-rules/layers.js).
    files: ['server/routes/**/*.ts'],
    plugins: { portal },
    rules: { 'portal/route-schemas': 'error' },
  },
);
