// Demo seed for administration: the demo project "Gewerbepark Nord" with complete data, an outline
// and every demo account in its role, and a second project for Paul that he still has to complete.
// Told through the services as the admin would through the API, each act dated on a past day
// (decision 0226). Runs after the auth and organizations seeders; demo users are looked up by e-mail.
import { inArray } from 'drizzle-orm';
import { updateProjectSchema, type ProjectRole } from '@baustellendoku/domain';
import { actingAt, daysAgo, demoAdminAccess, servicesDb, sessionUserOf } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { users } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { addProjectUser } from '../participants/index.js';
import { createProject, updateProject } from './projects.service.js';

const ADMIN = 'admin@demo.example';
const demoRoles: Record<string, ProjectRole> = {
  'projektleiter@demo.example': 'project_manager',
  'maschinist@demo.example': 'machinist',
  'gutachter@demo.example': 'appraiser',
  'polier@demo.example': 'foreman',
  'einbaugutachter@demo.example': 'installation_appraiser',
  'eigenueberwachung@demo.example': 'inhouse_production_control',
};

/** A small site outline in Norderstedt (north of Hamburg), closed ring, [lon, lat]. */
export const demoOutline = {
  type: 'Feature',
  properties: { name: 'Baufeld Gewerbepark Nord' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [10.0089, 53.7071],
        [10.0141, 53.7074],
        [10.0146, 53.7046],
        [10.0094, 53.7041],
        [10.0089, 53.7071],
      ],
    ],
  },
};

export const projectsDemoSeeder: DemoSeeder = async ({ tx, app, state }) => {
  const emails = [ADMIN, ...Object.keys(demoRoles)];
  const rows = await tx.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const admin = byEmail.get(ADMIN);
  if (!admin) throw new Error('Demo-Seed: der Admin-Demonutzer fehlt (auth-Seeder zuerst ausführen)');
  const db = servicesDb(tx);
  const anna = sessionUserOf(admin);
  const pdf = (fileName: string, title: string, lines: string[]) =>
    storeDemoPdf(tx, app.storage, { fileName, title, lines, uploadedBy: admin.id });

  const organization = (key: string) => {
    const id = state.get(`organization:${key}`);
    if (typeof id !== 'string')
      throw new Error('Demo-Seed: Organisationen fehlen (organizations-Seeder zuerst ausführen)');
    return id;
  };

  // The demo project, created and completed by the admin.
  const park = await createProject(
    db,
    { user: anna, at: daysAgo(42, 8, 15) },
    { organizationId: organization('north'), name: 'Gewerbepark Nord' },
  );
  const asAdminInPark = demoAdminAccess(admin, park.projectId);
  const layoutPlan = await pdf('Lageplan Gewerbepark Nord.pdf', 'Lageplan – Gewerbepark Nord', [
    'Projekt 2026-014, Gutenbergring 40, 22848 Norderstedt',
    'Baufeld ca. 3,5 ha, Baustraße von Norden, Bereitstellungsfläche Ost.',
  ]);
  await updateProject(
    db,
    actingAt(asAdminInPark, daysAgo(42, 9, 15)),
    updateProjectSchema.parse({
      name: 'Gewerbepark Nord',
      number: '2026-014',
      client: 'Stadt Norderstedt, Amt für Tiefbau',
      constructionWorkTypes: ['erdbau', 'strassenbau', 'kanalbau'],
      startDate: daysAgo(40).toISOString().slice(0, 10),
      address: {
        street: 'Gutenbergring',
        houseNumber: '40',
        postalCode: '22848',
        city: 'Norderstedt',
        country: 'de',
      },
      attributes: {
        layoutPlan: [layoutPlan],
        isBoundaryNotificationRequired: true,
        isExplosivesClearanceAvailable: true,
        isRemediationPlanAvailable: false,
        transferHeightTopInCentimeters: 2450,
        transferHeightBottomInCentimeters: 2310,
        geoJson: JSON.stringify(demoOutline, null, 2),
      },
    }),
  );
  let minute = 0;
  for (const [email, role] of Object.entries(demoRoles)) {
    const user = byEmail.get(email);
    if (!user) continue;
    await addProjectUser(db, actingAt(asAdminInPark, daysAgo(41, 10, (minute += 3))), {
      userId: user.id,
      roles: [role],
    });
  }

  // The second project: created by the admin for Paul, who still has to complete its data.
  const slope = await createProject(
    db,
    { user: anna, at: daysAgo(3, 11) },
    { organizationId: organization('south'), name: 'Wohnquartier Südhang' },
  );
  const paul = byEmail.get('projektleiter@demo.example');
  if (paul) {
    await addProjectUser(db, actingAt(demoAdminAccess(admin, slope.projectId), daysAgo(3, 12)), {
      userId: paul.id,
      roles: ['project_manager'],
    });
  }
  // The admin needs no role, but is assigned to both projects so the "Ihre Projekte" dropdown
  // (assigned and accessible projects, more than one) shows in the demo.
  for (const projectId of [park.projectId, slope.projectId]) {
    await addProjectUser(db, actingAt(demoAdminAccess(admin, projectId), daysAgo(3, 12, 30)), {
      userId: admin.id,
      roles: [],
    });
  }

  state.set('project:demo', park.projectId);
  state.set('project:second', slope.projectId);
};
