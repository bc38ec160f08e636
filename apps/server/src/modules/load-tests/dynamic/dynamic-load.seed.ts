// Demo seed: three dynamic plate load tests in "Gewerbepark Nord" with the device printouts of
// ./demo, recorded through the same service as the API (numbers, history and test records are
// real). Runs after the auth and project seeders; does nothing without the demo project.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { demoMemberAccess, servicesDb } from '../../../db/demo-access.js';
import type { DemoSeeder } from '../../../db/seed.js';
import { projects, users } from '../../../db/schema/index.js';
import { assertPdfFonts, MissingPdfFontError } from '../../../documents/pdf-fonts.js';
import { createDynamicLoadAnalysis } from './dynamic-load.service.js';
import { demoDynamicTests } from './demo/printouts.js';
import { storeUpload } from '../../files/files.service.js';

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'demo');
// Compiled code runs from dist/, the PNGs stay in src/: look in both places.
const printoutFile = (name: string) =>
  [
    path.join(demoDir, `${name}.png`),
    path.join(demoDir.replace(`${path.sep}dist${path.sep}`, `${path.sep}src${path.sep}`), `${name}.png`),
  ].find((file) => fs.existsSync(file));

export const dynamicLoadDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.number, '2026-014'));
  if (!project) return;
  const [foreman] = await tx.select().from(users).where(eq(users.email, 'polier@demo.example'));
  if (!foreman) return;
  try {
    assertPdfFonts();
  } catch (error) {
    if (!(error instanceof MissingPdfFontError)) throw error;
    app.log.warn(`Demo-Plattendruckversuche übersprungen: ${error.message}`);
    return;
  }
  const deps = { db: servicesDb(tx), storage: app.storage };

  const foremanAccess = demoMemberAccess(foreman, project.id, 'foreman', ['mounting-documentation']);
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
      analysisResult: image.id,
    });
  }
};
