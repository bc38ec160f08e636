import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { createActors, expectedRefusal, request, snapshot, uploadPdf } from '../../test/administration.js';
import { suitabilityAddedHooks, type SuitabilityAdded } from '../../lib/suitability-hooks.js';

let app: TestApp;
let actors: Awaited<ReturnType<typeof createActors>>;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  actors = await createActors(app);
  admin = actors.admin.user;
});
afterAll(() => app.cleanup());

const violationsOf = (response: { json: () => unknown }) =>
  (response.json() as { payload: { violations: { propertyPath: string; title: string }[] } }).payload.violations;

async function newMachine(name = 'Prallbrecher RM 100', owner: string | null = 'Muster Bau GmbH') {
  const response = await request(app, admin, 'POST', '/machine', { name, owner });
  expect(response.statusCode).toBe(201);
  return response.json().machineId as string;
}

describe('machines', () => {
  it('creates, reads, lists and updates a machine file', async () => {
    const machineId = await newMachine('  Siebanlage S 12 ', '');
    expect((await request(app, admin, 'GET', `/machine/${machineId}`)).json()).toEqual({
      machineId,
      name: 'Siebanlage S 12',
      owner: null,
      isSuitableFor: [],
      suitabilities: [],
    });
    const updated = await request(app, admin, 'PUT', `/machine/${machineId}`, {
      name: 'Siebanlage S 14',
      owner: 'Bauhof Nord',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ machineId, name: 'Siebanlage S 14', owner: 'Bauhof Nord' });
    const list = (await request(app, admin, 'GET', '/machine')).json().items;
    expect(list).toContainEqual({ machineId, name: 'Siebanlage S 14', owner: 'Bauhof Nord', isSuitableFor: [] });
    // The web sends its parsed form: an emptied owner travels as null and clears it.
    const cleared = await request(app, admin, 'PUT', `/machine/${machineId}`, { name: 'Siebanlage S 14', owner: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ machineId, owner: null });
  });

  it.each([
    [{ owner: 'X' }, 'name', 'Dieses Feld ist ein Pflichtfeld'],
    [{ name: ' ', owner: 'X' }, 'name', 'Dieses Feld ist ein Pflichtfeld'],
    [{ name: 'x'.repeat(201) }, 'name', 'Maximal 200 Zeichen erlaubt'],
    [{ name: 'M', owner: 'x'.repeat(201) }, 'owner', 'Maximal 200 Zeichen erlaubt'],
    [{ name: 'M', type: 'Bagger' }, 'type', 'Dieses Feld ist nicht erlaubt'],
  ])('refuses machine %j with 422 on %s (create and update) and changes nothing', async (body, propertyPath, title) => {
    const machineId = await newMachine('Bestand');
    for (const [method, url] of [
      ['POST', '/machine'],
      ['PUT', `/machine/${machineId}`],
    ] as const) {
      const before = await snapshot(app);
      const response = await request(app, admin, method, url, body);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toContainEqual({ propertyPath, title });
      expect(await snapshot(app)).toEqual(before);
    }
  });

  it('answers 404 for unknown or malformed machine ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'rm100']) {
      expect((await request(app, admin, 'GET', `/machine/${id}`)).statusCode).toBe(404);
      expect((await request(app, admin, 'PUT', `/machine/${id}`, { name: 'X' })).statusCode).toBe(404);
    }
  });
});

