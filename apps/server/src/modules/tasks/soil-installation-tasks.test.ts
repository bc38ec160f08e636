// Open tasks of soil installation through the API: the appraiser's count of orders to check, the
// foreman's shortcut to record a delivery (straight to the form when one order accepts deliveries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTask } from '@baustellendoku/domain';
import { call, createSoilProject, orderInStatus, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

let app: TestApp;
let soil: SoilProject;

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
}, 60_000);
afterAll(() => app.cleanup());

const tasksOf = async (user: TestUser) => {
  const response = await call(app, user, 'GET', `/task/${soil.projectId}`);
  expect(response.statusCode).toBe(200);
  return response.json().items as { type: string; count?: number; link: string | null }[];
};

describe('soil-installation tasks', () => {
  it('counts the orders waiting for approval for the appraiser and offers deliveries to the foreman', async () => {
    expect(await tasksOf(soil.byRole.appraiser)).toEqual([]);
    expect(await tasksOf(soil.byRole.foreman)).toEqual([]);

    await orderInStatus(app, soil, 'in_review');
    await orderInStatus(app, soil, 'in_review');
    const approved = await orderInStatus(app, soil, 'approved');
    const appraiserTasks = await tasksOf(soil.byRole.appraiser);
    expect(appraiserTasks).toEqual([{ type: 'order-approve', count: 2, link: `/projects/${soil.projectId}/orders` }]);
    expect(renderTask(soil.projectId, appraiserTasks[0]!).title).toBe('Bestellungen prüfen');
    expect(renderTask(soil.projectId, appraiserTasks[0]!).description).toBe(
      '2 Bestellung(en) warten auf Ihre Prüfung und Freigabe.',
    );
    // One order accepts deliveries: the shortcut opens its delivery form.
    expect(await tasksOf(soil.byRole.foreman)).toEqual([
      {
        type: 'order-create_delivery',
        count: 1,
        variables: { orderId: approved },
        link: `/projects/${soil.projectId}/orders/${approved}/delivery/new`,
      },
    ]);

    await orderInStatus(app, soil, 'in_delivery');
    const foremanTasks = await tasksOf(soil.byRole.foreman);
    expect(foremanTasks).toMatchObject([
      { type: 'order-create_delivery', count: 2, link: `/projects/${soil.projectId}/orders` },
    ]);
    expect(renderTask(soil.projectId, foremanTasks[0]!).link?.text).toBe('Anlieferung erfassen');
    // Other roles get neither task.
    expect(await tasksOf(soil.byRole.machinist)).toEqual([]);
    expect(await tasksOf(soil.byRole.installation_appraiser)).toEqual([]);
  });
});
