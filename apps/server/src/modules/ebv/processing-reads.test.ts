// The set-based reads of the processing half (decision 0291): PostgreSQL's numeric sums equal the
// domain's exact arithmetic on the same rows, and each read costs a fixed number of queries
// however many piles, batches and captures the project holds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimals, pileInventory, totalAvailable } from '@baustellendoku/domain';
import {
  batchAnalytics,
  breakingBatches,
  brokenMaterialCaptures,
  deliveryNotes,
  wreckingPiles,
} from '../../db/schema/index.js';
import { call, createEbvProject, pileInStatus, type EbvProject } from '../../test/recycled-material.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { countQueries } from '../../test/query-count.js';
import { loadInventories } from './inventory.js';
import { loadPileTotals } from './processing-views.js';

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
});
afterAll(() => app.cleanup());

const carrier = {
  name: 'Spedition',
  address: { street: 'Am Hafen', houseNumber: '7', postalCode: '28195', city: 'Bremen', country: 'de' },
  carrierNumber: 'B-1',
  phoneNumber: '0421 1',
  emailAddress: 'dispo@example.org',
};
let noteNumber = 0;

/** A pile in `breaking` with batches written directly: amounts, and an analytic for completed ones. */
async function pileWithBatches(
  batches: { amount: string; analytic?: { class: string; soilGroup: string | null }; captures?: number }[],
  notes: { quantity: string; class: string; soilGroup: string | null }[] = [],
) {
  const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
  await app.db.update(wreckingPiles).set({ status: 'breaking' }).where(eq(wreckingPiles.id, pileId));
  for (const [index, spec] of batches.entries()) {
    const [batch] = await app.db
      .insert(breakingBatches)
      .values({
        wreckingPileId: pileId,
        number: index + 1,
        sizeInTons: '500',
        amountInTons: spec.amount,
        status: 'completely_broken',
        analyticStatus: spec.analytic ? 'completed' : 'open',
      })
      .returning();
    if (spec.analytic)
      await app.db.insert(batchAnalytics).values({
        batchId: batch!.id,
        samplingDate: '2026-11-01',
        grainSizeAndQuality: spec.analytic.class,
        soilGroup: spec.analytic.soilGroup,
        materialClassFootnotes: ['keine'],
        isOperationalAssessmentRequired: false,
      });
    for (let capture = 0; capture < (spec.captures ?? 0); capture++)
      await app.db.insert(brokenMaterialCaptures).values({ batchId: batch!.id, amountInTons: '0.1' });
  }
  for (const note of notes) {
    noteNumber += 1;
    await app.db.insert(deliveryNotes).values({
      projectId: ebv.projectId,
      wreckingPileId: pileId,
      number: noteNumber,
      quantityInTons: note.quantity,
      deliveryDate: '2026-11-20',
      grainSizeAndQuality: note.class,
      soilGroup: note.soilGroup,
      carrier,
    });
  }
  return pileId;
}

/** The domain's inventory of the pile, computed from its raw rows. */
async function domainInventory(pileId: string) {
  const completed = await app.db
    .select({
      amountInTons: breakingBatches.amountInTons,
      grainSizeAndQuality: batchAnalytics.grainSizeAndQuality,
      soilGroup: batchAnalytics.soilGroup,
      analyticStatus: breakingBatches.analyticStatus,
    })
    .from(breakingBatches)
    .innerJoin(batchAnalytics, eq(batchAnalytics.batchId, breakingBatches.id))
    .where(eq(breakingBatches.wreckingPileId, pileId));
  const notes = await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.wreckingPileId, pileId));
  return pileInventory(
    completed.filter((batch) => batch.analyticStatus === 'completed'),
    notes,
  );
}

