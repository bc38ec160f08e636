// The demo seed records real tests through the services: numbers, computed results, PDFs, and
// positions inside the demo project's outline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { dynamicLoadAnalyses, files, historyEvents, projects, staticLoadAnalyses } from '../../db/schema/index.js';
import { pdfText } from '../../test/pdf-text.js';
import { readStoredFile } from '../../documents/store-document.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { authDemoSeeder } from '../auth/auth.seed.js';
import { organizationsDemoSeeder } from '../administration/organizations.seed.js';
import { demoOutline, projectsDemoSeeder } from '../projects/projects.seed.js';
import { dynamicLoadDemoSeeder } from './dynamic/dynamic-load.seed.js';
import { staticLoadDemoSeeder } from './static/static-load.seed.js';

/** Ray casting on the outline's outer ring ([lon, lat] pairs). */
const insideOutline = (lat: number, lng: number) => {
  const ring = demoOutline.geometry.coordinates[0]!;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > lat !== yj! > lat && lng < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
};

describe('plate load tests demo seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.cleanup());

  it('does nothing when the demo project is missing', async () => {
    await app.db.transaction(async (tx) => {
      await dynamicLoadDemoSeeder({ tx, app, state: new Map() });
      await staticLoadDemoSeeder({ tx, app, state: new Map() });
    });
    expect(await app.db.select().from(dynamicLoadAnalyses)).toHaveLength(0);
  });

  it('records three dynamic and two static tests in "Gewerbepark Nord" with documents and history', async () => {
    const state = new Map<string, unknown>();
    await app.db.transaction(async (tx) => {
      for (const seeder of [
        authDemoSeeder,
        organizationsDemoSeeder,
        projectsDemoSeeder,
        dynamicLoadDemoSeeder,
        staticLoadDemoSeeder,
      ])
        await seeder({ tx, app, state });
    });
    const [project] = await app.db.select().from(projects).where(eq(projects.number, '2026-014'));
    const dynamic = await app.db.select().from(dynamicLoadAnalyses).orderBy(asc(dynamicLoadAnalyses.number));
    const statics = await app.db.select().from(staticLoadAnalyses).orderBy(asc(staticLoadAnalyses.number));
    expect(dynamic.map((row) => [row.number, row.gridField, row.evd])).toEqual([
      [1, 'B2/01', '48.8'],
      [2, 'B3/01', '60.9'],
      [3, 'C2/02', '43.3'],
    ]);
    expect(statics.map((row) => row.number)).toEqual([1, 2]);
    for (const row of [...dynamic, ...statics]) {
      expect(row.projectId).toBe(project!.id);
      expect(insideOutline(Number(row.latitude), Number(row.longitude)), row.gridField).toBe(true);
      expect(row.documentFileId).not.toBeNull();
    }
    // Realistic moduli: frost protection layer Ev2 ≥ 120, improved subgrade Ev2 ≥ 45, both Ev2/Ev1 ≤ 2.3.
    expect(statics.map((row) => [row.ev1, row.ev2])).toEqual([
      ['64.87', '138.37'],
      ['30.19', '67.6'],
    ]);
    for (const row of statics) expect(Number(row.ev2) / Number(row.ev1)).toBeLessThan(2.3);
    const [resultImage] = await app.db.select().from(files).where(eq(files.id, dynamic[0]!.analysisResultFileId));
    expect(resultImage).toMatchObject({ contentType: 'image/png', projectId: project!.id });
    const [protocol] = await app.db.select().from(files).where(eq(files.id, statics[0]!.documentFileId!));
    const text = await pdfText(await readStoredFile(app.storage, protocol!.storageKey));
    expect(text).toContain('Gewerbepark Nord');
    expect(text).toContain('Ines Einbaugutachter');
    const history = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, project!.id));
    expect(history.filter((entry) => entry.type.endsWith('load_analysis.created'))).toHaveLength(5);
  });
});
