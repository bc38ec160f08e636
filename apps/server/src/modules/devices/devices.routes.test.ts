// Issue 37 item 4 through HTTP (decision 0680): the device register with its calibration
// certificates, the verdict „nicht beurteilt“ for a test without a registered device or made
// after its calibration ran out, the protocols written again on a certificate change, and the
// task of a certificate running out. Runs on PGlite and PostgreSQL (TEST_DB).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { can, renderTask, siteDayOf, type OpenTask } from '@baustellendoku/domain';
import { deviceCertificates, devices, dynamicLoadAnalyses, files, historyEvents } from '../../db/schema/index.js';
import { uploadPdf } from '../../test/administration.js';
import { registerDevice } from '../../test/devices.js';
import {
  call,
  createLoadTestProject,
  postDynamic,
  postStatic,
  recorded,
  type LoadTestActor,
} from '../../test/load-analysis-support.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let project: Awaited<ReturnType<typeof createLoadTestProject>>;

beforeAll(async () => {
  app = await createTestApp();
  project = await createLoadTestProject(app);
  const requirement = await call(
    app,
    project.byRole.appraiser,
    'POST',
    `/project/${project.projectId}/compaction-requirements`,
    { layer: 'Planum', testKind: 'both', minEvd: 45, minEv2: 100 },
  );
  expect(requirement.statusCode, requirement.body).toBe(201);
});
afterAll(() => app.cleanup());

type Violation = { propertyPath: string; title: string };
const violationsOf = (response: Awaited<ReturnType<typeof call>>): Violation[] => {
  expect(response.statusCode, response.body).toBe(422);
  return response.json().payload.violations;
};
/** The register's tables and the files: equal snapshots, nothing changed. */
const snapshot = async () => ({
  devices: await app.db.select().from(devices).orderBy(asc(devices.id)),
  certificates: await app.db.select().from(deviceCertificates).orderBy(asc(deviceCertificates.id)),
  files: await app.db.select().from(files).orderBy(asc(files.id)),
  tests: await app.db.select().from(dynamicLoadAnalyses).orderBy(asc(dynamicLoadAnalyses.id)),
});
const certificatePath = (deviceId: string) => `/device/${deviceId}/certificate`;

