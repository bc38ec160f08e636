import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const domainSource = path.resolve('packages/domain/src/index.ts');
const alias = { '@baustellendoku/domain': domainSource };
/** Every installed package that imports React (its dependency or peer), for the web tests to inline. */
function librariesOfReact(): RegExp {
  const names = fs.readdirSync('node_modules').flatMap((name) =>
    name.startsWith('@') ? fs.readdirSync(path.join('node_modules', name)).map((inner) => `${name}/${inner}`) : [name],
  );
  const ofReact = names.filter((name) => {
    if (name === 'react' || name === 'react-dom') return false;
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
      };
      return Boolean(manifest.dependencies?.react ?? manifest.peerDependencies?.react);
    } catch {
      return false;
    }
  });
  const escaped = ofReact.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  // .vite: the optimizer's bundles (lucide-react).
  return new RegExp(`node_modules[\\\\/](\\.vite|${escaped.join('|')})[\\\\/]`);
}
const reactLibraries = librariesOfReact();
/** As apps/web/vite.config.ts: "react" covers react/jsx-runtime, "react-dom" react-dom/client. */
const preact = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  // Its package "main" is CommonJS, whose require() of react-dom no alias reaches; its ES module does.
  '@testing-library/react': path.resolve('node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        // The server's unit tests (`*.unit.test.ts`: calculations, writers, the printout reader): no
        // database, so they run once and not again for each database like the API tests below.
        test: {
          name: 'server-unit',
          include: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          // OCR of the printout test set and PDF rendering take seconds each on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: two files at a time, each on its own fresh database. A project with its own
          // maxWorkers needs its own sequence group (vitest 4.1).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The components run on what ships: Preact in place of React (decision 0740).
        resolve: {
          alias: { ...alias, ...preact, '@': path.resolve('apps/web/src') },
          // Their ES modules (react-remove-scroll has only "module" and "main", CommonJS).
          conditions: ['module', 'browser', 'development|production'],
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'web',
          // Libraries that import React run through Vite, not Node, so the alias reaches them too:
          // their ES modules, and lucide-react's ~1,700 icon modules bundled once by the optimizer.
          deps: { optimizer: { client: { enabled: true, include: ['lucide-react'] } } },
          server: {
            deps: {
              inline: [reactLibraries],
            },
          },
          // build/: the import-direction check of the build and of ESLint (decision 0530).
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A form walked through several steps takes ~2 s alone and more on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time. Two at a time was tried: the first 13 files took 20 min against 17 min
          // one after the other (Chromium and the server saturate the two cores), and waits for a
          // screen ran out where the file passes alone.
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
