// Demo seed for administration: two organizations, two machine files (one with a suitability
// proof and its certificate), the demo project "Gewerbepark Nord" with complete data, an outline
// and every demo account in its role, a second project for Paul, and some history. Runs after the
// auth seeder; demo users are looked up by e-mail in the users table.
import { inArray } from 'drizzle-orm';
import { historyEventTypes, projectRoleLabels, rolesAsLabel, type ProjectRole } from '@baustellendoku/domain';
import type { DemoSeeder } from '../../db/seed.js';
import {
  historyEvents,
  machines,
  machineSuitabilities,
  machineSuitabilityDocuments,
  organizations,
  projectMembers,
  projects,
  users,
} from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';

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

const daysAgo = (days: number, hour = 9) => {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 15, 0, 0);
  return date;
};

export const projectsDemoSeeder: DemoSeeder = async ({ tx, app, state }) => {
  const emails = [ADMIN, ...Object.keys(demoRoles)];
  const rows = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const admin = byEmail.get(ADMIN);
  if (!admin) throw new Error('Demo-Seed: der Admin-Demonutzer fehlt (auth-Seeder zuerst ausführen)');

  const [north, south] = await tx
    .insert(organizations)
    .values([{ name: 'Muster Bau GmbH – Niederlassung Nord' }, { name: 'Muster Bau GmbH – Niederlassung Süd' }])
    .returning();

  // Machines: a crusher with a proof for RC-1 0/32 and a screen without any proof.
  const [crusher, screen] = await tx
    .insert(machines)
    .values([
      { name: 'Prallbrecher RM 100', owner: 'Muster Bau GmbH' },
      { name: 'Siebanlage Chieftain 1400', owner: 'Muster Bau GmbH' },
    ])
    .returning();
  const certificate = await storeDemoPdf(tx, app.storage, {
    fileName: 'Eignungsnachweis RM 100 RC-1 0-32.pdf',
    title: 'Eignungsnachweis – Prallbrecher RM 100',
    lines: [
      'Materialklasse und Körnung: RC-1 0/32',
      'Maschine: Prallbrecher RM 100, Besitzer: Muster Bau GmbH',
      'Prüfstelle: Demo-Prüfinstitut für Baustoffe, Hamburg',
      'Ergebnis: Die Anlage ist geeignet, Recycling-Baustoff der Klasse RC-1 in der Körnung 0/32 herzustellen.',
    ],
    uploadedBy: admin.id,
    machineId: crusher!.id,
  });
  const [proof] = await tx
    .insert(machineSuitabilities)
    .values({ machineId: crusher!.id, grainSizeAndQuality: 'rc_1_0_32', createdBy: admin.id })
    .returning();
  await tx.insert(machineSuitabilityDocuments).values({ suitabilityId: proof!.id, fileId: certificate });

  // The demo project with complete data.
  const [park] = await tx
    .insert(projects)
    .values({
      organizationId: north!.id,
      name: 'Gewerbepark Nord',
      number: '2026-014',
      client: 'Stadt Norderstedt, Amt für Tiefbau',
      constructionWorkTypes: ['erdbau', 'strassenbau', 'kanalbau'],
      startDate: daysAgo(40).toISOString().slice(0, 10),
      street: 'Gutenbergring',
      houseNumber: '40',
      postalCode: '22848',
      city: 'Norderstedt',
      country: 'de',
      isBoundaryNotificationRequired: true,
      isExplosivesClearanceAvailable: true,
      isRemediationPlanAvailable: false,
      transferHeightTopInCentimeters: '2450',
      transferHeightBottomInCentimeters: '2310',
      geoJson: JSON.stringify(demoOutline, null, 2),
    })
    .returning();
  const layoutPlan = await storeDemoPdf(tx, app.storage, {
    fileName: 'Lageplan Gewerbepark Nord.pdf',
    title: 'Lageplan – Gewerbepark Nord',
    lines: [
      'Projekt 2026-014, Gutenbergring 40, 22848 Norderstedt',
      'Baufeld ca. 3,5 ha, Baustraße von Norden, Bereitstellungsfläche Ost.',
    ],
    uploadedBy: admin.id,
    projectId: park!.id,
  });
  await tx
    .update(projects)
    .set({ layoutPlanFileIds: [layoutPlan] })
    .where(inArray(projects.id, [park!.id]));

  const [slope] = await tx
    .insert(projects)
    .values({ organizationId: south!.id, name: 'Wohnquartier Südhang', number: '2026-021' })
    .returning();

  const history: (typeof historyEvents.$inferInsert)[] = [
    {
      projectId: park!.id,
      type: historyEventTypes.projectCreated,
      variables: { projectName: park!.name },
      originatorId: admin.id,
      occurredAt: daysAgo(42, 8),
    },
    {
      projectId: park!.id,
      type: historyEventTypes.projectUpdated,
      variables: { projectName: park!.name },
      originatorId: admin.id,
      occurredAt: daysAgo(42, 9),
    },
  ];
  let minute = 0;
  for (const [email, role] of Object.entries(demoRoles)) {
    const user = byEmail.get(email);
    if (!user) continue;
    await tx.insert(projectMembers).values({ projectId: park!.id, userId: user.id, roles: [role] });
    const occurredAt = daysAgo(41, 10);
    occurredAt.setUTCMinutes((minute += 3));
    history.push({
      projectId: park!.id,
      type: historyEventTypes.participantAdded,
      variables: {
        userId: user.id,
        userName: `${user.firstName} ${user.lastName}`,
        roles: [role],
        rolesAsLabel: projectRoleLabels[role],
      },
      originatorId: admin.id,
      occurredAt,
    });
  }
  const paul = byEmail.get('projektleiter@demo.example');
  history.push({
    projectId: slope!.id,
    type: historyEventTypes.projectCreated,
    variables: { projectName: slope!.name },
    originatorId: admin.id,
    occurredAt: daysAgo(3, 11),
  });
  if (paul) {
    await tx.insert(projectMembers).values({ projectId: slope!.id, userId: paul.id, roles: ['project_manager'] });
    history.push({
      projectId: slope!.id,
      type: historyEventTypes.participantAdded,
      variables: {
        userId: paul.id,
        userName: `${paul.firstName} ${paul.lastName}`,
        roles: ['project_manager'],
        rolesAsLabel: rolesAsLabel(['project_manager']),
      },
      originatorId: admin.id,
      occurredAt: daysAgo(3, 12),
    });
  }
  // The admin needs no role, but is assigned to both projects so the "Ihre Projekte" dropdown
  // (assigned and accessible projects, more than one) shows in the demo.
  await tx.insert(projectMembers).values([
    { projectId: park!.id, userId: admin.id, roles: [] },
    { projectId: slope!.id, userId: admin.id, roles: [] },
  ]);
  await tx.insert(historyEvents).values(history);

  state.set('organization:north', north!.id);
  state.set('organization:south', south!.id);
  state.set('machine:crusher', crusher!.id);
  state.set('machine:screen', screen!.id);
  state.set('project:demo', park!.id);
  state.set('project:second', slope!.id);
};
