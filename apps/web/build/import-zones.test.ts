// The import direction of decision 0530 is enforced twice: ESLint (npm run lint) and the Vite build.
// Both must reject a deliberate violation and accept the allowed directions.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importZones, webSource, zoneViolation } from './import-zones.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const at = (file: string) => path.join(webSource, file);

describe('import direction of apps/web', () => {
  it.each([
    ['app/router.tsx', 'features/orders/screens/orders-screen.tsx'],
    ['features/orders/screens/orders-screen.tsx', 'lib/paths.ts'],
    ['features/orders/screens/orders-screen.tsx', 'components/project-rule-gate.tsx'],
    ['features/orders/screens/orders-screen.tsx', 'features/admissibility/index.ts'],
    ['features/orders/screens/orders-screen.tsx', 'features/admissibility'],
    ['features/orders/components/order-form.tsx', 'features/admissibility/forms.ts'],
    ['features/load-tests/dynamic/api.ts', 'features/load-tests/load-test-points.ts'],
    ['lib/can.ts', 'components/ui/button.tsx'],
    ['features/orders/api.test.ts', 'test/render.tsx'],
  ])('%s may import %s', (importer, target) => {
    expect(zoneViolation(at(importer), at(target))).toBeNull();
  });

  it.each([
    ['features/orders/screens/orders-screen.tsx', 'app/router.tsx', 'nichts aus app/'],
    ['features/orders/screens/orders-screen.tsx', 'features/admissibility/api.ts', '@/features/admissibility'],
    [
      'features/projects/project-dashboard-screen.tsx',
      'features/ebv/components/capture-material-card',
      '@/features/ebv',
    ],
    ['lib/can.ts', 'features/auth/api.ts', 'lib/ ist geteilter Code'],
    ['components/project-rule-gate.tsx', 'app/offline/query-persistence.ts', 'components/ ist geteilter Code'],
  ])('%s may not import %s', (importer, target, reason) => {
    expect(zoneViolation(at(importer), at(target))).toContain(reason);
  });

  it('fails npm run lint on a feature that imports app/ or another feature past its public module', async () => {
    const eslint = new ESLint({ cwd: repo });
    const code = [
      "import { appScreens } from '@/app/router';",
      "import { useOrders } from '@/features/orders/api';",
      "import { useOrders as orders } from '@/features/orders';",
      "export const screens = [appScreens, useOrders, orders, () => import('../../ebv/components/batch-list')];",
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, {
      filePath: path.join(webSource, 'features/mounting-documentation/screens/zones-example.tsx'),
    });
    const zones = result!.messages.filter((message) => message.ruleId === 'import-zones/direction');
    expect(zones.map((message) => message.line)).toEqual([1, 2, 4]);
  }, 60_000); // loading the whole ESLint config takes seconds on a busy machine

  it('fails the build on such an import in the module graph', () => {
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      [at('features/projects/project-dashboard-screen.tsx')]: {
        importedIds: [at('features/ebv/index.ts'), at('lib/paths.ts')],
        dynamicallyImportedIds: [at('features/ebv/components/capture-material-card.tsx')],
      },
      [at('features/ebv/index.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
    };
    const context = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => graph[id] ?? null,
      error: (message: string) => {
        throw new Error(message);
      },
    };
    const buildEnd = importZones(webSource).buildEnd as unknown as (this: typeof context, error?: Error) => void;
    expect(() => buildEnd.call(context)).toThrow(
      /project-dashboard-screen\.tsx → features\/ebv\/components\/capture-material-card\.tsx/,
    );
    graph[at('features/projects/project-dashboard-screen.tsx')]!.dynamicallyImportedIds = [];
    expect(() => buildEnd.call(context)).not.toThrow();
  });
});
