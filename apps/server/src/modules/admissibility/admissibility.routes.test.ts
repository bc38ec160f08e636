// The admissibility endpoints through the real app: each verdict, 422 for unknown inputs, 403
// without the soil-installation feature, 404 for non-members, and the approval confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { mountingFeatureSettings, orders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  call,
  createOrder,
  createSoilProject,
  orderInStatus,
  recordDelivery,
  type SoilProject,
} from '../../test/soil-installation.js';

let app: TestApp;
let soil: SoilProject;
beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  await app.db.insert(mountingFeatureSettings).values({
    projectId: soil.projectId,
    mountingMethods: ['ew_1', 'ew_4', 'ew_7'],
    groundwaterCoverLayerSoilType: 'guenstig_sand',
    groundwaterCoverLayerThicknessInMeter: '2.1',
    waterProtectionArea: 'wsg_iii_a',
  });
});
afterAll(() => app.cleanup());

const verdicts = async (materialClass: string, projectId = soil.projectId) => {
  const response = await call(
    app,
    soil.byRole.foreman,
    'GET',
    `/project/${projectId}/admissibility?materialClass=${materialClass}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { mountingMethod: string; verdict: string }[] }).items;
};
const setSite = (values: Partial<typeof mountingFeatureSettings.$inferInsert>) =>
  app.db.update(mountingFeatureSettings).set(values).where(eq(mountingFeatureSettings.projectId, soil.projectId));

describe('GET /project/{projectId}/admissibility', () => {
  it('answers per Einbauweise of the project: RC-3 in WSG III A is refused where Tabelle 3 says "–"', async () => {
    const response = await call(
      app,
      soil.byRole.foreman,
      'GET',
      `/project/${soil.projectId}/admissibility?materialClass=rc_3`,
    );
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(
      items.map((item: { mountingMethod: string; verdict: string }) => [item.mountingMethod, item.verdict]),
    ).toEqual([
      ['ew_1', 'admissible'],
      ['ew_4', 'not_admissible'],
      ['ew_7', 'not_admissible'],
    ]);
    expect(items[1]).toMatchObject({ table: 3, column: 'wsg_iii_a_sand', footnotes: [], marks: [] });
    expect(items[1].reason).toContain('Einbau unzulässig („–“)');
  });

  it('lists footnotes for admissible_with_conditions and needs no table for class-0 soil', async () => {
    await setSite({ groundwaterCoverLayerSoilType: 'guenstig_lehm_schluff_ton' });
    const [, refill] = await verdicts('rc_2');
    expect(refill).toMatchObject({
      verdict: 'admissible_with_conditions',
      footnotes: [{ number: 1, text: 'Die Verfüllung von Leitungsgräben ist nicht zulässig.' }],
    });
    expect((await verdicts('bm_0_sand')).map((item) => item.verdict)).toEqual([
      'admissible',
      'admissible',
      'admissible',
    ]);
    await setSite({ groundwaterCoverLayerSoilType: 'guenstig_sand' });
  });

  it('re-evaluates when the site conditions change and is not_checkable while they are unknown', async () => {
    await setSite({ groundwaterCoverLayerSoilType: 'nicht_ermittelt' });
    const items = await verdicts('rc_1');
    expect(items.map((item) => item.verdict)).toEqual(['not_checkable', 'not_checkable', 'not_checkable']);
    expect((items[0] as unknown as { reason: string }).reason).toContain('Bodenart der Grundwasserdeckschicht');
    await setSite({ groundwaterCoverLayerSoilType: 'guenstig_sand', waterProtectionArea: null });
    expect((await verdicts('rc_3')).map((item) => item.verdict)).toEqual([
      'admissible',
      'admissible',
      'not_admissible',
    ]);
    await setSite({ waterProtectionArea: 'wsg_iii_a' });
  });

  it('answers 422 with a German violation for an unknown or missing material class', async () => {
    for (const query of ['?materialClass=rc_9', '']) {
      const response = await call(app, soil.byRole.foreman, 'GET', `/project/${soil.projectId}/admissibility${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().payload.violations).toEqual([
        { propertyPath: 'querystring.materialClass', title: expect.stringMatching(/Materialklasse|Auswahl|Wert/) },
      ]);
    }
  });

  it('refuses non-members (404), the unauthenticated (401) and projects without the feature (403)', async () => {
    const url = `/project/${soil.projectId}/admissibility?materialClass=rc_1`;
    expect((await call(app, soil.outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await call(app, soil.admin, 'GET', url)).statusCode).toBe(200);
    const ebvOnly = await createSoilProject(app, { features: ['ebv'] });
    const refused = await call(
      app,
      ebvOnly.byRole.project_manager,
      'GET',
      `/project/${ebvOnly.projectId}/admissibility?materialClass=rc_1`,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(app, ebvOnly.byRole.project_manager, 'GET', `/project/${ebvOnly.projectId}/admissibility/overview`))
        .statusCode,
    ).toBe(403);
  });

  it('gives the overview of every order material with the selected column', async () => {
    const response = await call(app, soil.byRole.foreman, 'GET', `/project/${soil.projectId}/admissibility/overview`);
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    expect(overview.mountingMethods).toEqual(['ew_1', 'ew_4', 'ew_7']);
    expect(overview.siteColumns[0].result).toMatchObject({ kind: 'column', column: 'wsg_iii_a_sand' });
    const rc3 = overview.materials.find((material: { materialClass: string }) => material.materialClass === 'rc_3');
    expect(rc3.notAdmissibleAnywhere).toBe(false);
    expect(
      (await call(app, soil.outsider, 'GET', `/project/${soil.projectId}/admissibility/overview`)).statusCode,
    ).toBe(404);
  });

  it('sums the delivered tons of the exempt classes exactly, whatever other classes were delivered', async () => {
    const exemption = async () =>
      (await call(app, soil.byRole.foreman, 'GET', `/project/${soil.projectId}/admissibility/overview`)).json()
        .deliveryNoteExemption as { applies: boolean; exemptTotalInTons: string };
    const [first, second, other] = [
      await orderInStatus(app, soil, 'in_delivery'),
      await orderInStatus(app, soil, 'in_delivery'),
      await orderInStatus(app, soil, 'in_delivery'),
    ];
    await app.db
      .update(orders)
      .set({ materialClass: 'bm_0_sand' })
      .where(inArray(orders.id, [first, second]));
    await app.db.update(orders).set({ materialClass: 'rc_1' }).where(eq(orders.id, other));
    const before = await exemption();
    for (const [orderId, tons] of [
      [first, '1.1'],
      [first, '2.2'],
      [second, '12.345'],
      [other, '40'],
    ] as const)
      expect((await recordDelivery(app, soil, orderId, tons)).statusCode).toBe(201);
    const after = await exemption();
    expect(after.applies).toBe(true);
    expect(after.exemptTotalInTons).toMatch(/^\d+\.\d{3}$/);
    expect((Number(after.exemptTotalInTons) - Number(before.exemptTotalInTons)).toFixed(3)).toBe('15.645');
  });
});

