import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isValidGeoJson } from '@baustellendoku/domain';
import { seedDemoData } from '../../db/seed.js';
import { sessions, users } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../../platform/access/index.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { request } from '../../test/administration.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app);
});
afterAll(() => app.cleanup());

/** A session for a seeded demo user. */
async function signIn(email: string): Promise<TestUser> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const token = randomToken();
  await app.db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId: user!.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return { id: user!.id, email, cookie: `${SESSION_COOKIE}=${token}`, isAdmin: user!.isAdmin };
}

describe('demo seed (administration)', () => {
  it('creates two organizations, the machines and both projects for the admin', async () => {
    const admin = await signIn('admin@demo.example');
    expect((await request(app, admin, 'GET', '/organization')).json().items).toHaveLength(2);
    const machines = (await request(app, admin, 'GET', '/machine')).json().items;
    expect(machines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Prallbrecher RM 100',
          owner: 'Muster Bau GmbH',
          isSuitableFor: ['rc_1_0_32'],
        }),
        expect.objectContaining({ isSuitableFor: [] }),
      ]),
    );
    const crusher = machines.find((machine: { name: string }) => machine.name === 'Prallbrecher RM 100');
    const detail = (await request(app, admin, 'GET', `/machine/${crusher.machineId}`)).json();
    const document = detail.suitabilities[0].documents[0];
    const pdf = await app.inject({ method: 'GET', url: document.url, headers: { cookie: admin.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const projects = (await request(app, admin, 'GET', '/project')).json().items;
    expect(
      projects.map((project: { projectName: string; number: string }) => [project.projectName, project.number]),
    ).toEqual([
      ['Gewerbepark Nord', '2026-014'],
      // Created by the admin through the service: Paul still has to complete it (no number yet).
      ['Wohnquartier Südhang', null],
    ]);
  });

  it('the demo project is complete, has an outline and every demo account in its role', async () => {
    const paul = await signIn('projektleiter@demo.example');
    const items = (await request(app, paul, 'GET', '/project')).json().items;
    expect(items).toHaveLength(2);
    const park = (await request(app, paul, 'GET', `/project/${items[0].projectId}`)).json();
    // Feature seeders (run after this one) enable their features on it.
    expect(park).toMatchObject({ name: 'Gewerbepark Nord', number: '2026-014', isProjectDataCompleted: true });
    expect(park.attributes.layoutPlan).toHaveLength(1);
    expect(isValidGeoJson(park.attributes.geoJson)).toBe(true);
    const members = (await request(app, paul, 'GET', `/project/${park.projectId}/user`)).json().items;
    expect(
      Object.fromEntries(
        members.map((member: { emailAddress: string; roles: string[] }) => [member.emailAddress, member.roles]),
      ),
    ).toEqual({
      // The admin is assigned without a role, so the project dropdown shows both demo projects.
      'admin@demo.example': [],
      'projektleiter@demo.example': ['project_manager'],
      'maschinist@demo.example': ['machinist'],
      'gutachter@demo.example': ['appraiser'],
      'polier@demo.example': ['foreman'],
      'einbaugutachter@demo.example': ['installation_appraiser'],
      'eigenueberwachung@demo.example': ['inhouse_production_control'],
    });
    const history = (await request(app, paul, 'GET', `/history/${park.projectId}?skip=0&limit=999999`)).json();
    const added = history.items.filter((item: { type: string }) => item.type === 'project.participant_added');
    // Six demo accounts in their roles, and the admin without a role.
    expect(added).toHaveLength(7);
    expect(added[0].originator).toEqual({ name: 'Anna Admin' });
    // The second project is incomplete: Paul is asked to complete it.
    const tasks = (await request(app, paul, 'GET', `/task/${items[1].projectId}?roles[]=project_manager`)).json().items;
    expect(tasks.map((task: { type: string }) => task.type)).toEqual(['project_complete_data', 'project_add_feature']);
    const greta = await signIn('gutachter@demo.example');
    expect((await request(app, greta, 'GET', '/project')).json().items).toHaveLength(1);
  });
});
