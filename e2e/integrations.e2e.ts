// Integration tokens in the browser (issue 35): a project manager makes an API token in the
// project settings, sees its secret once, the secret works with curl-like calls, and revoking
// it in the list stops it at once. Screenshots at 1440 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tokenFormat, type CurrentUserView } from '@baustellendoku/domain';
import { launchBrowser, PHONE, screenshot, startServer, type TestServer } from './harness.js';
import { api, enterApp } from './load-tests.flow.js';

const PROJECT_MANAGER = 'projektleiter@demo.example';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

/** A call as another system makes it: the token, no cookie. */
const callWith = (secret: string, path: string) =>
  fetch(`${server.url}/backend/api${path}`, { headers: { authorization: `Bearer ${secret}` } });

describe('integration tokens', () => {
  it('creates a project token, shows its secret once and revokes it', async () => {
    page = await enterApp(browser, server.url, PROJECT_MANAGER);
    const me = await api<CurrentUserView>(page, 'GET', '/me');
    const projectId = me.assignedProjects.find((project) => project.roles.includes('project_manager'))!.projectId;
    await page.goto(`/projects/${projectId}/settings`);
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'API-Tokens' }) });
    await panel.getByRole('button', { name: 'API-Token anlegen' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Waage Kieswerk');
    await dialog.getByRole('combobox', { name: 'Rechte' }).click();
    await page.getByRole('option', { name: 'Rechte als Polier' }).click();
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    const secret = (await dialog.getByTestId('token-secret').textContent())!.trim();
    expect(secret).toMatch(tokenFormat);
    await dialog.getByText('nur dieses eine Mal angezeigt').waitFor();
    await screenshot(page, 'integrations-secret-1440');
    expect((await callWith(secret, `/project/${projectId}`)).status).toBe(200);

    await dialog.getByRole('button', { name: 'Fertig' }).click();
    const row = panel.locator('[data-row]', { hasText: 'Waage Kieswerk' }).filter({ visible: true });
    await row.getByText('Rechte als Polier').waitFor();
    await row.getByText('Aktiv').waitFor();
    // The secret is gone: neither the page nor the list shows it again.
    expect(await page.content()).not.toContain(secret);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'integrations-project-1440');
    await page.setViewportSize(PHONE);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'integrations-project-390');

    await panel
      .locator('[data-row]', { hasText: 'Waage Kieswerk' })
      .filter({ visible: true })
      .getByRole('button', { name: 'Waage Kieswerk widerrufen' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Widerrufen' }).click();
    await panel
      .locator('[data-row]', { hasText: 'Waage Kieswerk' })
      .filter({ visible: true })
      .getByText(/Widerrufen am/)
      .waitFor();
    expect((await callWith(secret, `/project/${projectId}`)).status).toBe(401);
  });
});