describe('sums in PostgreSQL equal the domain', () => {
  it('inventory per class and soil group: 3 × 0.1 t minus 0.2 t is exactly 0.1 t', async () => {
    const rc1 = { class: 'rc_1_0_32', soilGroup: null };
    const bm = { class: 'bm_0', soilGroup: 'GW' };
    const pileId = await pileWithBatches(
      [
        { amount: '0.1', analytic: rc1 },
        { amount: '0.1', analytic: rc1 },
        { amount: '0.1', analytic: rc1 },
        { amount: '12.345', analytic: bm },
        { amount: '0.7' },
      ],
      [
        { quantity: '0.2', class: 'rc_1_0_32', soilGroup: null },
        { quantity: '2.005', class: 'bm_0', soilGroup: 'GW' },
      ],
    );
    const fromSql = (await loadInventories(app.db, [pileId])).get(pileId);
    expect(fromSql).toEqual(await domainInventory(pileId));
    expect(fromSql).toEqual([
      {
        grainSizeAndQuality: 'bm_0',
        soilGroup: 'GW',
        totalAmountInTons: '12.345',
        deliveredAmountInTons: '2.005',
        availableAmountInTons: '10.34',
      },
      {
        grainSizeAndQuality: 'rc_1_0_32',
        soilGroup: null,
        totalAmountInTons: '0.3',
        deliveredAmountInTons: '0.2',
        availableAmountInTons: '0.1',
      },
    ]);
    expect(totalAvailable(fromSql!)).toBe('10.44');

    // The API answers the same exact figures.
    const pile = (await call(app, ebv.byRole.project_manager, 'GET', `/wrecking-pile/${pileId}`)).json();
    expect(pile.inventory).toEqual([
      { grainSizeAndQuality: 'bm_0', soilGroup: 'GW', availableAmountInTons: 10.34, totalAmountInTons: 12.345 },
      { grainSizeAndQuality: 'rc_1_0_32', soilGroup: null, availableAmountInTons: 0.1, totalAmountInTons: 0.3 },
    ]);
    expect(pile.breakingInformation.totalAmountInTons).toBe(13.345);
  });

  it('pile totals: the numeric sum of the batches equals addDecimals, piles without batches sum to 0', async () => {
    const amounts = ['0.1', '0.1', '0.1', '499.999', '0.001'];
    const pileId = await pileWithBatches(amounts.map((amount) => ({ amount })));
    const empty = await pileInStatus(app, ebv, 'approved_for_breaking');
    const totals = await loadPileTotals(app.db, [pileId, empty]);
    expect(totals.get(pileId)).toMatchObject({ batchCount: 5, totalAmountInTons: addDecimals(amounts) });
    expect(addDecimals(amounts)).toBe('500.3');
    expect(totals.get(empty)).toMatchObject({ batchCount: 0, totalAmountInTons: '0' });
  });
});

describe('a read costs a fixed number of queries', () => {
  const reads = (pileId: string, batchId: string) => ({
    overview: `/wrecking-pile-overview?skip=0&limit=999999&projectId=${ebv.projectId}`,
    inventory: `/wrecking-pile-inventory?skip=0&limit=999999&projectId=${ebv.projectId}`,
    piles: `/wrecking-pile?skip=0&limit=51&projectId=${ebv.projectId}`,
    pile: `/wrecking-pile/${pileId}`,
    batch: `/wrecking-pile/${pileId}/batch/${batchId}`,
  });
  const stock = { class: 'rc_1_0_32', soilGroup: null };

  async function queriesPerRead(pileId: string) {
    const [batch] = await app.db
      .select({ id: breakingBatches.id })
      .from(breakingBatches)
      .where(eq(breakingBatches.wreckingPileId, pileId))
      .limit(1);
    const counts: Record<string, number> = {};
    for (const [name, path] of Object.entries(reads(pileId, batch!.id))) {
      counts[name] = await countQueries(app, async () => {
        const response = await call(app, ebv.byRole.project_manager, 'GET', path);
        expect(response.statusCode, response.body).toBe(200);
      });
    }
    return counts;
  }

  it('the same count for a small and a ten times bigger project', async () => {
    const pileId = await pileWithBatches(
      [{ amount: '500', analytic: stock, captures: 2 }],
      [{ quantity: '1', ...stock }],
    );
    const small = await queriesPerRead(pileId);
    for (let pile = 0; pile < 4; pile++)
      await pileWithBatches(
        Array.from({ length: 10 }, () => ({ amount: '500', analytic: stock, captures: 3 })),
        [{ quantity: '2', ...stock }],
      );
    const big = await queriesPerRead(pileId);
    expect(big).toEqual(small);
    // Session and project access in one statement (for the pile and the batch: the access to the
    // project of the path's pile, decision 0371), then the read: the list of piles and one query for
    // totals with batches; the pile's guard row, its controls with the machine, names with files,
    // and totals with batches and stock in one (decision 0710); the batch's guard row with its
    // analytic, captures, totals with stock, names, plus the pile's earlier lab checks and the site
    // conditions for the admissibility of its class (decision 0282).
    // (Before decision 0291: 12, 13, 21 and 27 — and the lists loaded every batch of the listed
    // piles; before decision 0371: 5, 5, 10 and 9; before decision 0710: 4, 4, 8, 8 and 8.)
    expect(small).toEqual({ overview: 3, inventory: 4, piles: 5, pile: 5, batch: 6 });
  });
});

describe('the processed-pile lists page by piles', () => {
  it('skip and limit count piles (the paging screens), without them every pile (the spec)', async () => {
    const path = (query: string) => `/wrecking-pile-overview?projectId=${ebv.projectId}${query}`;
    const ids = async (query: string) =>
      (await call(app, ebv.byRole.project_manager, 'GET', path(query)))
        .json()
        .items.map((pile: { wreckingPileId: string }) => pile.wreckingPileId);
    const all = await ids('');
    expect(all.length).toBeGreaterThan(3);
    expect(await ids('&skip=0&limit=999999')).toEqual(all);
    expect(await ids('&skip=1&limit=2')).toEqual(all.slice(1, 3));
  });
});
