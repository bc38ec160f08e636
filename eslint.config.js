// ESLint: typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md:
// the domain package imports no app (and neither React nor Node); a server area uses another one
// only through its `index.ts` (the platform modules files, mail, options and dev-idp are shared);
// the web app imports in one direction, app → features → lib/components → domain
// (apps/web/build/import-zones.js, decision 0530).
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

// Platform services kept under modules/ (AREAS in ARCHITECTURE.md); every other folder is an area.
const serverPlatform = new Set(['files', 'mail', 'options', 'dev-idp']);
const serverAreas = dirs('apps/server/src/modules');

/**
 * One override per server area: another area only through its public module (`../<area>/index.js`,
 * from a variant folder `../../<area>/index.js`); the platform (db, lib, plugins, storage, documents)
 * never imports an area's insides either (decision 0520).
 */
const serverAreaBoundaries = () => {
  const root = 'apps/server/src/modules';
  const areas = serverAreas.filter((area) => !serverPlatform.has(area));
  const insidesOf = (area, prefixes) => ({
    group: [
      ...prefixes.map((prefix) => `${prefix}${area}/*`),
      ...prefixes.map((prefix) => `!${prefix}${area}/index.js`),
    ],
    message: `Andere Bereiche nutzen "${area}" nur über modules/${area}/index.ts.`,
  });
  return [
    ...areas.map((area) => ({
      files: [`${root}/${area}/**/*.ts`],
      ignores: [`${root}/${area}/**/*.test.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: areas.filter((other) => other !== area).map((other) => insidesOf(other, ['../', '../../'])) },
        ],
      },
    })),
    {
      files: [
        'apps/server/src/{platform,lib,plugins,storage,documents}/**/*.ts',
        `${root}/{${[...serverPlatform].join(',')}}/**/*.ts`,
      ],
      ignores: ['apps/server/src/**/*.test.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: areas.map((area) => insidesOf(area, ['../modules/', '../', '../../'])) },
        ],
      },
    },
  ];
};

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
  ...serverAreaBoundaries(),
);
