// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture (README): shared code never imports a feature; a feature imports only itself, shared/ and
// packages — never another feature, nor the shell (what features need from the shell lives in shared/).
const sharedNeverImportsAFeature = {
  group: ['**/features/*/**', '../../features/**'],
  message: 'Import a feature only through the route table and navigation in src/app.',
};
const WEB_FEATURES = 'apps/web/src/features';
const MAX_FEATURE_DEPTH = 5;

/** One block per feature and folder depth: from there, `../` × depth leads to src/features. */
function featureBoundaries() {
  const features = readdirSync(new URL(`./${WEB_FEATURES}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.flatMap((feature) =>
    Array.from({ length: MAX_FEATURE_DEPTH }, (_, index) => {
      const up = '../'.repeat(index + 1);
      return {
        files: [`${WEB_FEATURES}/${feature}/${'*/'.repeat(index)}*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                sharedNeverImportsAFeature,
                {
                  group: [
                    `${up}*`,
                    `${up}*/**`,
                    `!${up}..`,
                    `!${up}../**`,
                    `!${up}${feature}`,
                    `!${up}${feature}/**`,
                  ],
                  message: 'Features never import each other: move what both need to src/shared.',
                },
                {
                  group: [`${up}../shell`, `${up}../shell/**`],
                  message: 'Features never import the shell: what they need from it lives in src/shared.',
                },
              ],
            },
          ],
        },
      };
    }),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'data/**',
      'e2e/artifacts/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  // The rules that need types (typescript-eslint's recommended type-checked set: no-unsafe-*, floating and
  // misused promises …) run in oxlint's type-aware mode (.oxlintrc.json, `npm run lint`): on TypeScript 7's
  // native checker they took 74 CPU-s where typescript-eslint's on TypeScript 6 took ~320 of lint's 464
  // (bench/RESULTS.md, test suite time, stop 47). ESLint keeps the syntactic rules, the architecture's
  // import boundaries and React's.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A server module uses another through its service or repository, never its routes (routes are the
    // HTTP edge) nor a migration (migrations are frozen history; shared SQL text lives in src/db).
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/routes', '../../*/routes', '**/modules/*/routes'],
              message: "Import another module's service or repository, not its routes.ts.",
            },
            {
              group: ['**/db/migrations', '**/db/migrations/**'],
              message: 'Migrations are history: put what both need in src/db or src/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in the modules' repositories (repository.ts, *-repository.ts): services, actions and
    // routes call them and stay thin. Tests may query the database directly to check what was written.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/repository.ts', '**/*-repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
          message: "Queries belong in the module's repository.ts (or a *-repository.ts beside it).",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'], ImportSpecifier[imported.name='sql']",
          message: "Raw SQL belongs in the module's repository.ts (or a *-repository.ts beside it).",
        },
      ],
    },
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**'],
              message: 'A migration imports nothing from the modules: it must not change when they do.',
            },
          ],
        },
      ],
    },
  },
  {
    // The specs' `test` is e2e/support/test.ts's: its contexts take a saved sign-in without opening a page.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from '../support/test' (signed-in contexts without a restore page).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [sharedNeverImportsAFeature] }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react-router'] > ImportSpecifier[imported.name='Navigate']",
          message:
            "Redirect with shared/ui/Redirect: React Router's <Navigate> also fires after a back/forward has moved the page on.",
        },
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'] Literal[value=/\\./]",
          message:
            'Typography takes a palette key (textSecondary, error …): this MUI draws nothing for a dotted path like text.secondary.',
        },
      ],
    },
  },
  ...featureBoundaries(),
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
