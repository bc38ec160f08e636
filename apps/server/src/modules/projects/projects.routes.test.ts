import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyEventTypes } from '@baustellendoku/domain';
import { historyEvents, organizations, projects } from '../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import {
  createActors,
  expectedRefusal,
  memberships,
  request,
  snapshot,
  uploadPdf,
  type Actor,
} from '../../test/administration.js';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
let admin: TestUser;
let organizationId: string;

beforeAll(async () => {
  app = await createTestApp();
  actors = await createActors(app);
  admin = actors.admin.user;
  const [organization] = await app.db.insert(organizations).values({ name: 'Muster Bau GmbH' }).returning();
  organizationId = organization!.id;
});
afterAll(() => app.cleanup());

const outline = JSON.stringify({
  type: 'Feature',
  properties: { name: 'Baufeld' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [9.99, 53.55],
        [10.0, 53.55],
        [10.0, 53.56],
        [9.99, 53.55],
      ],
    ],
  },
});

function validUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Gewerbepark Nord',
    number: '2026-014',
    client: 'Stadt Musterstadt',
    constructionWorkTypes: ['strassenbau', 'kanalbau'],
    startDate: '2026-03-02',
    address: { street: 'Industriestraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
    attributes: {
      layoutPlan: [],
      isBoundaryNotificationRequired: true,
      isExplosivesClearanceAvailable: false,
      isRemediationPlanAvailable: true,
      transferHeightTopInCentimeters: 1250.5,
      transferHeightBottomInCentimeters: 1100,
      geoJson: outline,
    },
    ...overrides,
  };
}