describe('the device register', () => {
  it('registers a device, adds a certificate with its file, and answers list and detail to everybody signed in', async () => {
    const appraiser = project.byRole.appraiser;
    const created = await call(app, appraiser, 'POST', '/device', {
      type: 'light_drop_weight',
      serialNumber: ' ZFG 30417 ',
      model: 'Zorn ZFG 3000 GPS',
    });
    expect(created.statusCode, created.body).toBe(201);
    const deviceId = created.json().deviceId as string;
    const document = await uploadPdf(app, appraiser, 'Kalibrierschein 30417.pdf');
    const certificate = await call(app, appraiser, 'POST', certificatePath(deviceId), {
      issuedOn: '2026-02-16',
      validUntil: '2027-02-15',
      issuer: 'Kalibrierdienst Nord',
      document: { id: document, fileName: 'x', url: 'y' },
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    const view = {
      certificateId: certificate.json().certificateId,
      issuedOn: '2026-02-16',
      validUntil: '2027-02-15',
      issuer: 'Kalibrierdienst Nord',
      document: { id: document, fileName: 'Kalibrierschein 30417.pdf', url: `/backend/api/file/${document}` },
    };
    expect(certificate.json()).toEqual(view);
    // The foreman chooses the device in the form: he reads the register, and the certificate file.
    const detail = await call(app, project.byRole.foreman, 'GET', `/device/${deviceId}`);
    expect(detail.json()).toEqual({
      deviceId,
      type: 'light_drop_weight',
      serialNumber: 'ZFG 30417',
      model: 'Zorn ZFG 3000 GPS',
      calibratedUntil: '2027-02-15',
      certificates: [view],
    });
    expect((await call(app, project.byRole.foreman, 'GET', view.document.url)).statusCode).toBe(200);
    const list = await call(app, project.byRole.machinist, 'GET', '/device');
    expect(list.json().items).toContainEqual({
      deviceId,
      type: 'light_drop_weight',
      serialNumber: 'ZFG 30417',
      model: 'Zorn ZFG 3000 GPS',
      calibratedUntil: '2027-02-15',
    });
    const changed = await call(app, project.byRole.installation_appraiser, 'PUT', `/device/${deviceId}`, {
      type: 'light_drop_weight',
      serialNumber: 'ZFG 30417',
      model: 'ZFG 3000 GPS (Zorn)',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ model: 'ZFG 3000 GPS (Zorn)', certificates: [view] });
  });

  it.each([
    ['no type', { serialNumber: 'A1' }, 'type', 'Dieses Feld ist ein Pflichtfeld'],
    ['an unknown type', { type: 'drill', serialNumber: 'A1' }, 'type', 'Bitte wählen Sie einen gültigen Wert'],
    [
      'no serial number',
      { type: 'static_plate_load', serialNumber: '  ' },
      'serialNumber',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'a long serial number',
      { type: 'static_plate_load', serialNumber: 'x'.repeat(61) },
      'serialNumber',
      'Maximal 60 Zeichen erlaubt',
    ],
    [
      'an unknown field',
      { type: 'static_plate_load', serialNumber: 'A', owner: 'B' },
      'owner',
      'Dieses Feld ist nicht erlaubt',
    ],
  ])('refuses a device with %s (422, German) and changes nothing', async (_label, body, propertyPath, title) => {
    const before = await snapshot();
    expect(violationsOf(await call(app, project.admin, 'POST', '/device', body))).toContainEqual({
      propertyPath,
      title,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second device of the same type and serial number (spaces and case aside)', async () => {
    await registerDevice(app, { type: 'static_plate_load', serialNumber: 'PD 2207' });
    const before = await snapshot();
    const again = await call(app, project.admin, 'POST', '/device', {
      type: 'static_plate_load',
      serialNumber: 'pd2207',
    });
    expect(violationsOf(again)).toEqual([
      { propertyPath: 'serialNumber', title: 'Ein Gerät dieser Art mit dieser Seriennummer ist bereits registriert' },
    ]);
    expect(await snapshot()).toEqual(before);
    // Another type may carry the same number.
    const other = await call(app, project.admin, 'POST', '/device', {
      type: 'light_drop_weight',
      serialNumber: 'PD2207',
    });
    expect(other.statusCode).toBe(201);
  });

  it.each([
    [
      'a validity that ends before its date',
      { issuedOn: '2026-05-04', validUntil: '2026-05-03' },
      'validUntil',
      'Die Gültigkeit darf nicht vor dem Datum des Kalibrierscheins enden',
    ],
    ['no date', { validUntil: '2026-05-03' }, 'issuedOn', 'Dieses Feld ist ein Pflichtfeld'],
    [
      'an invalid date',
      { issuedOn: '2026-02-30', validUntil: '2026-05-03' },
      'issuedOn',
      'Bitte geben Sie ein gültiges Datum ein',
    ],
    [
      'no file',
      { issuedOn: '2026-05-04', validUntil: '2027-05-03', document: null },
      'document',
      'Bitte laden Sie den Kalibrierschein hoch',
    ],
    [
      'a file that is not the caller’s upload',
      { issuedOn: '2026-05-04', validUntil: '2027-05-03', document: '00000000-0000-4000-8000-000000000000' },
      'document',
      'Die Datei wurde nicht gefunden.',
    ],
  ])('refuses a certificate with %s (422, German) and changes nothing', async (_label, body, propertyPath, title) => {
    const deviceId = await registerDevice(app, { type: 'light_drop_weight' });
    const document = await uploadPdf(app, project.admin);
    const before = await snapshot();
    const response = await call(app, project.admin, 'POST', certificatePath(deviceId), { document, ...body });
    expect(violationsOf(response)).toContainEqual({ propertyPath, title });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for an unknown device or certificate', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, project.admin, 'GET', `/device/${unknown}`)).statusCode).toBe(404);
    expect((await call(app, project.admin, 'GET', '/device/abc')).statusCode).toBe(404);
    const body = { type: 'light_drop_weight', serialNumber: 'X' };
    expect((await call(app, project.admin, 'PUT', `/device/${unknown}`, body)).statusCode).toBe(404);
    const deviceId = await registerDevice(app, { type: 'light_drop_weight' });
    expect((await call(app, project.admin, 'DELETE', `${certificatePath(deviceId)}/${unknown}`)).statusCode).toBe(404);
  });

  it('only admins, appraisers and installation appraisers keep the register; everybody signed in reads it', async () => {
    const deviceId = await registerDevice(app, { type: 'light_drop_weight' });
    const actors: (LoadTestActor | { key: string; user: null; roles: null })[] = [
      ...project.actors,
      { key: 'anonymous', user: null, roles: null },
    ];
    for (const actor of actors) {
      const allowed =
        actor.user !== null && can('manageDevices', { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles });
      const refused = actor.user === null ? 401 : 403;
      const read = await call(app, actor.user, 'GET', '/device');
      expect({ actor: actor.key, status: read.statusCode }).toEqual({
        actor: actor.key,
        status: actor.user ? 200 : 401,
      });
      const before = await snapshot();
      const created = await call(app, actor.user, 'POST', '/device', {
        type: 'light_drop_weight',
        serialNumber: `Z-${actor.key}`,
      });
      expect({ actor: actor.key, status: created.statusCode }).toEqual({
        actor: actor.key,
        status: allowed ? 201 : refused,
      });
      const document = actor.user ? await uploadPdf(app, actor.user) : '00000000-0000-4000-8000-000000000000';
      const certificate = await call(app, actor.user, 'POST', certificatePath(deviceId), {
        issuedOn: '2026-01-01',
        validUntil: '2026-01-31',
        document,
      });
      expect({ actor: actor.key, status: certificate.statusCode }).toEqual({
        actor: actor.key,
        status: allowed ? 201 : refused,
      });
      if (!allowed) expect((await snapshot()).certificates).toEqual(before.certificates);
    }
    // The rule table names them: admin, appraiser, installation appraiser.
    expect(
      project.actors
        .filter((actor) => can('manageDevices', { user: { isAdmin: actor.user.isAdmin }, roles: actor.roles }))
        .map((actor) => actor.key)
        .sort(),
    ).toEqual(['admin', 'appraiser', 'installation_appraiser']);
  });
});

describe('the verdict follows the device’s calibration on the test day', () => {
  const detailOf = async (id: string) =>
    (await call(app, project.byRole.machinist, 'GET', `/dynamic-load-analysis/${id}`)).json();
  const listed = async (verdict: string) =>
    (
      await call(
        app,
        project.byRole.machinist,
        'GET',
        `/dynamic-load-analysis?projectId=${project.projectId}&verdict=${verdict}`,
      )
    )
      .json()
      .items.map((item: { dynamicLoadAnalysisId: string }) => item.dynamicLoadAnalysisId) as string[];

  it('a test without a registered device is „nicht beurteilt“ with its reason, in list and detail', async () => {
    const test = await recorded(await postDynamic(app, project, { layer: 'Planum', evd: 80, deviceId: null }));
    expect(test.verdict).toEqual({ result: 'notJudged', reason: 'Kein registriertes Gerät angegeben' });
    expect(test.device).toBeNull();
    expect((await detailOf(test.dynamicLoadAnalysisId)).verdict.reason).toBe('Kein registriertes Gerät angegeben');
    expect(await listed('notJudged')).toContain(test.dynamicLoadAnalysisId);
    expect(await listed('passed')).not.toContain(test.dynamicLoadAnalysisId);
  });

  it('a test after the calibration ran out is „nicht beurteilt“; a new certificate re-judges it and rewrites its protocol', async () => {
    // Valid until the end of 4 May 2026 (Europe/Berlin).
    const deviceId = await registerDevice(app, {
      type: 'light_drop_weight',
      serialNumber: 'LFG-7731',
      certificates: [{ issuedOn: '2025-05-05', validUntil: '2026-05-04' }],
    });
    const lastMinute = await recorded(
      await postDynamic(app, project, { layer: 'Planum', evd: 80, deviceId, analysedAt: '2026-05-04T23:59:00+02:00' }),
    );
    expect(lastMinute.verdict).toEqual({ result: 'passed', reason: null });
    const nextDay = await recorded(
      await postDynamic(app, project, { layer: 'Planum', evd: 80, deviceId, analysedAt: '2026-05-05T00:00:00+02:00' }),
    );
    // A figure that would fail is not judged either: it can neither pass nor fail.
    const failing = await recorded(
      await postDynamic(app, project, { layer: 'Planum', evd: 20, deviceId, analysedAt: '2026-05-06T09:00:00+02:00' }),
    );
    for (const test of [nextDay, failing]) {
      expect(test.verdict).toEqual({ result: 'notJudged', reason: 'Gerät nicht kalibriert am Prüfdatum' });
      expect(await listed('notJudged')).toContain(test.dynamicLoadAnalysisId);
    }
    expect(nextDay.device).toMatchObject({
      deviceId,
      type: 'light_drop_weight',
      serialNumber: 'LFG-7731',
      calibratedOnTestDay: false,
      certificate: { issuedOn: '2025-05-05', validUntil: '2026-05-04' },
    });
    const before = (await detailOf(nextDay.dynamicLoadAnalysisId)).document.url as string;
    const oldProtocol = (await pdfText((await call(app, project.admin, 'GET', before)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(oldProtocol).toContain('Seriennummer LFG-7731; Kalibrierung abgelaufen am 04.05.2026');
    expect(oldProtocol).toContain('Gerät nicht kalibriert am Prüfdatum');

    const document = await uploadPdf(app, project.byRole.appraiser);
    const added = await call(app, project.byRole.appraiser, 'POST', certificatePath(deviceId), {
      issuedOn: '2026-05-05',
      validUntil: '2027-05-04',
      document,
    });
    expect(added.statusCode, added.body).toBe(201);
    const judged = await detailOf(nextDay.dynamicLoadAnalysisId);
    expect(judged.verdict).toEqual({ result: 'passed', reason: null });
    expect(judged.device).toMatchObject({ calibratedOnTestDay: true, certificate: { validUntil: '2027-05-04' } });
    expect((await detailOf(failing.dynamicLoadAnalysisId)).verdict.result).toBe('failed');
    expect(await listed('passed')).toContain(nextDay.dynamicLoadAnalysisId);
    // The protocol was written again with the verdict that follows; the test before keeps its own.
    expect(judged.document.url).not.toBe(before);
    const protocol = (await pdfText((await call(app, project.admin, 'GET', judged.document.url)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(protocol).toContain('Seriennummer LFG-7731; kalibriert bis 04.05.2027');
    expect(protocol).toContain('Alle Werte der Anforderung sind eingehalten');
    expect((await detailOf(lastMinute.dynamicLoadAnalysisId)).document.url).toBe(lastMinute.document.url);
    // One history entry in the project names the change and the rewritten protocols.
    const entries = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, project.projectId));
    const entry = entries.find((row) => row.type === 'load_test_device.changed');
    expect(entry?.variables).toMatchObject({ serialNumber: 'LFG-7731', count: 2 });
    expect(entry?.documents).toHaveLength(2);

    // Deleting the certificate judges them as before.
    const deleted = await call(
      app,
      project.admin,
      'DELETE',
      `${certificatePath(deviceId)}/${added.json().certificateId}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await detailOf(nextDay.dynamicLoadAnalysisId)).verdict.reason).toBe('Gerät nicht kalibriert am Prüfdatum');
  });

  it('a test names a registered device of its kind; a change keeps it unless it says null', async () => {
    const lightDevice = await registerDevice(app, {
      type: 'light_drop_weight',
      certificates: [{ issuedOn: '2026-01-01', validUntil: '2026-12-31' }],
    });
    const staticDevice = await registerDevice(app, {
      type: 'static_plate_load',
      certificates: [{ issuedOn: '2026-01-01', validUntil: '2026-12-31' }],
    });
    const before = await snapshot();
    expect(violationsOf(await postStatic(app, project, { layer: 'Planum', deviceId: lightDevice }))).toEqual([
      { propertyPath: 'deviceId', title: 'Ein statischer Versuch wird mit einem statischen Plattendruckgerät gemacht' },
    ]);
    expect(violationsOf(await postDynamic(app, project, { layer: 'Planum', deviceId: staticDevice }))).toEqual([
      { propertyPath: 'deviceId', title: 'Ein dynamischer Versuch wird mit einem leichten Fallgewichtsgerät gemacht' },
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(violationsOf(await postDynamic(app, project, { layer: 'Planum', deviceId: unknown }))).toEqual([
      { propertyPath: 'deviceId', title: 'Das Gerät ist nicht registriert' },
    ]);
    expect((await snapshot()).tests).toEqual(before.tests);

    const staticTest = await recorded(await postStatic(app, project, { layer: 'Planum', deviceId: staticDevice }));
    expect(staticTest.verdict.result).toBe('passed');
    expect(staticTest.device).toMatchObject({
      deviceId: staticDevice,
      type: 'static_plate_load',
      calibratedOnTestDay: true,
    });

    const test = await recorded(await postDynamic(app, project, { layer: 'Planum', evd: 60, deviceId: lightDevice }));
    const { dynamicLoadAnalysisData: data } = test;
    const payload = {
      gridField: data.gridField,
      analysedAt: data.analysedAt,
      latitude: data.geoCoordinate.lat,
      longitude: data.geoCoordinate.lng,
      evd: 61,
      height: data.height,
      soilType: data.soilType,
      soilLayerHeight: data.soilLayerHeight,
      deviceName: data.deviceName,
      deviceModel: data.deviceModel,
      analysisResult: data.analysisResult.id,
      layer: 'Planum',
    };
    const kept = await call(
      app,
      project.byRole.foreman,
      'PUT',
      `/dynamic-load-analysis/${test.dynamicLoadAnalysisId}`,
      payload,
    );
    expect(kept.json()).toMatchObject({ device: { deviceId: lightDevice }, verdict: { result: 'passed' } });
    const removed = await call(
      app,
      project.byRole.foreman,
      'PUT',
      `/dynamic-load-analysis/${test.dynamicLoadAnalysisId}`,
      {
        ...payload,
        deviceId: null,
      },
    );
    expect(removed.json()).toMatchObject({ device: null, verdict: { reason: 'Kein registriertes Gerät angegeben' } });

    // A device tests name keeps its type.
    const retyped = await call(app, project.admin, 'PUT', `/device/${staticDevice}`, {
      type: 'light_drop_weight',
      serialNumber: 'neu',
    });
    expect(violationsOf(retyped)).toEqual([
      {
        propertyPath: 'type',
        title: 'Mit diesem Gerät wurden bereits Versuche gemacht; seine Art kann nicht mehr geändert werden',
      },
    ]);
  });
});

describe('the task of a calibration running out', () => {
  const deviceTasks = async () => {
    const response = await call(
      app,
      project.byRole.appraiser,
      'GET',
      `/task/${project.projectId}?roles[]=appraiser&roles[]=installation_appraiser`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().items as OpenTask[]).filter((task) => task.type === 'device-recalibrate');
  };
  // Calendar days counted from today's site day (Europe/Berlin), as the server counts them: a UTC
  // day is tomorrow's between 22:00/23:00 and midnight UTC.
  const today = siteDayOf(new Date());
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

  it('opens for a device in use whose certificate ends within 30 days, and a new certificate closes it', async () => {
    const deviceId = await registerDevice(app, {
      type: 'light_drop_weight',
      serialNumber: 'TT5-21884',
      certificates: [{ issuedOn: day(-300), validUntil: day(30) }],
    });
    // Registered, but not used in the project: no task yet.
    expect((await deviceTasks()).map((task) => task.variables?.deviceId)).not.toContain(deviceId);
    await recorded(
      await postDynamic(app, project, { layer: 'Planum', deviceId, analysedAt: new Date().toISOString() }),
    );
    const [task] = (await deviceTasks()).filter((open) => open.variables?.deviceId === deviceId);
    expect(task).toBeDefined();
    const rendered = renderTask(project.projectId, task!);
    expect(rendered.title).toBe('Gerät kalibrieren lassen');
    expect(rendered.description).toContain(
      `„Leichtes Fallgewichtsgerät“ mit der Seriennummer TT5-21884 läuft am ${day(30).split('-').reverse().join('.')} ab`,
    );
    expect(rendered.link?.href).toBe(`/devices/${deviceId}`);
    // Not for those who do not keep the register.
    const forForeman = await call(app, project.byRole.foreman, 'GET', `/task/${project.projectId}?roles[]=foreman`);
    expect(forForeman.json().items.map((open: OpenTask) => open.type)).not.toContain('device-recalibrate');

    const document = await uploadPdf(app, project.byRole.appraiser);
    const renewed = await call(app, project.byRole.appraiser, 'POST', certificatePath(deviceId), {
      issuedOn: day(0),
      validUntil: day(365),
      document,
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect((await deviceTasks()).map((open) => open.variables?.deviceId)).not.toContain(deviceId);
  });

  it('a certificate ending in 31 days opens none; one that ran out says so', async () => {
    const later = await registerDevice(app, {
      type: 'light_drop_weight',
      certificates: [{ issuedOn: day(-300), validUntil: day(31) }],
    });
    const expired = await registerDevice(app, {
      type: 'light_drop_weight',
      serialNumber: 'ALT-1',
      certificates: [{ issuedOn: day(-400), validUntil: day(-2) }],
    });
    for (const deviceId of [later, expired])
      await recorded(
        await postDynamic(app, project, { layer: 'Planum', deviceId, analysedAt: new Date().toISOString() }),
      );
    const tasks = await deviceTasks();
    expect(tasks.map((task) => task.variables?.deviceId)).not.toContain(later);
    const task = tasks.find((open) => open.variables?.deviceId === expired);
    expect(renderTask(project.projectId, task!).description).toContain(
      `ALT-1 ist am ${day(-2).split('-').reverse().join('.')} abgelaufen`,
    );
  });
});