describe('suitability proofs', () => {
  let machineId: string;
  let suitabilityId: string;
  let firstDocument: string;
  const events: SuitabilityAdded[] = [];
  const hook = async (_tx: unknown, event: SuitabilityAdded) => void events.push(event);

  beforeAll(async () => {
    machineId = await newMachine();
    suitabilityAddedHooks.push(hook);
  });
  afterAll(() => void suitabilityAddedHooks.splice(suitabilityAddedHooks.indexOf(hook), 1));

  it('adds a proof with documents; the machine is then suitable for that class', async () => {
    firstDocument = await uploadPdf(app, admin, 'Eignungsnachweis RC-1 0-32.pdf');
    const response = await request(app, admin, 'POST', `/machine/${machineId}/suitability`, {
      grainSizeAndQuality: 'rc_1_0_32',
      documents: [{ id: firstDocument, fileName: 'x', url: 'y' }],
    });
    expect(response.statusCode).toBe(201);
    suitabilityId = response.json().suitabilityId;
    const documents = [
      { id: firstDocument, fileName: 'Eignungsnachweis RC-1 0-32.pdf', url: `/backend/api/file/${firstDocument}` },
    ];
    expect(response.json()).toEqual({ suitabilityId, grainSizeAndQuality: 'rc_1_0_32', documents });
    const machine = (await request(app, admin, 'GET', `/machine/${machineId}`)).json();
    expect(machine).toMatchObject({
      isSuitableFor: ['rc_1_0_32'],
      suitabilities: [{ suitabilityId, grainSizeAndQuality: 'rc_1_0_32', documents }],
    });
    expect((await request(app, admin, 'GET', '/machine')).json().items).toContainEqual(
      expect.objectContaining({ machineId, isSuitableFor: ['rc_1_0_32'] }),
    );
    expect(events).toEqual([
      {
        machineId,
        machineName: 'Prallbrecher RM 100',
        suitabilityId,
        grainSizeAndQuality: 'rc_1_0_32',
        originatorId: admin.id,
      },
    ]);
  });

  it.each([
    [
      'missing class',
      (doc: string) => ({ documents: [doc] }),
      'grainSizeAndQuality',
      'Dieses Feld ist ein Pflichtfeld',
    ],
    [
      'unknown class',
      (doc: string) => ({ grainSizeAndQuality: 'rc_9', documents: [doc] }),
      'grainSizeAndQuality',
      'Bitte wählen Sie einen gültigen Wert',
    ],
    [
      'already proven class',
      (doc: string) => ({ grainSizeAndQuality: 'rc_1_0_32', documents: [doc] }),
      'grainSizeAndQuality',
      'Für diese Materialklasse und Körnung liegt bereits ein Eignungsnachweis vor',
    ],
    [
      'no documents',
      () => ({ grainSizeAndQuality: 'rc_2_0_32', documents: [] }),
      'documents',
      'Es muss mindestens ein Dokument hochgeladen werden',
    ],
    [
      'missing documents',
      () => ({ grainSizeAndQuality: 'rc_2_0_32' }),
      'documents',
      'Es muss mindestens ein Dokument hochgeladen werden',
    ],
    [
      'unknown document',
      () => ({ grainSizeAndQuality: 'rc_2_0_32', documents: ['00000000-0000-4000-8000-000000000000'] }),
      'documents.0',
      'Die Datei wurde nicht gefunden.',
    ],
  ])('refuses a proof with %s (422) and changes nothing', async (_label, body, propertyPath, title) => {
    const document = await uploadPdf(app, admin);
    const before = await snapshot(app);
    const response = await request(app, admin, 'POST', `/machine/${machineId}/suitability`, body(document));
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toContainEqual({ propertyPath, title });
    expect(await snapshot(app)).toEqual(before);
  });

  it('accepts only one of two concurrent proofs for the same class', async () => {
    const [a, b] = [await uploadPdf(app, admin), await uploadPdf(app, admin)];
    const responses = await Promise.all(
      [a, b].map((document) =>
        request(app, admin, 'POST', `/machine/${machineId}/suitability`, {
          grainSizeAndQuality: 'rc_2_0_8',
          documents: [document],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422]);
    const machine = (await request(app, admin, 'GET', `/machine/${machineId}`)).json();
    expect(machine.isSuitableFor.filter((code: string) => code === 'rc_2_0_8')).toHaveLength(1);
  });

  it("refuses another user's upload and a document of another machine", async () => {
    const otherAdmin = await createUser(app, { isAdmin: true });
    const foreign = await uploadPdf(app, otherAdmin);
    const otherMachine = await newMachine('Backenbrecher');
    const otherDocument = await uploadPdf(app, admin);
    expect(
      (
        await request(app, admin, 'POST', `/machine/${otherMachine}/suitability`, {
          grainSizeAndQuality: 'rc_1_0_4',
          documents: [otherDocument],
        })
      ).statusCode,
    ).toBe(201);
    for (const document of [foreign, otherDocument]) {
      const before = await snapshot(app);
      const response = await request(app, admin, 'POST', `/machine/${machineId}/suitability`, {
        grainSizeAndQuality: 'rc_2_0_32',
        documents: [document],
      });
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)).toEqual([
        { propertyPath: 'documents.0', title: 'Die Datei wurde nicht gefunden.' },
      ]);
      expect(await snapshot(app)).toEqual(before);
    }
  });

  it('adds documents to an existing proof (at least one)', async () => {
    const second = await uploadPdf(app, admin, 'Prüfzeugnis.pdf');
    const response = await request(app, admin, 'PUT', `/machine/${machineId}/suitability/${suitabilityId}`, {
      documents: [second, firstDocument],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents.map((d: { id: string }) => d.id)).toEqual([firstDocument, second]);
    const before = await snapshot(app);
    const empty = await request(app, admin, 'PUT', `/machine/${machineId}/suitability/${suitabilityId}`, {
      documents: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(violationsOf(empty)).toEqual([
      { propertyPath: 'documents', title: 'Es muss mindestens ein Dokument hochgeladen werden' },
    ]);
    expect(await snapshot(app)).toEqual(before);
    const unknown = await request(
      app,
      admin,
      'PUT',
      `/machine/${machineId}/suitability/00000000-0000-4000-8000-000000000000`,
      { documents: [second] },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('machine documents are readable by staff and project members, not by a guest without a project', async () => {
    const guest = await createUser(app, { type: 'guest' });
    const memberGuest = await createUser(app, { type: 'guest' });
    await createProject(app, { members: [{ user: memberGuest, roles: ['appraiser'] }] });
    expect((await request(app, actors.outsider.user, 'GET', `/file/${firstDocument}`)).statusCode).toBe(200);
    expect((await request(app, memberGuest, 'GET', `/file/${firstDocument}`)).statusCode).toBe(200);
    expect((await request(app, guest, 'GET', `/file/${firstDocument}`)).statusCode).toBe(404);
  });

  it('a machine document cannot be attached to a project', async () => {
    const project = await createProject(app, { members: [{ user: admin, roles: ['project_manager'] }] });
    const before = await snapshot(app);
    const response = await request(app, admin, 'PUT', `/project/${project.id}`, {
      name: 'P',
      number: '1',
      client: 'C',
      address: { street: 'S', houseNumber: '1', postalCode: '12345', city: 'X' },
      attributes: {
        layoutPlan: [firstDocument],
        isBoundaryNotificationRequired: false,
        isExplosivesClearanceAvailable: false,
        isRemediationPlanAvailable: false,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('machine access (rule manageMachines)', () => {
  it('answers 401 without a session and 403 to every actor the rule refuses, changing nothing', async () => {
    const machineId = await newMachine('Radlader');
    const document = await uploadPdf(app, admin);
    const created = await request(app, admin, 'POST', `/machine/${machineId}/suitability`, {
      grainSizeAndQuality: 'rc_3_0_45',
      documents: [document],
    });
    const suitabilityId = created.json().suitabilityId as string;
    const routes = [
      ['GET', '/machine', undefined],
      ['GET', `/machine/${machineId}`, undefined],
      ['POST', '/machine', { name: 'Neu' }],
      ['PUT', `/machine/${machineId}`, { name: 'Umbenannt' }],
      ['POST', `/machine/${machineId}/suitability`, { grainSizeAndQuality: 'rc_1_0_8', documents: [document] }],
      ['PUT', `/machine/${machineId}/suitability/${suitabilityId}`, { documents: [document] }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect({ url, method, status: (await request(app, null, method, url, payload)).statusCode }).toEqual({
        url,
        method,
        status: 401,
      });
    }
    const refused = actors.all.filter((actor) => expectedRefusal(actor, 'manageMachines') !== null);
    expect(refused).toHaveLength(actors.all.length - 1);
    for (const actor of refused) {
      for (const [method, url, payload] of routes) {
        const before = await snapshot(app);
        const response = await request(app, actor.user, method, url, payload);
        expect({ actor: actor.label, url, method, status: response.statusCode }).toEqual({
          actor: actor.label,
          url,
          method,
          status: 403,
        });
        expect(await snapshot(app)).toEqual(before);
      }
    }
  });
});
