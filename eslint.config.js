import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', 'web/dist-ssr/**', '**/node_modules/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@uh/server/*', '**/server/src/**'], message: 'The web app talks to the server over HTTP only.' }],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@uh/server/*', '**/server/src/**'], message: 'The web app talks to the server over HTTP only.' },
            // From features/<a>/<folder>/file, "../../<b>/..." reaches another feature.
            { regex: '^\\.\\./\\.\\./[^./]', message: 'No cross-feature imports: share through core/, #ui/* or #lib/*.' },
            { group: ['**/app/*', '**/app/**'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify*', 'pg', 'drizzle-orm*', 'react*', '@uh/server/*', '@uh/web/*'],
              message: 'core holds pure rules and contracts: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react*', '@uh/web/*', '**/web/src/**'], message: 'The server does not import the web app.' }] },
      ],
    },
  },
);
