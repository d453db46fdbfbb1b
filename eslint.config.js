import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_WEB_IN_SERVER = { group: ['react*', '@uh/web/*', '**/web/src/**'], message: 'The server does not import the web app.' };

/**
 * The cross-feature imports server features keep, as paths from `server/src/features/`. Everything
 * else meets through typed events (server/src/lib/app-events.ts) or ports bound beside app.ts.
 */
const SERVER_CROSS_FEATURE_ALLOWED = {
  // Every feature: none. Features meet through events and through ports bound beside app.ts
  // (journal-ports.ts, mcp-services.ts, settings-ports.ts, wearable-steps-ports.ts, demo-sample.ts, trackers.ts).
  'server/src/features/**/*.ts': [],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** no-restricted-imports for server feature files `depth` folders below their feature: no other feature, save `allowed`. */
function serverFeatureImports(allowed, depth = 1) {
  const up = '\\.\\./'.repeat(depth);
  const except = allowed.length > 0 ? `(?!(?:${allowed.map(escapeRegex).join('|')})$)` : '';
  return [
    'error',
    {
      patterns: [
        NO_WEB_IN_SERVER,
        {
          regex: `^${up}${except}[^./]`,
          message:
            'No cross-feature imports on the server: raise or subscribe to an event (lib/app-events.ts), or take a port bound beside app.ts.',
        },
      ],
    },
  ];
}

const serverFeatureTests = [
  'server/src/features/**/*.test.ts',
  'server/src/features/**/*-test-helpers.ts',
  'server/src/features/**/*.route-samples.ts',
];

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
    // No file imports itself back through others: a loop hides which file owns what, and the layers
    // (core, then server features and ports, web features) read one way. The rule passes over
    // `import type`; a shared type goes in a file of its own all the same (decision 0039).
    files: ['core/src/**/*.ts', 'server/src/**/*.ts', 'server/test/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'server/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // A folder inside a feature's folder (custom-protocols/components/tracker) is one level deeper:
    // "../../" stays in the feature there, and "../../../<b>/..." reaches another one.
    files: ['web/src/features/*/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@uh/server/*', '**/server/src/**'], message: 'The web app talks to the server over HTTP only.' },
            { regex: '^\\.\\./\\.\\./\\.\\./[^./]', message: 'No cross-feature imports: share through core/, #ui/* or #lib/*.' },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_WEB_IN_SERVER] }] },
  },
  // Server features do not import each other (tests may, to set up data); later blocks override earlier ones.
  ...Object.entries(SERVER_CROSS_FEATURE_ALLOWED).map(([files, allowed]) => ({
    files: [files],
    ignores: serverFeatureTests,
    rules: { 'no-restricted-imports': serverFeatureImports(allowed) },
  })),
  {
    // A feature's subfolders (reminders/channels) are one level deeper.
    files: ['server/src/features/*/*/**/*.ts'],
    ignores: serverFeatureTests,
    rules: { 'no-restricted-imports': serverFeatureImports(SERVER_CROSS_FEATURE_ALLOWED['server/src/features/**/*.ts'], 2) },
  },
);
