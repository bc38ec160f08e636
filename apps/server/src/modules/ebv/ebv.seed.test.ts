// The demo project shows a living recycled-material area: ebv enabled, a sent announcement,
// asbestos documents and one pile in each status of the acceptance phase, with documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pileInventoryListSchema, wreckingPileListSchema } from '@baustellendoku/domain';
import { seedDemoData } from '../../db/seed.js';
import { projects, sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { pdfText } from '../../test/pdf-text.js';
import { call } from '../../test/recycled-material.js';
import { PROCESSED_DEMO_PILE } from './processing.seed.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../../platform/access/index.js';

let app: TestApp;
let projectId: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app);
  projectId = (await app.db.select().from(projects).where(eq(projects.number, '2026-014')))[0]!.id;
  // Setup generates PDFs; on a machine shared with other builds it can exceed the default 60 s.
}, 120_000);
afterAll(() => app.cleanup());

async function signIn(email: string): Promise<TestUser> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}`, isAdmin: user!.isAdmin };
}

describe('recycled-material demo seed', () => {
  it('enables ebv with a sent announcement and asbestos documentation', async () => {
    const paul = await signIn('projektleiter@demo.example');
    const project = (await call(app, paul, 'GET', `/project/${projectId}`)).json();
    expect(project).toMatchObject({
      hasConfirmedAnnouncement: true,
      isDocumentationOfAbsenceOfAsbestosCompleted: true,
    });
    expect(project.enabledFeatures).toContain('ebv');
    const announcements = (await call(app, paul, 'GET', `/project/${projectId}/announcement`)).json().items;
    expect(announcements).toMatchObject([{ sendingIsConfirmed: true }]);
    const feature = (await call(app, paul, 'GET', `/project/${projectId}/feature/ebv`)).json();
    expect(feature.missingSuitabilities.length).toBeGreaterThan(0);
  });

  it('has one pile in each status of the acceptance phase, with protocol and release documents', async () => {
    const max = await signIn('maschinist@demo.example');
    const { items } = wreckingPileListSchema.parse(
      (await call(app, max, 'GET', `/wrecking-pile?skip=0&limit=999999&projectId=${projectId}`)).json(),
    );
    expect(items.map((pile) => pile.status).sort()).toEqual([
      'acceptance_control_open',
      'acceptance_control_pending',
      'acceptance_control_rejected',
      'approved_for_breaking',
      'breaking',
      'will_be_disposed',
    ]);
    const released = items.find((pile) => pile.status === 'approved_for_breaking')!;
    const response = await app.inject({
      method: 'GET',
      url: released.approvalInformation!.document.url,
      headers: { cookie: max.cookie },
    });
    expect(await pdfText(response.rawPayload)).toContain('Gewerbepark Nord');
    expect(items.find((pile) => pile.status === 'will_be_disposed')).toMatchObject({
      acceptanceControl: { containsAsbestos: true },
      disposalInformation: { disposalDocuments: [{ fileName: 'Entsorgungsnachweis Faserzement.pdf' }] },
    });
    const tasks = (await call(app, max, 'GET', `/task/${projectId}?roles[]=machinist`)).json().items;
    expect(tasks.map((task: { type: string }) => task.type)).toEqual(
      expect.arrayContaining(['wrecking_pile-update_acceptance_control', 'wrecking_pile-create_acceptance_control']),
    );
  });

  it('processes one pile: located, analysed, checked and open batches, inventory and two delivery notes', async () => {
    const paul = await signIn('projektleiter@demo.example');
    const { items } = pileInventoryListSchema.parse(
      (await call(app, paul, 'GET', `/wrecking-pile-inventory?skip=0&limit=999999&projectId=${projectId}`)).json(),
    );
    const processed = items.find((pile) => pile.status === 'breaking')!;
    expect(processed.name).toBe(PROCESSED_DEMO_PILE);
    expect(processed.deliveryNoteCreationOnBehalfOfProjectManager).toBe(false);
    // Batch 1 (510 t) released as RC-1 0/32; notes of 120 t and 85.5 t leave 304.5 t.
    expect(processed.inventory).toMatchObject([
      { grainSizeAndQuality: 'rc_1_0_32', soilGroup: null, totalAmountInTons: 510, availableAmountInTons: 304.5 },
    ]);
    const notes = processed.inventory[0]!.deliveryNotes;
    expect(notes.map((note) => [note.number, note.quantityInTons])).toEqual([
      [1, 120],
      [2, 85.5],
    ]);
    const pdf = await app.inject({ method: 'GET', url: notes[1]!.document.url, headers: { cookie: paul.cookie } });
    expect(await pdfText(pdf.rawPayload)).toContain('Nordlicht Transporte GmbH');

    const pile = (await call(app, paul, 'GET', `/wrecking-pile/${processed.wreckingPileId}`)).json();
    expect(
      pile.batches.map(
        (batch: { number: number; status: string; analyticStatus: string; isLocationDocumented: boolean }) => [
          batch.number,
          batch.status,
          batch.analyticStatus,
          batch.isLocationDocumented,
        ],
      ),
    ).toEqual([
      [1, 'completely_broken', 'completed', true],
      [2, 'completely_broken', 'check', true],
      [3, 'completely_broken', 'open', false],
      [4, 'is_breaking', 'open', false],
    ]);
    const first = (
      await call(app, paul, 'GET', `/wrecking-pile/${processed.wreckingPileId}/batch/${pile.batches[0].batchId}`)
    ).json();
    const photo = await app.inject({
      method: 'GET',
      url: first.location.images[0].url,
      headers: { cookie: paul.cookie },
    });
    expect(photo.headers['content-type']).toContain('image/jpeg');
  });
});
