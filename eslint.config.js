// ESLint: typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md:
// the domain package imports no app (and neither React nor Node); server modules do not import each
// other (platform modules such as files, history, auth and mail are shared); the web app imports in
// one direction, app → features → lib/components → domain (apps/web/build/import-zones.js, decision 0530).
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importZonesPlugin } from './apps/web/build/import-zones.js';

const dirs = (path) =>
  fs.existsSync(path)
    ? fs
        .readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const serverPlatform = new Set(['files', 'history', 'auth', 'mail', 'me']);
const serverFeatures = dirs('apps/server/src/modules').filter((name) => !serverPlatform.has(name));

/** One override per feature folder forbidding imports of the feature folders of other areas. */
const featureBoundaries = (root, features, platform, related = () => false) =>
  features
    .filter((feature) => !platform.has(feature))
    .map((feature) => ({
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      ignores: [`${root}/${feature}/**/*.test.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: features
              .filter((other) => other !== feature && !platform.has(other) && !related(feature, other))
              .map((other) => ({
                group: [`../${other}/*`, `../../${other}/*`, `@/features/${other}/*`, `**/modules/${other}/*`],
                message: `Feature "${feature}" darf Feature "${other}" nicht importieren (gemeinsames gehört nach packages/domain oder in die Plattform).`,
              })),
          },
        ],
      },
    }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/*.d.ts', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-zones': importZonesPlugin },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // app → features → lib/components → domain; another feature only via features/<area>/index.ts.
      'import-zones/direction': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@baustellendoku/server', '@baustellendoku/web'],
              message: 'Die Domäne importiert keine App.',
            },
            {
              group: ['react', 'react-*', 'node:*', 'fastify*', 'drizzle-orm*'],
              message: 'Die Domäne hängt weder von React noch von Node ab.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries('apps/server/src/modules', serverFeatures, serverPlatform),
);
