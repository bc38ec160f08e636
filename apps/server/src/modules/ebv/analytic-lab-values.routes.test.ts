// Lab values in the batch analytic (issue 23, decision 0282) through the real app: the server
// builds the series from the pile's earlier checks and evaluates it itself, a class against the
// computation needs a comment (batch, history), the evaluation sheet is stored and listed, the
// compliance assistant judges the chosen class, and bad lab input changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDetailSchema, renderHistoryEntry, wreckingPileSchema, type BatchDetail } from '@baustellendoku/domain';
import { batchAnalytics, files, historyEvents, mountingFeatureSettings } from '../../db/schema/index.js';
import { multipartBody, PNG_1X1 } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { call, createEbvProject, pileInStatus, uploadPdf, type EbvProject } from '../../test/recycled-material.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Lab values of an RC sample well within RC-1 (the domain's test sample). */
const cleanRc = {
  ph: '10',
  elektrische_leitfaehigkeit: '1500',
  sulfat_eluat: '300',
  pak15_eluat: '1,5',
  pak16_feststoff: '5',
  chrom_ges_eluat: '50',
  kupfer_eluat: '40',
  vanadium_eluat: '30',
};

let app: TestApp;
let ebv: EbvProject;
beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
});
afterAll(() => app.cleanup());

const appraiser = () => ebv.byRole.appraiser;
const manager = () => ebv.byRole.project_manager;
const batchPath = (pileId: string, batchId: string, action = '') =>
  `/wrecking-pile/${pileId}/batch/${batchId}${action ? `/${action}` : ''}`;

/** A released pile with `count` full batches of 500 t; their ids in order. */
async function pileWithBatches(count: number) {
  const pileId = await pileInStatus(app, ebv, 'approved_for_breaking');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const captured = await call(app, ebv.byRole.machinist, 'POST', `/wrecking-pile/${pileId}/capture-broken-material`, {
      amountInTons: 500,
    });
    expect(captured.statusCode, captured.body).toBe(201);
    const batches = wreckingPileSchema.parse(captured.json()).batches;
    ids.push(batches.at(-1)!.batchId);
    if (index < count - 1) {
      const { body, contentType } = multipartBody('file', 'Standort.png', PNG_1X1, 'image/png');
      const photo = await app.inject({
        method: 'POST',
        url: '/backend/api/file',
        headers: { cookie: ebv.byRole.machinist.cookie, 'content-type': contentType },
        payload: body,
      });
      await call(app, ebv.byRole.machinist, 'POST', batchPath(pileId, ids.at(-1)!, 'location'), {
        locationImages: [photo.json().id],
      });
    }
  }
  return { pileId, ids };
}

async function analytic(grainSizeAndQuality: string, extra: Record<string, unknown>) {
  return {
    samplingDate: '2026-11-02',
    samplingProtocolDocuments: [(await uploadPdf(app, appraiser(), 'Probenahmeprotokoll.pdf')).id],
    reportDocuments: [(await uploadPdf(app, appraiser(), 'Prüfbericht 4711.pdf')).id],
    grainSizeAndQuality,
    materialClassFootnotes: ['keine'],
    isOperationalAssessmentRequired: false,
    ...extra,
  };
}

const post = async (pileId: string, batchId: string, body: unknown) =>
  call(app, appraiser(), 'POST', batchPath(pileId, batchId, 'analytic'), body);
const detailOf = (response: { json: () => unknown }): BatchDetail => batchDetailSchema.parse(response.json());
const analyticRow = async (batchId: string) =>
  (await app.db.select().from(batchAnalytics).where(eq(batchAnalytics.batchId, batchId)))[0];
const historyOf = async (type: string) =>
  (await app.db.select().from(historyEvents).where(eq(historyEvents.projectId, ebv.projectId))).filter(
    (event) => event.type === type,
  );