const violationsOf = (response: { json: () => unknown }) =>
  (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations;

describe('GET /organization', () => {
  it('answers 401 without a session', async () => {
    expect((await request(app, null, 'GET', '/organization')).statusCode).toBe(401);
  });

  it('lists the organizations for any signed-in user', async () => {
    const response = await request(app, actors.outsider.user, 'GET', '/organization');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toContainEqual({ organizationId, name: 'Muster Bau GmbH' });
  });
});

describe('POST /project', () => {
  it('creates a project with name and organization and records the history entry', async () => {
    const response = await request(app, admin, 'POST', '/project', { organizationId, name: '  Wohnquartier Südhang ' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      projectId: expect.any(String),
      projectName: 'Wohnquartier Südhang',
      number: null,
      organizationId,
      isProjectDataCompleted: false,
    });
    const [history] = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, created.projectId));
    expect(history).toMatchObject({
      type: historyEventTypes.projectCreated,
      variables: { projectName: 'Wohnquartier Südhang' },
      originatorId: admin.id,
    });
  });

  it.each([
    [{ organizationId: '', name: 'X' }, 'organizationId', 'Dieses Feld ist ein Pflichtfeld'],
    [{ name: 'X' }, 'organizationId', 'Dieses Feld ist ein Pflichtfeld'],
    [
      { organizationId: '00000000-0000-4000-8000-000000000000', name: 'X' },
      'organizationId',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    [{ organizationId: 'kein-uuid', name: 'X' }, 'organizationId', 'Bitte wählen Sie einen gültigen Wert'],
    [{ organizationId: 'ORG', name: '' }, 'name', 'Dieses Feld ist ein Pflichtfeld'],
    [{ organizationId: 'ORG', name: '   ' }, 'name', 'Dieses Feld ist ein Pflichtfeld'],
    [{ organizationId: 'ORG', name: 'x'.repeat(201) }, 'name', 'Maximal 200 Zeichen erlaubt'],
    [{ organizationId: 'ORG', name: 'X', extra: 1 }, 'extra', 'Dieses Feld ist nicht erlaubt'],
  ] as [Record<string, unknown>, string, string][])(
    'refuses %j with 422 on %s and changes nothing',
    async (body, propertyPath, title) => {
      const payload = { ...body, ...(body.organizationId === 'ORG' ? { organizationId } : {}) };
      const before = await snapshot(app);
      const response = await request(app, admin, 'POST', '/project', payload);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toContainEqual({ propertyPath, title });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it('answers 401 without a session', async () => {
    expect((await request(app, null, 'POST', '/project', { organizationId, name: 'X' })).statusCode).toBe(401);
  });

  it('refuses every actor the rule manageProjects refuses, with 403 and no change', async () => {
    for (const actor of actors.all) {
      const expected = expectedRefusal(actor, 'manageProjects');
      if (expected === null) continue;
      const before = await snapshot(app);
      const response = await request(app, actor.user, 'POST', '/project', {
        organizationId,
        name: `Von ${actor.label}`,
      });
      expect({ actor: actor.label, status: response.statusCode }).toEqual({ actor: actor.label, status: expected });
      expect(await snapshot(app)).toEqual(before);
    }
  });
});

describe('GET /project and GET /project/{id}', () => {
  let projectId: string;
  let hidden: string;
  beforeAll(async () => {
    projectId = (await createProject(app, { name: 'Sichtbar', members: memberships(actors.members) })).id;
    hidden = (await createProject(app, { name: 'Versteckt' })).id;
  });

  it('lists only accessible projects; admins see all', async () => {
    const asAdmin = (await request(app, admin, 'GET', '/project'))
      .json()
      .items.map((p: { projectId: string }) => p.projectId);
    expect(asAdmin).toEqual(expect.arrayContaining([projectId, hidden]));
    for (const member of actors.members) {
      const items = (await request(app, member.user, 'GET', '/project')).json().items;
      expect(items).toEqual([
        {
          projectId,
          projectName: 'Sichtbar',
          number: 'T-1',
          organizationId: expect.any(String),
          enabledFeatures: [],
          isProjectDataCompleted: true,
        },
      ]);
    }
    expect((await request(app, actors.outsider.user, 'GET', '/project')).json()).toEqual({ items: [] });
    expect((await request(app, null, 'GET', '/project')).statusCode).toBe(401);
  });

  it('returns the full project entity to everyone with access, 404 to everyone else', async () => {
    for (const actor of actors.all) {
      const response = await request(app, actor.user, 'GET', `/project/${projectId}`);
      expect({ actor: actor.label, status: response.statusCode }).toEqual({
        actor: actor.label,
        status:
          expectedRefusal(actor, 'accessProject', {
            enabledFeatures: [],
            isProjectDataCompleted: true,
            hasConfirmedAnnouncement: false,
            isDocumentationOfAbsenceOfAsbestosCompleted: false,
          }) ?? 200,
      });
    }
    const body = (await request(app, actors.members[0]!.user, 'GET', `/project/${projectId}`)).json();
    expect(body).toEqual({
      projectId,
      name: 'Sichtbar',
      number: 'T-1',
      client: 'Bauherr GmbH',
      constructionWorkTypes: [],
      startDate: null,
      organizationId: expect.any(String),
      address: { street: 'Hauptstraße', houseNumber: '1', postalCode: '10115', city: 'Berlin', country: 'de' },
      attributes: {
        layoutPlan: [],
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: true,
        isRemediationPlanAvailable: false,
        transferHeightTopInCentimeters: 3500,
        transferHeightBottomInCentimeters: 3400,
        geoJson: null,
        isDeliverySignatureRequired: false,
      },
      enabledFeatures: [],
      isProjectDataCompleted: true,
      hasConfirmedAnnouncement: false,
      isDocumentationOfAbsenceOfAsbestosCompleted: false,
      // Without the recycled-material feature nobody sees announcements (decision 0501).
      announcements: [],
      // The web's rule table gates installation documentation on this derived fact.
      deliverableOrderCount: 0,
    });
  });

  it('answers 404 for unknown and malformed ids and 401 without a session', async () => {
    expect((await request(app, admin, 'GET', '/project/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await request(app, admin, 'GET', '/project/abc')).statusCode).toBe(404);
    expect((await request(app, null, 'GET', `/project/${projectId}`)).statusCode).toBe(401);
  });
});

describe('PUT /project/{id}', () => {
  let projectId: string;
  let manager: TestUser;
  beforeAll(async () => {
    manager = await createUser(app);
    projectId = (
      await createProject(app, {
        complete: false,
        members: [{ user: manager, roles: ['project_manager'] }, ...memberships(actors.members)],
      })
    ).id;
  });

  it('stores the edit form, attaches the layout plan, completes the data and records the change', async () => {
    const before = (await request(app, manager, 'GET', `/project/${projectId}`)).json();
    expect(before.isProjectDataCompleted).toBe(false);
    const fileId = await uploadPdf(app, manager, 'Lageplan.pdf');
    const response = await request(
      app,
      manager,
      'PUT',
      `/project/${projectId}`,
      validUpdate({
        attributes: { ...validUpdate().attributes, layoutPlan: [{ id: fileId, fileName: 'Lageplan.pdf', url: 'x' }] },
      }),
    );
    expect(response.statusCode).toBe(200);
    const project = response.json();
    expect(project).toMatchObject({
      name: 'Gewerbepark Nord',
      number: '2026-014',
      client: 'Stadt Musterstadt',
      constructionWorkTypes: ['strassenbau', 'kanalbau'],
      startDate: '2026-03-02',
      address: { street: 'Industriestraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
      attributes: {
        layoutPlan: [{ id: fileId, fileName: 'Lageplan.pdf', url: `/backend/api/file/${fileId}` }],
        isBoundaryNotificationRequired: true,
        isExplosivesClearanceAvailable: false,
        isRemediationPlanAvailable: true,
        transferHeightTopInCentimeters: 1250.5,
        transferHeightBottomInCentimeters: 1100,
        geoJson: outline,
      },
      isProjectDataCompleted: true,
    });
    expect((await request(app, manager, 'GET', `/project/${projectId}`)).json()).toEqual(project);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row!.transferHeightTopInCentimeters).toBe('1250.5');
    // The layout plan is now a project file: every member may read it.
    expect((await request(app, actors.members[2]!.user, 'GET', `/file/${fileId}`)).statusCode).toBe(200);
    const history = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, projectId));
    expect(history).toContainEqual(
      expect.objectContaining({ type: historyEventTypes.projectUpdated, originatorId: manager.id }),
    );
  });

  it('sets „Unterschrift bei Lieferungen verlangen“ and keeps it when a later edit does not send it', async () => {
    const on = validUpdate({ attributes: { ...validUpdate().attributes, isDeliverySignatureRequired: true } });
    const set = await request(app, manager, 'PUT', `/project/${projectId}`, on);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().attributes.isDeliverySignatureRequired).toBe(true);
    const kept = await request(app, manager, 'PUT', `/project/${projectId}`, validUpdate());
    expect(kept.json().attributes.isDeliverySignatureRequired).toBe(true);
    const wrong = validUpdate({ attributes: { ...validUpdate().attributes, isDeliverySignatureRequired: 'ja' } });
    const refused = await request(app, manager, 'PUT', `/project/${projectId}`, wrong);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().payload.violations).toContainEqual({
      propertyPath: 'attributes.isDeliverySignatureRequired',
      title: 'Ungültiger Wert',
    });
    const off = validUpdate({ attributes: { ...validUpdate().attributes, isDeliverySignatureRequired: false } });
    expect((await request(app, manager, 'PUT', `/project/${projectId}`, off)).json().attributes).toMatchObject({
      isDeliverySignatureRequired: false,
    });
  });

  it('reads a full ISO timestamp as the German calendar day and fills the country', async () => {
    const body = validUpdate({
      startDate: '2026-03-01T23:00:00.000Z',
      address: { street: 'A', houseNumber: '1', postalCode: '01067', city: 'Dresden' },
    });
    const response = await request(app, manager, 'PUT', `/project/${projectId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ startDate: '2026-03-02', address: { country: 'de' } });
  });

  const invalid: [string, (body: ReturnType<typeof validUpdate>) => unknown, string, string][] = [
    ['empty name', (b) => ({ ...b, name: '' }), 'name', 'Dieses Feld ist ein Pflichtfeld'],
    ['long name', (b) => ({ ...b, name: 'x'.repeat(201) }), 'name', 'Maximal 200 Zeichen erlaubt'],
    ['missing number', (b) => ({ ...b, number: undefined }), 'number', 'Dieses Feld ist ein Pflichtfeld'],
    ['long number', (b) => ({ ...b, number: '1'.repeat(201) }), 'number', 'Maximal 200 Zeichen erlaubt'],
    ['empty client', (b) => ({ ...b, client: ' ' }), 'client', 'Dieses Feld ist ein Pflichtfeld'],
    [
      'empty street',
      (b) => ({ ...b, address: { ...b.address, street: '' } }),
      'address.street',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'long house number',
      (b) => ({ ...b, address: { ...b.address, houseNumber: 'x'.repeat(201) } }),
      'address.houseNumber',
      'Maximal 200 Zeichen erlaubt',
    ],
    [
      'empty city',
      (b) => ({ ...b, address: { ...b.address, city: '' } }),
      'address.city',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      '4-digit postal code',
      (b) => ({ ...b, address: { ...b.address, postalCode: '1234' } }),
      'address.postalCode',
      'Bitte geben Sie eine valide PLZ ein',
    ],
    [
      '6-digit postal code',
      (b) => ({ ...b, address: { ...b.address, postalCode: '123456' } }),
      'address.postalCode',
      'Bitte geben Sie eine valide PLZ ein',
    ],
    [
      'other country',
      (b) => ({ ...b, address: { ...b.address, country: 'at' } }),
      'address.country',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    [
      'missing boolean',
      (b) => ({ ...b, attributes: { ...b.attributes, isBoundaryNotificationRequired: undefined } }),
      'attributes.isBoundaryNotificationRequired',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'null boolean',
      (b) => ({ ...b, attributes: { ...b.attributes, isExplosivesClearanceAvailable: null } }),
      'attributes.isExplosivesClearanceAvailable',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'string boolean',
      (b) => ({ ...b, attributes: { ...b.attributes, isRemediationPlanAvailable: 'ja' } }),
      'attributes.isRemediationPlanAvailable',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'top height 0',
      (b) => ({ ...b, attributes: { ...b.attributes, transferHeightTopInCentimeters: 0 } }),
      'attributes.transferHeightTopInCentimeters',
      'Der Wert muss mindestens 1 sein',
    ],
    [
      'bottom height 0.5',
      (b) => ({ ...b, attributes: { ...b.attributes, transferHeightBottomInCentimeters: 0.5 } }),
      'attributes.transferHeightBottomInCentimeters',
      'Der Wert muss mindestens 1 sein',
    ],
    [
      'text height',
      (b) => ({ ...b, attributes: { ...b.attributes, transferHeightTopInCentimeters: 'hoch' } }),
      'attributes.transferHeightTopInCentimeters',
      'Bitte geben Sie eine Zahl ein',
    ],
    [
      'geoJson not JSON',
      (b) => ({ ...b, attributes: { ...b.attributes, geoJson: '{nope' } }),
      'attributes.geoJson',
      'Bitte geben Sie gültiges GeoJSON ein',
    ],
    [
      'geoJson not GeoJSON',
      (b) => ({ ...b, attributes: { ...b.attributes, geoJson: '{"type":"Kreis"}' } }),
      'attributes.geoJson',
      'Bitte geben Sie gültiges GeoJSON ein',
    ],
    [
      'open polygon',
      (b) => ({
        ...b,
        attributes: { ...b.attributes, geoJson: '{"type":"Polygon","coordinates":[[[1,1],[2,2],[3,1],[1,2]]]}' },
      }),
      'attributes.geoJson',
      'Bitte geben Sie gültiges GeoJSON ein',
    ],
    [
      'unknown work type',
      (b) => ({ ...b, constructionWorkTypes: ['raketenbau'] }),
      'constructionWorkTypes.0',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    ['bad date', (b) => ({ ...b, startDate: '2026-02-30' }), 'startDate', 'Bitte geben Sie ein gültiges Datum ein'],
    [
      'unknown layout plan file',
      (b) => ({ ...b, attributes: { ...b.attributes, layoutPlan: ['00000000-0000-4000-8000-000000000000'] } }),
      'attributes.layoutPlan.0',
      'Die Datei wurde nicht gefunden.',
    ],
    [
      'malformed layout plan file',
      (b) => ({ ...b, attributes: { ...b.attributes, layoutPlan: ['abc'] } }),
      'attributes.layoutPlan.0',
      'Ungültiger Wert',
    ],
    [
      'unknown field',
      (b) => ({ ...b, isProjectDataCompleted: true }),
      'isProjectDataCompleted',
      'Dieses Feld ist nicht erlaubt',
    ],
    [
      'unknown attribute',
      (b) => ({ ...b, attributes: { ...b.attributes, color: 'rot' } }),
      'attributes.color',
      'Dieses Feld ist nicht erlaubt',
    ],
  ];

  it.each(invalid)(
    'refuses %s with 422 on the field and changes nothing',
    async (_label, mutate, propertyPath, title) => {
      const before = await snapshot(app);
      const response = await request(app, manager, 'PUT', `/project/${projectId}`, mutate(validUpdate()));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 422, message: 'Die Eingaben sind nicht gültig.' });
      expect(violationsOf(response)).toContainEqual({ propertyPath, title });
      expect(await snapshot(app)).toEqual(before);
    },
  );

  it("refuses another user's upload as layout plan", async () => {
    const foreign = await uploadPdf(app, actors.outsider.user);
    const before = await snapshot(app);
    const response = await request(
      app,
      manager,
      'PUT',
      `/project/${projectId}`,
      validUpdate({ attributes: { ...validUpdate().attributes, layoutPlan: [foreign] } }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      { propertyPath: 'attributes.layoutPlan.0', title: 'Die Datei wurde nicht gefunden.' },
    ]);
    expect(await snapshot(app)).toEqual(before);
  });

  it('accepts empty optional values (no heights, no GeoJSON, no start date)', async () => {
    const body = validUpdate({ startDate: null, constructionWorkTypes: [] });
    body.attributes = { ...body.attributes, transferHeightTopInCentimeters: null as unknown as number, geoJson: '' };
    delete (body.attributes as Partial<typeof body.attributes>).transferHeightBottomInCentimeters;
    const response = await request(app, manager, 'PUT', `/project/${projectId}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().attributes).toMatchObject({
      transferHeightTopInCentimeters: null,
      transferHeightBottomInCentimeters: null,
      geoJson: null,
    });
    expect(response.json().isProjectDataCompleted).toBe(true);
  });

  it('refuses every actor the rule manageProject refuses (403 member, 404 outsider) and changes nothing', async () => {
    const facts = {
      enabledFeatures: [],
      isProjectDataCompleted: true,
      hasConfirmedAnnouncement: false,
      isDocumentationOfAbsenceOfAsbestosCompleted: false,
    };
    const checked: Actor[] = [];
    for (const actor of actors.all) {
      const expected = expectedRefusal(actor, 'manageProject', facts);
      if (expected === null) continue;
      checked.push(actor);
      const before = await snapshot(app);
      const response = await request(
        app,
        actor.user,
        'PUT',
        `/project/${projectId}`,
        validUpdate({ name: `Von ${actor.label}` }),
      );
      expect({ actor: actor.label, status: response.statusCode }).toEqual({ actor: actor.label, status: expected });
      expect(await snapshot(app)).toEqual(before);
    }
    expect(checked.map((actor) => actor.label)).toEqual([
      'foreman',
      'machinist',
      'appraiser',
      'installation_appraiser',
      'inhouse_production_control',
      'unassigned',
    ]);
    expect((await request(app, admin, 'PUT', `/project/${projectId}`, validUpdate())).statusCode).toBe(200);
    expect((await request(app, null, 'PUT', `/project/${projectId}`, validUpdate())).statusCode).toBe(401);
    expect(
      (await request(app, admin, 'PUT', '/project/00000000-0000-4000-8000-000000000000', validUpdate())).statusCode,
    ).toBe(404);
  });
});

describe('GET /project/user-roles', () => {
  it('lists the six project roles with their German labels', async () => {
    const response = await request(app, actors.outsider.user, 'GET', '/project/user-roles');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { value: 'project_manager', label: 'Projektleiter' },
      { value: 'foreman', label: 'Polier' },
      { value: 'machinist', label: 'Maschinist' },
      { value: 'appraiser', label: 'Gutachter' },
      { value: 'installation_appraiser', label: 'Einbaugutachter' },
      { value: 'inhouse_production_control', label: 'Werkseigene Produktionskontrolle' },
    ]);
    expect((await request(app, null, 'GET', '/project/user-roles')).statusCode).toBe(401);
  });
});