describe('GET /admissibility/matrix', () => {
  it('gives the whole table of one material, or one column of it', async () => {
    const whole = await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=rc_2');
    expect(whole.statusCode).toBe(200);
    const matrix = whole.json();
    expect(matrix).toMatchObject({ materialClass: 'rc_2', table: 2, title: 'Recycling-Baustoff der Klasse 2 (RC-2)' });
    expect(matrix.rows).toHaveLength(17);
    expect(matrix.rows[16].cells).toHaveLength(9);
    expect(matrix.rows[16].cells[2]).toMatchObject({
      column: 'favourable_loam',
      verdict: 'admissible_with_conditions',
      marks: ['M'],
    });
    expect(matrix.footnotes).toHaveLength(6);

    const one = (
      await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=rc_3&column=wsg_iii_a_sand')
    ).json();
    expect(one.columns).toEqual(['wsg_iii_a_sand']);
    expect(one.rows.map((row: { cells: { verdict: string }[] }) => row.cells[0]!.verdict).slice(0, 8)).toEqual([
      'admissible',
      'admissible',
      'admissible',
      'not_admissible',
      'not_admissible',
      'admissible',
      'not_admissible',
      'not_admissible',
    ]);
    const classZero = (
      await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=bg_0&column=unfavourable')
    ).json();
    expect(classZero).toMatchObject({ table: null });
    expect(classZero.rows[0].cells[0].verdict).toBe('admissible');
    const laga = (await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=laga_z2')).json();
    expect(laga.rows[0].cells[0].verdict).toBe('not_checkable');
  });

  it('answers 422 for unknown values and 401 without a session', async () => {
    const badColumn = await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=rc_1&column=spalte_7');
    expect(badColumn.statusCode).toBe(422);
    expect(badColumn.json().payload.violations[0].propertyPath).toBe('querystring.column');
    expect((await call(app, soil.outsider, 'GET', '/admissibility/matrix?materialClass=xyz')).statusCode).toBe(422);
    expect((await call(app, null, 'GET', '/admissibility/matrix?materialClass=rc_1')).statusCode).toBe(401);
  });
});

describe("approving an order that is admissible in none of the project's Einbauweisen", () => {
  it('needs the explicit confirmation and a comment, checked after the approve rule', async () => {
    await setSite({ mountingMethods: ['ew_4', 'ew_7'] });
    const order = await createOrder(app, soil, { materialClass: 'rc_3', orderNumber: 'B-RC3' });
    const approve = (body: Record<string, unknown>, user = soil.byRole.appraiser) =>
      call(app, user, 'POST', `/order/${order.orderId}/approve`, body);

    expect((await approve({}, soil.byRole.foreman)).statusCode).toBe(403);
    const bare = await approve({});
    expect(bare.statusCode).toBe(422);
    expect(bare.json().payload.violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual(
      ['confirmNotAdmissible', 'comment'],
    );
    const noComment = await approve({ confirmNotAdmissible: true });
    expect(noComment.json().payload.violations).toEqual([
      {
        propertyPath: 'comment',
        title: 'Bitte begründen Sie die Freigabe eines unzulässigen Materials in einem Kommentar.',
      },
    ]);
    const read = await call(app, soil.byRole.appraiser, 'GET', `/order/${order.orderId}`);
    expect(read.json().status).toBe('in_review');

    const approved = await approve({
      confirmNotAdmissible: true,
      comment: 'Einzelfallzulassung der Behörde liegt vor',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
  });

  it('needs nothing extra when the material is admissible somewhere', async () => {
    const order = await createOrder(app, soil, { materialClass: 'rc_1', orderNumber: 'B-RC1' });
    const approved = await call(app, soil.byRole.appraiser, 'POST', `/order/${order.orderId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    await setSite({ mountingMethods: ['ew_1', 'ew_4', 'ew_7'] });
  });
});
