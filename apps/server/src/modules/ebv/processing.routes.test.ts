// The processing half of the recycled-material area through real HTTP semantics: capture and
// batches, location, sampling, analytic and review, inventory and delivery notes (spec part 2;
// workflows.md "Batches and capture", "Analytics per batch", "Inventory and delivery notes").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  batchDetailSchema,
  deliveryNoteViewSchema,
  pileInventoryListSchema,
  pileOverviewListSchema,
  wreckingPileSchema,
  type BatchDetail,
} from '@baustellendoku/domain';
import { breakingBatches, deliveryNotes, historyEvents } from '../../db/schema/index.js';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import {
  call,
  createEbvProject,
  deliveryNoteInput,
  pileInStatus,
  uploadPdf,
  type EbvProject,
} from '../../test/recycled-material.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
});
afterAll(() => app.cleanup());

const machinist = () => ebv.byRole.machinist;
const manager = () => ebv.byRole.project_manager;
const appraiser = () => ebv.byRole.appraiser;

async function uploadPhoto(user: TestUser) {
  const { body, contentType } = multipartBody('file', 'Standort.png', PNG_1X1, 'image/png');
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/file',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const capture = (pileId: string, amountInTons: unknown, user = machinist()) =>
  call(app, user, 'POST', `/wrecking-pile/${pileId}/capture-broken-material`, { amountInTons });
const batches = async (pileId: string) =>
  wreckingPileSchema.parse((await call(app, manager(), 'GET', `/wrecking-pile/${pileId}`)).json()).batches;
const batchPath = (pileId: string, batchId: string, action = '') =>
  `/wrecking-pile/${pileId}/batch/${batchId}${action ? `/${action}` : ''}`;
const readBatch = async (pileId: string, batchId: string): Promise<BatchDetail> =>
  batchDetailSchema.parse((await call(app, manager(), 'GET', batchPath(pileId, batchId))).json());
const violations = (response: { json: () => { payload: { violations: { propertyPath: string; title: string }[] } } }) =>
  response.json().payload.violations;

/** The pile's batch tasks a user with `role` sees: type → count. */
async function batchTasksOf(user: TestUser, role: string, pileId: string) {
  const response = await call(app, user, 'GET', `/task/${ebv.projectId}?roles[]=${role}`);
  const items = response.json().items as { type: string; count?: number; variables?: { wreckingPileId?: string } }[];
  return Object.fromEntries(
    items
      .filter((task) => task.type.startsWith('wrecking_pile-batch-') && task.variables?.wreckingPileId === pileId)
      .map((task) => [task.type.replace('wrecking_pile-batch-', ''), task.count]),
  );
}

async function analyticInput(grainSizeAndQuality = 'rc_1_0_32', author = appraiser()) {
  return {
    samplingDate: '2026-11-02',
    samplingProtocolDocuments: [(await uploadPdf(app, author, 'Probenahmeprotokoll.pdf')).id],
    reportDocuments: [(await uploadPdf(app, author, 'Prüfbericht 4711.pdf')).id],
    grainSizeAndQuality,
    materialClassFootnotes: ['keine'],
    isOperationalAssessmentRequired: false,
  };
}

async function locate(pileId: string, batchId: string) {
  const response = await call(app, machinist(), 'POST', batchPath(pileId, batchId, 'location'), {
    locationImages: [await uploadPhoto(machinist())],
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('capture of processed material', () => {
  it('fills batches of the sampling interval, closes them when full and blocks with two unlocated batches', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    // A pile without batches has no batch task (the counts per pile, decision 0782).
    expect(await batchTasksOf(machinist(), 'machinist', pileId)).toEqual({});
    const first = await capture(pileId, 300);
    expect(first.statusCode, first.body).toBe(201);
    expect(wreckingPileSchema.parse(first.json()).status).toBe('breaking');
    await capture(pileId, '250,5');
    let list = await batches(pileId);
    expect(list).toEqual([
      expect.objectContaining({ number: 1, amountInTons: 550.5, sizeInTons: 500, status: 'completely_broken' }),
    ]);
    expect((await readBatch(pileId, list[0]!.batchId)).progressPercent).toBe(110);

    await capture(pileId, 12);
    list = await batches(pileId);
    expect(list.map((batch) => [batch.number, batch.amountInTons, batch.status])).toEqual([
      [1, 550.5, 'completely_broken'],
      [2, 12, 'is_breaking'],
    ]);
    const blocked = await capture(pileId, 5);
    expect(blocked.statusCode).toBe(422);
    expect(violations(blocked)).toEqual([{ propertyPath: 'amountInTons', title: 'Bitte Standort(e) dokumentieren' }]);
    expect(await batchTasksOf(machinist(), 'machinist', pileId)).toEqual({ document_location: 2 });

    await locate(pileId, list[0]!.batchId);
    expect((await capture(pileId, 5)).statusCode).toBe(201);
    const detail = await readBatch(pileId, list[1]!.batchId);
    expect(detail.brokenMaterial.map((entry) => entry.amountInTons)).toEqual([12, 5]);
    expect(detail.brokenMaterial[0]!.createdBy).toEqual({ name: 'Rolle machinist' });
    const history = await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, ebv.projectId));
    expect(history.filter((event) => event.type === 'wrecking_pile.processed_material_captured')).toHaveLength(4);
  });

  it('refuses bad amounts with German messages, other roles and piles not released, changing nothing', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    for (const amount of [0, -3, 'viel', null]) {
      const response = await capture(pileId, amount);
      expect(response.statusCode).toBe(422);
      expect(violations(response)[0]!.propertyPath).toBe('amountInTons');
    }
    expect(violations(await capture(pileId, null))[0]!.title).toBe('Dies ist ein Pflichtfeld');
    expect((await capture(pileId, 10, manager())).statusCode).toBe(403);
    expect((await capture(pileId, 10, ebv.outsider)).statusCode).toBe(404);
    expect((await call(app, null, 'POST', `/wrecking-pile/${pileId}/capture-broken-material`, {})).statusCode).toBe(
      401,
    );
    const open = await pileInStatus(app, ebv, 'acceptance_control_pending');
    expect((await capture(open, 10)).statusCode).toBe(403);
    expect(await batches(pileId)).toEqual([]);
  });

  it('sums 20 concurrent captures exactly on one batch', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    const responses = await Promise.all(Array.from({ length: 20 }, () => capture(pileId, '1.1')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const [batch] = await app.db.select().from(breakingBatches).where(eq(breakingBatches.wreckingPileId, pileId));
    expect(batch!.amountInTons).toBe('22.000');
  });
});

describe('sampling, analytic and review', () => {
  it('completes an analytic of a proven class, checks an unproven one, re-checks and disposes', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    await capture(pileId, 500);
    const [batch] = await batches(pileId);
    const batchId = batch!.batchId;

    // Open tasks with their counts (workflows.md "Open tasks"): a full batch without location, waiting for its analytic.
    expect(await batchTasksOf(machinist(), 'machinist', pileId)).toEqual({ document_location: 1 });
    expect(await batchTasksOf(appraiser(), 'appraiser', pileId)).toEqual({ create_analytic: 1 });
    expect((await call(app, appraiser(), 'POST', batchPath(pileId, batchId, 'confirm-sampling'))).statusCode).toBe(403);
    const sampled = await call(app, manager(), 'POST', batchPath(pileId, batchId, 'confirm-sampling'));
    expect(sampled.statusCode, sampled.body).toBe(200);
    expect(batchDetailSchema.parse(sampled.json()).analyticStatus).toBe('taken');

    const outside = await call(app, appraiser(), 'POST', batchPath(pileId, batchId, 'analytic'), {
      ...(await analyticInput('bm_f2')),
      soilGroup: 'gw',
    });
    expect(outside.statusCode).toBe(422);
    expect(violations(outside)).toEqual([
      {
        propertyPath: 'grainSizeAndQuality',
        title: 'Bitte wählen Sie eine Materialklasse der geplanten Materialklasse dieser Miete.',
      },
    ]);

    // rc_1_0_16: the pile's machine has no suitability proof → check. Entered by a member with
    // every role, who then may not review it (four-eyes).
    const unproven = await call(
      app,
      ebv.allRounder,
      'POST',
      batchPath(pileId, batchId, 'analytic'),
      await analyticInput('rc_1_0_16', ebv.allRounder),
    );
    expect(unproven.statusCode, unproven.body).toBe(200);
    expect(batchDetailSchema.parse(unproven.json()).analyticStatus).toBe('check');

    expect(await batchTasksOf(manager(), 'project_manager', pileId)).toEqual({ check_analytic: 1 });
    expect(await batchTasksOf(appraiser(), 'appraiser', pileId)).toEqual({});
    const ownReview = await call(app, ebv.allRounder, 'POST', batchPath(pileId, batchId, 'restart-analytic'));
    expect(ownReview.statusCode).toBe(403);
    expect(ownReview.json().message).toBe(apiMessages.fourEyes);
    const recheck = await call(app, manager(), 'POST', batchPath(pileId, batchId, 'restart-analytic'));
    expect(batchDetailSchema.parse(recheck.json()).analyticStatus).toBe('open');
    expect(await batchTasksOf(appraiser(), 'appraiser', pileId)).toEqual({ recreate_analytic: 1 });
    const proven = await call(app, appraiser(), 'POST', batchPath(pileId, batchId, 'analytic'), await analyticInput());
    const detail = batchDetailSchema.parse(proven.json());
    expect(detail.analyticStatus).toBe('completed');
    expect(detail.analytic).toMatchObject({
      grainSizeAndQuality: 'rc_1_0_32',
      soilGroup: null,
      materialClassFootnotes: ['keine'],
    });
    expect(detail.availableAmountInTons).toBe(500);
    expect((await call(app, manager(), 'POST', batchPath(pileId, batchId, 'dispose'))).statusCode).toBe(403);
  });

  it('validates the analytic: footnotes of the class, soil group where needed, assessment documents', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    await capture(pileId, 20);
    const [batch] = await batches(pileId);
    const post = (body: unknown) => call(app, appraiser(), 'POST', batchPath(pileId, batch!.batchId, 'analytic'), body);
    const base = await analyticInput();
    expect(violations(await post({ ...base, materialClassFootnotes: ['rc_2_fn_1'] }))).toEqual([
      { propertyPath: 'materialClassFootnotes', title: 'Bitte wählen Sie nur Fußnoten der gewählten Materialklasse.' },
    ]);
    expect(violations(await post({ ...base, isOperationalAssessmentRequired: true }))).toEqual([
      { propertyPath: 'operationalAssessmentDocuments', title: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
    expect(violations(await post({ ...base, grainSizeAndQuality: 'rc_1_sonstige' }))).toEqual([
      { propertyPath: 'soilGroup', title: 'Dieses Feld ist ein Pflichtfeld' },
    ]);
    const missing = violations(await post({}));
    expect(missing.map((violation) => violation.propertyPath).sort()).toEqual(
      [
        'grainSizeAndQuality',
        'isOperationalAssessmentRequired',
        'materialClassFootnotes',
        'reportDocuments',
        'samplingDate',
        'samplingProtocolDocuments',
      ].sort(),
    );
  });

  it('a dispose decision is final and takes a disposal proof; a new suitability completes waiting batches', async () => {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    await capture(pileId, 600);
    const [first] = await batches(pileId);
    await locate(pileId, first!.batchId);
    await capture(pileId, 40);
    const [, second] = await batches(pileId);
    for (const batch of [first!, second!]) {
      await call(
        app,
        appraiser(),
        'POST',
        batchPath(pileId, batch.batchId, 'analytic'),
        await analyticInput('rc_1_0_45'),
      );
    }
    expect((await readBatch(pileId, first!.batchId)).analyticStatus).toBe('check');
    const disposed = await call(app, manager(), 'POST', batchPath(pileId, second!.batchId, 'dispose'));
    expect(batchDetailSchema.parse(disposed.json()).status).toBe('will_be_disposed');
    // Final: the disposed batch is neither re-checked, disposed again nor analysed again.
    for (const [user, action] of [
      [manager(), 'restart-analytic'],
      [manager(), 'dispose'],
      [manager(), 'confirm-sampling'],
    ] as const)
      expect((await call(app, user, 'POST', batchPath(pileId, second!.batchId, action))).statusCode, action).toBe(403);
    const again = await call(app, appraiser(), 'POST', batchPath(pileId, second!.batchId, 'analytic'), {
      ...(await analyticInput('rc_1_0_45')),
    });
    expect(again.statusCode).toBe(403);
    expect((await readBatch(pileId, second!.batchId)).analyticStatus).toBe('check');
    const proof = await call(app, manager(), 'POST', batchPath(pileId, second!.batchId, 'disposal-documentation'), {
      disposalDocuments: [(await uploadPdf(app, manager(), 'Entsorgungsnachweis.pdf')).id],
    });
    expect(batchDetailSchema.parse(proof.json()).disposalInformation?.disposalDocuments[0]?.fileName).toBe(
      'Entsorgungsnachweis.pdf',
    );

    const suitability = await call(app, ebv.admin, 'POST', `/machine/${ebv.machineId}/suitability`, {
      grainSizeAndQuality: 'rc_1_0_45',
      documents: [(await uploadPdf(app, ebv.admin, 'Prüfzeugnis.pdf')).id],
    });
    expect(suitability.statusCode, suitability.body).toBe(201);
    expect((await readBatch(pileId, first!.batchId)).analyticStatus).toBe('completed');
    expect((await readBatch(pileId, second!.batchId)).analyticStatus).toBe('check');
  });
});

describe('inventory and delivery notes', () => {
  async function pileWithStock(tons: number) {
    const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
    await capture(pileId, tons);
    const [batch] = await batches(pileId);
    await call(app, appraiser(), 'POST', batchPath(pileId, batch!.batchId, 'analytic'), await analyticInput());
    return pileId;
  }

  it('creates a numbered delivery note with every § 25 item, within the stock only', async () => {
    const pileId = await pileWithStock(550);
    const created = await call(
      app,
      manager(),
      'POST',
      `/wrecking-pile/${pileId}/delivery-note`,
      deliveryNoteInput(120.5),
    );
    expect(created.statusCode, created.body).toBe(201);
    const note = deliveryNoteViewSchema.parse(created.json());
    expect(note).toMatchObject({ quantityInTons: 120.5, deliveryDate: '2026-11-20', soilGroup: null });
    expect(note.carrier.address.country).toBe('de');

    const pdf = await app.inject({ method: 'GET', url: note.document.url, headers: { cookie: manager().cookie } });
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      `Lieferschein Nr. ${note.number}`,
      'Inverkehrbringer',
      'RC-1 0/32',
      '17 01 01',
      'Überwachungsstelle oder Untersuchungsstelle',
      'Prüfbericht 4711.pdf',
      'Fußnoten',
      '120,5 t',
      '20.11.2026',
      'Lieferkörnung oder Bodengruppe',
      'Spedition Kies & Co.',
      'Recyclingpark Süd',
      'Charge 1',
    ]) {
      expect(text).toContain(expected);
    }

    // The note is a project document of its pile (category "Ersatzbaustoffe").
    const documents = (await call(app, manager(), 'GET', `/project-documentation/${ebv.projectId}`)).json();
    const ebvGroup = documents.find((group: { label: string }) => group.label === 'Ersatzbaustoffe');
    const pileFiles = ebvGroup.subCategories
      .flatMap((sub: { files: { file: { id: string } }[] }) => sub.files)
      .map((entry: { file: { id: string } }) => entry.file.id);
    expect(pileFiles).toContain(note.document.id);

    const over = await call(app, manager(), 'POST', `/wrecking-pile/${pileId}/delivery-note`, deliveryNoteInput(430));
    expect(violations(over)).toEqual([
      { propertyPath: 'quantityInTons', title: 'Es sind nur noch 429,5 t dieser Materialklasse verfügbar.' },
    ]);
    const otherStock = await call(
      app,
      manager(),
      'POST',
      `/wrecking-pile/${pileId}/delivery-note`,
      deliveryNoteInput(1, { grainSizeAndQuality: 'rc_1_0_16' }),
    );
    expect(violations(otherStock)[0]!.propertyPath).toBe('grainSizeAndQuality');
    const postal = await call(app, manager(), 'POST', `/wrecking-pile/${pileId}/delivery-note`, {
      ...deliveryNoteInput(1),
      carrier: {
        ...deliveryNoteInput(1).carrier,
        address: { ...deliveryNoteInput(1).carrier.address, postalCode: '123' },
      },
    });
    expect(violations(postal)).toEqual([
      { propertyPath: 'carrier.address.postalCode', title: 'Bitte geben Sie eine valide PLZ ein' },
    ]);
  });

  it('lets machinists create notes only when the pile allows it', async () => {
    const pileId = await pileWithStock(100);
    const path = `/wrecking-pile/${pileId}/delivery-note`;
    expect((await call(app, machinist(), 'POST', path, deliveryNoteInput(10))).statusCode).toBe(403);
    const delegation = `/wrecking-pile/${pileId}/allow-delivery-note-creation-on-behalf-of-project-manager`;
    expect((await call(app, machinist(), 'POST', delegation)).statusCode).toBe(403);
    expect((await call(app, manager(), 'POST', delegation)).json().deliveryNoteCreationOnBehalfOfProjectManager).toBe(
      true,
    );
    expect((await call(app, machinist(), 'POST', path, deliveryNoteInput(10))).statusCode).toBe(201);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/backend/api${delegation}`,
      headers: { cookie: manager().cookie },
    });
    expect(revoked.json().deliveryNoteCreationOnBehalfOfProjectManager).toBe(false);
    expect((await call(app, machinist(), 'POST', path, deliveryNoteInput(10))).statusCode).toBe(403);
  });

  it('never over-draws the stock under 20 concurrent notes and numbers them without gaps', async () => {
    const pileId = await pileWithStock(100);
    const before = await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.projectId, ebv.projectId));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, manager(), 'POST', `/wrecking-pile/${pileId}/delivery-note`, deliveryNoteInput(7)),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(14);
    expect(codes.filter((code) => code === 422)).toHaveLength(6);
    const numbers = (await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.projectId, ebv.projectId)))
      .map((note) => note.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: before.length + 14 }, (_, index) => index + 1));
    const inventory = pileInventoryListSchema.parse(
      (
        await call(app, manager(), 'GET', `/wrecking-pile-inventory?projectId=${ebv.projectId}&skip=0&limit=999999`)
      ).json(),
    );
    const stock = inventory.items.find((item) => item.wreckingPileId === pileId)!.inventory[0]!;
    expect(stock).toMatchObject({ totalAmountInTons: 100, availableAmountInTons: 2 });
    expect(stock.deliveryNotes).toHaveLength(14);
  });

  it('lists processed piles in the overview with batches and estimated count', async () => {
    const overview = pileOverviewListSchema.parse(
      (
        await call(app, machinist(), 'GET', `/wrecking-pile-overview?projectId=${ebv.projectId}&skip=0&limit=999999`)
      ).json(),
    );
    expect(overview.items.length).toBeGreaterThan(0);
    for (const item of overview.items) {
      expect(['approved_for_breaking', 'breaking']).toContain(item.status);
      expect(item.estimatedCountOfBatches).toBeGreaterThanOrEqual(Math.max(1, item.batches.length));
    }
    expect(
      (await call(app, ebv.outsider, 'GET', `/wrecking-pile-overview?projectId=${ebv.projectId}`)).statusCode,
    ).toBe(404);
  });
});
