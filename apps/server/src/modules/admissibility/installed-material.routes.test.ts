// The register export (issue 36 item 3, decision 0621) through the real app: one RFC 7946 feature
// per installed EBV material and grid field, with the amounts shared among the grid fields that
// name an order, the notices' bulk densities, the Einbauweisen and the site's water data; the
// project's address (no geometry) when it has no site area; the same rows as CSV with WKT; read
// by GDAL's ogrinfo when it is installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedMaterialCollectionSchema } from '@baustellendoku/domain';
import { ebvBulkDensities, mountingFeatureSettings, projects } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { call, createOrder, createSoilProject, uploadPdf, type SoilProject } from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
let bare: SoilProject;
const outline = {
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [10.0, 53.7],
        [10.03, 53.7],
        [10.03, 53.73],
        [10.0, 53.73],
        [10.0, 53.7],
      ],
    ],
  },
};

/** An approved order of `materialClass` with deliveries of `amounts` (delivery-note numbers LS-…). */
async function deliveredOrder(project: SoilProject, materialClass: string, orderNumber: string, amounts: string[]) {
  const { orderId } = await createOrder(app, project, { materialClass, orderNumber });
  expect((await call(app, project.byRole.appraiser, 'POST', `/order/${orderId}/approve`, {})).statusCode).toBeLessThan(
    300,
  );
  for (const [index, amountInTons] of amounts.entries()) {
    const response = await call(app, project.byRole.foreman, 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: `2026-05-0${index + 1}`,
      amountInTons,
      reference: `LS-${orderNumber}-${index + 1}`,
      attachmentDocuments: [await uploadPdf(app, project.byRole.foreman)],
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return orderId;
}

async function document(project: SoilProject, gridField: string, mountingDate: string, orderIds: string[]) {
  const response = await call(app, project.byRole.project_manager, 'POST', '/mounting-documentation', {
    projectId: project.projectId,
    gridField,
    orders: orderIds,
    mountingDate,
    fillingHeightInMeters: 12.5,
  });
  expect(response.statusCode, response.body).toBe(201);
}

const geojson = async (project: SoilProject) => {
  const response = await call(
    app,
    project.byRole.foreman,
    'GET',
    `/project/${project.projectId}/installed-material.geojson`,
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/geo+json; charset=utf-8');
  return { body: response.body, collection: installedMaterialCollectionSchema.parse(response.json()) };
};

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  bare = await createSoilProject(app);
  await app.db
    .update(projects)
    .set({ number: '2026-099', geoJson: JSON.stringify(outline) })
    .where(eq(projects.id, soil.projectId));
  for (const project of [soil, bare]) {
    await app.db.insert(mountingFeatureSettings).values({
      projectId: project.projectId,
      mountingMethods: ['ew_7', 'ew_4'],
      groundwaterCoverLayerSoilType: 'guenstig_sand',
      groundwaterCoverLayerThicknessInMeter: '2.1',
      highestExpectedGroundwaterLevelInMeter: '21.4',
      waterProtectionArea: 'wsg_iii_a',
    });
  }
  await app.db
    .insert(ebvBulkDensities)
    .values({ projectId: soil.projectId, materialClass: 'rc_1', tonsPerCubicMeter: '1.9' });
  const recycled = await deliveredOrder(soil, 'rc_1', 'B-RC', ['30', '30.5']);
  const sand = await deliveredOrder(soil, 'bm_0_sand', 'B-BM', ['15']);
  const primary = await deliveredOrder(soil, 'primaer', 'B-PR', ['10']);
  await document(soil, 'B2/01', '2026-05-05', [recycled, sand]);
  await document(soil, 'C3/00', '2026-05-07', [recycled, primary]);
  await document(soil, 'C3/01', '2026-05-06', [primary]);
  await document(bare, 'A1/01', '2026-06-01', [await deliveredOrder(bare, 'rc_2', 'B-RC2', ['8.25'])]);
});
afterAll(() => app.cleanup());

/** Twice the signed area of a ring (positive: counterclockwise, RFC 7946 §3.1.6). */
const signedArea = (ring: number[][]) =>
  ring.slice(1).reduce((sum, [x, y], index) => sum + (ring[index]![0]! * y! - x! * ring[index]![1]!), 0);

describe('GET /project/{projectId}/installed-material.geojson', () => {
  it('has one feature per EBV material and grid field with the amounts, densities and site data', async () => {
    const { collection } = await geojson(soil);
    expect(collection.type).toBe('FeatureCollection');
    // Primary material (not EBV) is left out: C3/01 names only primary material.
    expect(collection.features.map((feature) => feature.id)).toEqual(['B2/01|bm_0_sand', 'B2/01|rc_1', 'C3/00|rc_1']);
    const [sand, recycledB2, recycledC3] = collection.features.map((feature) => feature.properties);
    expect(recycledB2).toEqual({
      projectName: 'Testprojekt',
      projectNumber: '2026-099',
      address: 'Hauptstraße 1, 10115 Berlin',
      gridField: 'B2/01',
      materialClass: 'RC-1',
      materialClassName: 'RC-1 Recycling-Baustoff Klasse 1',
      grainSize: null,
      installationMethodNumbers: '4, 7',
      installationMethods:
        '4 – Verfüllung von Baugruben und Leitungsgräben unter gebundener Deckschicht; 7 – Schottertragschicht (ToB) unter gebundener Deckschicht',
      // 60.5 t of the order named by two grid fields: 30.25 t each; at 1.9 t/m³ 15.921 m³.
      amountInTons: 30.25,
      volumeInCubicMeters: 15.921,
      bulkDensityInTonsPerCubicMeter: 1.9,
      amountBasis: expect.stringContaining('zu gleichen Teilen auf die Rasterfelder verteilt'),
      installedFrom: '2026-05-05',
      installedTo: '2026-05-05',
      deliveredFrom: '2026-05-01',
      deliveredTo: '2026-05-02',
      orderNumbers: 'B-RC',
      deliveryNoteNumbers: 'LS-B-RC-1, LS-B-RC-2',
      coverLayerSoilType: 'günstig – Sand (Sickerstrecke > 1 m + 0,5 m)',
      coverLayerThicknessInMeters: 2.1,
      highestGroundwaterLevelInMeters: 21.4,
      waterProtectionArea: 'Wasserschutzgebiet Zone III A',
      geometrySource: 'grid_field',
      geometryNote: 'Rasterfeld des Baufelds',
    });
    expect(recycledC3).toMatchObject({ gridField: 'C3/00', amountInTons: 30.25, installedFrom: '2026-05-07' });
    // BM-0 has no bulk density in the notices (never notifiable): tons only.
    expect(sand).toMatchObject({ materialClass: 'BM-0', amountInTons: 15, volumeInCubicMeters: null });
  });

  it("draws each feature as its grid field's cell of the site area, WGS 84, counterclockwise and closed", async () => {
    const { collection } = await geojson(soil);
    // Columns A–C and rows 1–3 over the area's box (0.03° each way): B2 is the middle cell.
    expect(collection.features[1]!.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [10.01, 53.71],
          [10.02, 53.71],
          [10.02, 53.72],
          [10.01, 53.72],
          [10.01, 53.71],
        ],
      ],
    });
    for (const feature of collection.features) {
      const ring = (feature.geometry as { coordinates: number[][][] }).coordinates[0]!;
      expect(ring[0]).toEqual(ring.at(-1));
      expect(signedArea(ring)).toBeGreaterThan(0);
      for (const [longitude, latitude] of ring) {
        expect(Math.abs(longitude!)).toBeLessThanOrEqual(180);
        expect(Math.abs(latitude!)).toBeLessThanOrEqual(90);
      }
    }
  });

  it('gives a project without site area its address and says so, without coordinates', async () => {
    const { collection } = await geojson(bare);
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0]).toMatchObject({
      geometry: null,
      properties: {
        gridField: 'A1/01',
        materialClass: 'RC-2',
        amountInTons: 8.25,
        volumeInCubicMeters: 4.583,
        bulkDensityInTonsPerCubicMeter: 1.8,
        address: 'Hauptstraße 1, 10115 Berlin',
        geometrySource: 'address',
        geometryNote: 'Kein Baufeld erfasst: Lage nur nach der Anschrift des Projekts (ohne Koordinaten)',
      },
    });
  });

  it('refuses outsiders (404) and projects without the installation documentation (403)', async () => {
    const url = `/project/${soil.projectId}/installed-material.geojson`;
    expect((await call(app, soil.outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    const other = await createSoilProject(app, { features: ['ebv'] });
    expect(
      (await call(app, other.byRole.foreman, 'GET', `/project/${other.projectId}/installed-material.geojson`))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /project/{projectId}/installed-material.csv', () => {
  it('has the same rows with the geometry as WKT in the first column', async () => {
    const response = await call(app, soil.byRole.foreman, 'GET', `/project/${soil.projectId}/installed-material.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['WKT', 'projectName', 'projectNumber', 'address']);
    expect(lines[2]).toMatch(
      /^"POLYGON \(\(10\.01 53\.71, 10\.02 53\.71, 10\.02 53\.72, 10\.01 53\.72, 10\.01 53\.71\)\)",Testprojekt,2026-099,"Hauptstraße 1, 10115 Berlin",B2\/01,RC-1,/,
    );
    expect(lines[2]).toContain(',30.25,15.921,1.9,');
  });
});

const ogrinfo = (() => {
  try {
    execFileSync('ogrinfo', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!ogrinfo) console.warn('ogrinfo (Debian gdal-bin) is not installed: the GDAL reading test is skipped.');

describe.skipIf(!ogrinfo)('read by GDAL (ogrinfo)', () => {
  it('reads the GeoJSON and the CSV with their features, geometry type and WGS 84', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-ogr-'));
    const { body } = await geojson(soil);
    fs.writeFileSync(path.join(directory, 'installed.geojson'), body);
    const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', path.join(directory, 'installed.geojson')], {
      encoding: 'utf8',
    });
    expect(info).toContain('Feature Count: 3');
    expect(info).toContain('Geometry: Polygon');
    expect(info).toMatch(/WGS 84/);
    expect(info).toMatch(/amountInTons: Real/);
    const csv = await call(app, soil.byRole.foreman, 'GET', `/project/${soil.projectId}/installed-material.csv`);
    fs.writeFileSync(path.join(directory, 'installed.csv'), csv.body);
    const csvInfo = execFileSync(
      'ogrinfo',
      [
        ...['-ro', '-al', '-so', '-oo', 'GEOM_POSSIBLE_NAMES=WKT', '-oo', 'KEEP_GEOM_COLUMNS=NO'],
        ...['-oo', 'AUTODETECT_TYPE=YES', path.join(directory, 'installed.csv')],
      ],
      { encoding: 'utf8' },
    );
    // The CSV driver reads the WKT column as the geometry (the extent is the grid cells').
    expect(csvInfo).toContain('Feature Count: 3');
    expect(csvInfo).toContain('Extent: (10.010000, 53.700000) - (10.030000, 53.720000)');
    expect(csvInfo).toMatch(/amountInTons: Real/);
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
