import path from 'node:path';
import { defineConfig } from 'vitest/config';

const domainSource = path.resolve('packages/domain/src/index.ts');
const alias = { '@baustellendoku/domain': domainSource };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
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
        resolve: { alias: { ...alias, '@': path.resolve('apps/web/src') } },
        test: {
          name: 'web',
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
          // Two files at a time: a browser test mostly waits (for the screen, the server, a timer),
          // so two of them share two cores; the run took ~27 min one file at a time.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
