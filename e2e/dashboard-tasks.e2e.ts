// Issue 39 item 4 (decision 0510): the project dashboard's "Offene Aufgaben" are exactly the open
// tasks the API lists for the user's roles in the project — on the demo data, with a pile waiting
// for its acceptance control (M-04), for every demo role (the project manager and the machinist
// among them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { renderTask, type OpenTask } from '@baustellendoku/domain';
import { launchBrowser, PHONE, startServer, type TestServer } from './harness.js';
import { api, enterApp, projectIdOf } from './load-tests.flow.js';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const demoUsers = [
  'projektleiter@demo.example',
  'maschinist@demo.example',
  'gutachter@demo.example',
  'polier@demo.example',
  'einbaugutachter@demo.example',
  'eigenueberwachung@demo.example',
  'admin@demo.example',
];

type Me = { assignedProjects: { projectId: string; roles: string[] }[] };

describe('dashboard tasks', () => {
  for (const email of demoUsers) {
    it(`${email}: the dashboard shows exactly the API's open tasks for the user's roles`, async () => {
      const page = await enterApp(browser, server.url, email, PHONE);
      const projectId = await projectIdOf(page, 'Gewerbepark Nord');
      const roles = (await api<Me>(page, 'GET', '/me')).assignedProjects.find(
        (assignment) => assignment.projectId === projectId,
      )?.roles;
      const query = (roles ?? []).map((role) => `roles[]=${encodeURIComponent(role)}`).join('&');
      const listed = (await api<{ items: OpenTask[] }>(page, 'GET', `/task/${projectId}${query ? `?${query}` : ''}`))
        .items;
      const expected = listed.map((task) => {
        const rendered = renderTask(projectId, task);
        return `${rendered.title}\n${rendered.description}`;
      });

      await page.goto(`/projects/${projectId}`);
      const card = page
        .locator('section, div')
        .filter({ has: page.getByRole('heading', { name: /^Offene Aufgaben/ }) });
      await card
        .getByText(expected.length === 0 ? 'Keine offenen Aufgaben – alles erledigt.' : expected[0]!.split('\n')[0]!)
        .first()
        .waitFor();
      const shown = await page.evaluate(() => {
        const heading = Array.from(document.querySelectorAll('main#main h2, main#main h3')).find((element) =>
          element.textContent?.startsWith('Offene Aufgaben'),
        );
        const list = heading?.closest('section, [class*="rounded"]')?.querySelector('ul');
        return Array.from(list?.querySelectorAll(':scope > li') ?? [], (item) =>
          Array.from(item.querySelectorAll('p'), (line) => line.textContent?.trim() ?? '').join('\n'),
        );
      });
      expect(shown).toEqual(expected);
      if (email.startsWith('projektleiter') || email.startsWith('maschinist')) {
        // The pile waiting for its acceptance control is a task of both (spec part 2 §6).
        expect(shown).toContain(
          'Annahmekontrolle durchführen\nFür die Miete M-04 Bodenplatte Lager steht die Annahmekontrolle aus.',
        );
      }
      await page.context().close();
    }, 120_000);
  }
});
