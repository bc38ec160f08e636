// ESLint: typescript-eslint, React hooks, and the import boundaries of ARCHITECTURE.md:
// the domain package imports no app (and neither React nor Node); area folders on both sides do
// not import each other's insides (a server area may use another one through its `index.ts`; the
// platform modules files, mail, options and dev-idp are shared).
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
const webFeatures = dirs('apps/web/src/features');
// material-class: the lab-values entry and evaluation view are embedded by the batch analytic (issue 23);
// admissibility: the compliance assistant's verdict list, shown for orders and for batches.
const webPlatform = new Set(['auth', 'config', 'map', 'material-class', 'admissibility']);
// Folders of one area (ARCHITECTURE.md: "projects (incl. features, participants)"; the deliveries
// live in orders, decision 0222) may use each other; different areas may not.
const webAreas = [
  ['manage-projects', 'participants', 'project-settings', 'project-features', 'history', 'tasks'],
  ['orders', 'mounting-documentation', 'mounting-feature', 'project-documents'],
  ['dynamic-load', 'static-load', 'load-tests'],
];
const sameArea = (a, b) => webAreas.some((area) => area.includes(a) && area.includes(b));
// The list names only folders that exist (a renamed folder must not silently lose its boundary).
for (const name of webAreas.flat()) {
  if (!webFeatures.includes(name)) throw new Error(`eslint.config.js: apps/web/src/features/${name} gibt es nicht`);
}

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
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
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
  ...featureBoundaries('apps/web/src/features', webFeatures, webPlatform, sameArea),
);
