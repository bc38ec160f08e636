// Demo seed: three dynamic plate load tests in "Gewerbepark Nord" with the device printouts of
// ./demo, recorded through the same service as the API (numbers, history and test records are
// real). Runs after the auth and project seeders; does nothing without the demo project.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDynamicLoadAnalysis } from './dynamic-load.service.js';
import { demoDynamicTests } from './demo/printouts.js';
import { storeUpload } from '../../files/files.service.js';
import { demoDeviceId, loadTestDemoSeeder } from '../load-test-seed.js';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'demo');
// Compiled code runs from dist/, the PNGs stay in src/: look in both places.
const printoutFile = (name: string) =>
  [
    path.join(demoDir, `${name}.png`),
    path.join(demoDir.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), `${name}.png`),
  ].find((file) => fs.existsSync(file));

export const dynamicLoadDemoSeeder = loadTestDemoSeeder(
  { email: 'polier@demo.example', role: 'foreman' },
  async (deps, foremanAccess, { tx, app }) => {
    for (const test of demoDynamicTests) {
      const file = printoutFile(test.file);
      if (!file) continue;
      const image = await storeUpload(tx, app.storage, foremanAccess.user, {
        fileName: `${test.file}.png`,
        stream: fs.createReadStream(file),
      });
      await createDynamicLoadAnalysis(deps, foremanAccess, {
        gridField: test.gridField,
        analysedAt: test.analysedAt,
        latitude: test.latitude,
        longitude: test.longitude,
        evd: test.evd,
        height: test.height,
        soilType: test.soilType,
        soilLayerHeight: test.soilLayerHeight,
        soilRecovery: test.soilRecovery ?? undefined,
        precipitation: test.precipitation,
        temperature: test.temperature,
        deviceName: test.deviceName,
        deviceModel: test.deviceModel,
        deviceId: await demoDeviceId(tx, 'light_drop_weight', test.serialNumber),
        analysisResult: image.id,
      });
    }
  },
);