describe('lab values in the analytic', () => {
  it('keeps the spec form working without lab values: no evaluation, no sheet, no comment asked', async () => {
    const { pileId, ids } = await pileWithBatches(1);
    const response = await post(pileId, ids[0]!, await analytic('rc_2_0_32', {}));
    expect(response.statusCode, response.body).toBe(200);
    const detail = detailOf(response);
    expect(detail.analytic).toMatchObject({ grainSizeAndQuality: 'rc_2_0_32', lab: null, classDeviationComment: null });
    expect((await analyticRow(ids[0]!))!.labRequest).toBeNull();
  });

  it('stores values and its own evaluation, asks for a comment against the computation, and says so everywhere', async () => {
    const { pileId, ids } = await pileWithBatches(1);
    const labValues = { values: { ...cleanRc, sulfat_eluat: '800' } };
    // A client's own "evaluation" is no field of the analytic: refused, nothing stored.
    const trusted = await post(
      pileId,
      ids[0]!,
      await analytic('rc_1_0_32', { labValues: { ...labValues, evaluation: { materialClass: 'RC-1' } } }),
    );
    expect(trusted.statusCode).toBe(422);
    // RC-1 0/16: the machine holds no proof for it, so the batch waits in `check` and may be re-checked below.
    const missing = await post(pileId, ids[0]!, await analytic('rc_1_0_16', { labValues }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().payload.violations).toEqual([
      {
        propertyPath: 'classDeviationComment',
        title: 'Bitte begründen Sie, warum Sie von der berechneten Materialklasse (RC-2) abweichen.',
      },
    ]);
    expect(await analyticRow(ids[0]!)).toBeUndefined();

    const saved = await post(
      pileId,
      ids[0]!,
      await analytic('rc_1_0_16', {
        labValues,
        classDeviationComment: 'Sulfat nach Nachuntersuchung 520 mg/l (Prüfbericht 4712)',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const lab = detailOf(saved).analytic!.lab!;
    expect(lab.request).toMatchObject({
      material: 'RC',
      basis: 'series',
      samples: [{ values: { sulfat_eluat: '800' } }],
    });
    expect(lab.evaluation.materialClass).toBe('RC-2');
    expect(lab.evaluation.decisive.map((entry) => entry.parameter)).toEqual(['sulfat_eluat']);
    expect(lab.isDeviating).toBe(true);
    expect(detailOf(saved).analytic!.classDeviationComment).toBe(
      'Sulfat nach Nachuntersuchung 520 mg/l (Prüfbericht 4712)',
    );
    expect((await analyticRow(ids[0]!))!.labEvaluation!.materialClass).toBe('RC-2');

    const history = (await call(app, manager(), 'GET', `/history/${ebv.projectId}`)).json();
    const [entry] = history.items;
    expect(renderHistoryEntry(ebv.projectId, entry).text).toBe(
      `Die Analytik der Charge 1 der Miete ${await pileName(pileId)} wurde erfasst: RC-1 0/16 abweichend von der Berechnung (RC-2), Begründung: Sulfat nach Nachuntersuchung 520 mg/l (Prüfbericht 4712)`,
    );

    // The evaluation sheet: stored, listed on the batch and in the project documents, naming the decisive parameter.
    const sheet = lab.evaluationSheet!;
    expect(sheet.fileName).toBe(`Bewertungsbogen ${await pileName(pileId)} Charge 1.pdf`);
    const pdf = await app.inject({ method: 'GET', url: sheet.url, headers: { cookie: manager().cookie } });
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Bewertungsbogen Materialklasse',
      'Sulfat 800 mg/l > 600 mg/l (RC-1)',
      'Charge 1',
      'Rolle appraiser',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('abweichend von der Berechnung (RC-2)');
    const documents = (await call(app, manager(), 'GET', `/project-documentation/${ebv.projectId}`)).json();
    const listed = documents
      .find((group: { label: string }) => group.label === 'Ersatzbaustoffe')
      .subCategories.flatMap((sub: { files: { file: { id: string }; label?: string }[] }) => sub.files);
    expect(listed.map((item: { file: { id: string } }) => item.file.id)).toContain(sheet.id);

    // Choosing the computed class needs no comment; the re-check replaces the sheet.
    await call(app, manager(), 'POST', batchPath(pileId, ids[0]!, 'restart-analytic'));
    const agreed = await post(pileId, ids[0]!, await analytic('rc_2_0_32', { labValues }));
    expect(agreed.statusCode, agreed.body).toBe(200);
    const again = detailOf(agreed).analytic!;
    expect(again.lab!.isDeviating).toBe(false);
    expect(again.classDeviationComment).toBeNull();
    expect(again.lab!.evaluationSheet!.id).not.toBe(sheet.id);
    expect(await app.db.select().from(files).where(eq(files.id, sheet.id))).toEqual([]);
  });

  it('builds the series from the pile’s earlier analytics in order and judges it on the server (§ 10 (3))', async () => {
    const { pileId, ids } = await pileWithBatches(3);
    // Check 1 exceeds RC-1 sulfate (600) below the reference value: the first external check tolerates nothing.
    const first = await post(
      pileId,
      ids[0]!,
      await analytic('rc_2_0_32', { labValues: { values: { ...cleanRc, sulfat_eluat: '650' } } }),
    );
    expect(detailOf(first).analytic!.lab!.evaluation.materialClass).toBe('RC-2');
    expect(detailOf(first).analytic!.lab!.request.samples).toHaveLength(1);
    // Check 2 is clean: the one exceedance of check 1 is tolerated within the series, RC-1.
    const second = await post(pileId, ids[1]!, await analytic('rc_1_0_32', { labValues: { values: cleanRc } }));
    const lab = detailOf(second).analytic!.lab!;
    expect(lab.request.samples.map((sample) => sample.values.sulfat_eluat)).toEqual(['650', '300']);
    expect(lab.evaluation.materialClass).toBe('RC-1');
    // Check 3 exceeds sulfate again: two exceedances of the same value within five checks → RC-2.
    const detail = detailOf(await call(app, manager(), 'GET', batchPath(pileId, ids[2]!)));
    expect(detail.earlierLabChecks.map((check) => check.batchNumber)).toEqual([1, 2]);
    const third = await post(
      pileId,
      ids[2]!,
      await analytic('rc_1_0_32', { labValues: { values: { ...cleanRc, sulfat_eluat: '650' } } }),
    );
    expect(third.statusCode).toBe(422);
    expect(third.json().payload.violations[0].title).toContain('(RC-2)');
  });

  it('shows the compliance assistant’s verdicts for the chosen class in the project’s Einbauweisen', async () => {
    await app.db.insert(mountingFeatureSettings).values({
      projectId: ebv.projectId,
      mountingMethods: ['ew_1', 'ew_12'],
      groundwaterCoverLayerSoilType: 'guenstig_sand',
      groundwaterCoverLayerThicknessInMeter: '2.0',
    });
    const { pileId, ids } = await pileWithBatches(1);
    const saved = detailOf(await post(pileId, ids[0]!, await analytic('rc_3_0_32', {})));
    expect(saved.admissibility!.materialClass).toBe('rc_3');
    expect(saved.admissibility!.items.map((item) => item.mountingMethod)).toEqual(['ew_1', 'ew_12']);
    expect(saved.admissibility!.items.every((item) => typeof item.reason === 'string')).toBe(true);
  });

  it('refuses bad lab input with German messages on the field and stores nothing', async () => {
    const { pileId, ids } = await pileWithBatches(1);
    const recorded = (await historyOf('batch.analytic_set')).length;
    const cases: [unknown, string, string][] = [
      [{ values: { kein_parameter: '1' } }, 'labValues.values.kein_parameter', 'Unbekannter Parameter'],
      [{ values: { sulfat_eluat: '-5' } }, 'labValues.values.sulfat_eluat', ''],
      [{ values: { sulfat_eluat: '1.234,5' } }, 'labValues.values.sulfat_eluat', ''],
      [{ values: { sulfat_eluat: 'viel' } }, 'labValues.values.sulfat_eluat', ''],
      [{ values: {} }, 'labValues.values', 'Bitte geben Sie mindestens einen Laborwert ein'],
      [
        { values: cleanRc, soilType: 'Sand' },
        'labValues.soilType',
        'Die Bodenart gilt nur für Bodenmaterial und Baggergut',
      ],
      [
        { values: { arsen_feststoff: '3' } },
        'labValues.values.arsen_feststoff',
        'Für RC gibt es keinen Materialwert zu diesem Parameter',
      ],
    ];
    for (const [labValues, propertyPath, title] of cases) {
      const response = await post(pileId, ids[0]!, await analytic('rc_1_0_32', { labValues }));
      expect(response.statusCode, JSON.stringify(labValues)).toBe(422);
      const [violation] = response.json().payload.violations;
      expect(violation.propertyPath).toBe(propertyPath);
      expect(violation.title).toMatch(title ? title : /\S/);
      expect(violation.title).not.toMatch(/invalid|expected|required/i);
    }
    expect(await analyticRow(ids[0]!)).toBeUndefined();
    expect(await historyOf('batch.analytic_set')).toHaveLength(recorded);
  });
});

async function pileName(pileId: string) {
  return wreckingPileSchema.parse((await call(app, manager(), 'GET', `/wrecking-pile/${pileId}`)).json()).name;
}
