import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';

/**
 * The dependency direction of docs/decisions/0001-layout.md, checked rather than hoped for:
 * core imports nothing of ours; web and server import core; web never imports server runtime code;
 * a feature does not reach into another feature's files (the app layer composes them); on the server only the
 * routes speak HTTP.
 */

/** The feature folders that exist under `root`, so that a new feature is isolated from its first file on. */
function featuresIn(root) {
  return fs
    .readdirSync(new URL(`${root}/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function featureIsolationZones(root) {
  return featuresIn(root).map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move the shared piece to lib/ or core.',
  }));
}

const server = './apps/server/src';
/** Server modules that features build on, errors.ts (AppError and its codes) among them. */
const sharedServerModules = [
  `${server}/db`,
  `${server}/housekeeping`,
  `${server}/profile`,
  `${server}/records`,
  `${server}/sheets`,
  `${server}/uuid.ts`,
  `${server}/errors.ts`,
];
const belowHttpMessage =
  'Only routes speak HTTP: services, rows, queries, db and shared modules throw the errors of errors.ts and never import http/.';

/**
 * Below the HTTP layer: db/, the shared modules and every feature file but its routes (routes.ts, or
 * <resource>-routes.ts) stay free of http/. The shared modules import no feature.
 */
const layerZones = [
  {
    target: [...sharedServerModules, `${server}/features/**/!(*routes).ts`],
    from: `${server}/http`,
    message: belowHttpMessage,
  },
  {
    target: sharedServerModules,
    from: `${server}/features`,
    message: 'Features build on the shared modules, not the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'data-billing-sandbox/**',
      'apps/server/drizzle/**',
      'test-results/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/core/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/core', from: './apps', message: 'core is shared by both sides and imports neither.' },
            { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
            { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
            {
              target: './apps/server/src/http',
              from: './apps/server/src/auth',
              message: 'auth/ uses the HTTP helpers, so http/ does not import auth/; share a leaf module instead.',
            },
            ...featureIsolationZones('./apps/server/src'),
            ...featureIsolationZones('./apps/web/src'),
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    // One file-naming rule for the whole repository (docs/decisions/0001-layout.md): kebab-case, so a name reads
    // the same in an import, a path and a search. Middle extensions (.test, .spec, .config, .d) are not checked.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'apps/*/src/**/': 'KEBAB_CASE', 'packages/*/src/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only the React Compiler cares whether a library's hooks can be memoised; this build does not use it.
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shutterdesk/core/api',
              allowTypeImports: true,
              message:
                'The web app imports the endpoint contracts as types only: their schemas stay out of its bundle.',
            },
          ],
          patterns: [
            {
              group: ['@shutterdesk/server', '@shutterdesk/server/*'],
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, so `{}` is how "none" is said.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@shutterdesk/server*', '@shutterdesk/web*'], message: 'core imports neither app.' }] },
      ],
    },
  },
);
