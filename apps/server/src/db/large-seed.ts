// `npm run seed:large` (issue "Years of data" §1, issue "Recycled material II" benchmark): a large
// installation on an empty database — the demo data first (through the services, decision 0226),
// then 100 projects in all, one of them running for five years with 2,000 orders, 20,000
// deliveries, 3,000 installation documentations, 5,000 dynamic and 1,000 static load tests, 200
// participants, 200 piles with 5,000 batches, 50,000 captures, analytics and delivery notes, and
// about 100,000 history entries. The volume is written with multi-row INSERTs of 1,000 rows
// (decision 0370); each row is built the way its service builds it: payloads parsed by the routes'
// domain schemas, the services' own column functions, the domain's state machines and arithmetic
// (bookCapture, addDecimals, the 90 % threshold), consecutive numbers, and the service's history
// entry with the same variables. `large-seed.test.ts` checks those invariants on a small scale.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import {
  addDecimals,
  ALMOST_FULLY_DELIVERED_PERCENT,
  bookCapture,
  acceptanceControlSchema,
  compareDecimals,
  createOrderSchema,
  deliverySchema,
  dynamicLoadAnalysisUpdateSchema,
  formatDecimalDe,
  historyEventTypes,
  initialOrderStatus,
  mountingDocumentationFieldsSchema,
  mountingFeatureSettingsSchema,
  optionValues,
  orderMoves,
  rolesAsLabel,
  staticLoadAnalysisUpdateSchema,
  subtractDecimals,
  type OrderStatus,
  type ProjectRole,
  type WreckingPileStatus,
} from '@baustellendoku/domain';
import { backfillHistoryChains } from '../lib/history-chain.js';
import type { Executor, Transaction } from './client.js';
import { actingAt, demoMemberAccess, servicesDb } from './demo-access.js';
import {
  acceptanceControls,
  batchAnalytics,
  breakingBatches,
  brokenMaterialCaptures,
  deliveries,
  deliveryNotes,
  dynamicLoadAnalyses,
  files,
  historyEvents,
  loadAnalysisCounters,
  machines,
  mountingDocumentationOrders,
  mountingDocumentations,
  orders,
  organizations,
  projectMembers,
  projects,
  staticLoadAnalyses,
  users,
  wreckingPiles,
} from './schema/index.js';
import { seedDemoData } from './seed.js';
import { storeDemoPdf } from '../documents/demo-documents.js';
import { columnsOf as dynamicColumnsOf } from '../modules/load-tests/dynamic/dynamic-load.service.js';
import { staticColumnsOf } from '../modules/load-tests/static/static-load.service.js';
import { columnsOf as mountingColumnsOf } from '../modules/mounting-documentation/mounting-documentation.service.js';
import { orderColumns, orderVariables } from '../modules/orders/orders.service.js';
import { saveMountingFeature } from '../modules/mounting-documentation/mounting-feature.service.js';
import { saveEbvFeature } from '../modules/ebv/ebv-feature.service.js';
import { confirmAnnouncementSending, createAnnouncement } from '../modules/ebv/announcements.service.js';
import { addAsbestosDocuments } from '../modules/ebv/asbestos.service.js';
import { pileVariables } from '../modules/ebv/wrecking-piles.service.js';
import { controlColumns } from '../modules/ebv/acceptance-control.service.js';
import { checked } from '../modules/ebv/ebv.seed.js';
import { batchVariables } from '../modules/ebv/batch-access.js';
import { demoOutline } from '../modules/projects/projects.seed.js';

export const LARGE_PROJECT_NUMBER = '2021-001';
export const LARGE_PROJECT_NAME = 'Hafenkante Wilhelmsburg';

export class LargeSeedRefused extends Error {}

/** The volumes at scale 1 (the issues' figures); the test runs a small fraction. */
export const largeVolumes = {
  projects: 100,
  participants: 200,
  orders: 2_000,
  deliveries: 20_000,
  mountingDocumentations: 3_000,
  dynamicTests: 5_000,
  staticTests: 1_000,
  piles: 200,
  batches: 5_000,
  capturesPerBatch: 10,
  deliveryNotesPerPile: 10,
};

const ROWS_PER_STATEMENT = 1_000;
const DAY = 86_400_000;
const YEARS = 5;

/** A small deterministic random source (mulberry32), so two runs give the same installation. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    chance: (p: number) => next() < p,
    /** A decimal with `scale` places between min and max, as text. */
    decimal: (min: number, max: number, scale: number) => (min + next() * (max - min)).toFixed(scale),
  };
}
type Random = ReturnType<typeof randomSource>;

/** Multi-row INSERTs of at most 1,000 rows each. */
async function insertAll<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db.insert(table).values(rows.slice(start, start + ROWS_PER_STATEMENT) as never);
  }
}

const firstNames = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Eva',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Karla',
  'Lukas',
  'Mia',
  'Nils',
  'Ole',
  'Paula',
  'Rieke',
  'Sven',
  'Tilda',
  'Uwe',
  'Vera',
  'Wiebke',
  'Yannik',
  'Zoe',
];
const lastNames = [
  'Albers',
  'Brandt',
  'Claussen',
  'Dittmer',
  'Ehlers',
  'Friedrichs',
  'Grube',
  'Hansen',
  'Iversen',
  'Jürgensen',
  'Kock',
  'Lüders',
  'Meyer',
  'Nissen',
  'Ohlsen',
  'Petersen',
  'Quast',
  'Rohwer',
  'Schröder',
  'Thode',
  'Ulrich',
  'Voss',
  'Wulf',
  'Zeller',
];
const cities = [
  'Hamburg',
  'Lübeck',
  'Kiel',
  'Bremen',
  'Lüneburg',
  'Stade',
  'Neumünster',
  'Elmshorn',
  'Pinneberg',
  'Buxtehude',
  'Cuxhaven',
  'Itzehoe',
];
const carriers = [
  'Nordlicht Transporte GmbH',
  'Elbe Logistik KG',
  'Hansa Erdbau GmbH',
  'Kies & Sand Nord GmbH',
  'Spedition Petersen',
  'Baustoffhandel Wulf',
];
const origins = [
  'Kiesgrube Hittfeld',
  'Sandgrube Ellerau',
  'Aushub Baufeld Ost',
  'Recyclinghof Billbrook',
  'Tagebau Kaltenkirchen',
  'Zwischenlager Moorfleet',
];
const soilTypes = [
  'Sand, kiesig (SW)',
  'Kies, sandig (GW)',
  'Sand, schluffig (SU)',
  'Schluff, tonig (UL)',
  'Frostschutzmaterial 0/32',
];
const devices = [
  { deviceName: 'ZFG 3000 GPS', deviceModel: 'Zorn Instruments' },
  { deviceName: 'Terratest 5000 BLU', deviceModel: 'Terratest' },
  { deviceName: 'HMP LFG-K', deviceModel: 'HMP Magdeburg' },
];
const testLayers = ['Frostschutzschicht 0/32', 'Schottertragschicht 0/45', 'Planum', 'Bodenverbesserung Kalk 3 %'];

/** The big project's site: the demo outline moved to Wilhelmsburg (points lie inside it). */
const SITE = { lat: 53.5068, lng: 9.9985, spanLat: 0.006, spanLng: 0.01 };

const iso = (date: Date) => date.toISOString();
/** Tons (at most 3 decimals) as an exact integer of kilograms, for the service's 90 % comparison. */
const milli = (tons: string) => {
  const [whole, fraction = ''] = tons.split('.');
  return BigInt(`${whole}${fraction.padEnd(3, '0').slice(0, 3)}`);
};
const calendarDay = (date: Date) => date.toISOString().slice(0, 10);
const gridField = (random: Random) =>
  `${random.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${random.int(1, 12)}/${String(random.int(1, 40)).padStart(2, '0')}`;

type Person = { id: string; firstName: string; lastName: string; email: string };
type Member = Person & { roles: ProjectRole[] };
type HistoryRow = typeof historyEvents.$inferInsert;

export type LargeSeedSummary = Record<string, number>;

/**
 * Seeds the large installation into an empty database; refuses (LargeSeedRefused, German message)
 * when it holds any user. `scale` shrinks every volume (tests); 1 is the issues' installation.
 */
export async function seedLargeInstallation(
  app: FastifyInstance,
  options: {
    scale?: number;
    log?: (message: string) => void;
    /** How many of the other projects work like the big one, each with BUSY_PROJECT_SHARE of its volumes (the site-day bench). */
    busyProjects?: number;
  } = {},
): Promise<LargeSeedSummary> {
  const scale = options.scale ?? 1;
  const log = options.log ?? (() => undefined);
  const [existing] = await app.db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) {
    throw new LargeSeedRefused(
      'Die Datenbank ist nicht leer. seed:large legt die große Installation nur in einer leeren Datenbank an ' +
        '(neue DATABASE_URL oder leeres DATA_DIR).',
    );
  }
  log('Demo-Daten über die Dienste …');
  await seedDemoData(app);
  const volume = (figure: number, minimum = 1) => Math.max(minimum, Math.round(figure * scale));
  return app.db.transaction(async (tx) => {
    const random = randomSource(19);
    const now = Date.now();
    const start = now - YEARS * 365 * DAY;
    const summary: LargeSeedSummary = {};
    const history: HistoryRow[] = [];

    const demoUsers = await tx.select().from(users);
    const byEmail = (email: string) => demoUsers.find((user) => user.email === email)!;
    const admin = byEmail('admin@demo.example');
    const [north, south] = await tx.select().from(organizations).orderBy(organizations.name);
    const plants = await tx.select().from(machines).orderBy(machines.name);

    // ── People: the demo accounts and the rest of the 200 participants ────────────────
    const demoRoles: [string, ProjectRole][] = [
      ['projektleiter@demo.example', 'project_manager'],
      ['maschinist@demo.example', 'machinist'],
      ['gutachter@demo.example', 'appraiser'],
      ['polier@demo.example', 'foreman'],
      ['einbaugutachter@demo.example', 'installation_appraiser'],
      ['eigenueberwachung@demo.example', 'inhouse_production_control'],
    ];
    const roleCycle: ProjectRole[] = [
      'foreman',
      'foreman',
      'machinist',
      'appraiser',
      'installation_appraiser',
      'project_manager',
      'inhouse_production_control',
      'foreman',
    ];
    const people: (typeof users.$inferInsert & { id: string })[] = [];
    const participantCount = volume(largeVolumes.participants, demoRoles.length + 4);
    for (let index = demoRoles.length; index < participantCount; index++) {
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      const guest = index % 3 === 0;
      people.push({
        id: randomUUID(),
        type: guest ? 'guest' : 'staff',
        email: `${firstName}.${lastName}.${index}@${guest ? 'subunternehmer' : 'muster-bau'}.example`
          .toLowerCase()
          .replace(/ä/g, 'ae')
          .replace(/ö/g, 'oe')
          .replace(/ü/g, 'ue'),
        firstName,
        lastName,
        createdAt: new Date(start + random.int(0, 400) * DAY),
      });
    }
    await insertAll(tx, users, people);
    const members: Member[] = [
      ...demoRoles.map(([email, role]) => ({ ...byEmail(email), roles: [role] })),
      ...people.map((person, index) => ({
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        roles: [roleCycle[index % roleCycle.length]!],
      })),
    ];
    const withRole = (role: ProjectRole) => members.filter((member) => member.roles.includes(role));
    const someone = (role: ProjectRole) => random.pick(withRole(role)).id;

    // ── The big project ────────────────────────────────────────────────────────────────
    const outline = {
      ...demoOutline,
      properties: { name: `Baufeld ${LARGE_PROJECT_NAME}` },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [SITE.lng, SITE.lat + SITE.spanLat],
            [SITE.lng + SITE.spanLng, SITE.lat + SITE.spanLat],
            [SITE.lng + SITE.spanLng, SITE.lat],
            [SITE.lng, SITE.lat],
            [SITE.lng, SITE.lat + SITE.spanLat],
          ],
        ],
      },
    };
    const [big] = await tx
      .insert(projects)
      .values({
        organizationId: north!.id,
        name: LARGE_PROJECT_NAME,
        number: LARGE_PROJECT_NUMBER,
        client: 'Hamburg Port Authority',
        constructionWorkTypes: ['erdbau', 'strassenbau', 'kanalbau'],
        startDate: calendarDay(new Date(start)),
        street: 'Reiherstieg Hauptdeich',
        houseNumber: '1',
        postalCode: '21107',
        city: 'Hamburg',
        country: 'de',
        isBoundaryNotificationRequired: true,
        isExplosivesClearanceAvailable: true,
        isRemediationPlanAvailable: true,
        transferHeightTopInCentimeters: '620',
        transferHeightBottomInCentimeters: '480',
        geoJson: JSON.stringify(outline, null, 2),
        enabledFeatures: ['ebv', 'mounting-documentation'],
        createdAt: new Date(start - 20 * DAY),
      })
      .returning();
    const projectId = big!.id;
    history.push({
      projectId,
      type: historyEventTypes.projectCreated,
      variables: { projectName: big!.name },
      originatorId: admin.id,
      occurredAt: new Date(start - 20 * DAY),
    });
    await insertAll(tx, projectMembers, [
      ...members.map((member) => ({ projectId, userId: member.id, roles: member.roles })),
      { projectId, userId: admin.id, roles: [] },
    ]);
    members.forEach((member, index) =>
      history.push(
        participantAdded(
          projectId,
          member,
          admin.id,
          new Date(start - 19 * DAY + index * 60_000 + Math.floor((index / members.length) * 300) * DAY),
        ),
      ),
    );
    summary.participants = members.length;

    const manager = byEmail('projektleiter@demo.example');
    const section = { random, start, now, someone, history, summary, volume };
    // Files whose stored content many rows share (decision 0370): delivery-note scans, printouts, photos.
    const templates = await storedTemplates(tx, app, projectId, manager.id);
    await seedWorkingProject(
      tx,
      app,
      { ...section, projectId, templates },
      { name: LARGE_PROJECT_NAME, manager, plants },
    );
    const layoutPlan = await storeDemoPdf(tx, app.storage, {
      fileName: `Lageplan ${LARGE_PROJECT_NAME}.pdf`,
      title: `Lageplan – ${LARGE_PROJECT_NAME}`,
      lines: ['Baufeld ca. 60 ha zwischen Reiherstieg und Hauptdeich, Baustraße von Süden.'],
      uploadedBy: admin.id,
      projectId,
    });
    await tx
      .update(projects)
      .set({ layoutPlanFileIds: [layoutPlan] })
      .where(eq(projects.id, projectId));

    // ── The other projects: members and some history each ──────────────────────────────
    const otherCount = Math.max(1, volume(largeVolumes.projects) - 3);
    const others = Array.from({ length: otherCount }, (_, index) => ({
      id: randomUUID(),
      organizationId: index % 2 === 0 ? north!.id : south!.id,
      name: `${random.pick(['Wohnquartier', 'Gewerbegebiet', 'Ortsumgehung', 'Kanalsanierung', 'Schulcampus', 'Logistikzentrum'])} ${random.pick(cities)} ${index + 1}`,
      number: `${2021 + (index % 5)}-${String(100 + index).padStart(3, '0')}`,
      client: `Stadt ${random.pick(cities)}`,
      city: random.pick(cities),
      enabledFeatures:
        index % 3 === 0 ? (['mounting-documentation'] as const) : index % 3 === 1 ? (['ebv'] as const) : ([] as const),
      createdAt: new Date(start + random.int(0, YEARS * 365 - 30) * DAY),
    }));
    await insertAll(
      tx,
      projects,
      others.map((project) => ({ ...project, enabledFeatures: [...project.enabledFeatures] })),
    );
    const otherMembers: (typeof projectMembers.$inferInsert)[] = [];
    for (const project of others) {
      history.push({
        projectId: project.id,
        type: historyEventTypes.projectCreated,
        variables: { projectName: project.name },
        originatorId: admin.id,
        occurredAt: project.createdAt,
      });
      const chosen = new Set<Member>([
        members[0]!,
        ...Array.from({ length: random.int(3, 12) }, () => random.pick(members)),
      ]);
      let minute = 0;
      for (const member of chosen) {
        otherMembers.push({ projectId: project.id, userId: member.id, roles: member.roles });
        history.push(
          participantAdded(
            project.id,
            member,
            admin.id,
            new Date(project.createdAt.getTime() + DAY + (minute += 5) * 60_000),
          ),
        );
      }
    }
    await insertAll(tx, projectMembers, otherMembers);
    summary.projects = (await tx.select({ value: count() }).from(projects))[0]!.value;

    // Busy projects: both features and a share of the big one's volumes (their own summary).
    const busy = others.slice(0, options.busyProjects ?? 0);
    for (const project of busy) {
      log(`Projekt ${project.name} …`);
      await tx
        .update(projects)
        .set({ enabledFeatures: ['ebv', 'mounting-documentation'] })
        .where(eq(projects.id, project.id));
      const share = (figure: number, minimum = 1) => volume(figure * BUSY_PROJECT_SHARE, minimum);
      await seedWorkingProject(
        tx,
        app,
        { ...section, projectId: project.id, templates, summary: {}, volume: share },
        { name: project.name, manager, plants },
      );
    }
    if (busy.length > 0) summary.busyProjects = busy.length;

    log(`${history.length} Verlaufseinträge …`);
    history.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
    await insertAll(tx, historyEvents, history);
    // The bulk rows join their projects' chains as the service would have chained them (decision 0620).
    await backfillHistoryChains(tx);
    summary.history = history.filter((row) => row.projectId === projectId).length;
    return summary;
  });
}

/** The history entry of the participants service for an added member. */
const participantAdded = (projectId: string, member: Member, originatorId: string, occurredAt: Date): HistoryRow => ({
  projectId,
  type: historyEventTypes.participantAdded,
  variables: {
    userId: member.id,
    userName: `${member.firstName} ${member.lastName}`,
    roles: member.roles,
    rolesAsLabel: rolesAsLabel(member.roles),
  },
  originatorId,
  occurredAt,
});

type Templates = Awaited<ReturnType<typeof storedTemplates>>;
type FileTemplate = { storageKey: string; contentType: string; sizeInBytes: number; fileName: string };

/** Stores a few files once; bulk rows get their own file rows pointing at these contents. */
/** A busy project's share of the big one's volumes (`busyProjects`). */
export const BUSY_PROJECT_SHARE = 0.05;

/**
 * A project at work: its feature settings through the services (a handful of acts, dated at the
 * start), then its soil installation and recycled material.
 */
async function seedWorkingProject(
  tx: Transaction,
  app: FastifyInstance,
  context: SectionContext,
  project: { name: string; manager: typeof users.$inferSelect; plants: (typeof machines.$inferSelect)[] },
) {
  const { start, projectId } = context;
  const { manager, plants } = project;
  const asManager = actingAt(
    {
      ...demoMemberAccess(manager, projectId, 'project_manager', ['ebv', 'mounting-documentation']),
    },
    new Date(start - 15 * DAY),
  );
  const services = servicesDb(tx);
  await saveMountingFeature(
    services,
    asManager,
    mountingFeatureSettingsSchema.parse({
      mountingMethods: ['ew_7', 'ew_8', 'ew_4'],
      groundwaterCoverLayerSoilType: 'guenstig_sand',
      groundwaterCoverLayerThicknessInMeter: 1.6,
      highestExpectedGroundwaterLevelInMeter: 2.4,
      waterProtectionArea: 'wsg_iii_b',
    }),
  );
  await saveEbvFeature(tx, asManager, {
    grainSizeAndQualities: ['rc_1_0_32', 'rc_2_0_45'],
    machines: plants.map((plant) => plant.id),
    expectedQuantityInTons: '2500000',
    samplingIntervalInTons: 500,
    sitePlanConstructionWasteDocuments: [],
    sitePlanRcMaterialDocuments: [],
  });
  const announcement = await createAnnouncement(tx, app.storage, actingAt(asManager, new Date(start - 12 * DAY)));
  await confirmAnnouncementSending(
    tx,
    actingAt(asManager, new Date(start - 11 * DAY)),
    announcement.projectAnnouncementId,
  );
  const survey = await storeDemoPdf(tx, app.storage, {
    fileName: `Schadstoffgutachten ${project.name}.pdf`,
    title: `Schadstofferkundung vor Rückbau – ${project.name}`,
    lines: ['Begehung und Beprobung aller Bestandsgebäude: keine asbesthaltigen Materialien festgestellt.'],
    uploadedBy: manager.id,
    projectId,
  });
  await addAsbestosDocuments(tx, actingAt(asManager, new Date(start - 10 * DAY)), { documents: [survey] });

  await seedSoil(tx, context);
  await seedRecycledMaterial(tx, { ...context, machines: plants });
}

async function storedTemplates(tx: Transaction, app: FastifyInstance, projectId: string, uploadedBy: string) {
  const rowOf = async (id: string): Promise<FileTemplate> => {
    const [row] = await tx.select().from(files).where(eq(files.id, id));
    return {
      storageKey: row!.storageKey,
      contentType: row!.contentType,
      sizeInBytes: row!.sizeInBytes,
      fileName: row!.fileName,
    };
  };
  const pdf = async (fileName: string, title: string, lines: string[]) =>
    rowOf(await storeDemoPdf(tx, app.storage, { fileName, title, lines, uploadedBy, projectId }));
  const image = async (fileName: string, label: string, color: string): Promise<FileTemplate> => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
      <rect width="480" height="200" fill="#9cc3e4"/><rect y="200" width="480" height="160" fill="${color}"/>
      <path d="M60 290 Q240 90 420 290 Z" fill="#a8a29e"/>
      <text x="20" y="340" font-family="DejaVu Sans" font-size="22" fill="#fff">${label}</text></svg>`;
    const content = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
    const id = randomUUID();
    const storageKey = `${id.slice(0, 2)}/${id}`;
    await app.storage.put(storageKey, Readable.from(content), 'application/octet-stream');
    return { storageKey, contentType: 'image/jpeg', sizeInBytes: content.length, fileName };
  };
  // The demo's device printouts (stored by the dynamic-load demo seed) are the result images.
  const printouts = await tx
    .select()
    .from(files)
    .where(inArray(files.contentType, ['image/png']));
  return {
    deliveryScan: await pdf('Lieferschein.pdf', 'Lieferschein (Scan)', ['Wiegeschein mit Unterschrift des Fahrers']),
    printouts:
      printouts.length > 0
        ? printouts.map((row) => ({ ...row }))
        : [await image('Messstreifen.jpg', 'Messstreifen', '#eee')],
    locationPhotos: [
      await image('Standort Lagerfläche Ost.jpg', 'Lagerfläche Ost', '#7d7466'),
      await image('Standort Lagerfläche Süd.jpg', 'Lagerfläche Süd', '#6b6459'),
      await image('Standort Haufwerk Nord.jpg', 'Haufwerk Nord', '#857c70'),
    ],
  };
}

/** A file row of the project with the content of `template`. */
function fileRow(
  template: FileTemplate,
  projectId: string,
  uploadedBy: string,
  createdAt: Date,
  fileName = template.fileName,
) {
  return {
    id: randomUUID(),
    fileName,
    contentType: template.contentType,
    sizeInBytes: template.sizeInBytes,
    storageKey: template.storageKey,
    uploadedBy,
    projectId,
    createdAt,
  };
}

type SectionContext = {
  random: Random;
  start: number;
  now: number;
  projectId: string;
  someone: (role: ProjectRole) => string;
  history: HistoryRow[];
  summary: LargeSeedSummary;
  templates: Templates;
  volume: (figure: number, minimum?: number) => number;
};

/** A moment between `from` and `to` (ms), on a working day between 6 and 17 o'clock UTC. */
function workingMoment(random: Random, from: number, to: number): Date {
  const date = new Date(from + random.next() * Math.max(0, to - from));
  date.setUTCHours(random.int(6, 16), random.int(0, 59), random.int(0, 59), 0);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.getTime() > to ? new Date(to) : date;
}

// ── Soil installation: orders, deliveries, installations, load tests ─────────────────────
async function seedSoil(tx: Transaction, context: SectionContext) {
  const { random, start, now, projectId, someone, history, summary, templates, volume } = context;
  const orderCount = volume(largeVolumes.orders, 5);
  const deliveryTarget = volume(largeVolumes.deliveries, 10);
  const materialClasses = optionValues('orderMaterialClass');
  const disposalCodes = optionValues('disposalCode');
  const orderRows: (typeof orders.$inferInsert & { id: string; status: OrderStatus; deliveryCount: number })[] = [];
  const fileRows: (typeof files.$inferInsert)[] = [];
  const deliveryRows: (typeof deliveries.$inferInsert)[] = [];

  // Created evenly over the years; the last ones are still in review.
  for (let index = 0; index < orderCount; index++) {
    const createdAt = workingMoment(
      random,
      start + (index / orderCount) * (now - start - 10 * DAY),
      start + ((index + 1) / orderCount) * (now - start - 10 * DAY),
    );
    const fields = createOrderSchema.parse({
      projectId,
      orderNumber: `B-${createdAt.getUTCFullYear()}-${String(index + 1).padStart(4, '0')}`,
      materialOrigin: `${random.pick(origins)}\nLos ${random.int(1, 40)}`,
      carrier: random.pick(carriers),
      materialClass: random.pick(materialClasses),
      declaredQuantityInTons: random.decimal(300, 2500, random.chance(0.5) ? 0 : 1),
      approvalByAppraiserRequired: random.chance(0.8),
      disposalCode: random.chance(0.3) ? random.pick(disposalCodes) : undefined,
      comment: random.chance(0.2) ? 'Anlieferung nur werktags zwischen 7 und 16 Uhr.' : undefined,
    });
    const createdBy = someone('project_manager');
    const order = {
      id: randomUUID(),
      projectId,
      ...orderColumns(fields),
      status: initialOrderStatus(fields.approvalByAppraiserRequired),
      deliveryCount: 0,
      createdAt,
      createdBy,
      attachmentFileIds: [] as string[],
    } as (typeof orderRows)[number];
    history.push({
      projectId,
      type: historyEventTypes.orderCreated,
      variables: orderVariables(order),
      originatorId: createdBy,
      occurredAt: createdAt,
    });
    const recent = index >= orderCount - Math.max(1, Math.round(orderCount * 0.03));
    if (order.status === 'in_review' && !recent) {
      const decidedAt = new Date(createdAt.getTime() + random.int(1, 4) * DAY);
      const approvedBy = someone('appraiser');
      if (random.chance(0.04)) {
        Object.assign(order, {
          status: orderMoves.reject.nextStatus(order),
          rejectedAt: decidedAt,
          rejectedBy: approvedBy,
          rejectionComment: 'Analytik fehlt für die angegebene Herkunft.',
        });
        history.push({
          projectId,
          type: historyEventTypes.orderRejected,
          variables: { ...orderVariables(order), comment: order.rejectionComment },
          originatorId: approvedBy,
          occurredAt: decidedAt,
        });
      } else {
        Object.assign(order, {
          status: orderMoves.approve.nextStatus(order),
          approvedAt: decidedAt,
          approvedBy,
          approvalComment: null,
        });
        history.push({
          projectId,
          type: historyEventTypes.orderApproved,
          variables: { ...orderVariables(order), comment: null },
          originatorId: approvedBy,
          occurredAt: decidedAt,
        });
      }
    }
    orderRows.push(order);
  }

  // Deliveries on the deliverable orders, each order's in date order and numbered from 1.
  // The most recently approved orders await their first delivery.
  const approved = orderRows.filter((order) => order.status === 'approved');
  const deliverable = approved.slice(0, approved.length - Math.max(1, Math.round(approved.length * 0.05)));
  const perOrder = deliverable.length > 0 ? deliveryTarget / deliverable.length : 0;
  let remaining = deliveryTarget;
  for (const [position, order] of deliverable.entries()) {
    const wanted =
      position === deliverable.length - 1
        ? remaining
        : Math.min(remaining, Math.max(0, Math.round(perOrder * (0.4 + random.next() * 1.2))));
    remaining -= wanted;
    const from = (order.approvedAt ?? order.createdAt!).getTime() + DAY;
    const until = Math.min(now - DAY, from + random.int(30, 240) * DAY);
    const moments = Array.from({ length: wanted }, () => workingMoment(random, from, until)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    let delivered = '0';
    for (const [index, moment] of moments.entries()) {
      const number = index + 1;
      const scan = fileRow(
        templates.deliveryScan,
        projectId,
        someone('foreman'),
        moment,
        `Lieferschein ${order.orderNumber}-${number}.pdf`,
      );
      fileRows.push(scan);
      const input = deliverySchema.parse({
        deliveryDate: calendarDay(moment),
        amountInTons: random.decimal(12, 28, 2),
        reference: `WS-${random.int(10000, 99999)}`,
        attachmentDocuments: [scan.id],
      });
      const id = randomUUID();
      const createdBy = scan.uploadedBy;
      deliveryRows.push({
        id,
        orderId: order.id,
        projectId,
        number,
        amountInTons: input.amountInTons,
        deliveryDate: input.deliveryDate,
        comment: null,
        reference: input.reference ?? null,
        attachmentFileIds: [scan.id],
        createdAt: moment,
        createdBy,
      });
      order.status = orderMoves.createDelivery.nextStatus({ ...order, deliveryCount: index });
      delivered = addDecimals([delivered, input.amountInTons]);
      history.push({
        projectId,
        type: historyEventTypes.deliveryRecorded,
        variables: {
          ...orderVariables(order),
          deliveryId: id,
          number,
          amountInTons: formatDecimalDe(input.amountInTons),
        },
        originatorId: createdBy,
        occurredAt: moment,
      });
      // The service's threshold: delivered × 10 ≥ declared × 9 (90 %), written once.
      if (
        !order.almostFullyDeliveredAt &&
        milli(delivered) * 100n >= milli(order.declaredQuantityInTons) * BigInt(ALMOST_FULLY_DELIVERED_PERCENT)
      ) {
        order.almostFullyDeliveredAt = moment;
        history.push({
          projectId,
          type: historyEventTypes.orderAlmostFullyDelivered,
          variables: {
            ...orderVariables(order),
            deliveredAmountInTons: delivered,
            declaredQuantityInTons: order.declaredQuantityInTons,
          },
          originatorId: createdBy,
          occurredAt: moment,
        });
      }
      order.deliveryCount = number;
      order.deliveredAmountInTons = delivered;
    }
    // Some finished orders were deactivated afterwards.
    if (moments.length > 0 && random.chance(0.08)) {
      const at = new Date(moments.at(-1)!.getTime() + 2 * DAY);
      if (at.getTime() < now) {
        order.status = orderMoves.deactivate.nextStatus(order as never);
        const by = someone('project_manager');
        Object.assign(order, { updatedAt: at, updatedBy: by });
        history.push({
          projectId,
          type: historyEventTypes.orderDeactivated,
          variables: { ...orderVariables(order), status: order.status },
          originatorId: by,
          occurredAt: at,
        });
      }
    }
  }
  await insertAll(tx, orders, orderRows);
  await insertAll(tx, files, fileRows);
  await insertAll(tx, deliveries, deliveryRows);
  summary.orders = orderRows.length;
  summary.deliveries = deliveryRows.length;

  // Installation documentations, each with 1–3 orders that were deliverable at the time.
  const usable = orderRows.filter((order) => order.status === 'in_delivery');
  const documentations: (typeof mountingDocumentations.$inferInsert)[] = [];
  const links: (typeof mountingDocumentationOrders.$inferInsert)[] = [];
  const documentationCount = volume(largeVolumes.mountingDocumentations);
  for (let index = 0; index < documentationCount && usable.length > 0; index++) {
    const chosen = [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(usable)))];
    const firstPossible = Math.max(...chosen.map((order) => (order.approvedAt ?? order.createdAt!).getTime()));
    const moment = workingMoment(random, firstPossible + DAY, now - DAY);
    const limed = random.chance(0.3);
    const input = mountingDocumentationFieldsSchema.parse({
      gridField: gridField(random),
      orders: chosen.map((order) => order.id),
      mountingDate: calendarDay(moment),
      fillingHeightInMeters: Number(random.decimal(0.2, 2.5, 2)),
      limingInformation: limed
        ? {
            limeAmountPerSquareMeterInKilograms: random.int(8, 25),
            dateOfLiming: calendarDay(moment),
            dateOfSecondCompaction: calendarDay(moment),
            dateOfSecondStabilization: calendarDay(moment),
            limeAmountPerSquareMeterOfSecondStabilizationInKilograms: random.int(5, 15),
          }
        : null,
    });
    const id = randomUUID();
    const createdBy = someone('foreman');
    documentations.push({ id, projectId, ...mountingColumnsOf(input), createdAt: moment, createdBy });
    input.orders.forEach((orderId, position) => links.push({ mountingDocumentationId: id, orderId, position }));
    history.push({
      projectId,
      type: historyEventTypes.mountingDocumentationCreated,
      variables: { mountingDocumentationId: id, gridField: input.gridField },
      originatorId: createdBy,
      occurredAt: moment,
    });
  }
  await insertAll(tx, mountingDocumentations, documentations);
  await insertAll(tx, mountingDocumentationOrders, links);
  summary.mountingDocumentations = documentations.length;

  // Load tests, numbered per project and kind in the order they were recorded.
  const point = () => ({
    latitude: Number((SITE.lat + random.next() * SITE.spanLat).toFixed(6)),
    longitude: Number((SITE.lng + random.next() * SITE.spanLng).toFixed(6)),
  });
  const dynamicMoments = Array.from({ length: volume(largeVolumes.dynamicTests) }, () =>
    workingMoment(random, start + 30 * DAY, now - DAY),
  ).sort((a, b) => a.getTime() - b.getTime());
  const resultFiles: (typeof files.$inferInsert)[] = [];
  const dynamicRows = dynamicMoments.map((moment, index) => {
    const device = random.pick(devices);
    const printout = templates.printouts[index % templates.printouts.length]!;
    const createdBy = someone('foreman');
    const result = fileRow(
      printout,
      projectId,
      createdBy,
      moment,
      `Messstreifen ${index + 1}.${printout.contentType === 'image/png' ? 'png' : 'jpg'}`,
    );
    resultFiles.push(result);
    const payload = dynamicLoadAnalysisUpdateSchema.parse({
      gridField: gridField(random),
      analysedAt: iso(moment),
      ...point(),
      evd: Number(random.decimal(18, 95, 1)),
      height: random.int(300, 900),
      soilType: random.pick(soilTypes),
      soilLayerHeight: random.int(150, 600),
      soilRecovery: random.chance(0.1) ? 'nachverdichtet' : null,
      precipitation: random.chance(0.2),
      temperature: random.int(-2, 28),
      ...device,
      analysisResult: result.id,
    });
    const row = {
      id: randomUUID(),
      projectId,
      number: index + 1,
      createdBy,
      createdAt: moment,
      ...dynamicColumnsOf(payload, result.id),
    };
    history.push({
      projectId,
      type: historyEventTypes.dynamicLoadTestRecorded,
      variables: { dynamicLoadAnalysisId: row.id, number: row.number, gridField: row.gridField },
      originatorId: createdBy,
      occurredAt: moment,
    });
    return row;
  });
  await insertAll(tx, files, resultFiles);
  await insertAll(tx, dynamicLoadAnalyses, dynamicRows);

  const staticMoments = Array.from({ length: volume(largeVolumes.staticTests) }, () =>
    workingMoment(random, start + 30 * DAY, now - DAY),
  ).sort((a, b) => a.getTime() - b.getTime());
  const staticRows = staticMoments.map((moment, index) => {
    // Settlements of a plausible plate test, stiffer or softer: Ev1 ≈ 30–90, Ev2/Ev1 ≈ 2.
    const factor = 0.5 + random.next() * 1.5;
    const scaled = (values: number[]) => values.map((value) => Number((value * factor).toFixed(2)));
    const payload = staticLoadAnalysisUpdateSchema.parse({
      gridField: gridField(random),
      analysedAt: iso(moment),
      measuringPointName: `MP ${index + 1}`,
      ...point(),
      layerThickness: random.pick([200, 250, 300, 400]),
      testLayer: random.pick(testLayers),
      height: random.int(400, 700),
      timeBetweenCompressionAndAnalysis: random.int(4, 48),
      temperature: random.int(2, 26),
      temperatureDayBefore: random.int(2, 26),
      precipitation: random.chance(0.15),
      precipitationDayBefore: random.chance(0.3),
      liftingArm: 1,
      plateDiameter: 300,
      preLoad: 0.01,
      plateBase: true,
      initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.12, 0.01] },
      initialCompressions: {
        load: scaled([0.26, 0.5, 0.78, 1.07, 1.35, 1.55, 1.76]),
        unload: scaled([1.61, 1.45, 1.2]),
      },
      secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45] },
      secondCompressions: { load: scaled([1.29, 1.42, 1.56, 1.67, 1.81, 1.91]) },
    });
    const createdBy = someone('installation_appraiser');
    const row = {
      id: randomUUID(),
      projectId,
      number: index + 1,
      createdBy,
      createdAt: moment,
      ...staticColumnsOf(payload),
    };
    history.push({
      projectId,
      type: historyEventTypes.staticLoadTestRecorded,
      variables: { staticLoadAnalysisId: row.id, number: row.number, gridField: row.gridField, ev2: Number(row.ev2) },
      originatorId: createdBy,
      occurredAt: moment,
    });
    return row;
  });
  await insertAll(tx, staticLoadAnalyses, staticRows);
  await tx.insert(loadAnalysisCounters).values([
    { projectId, kind: 'dynamic', lastNumber: dynamicRows.length },
    { projectId, kind: 'static', lastNumber: staticRows.length },
  ]);
  summary.dynamicTests = dynamicRows.length;
  summary.staticTests = staticRows.length;
}

// ── Recycled material: piles, batches, captures, analytics, delivery notes ────────────────
async function seedRecycledMaterial(
  tx: Transaction,
  context: SectionContext & { machines: (typeof machines.$inferSelect)[] },
) {
  const { random, start, now, projectId, someone, history, summary, templates, volume } = context;
  const crusher = context.machines.find((machine) => machine.name.startsWith('Prallbrecher')) ?? context.machines[0]!;
  const SAMPLING_INTERVAL = '500';
  // The processed piles (overview, inventory) are the volume; four more wait in earlier states.
  const pileCount = volume(largeVolumes.piles, 2) + 4;
  // A few piles in each earlier status; the rest are being broken.
  const earlier: WreckingPileStatus[] = [
    'acceptance_control_open',
    'acceptance_control_pending',
    'acceptance_control_rejected',
    'approved_for_breaking',
    'will_be_disposed',
  ];
  const statusOf = (index: number): WreckingPileStatus =>
    index >= pileCount - earlier.length ? earlier[pileCount - 1 - index]! : 'breaking';
  const breakingCount = pileCount - earlier.length;
  // The batches spread evenly over the piles being broken (their sum is the volume).
  const batchTotal = volume(largeVolumes.batches, 10);
  let breakingIndex = 0;
  const nextBatchCount = () => {
    const share = (index: number) => Math.floor((batchTotal * index) / Math.max(1, breakingCount));
    breakingIndex += 1;
    return Math.max(1, share(breakingIndex) - share(breakingIndex - 1));
  };
  // A batch closes at or past its size: captures of ~52 t fill a 500 t batch in about ten.
  const captureSize = (Number(SAMPLING_INTERVAL) / largeVolumes.capturesPerBatch) * 1.05;

  const piles: (typeof wreckingPiles.$inferInsert & { id: string; name: string })[] = [];
  const controls: (typeof acceptanceControls.$inferInsert)[] = [];
  const batches: (typeof breakingBatches.$inferInsert & { id: string })[] = [];
  const captures: (typeof brokenMaterialCaptures.$inferInsert)[] = [];
  const analytics: (typeof batchAnalytics.$inferInsert)[] = [];
  const notes: (typeof deliveryNotes.$inferInsert)[] = [];
  const photoFiles: (typeof files.$inferInsert)[] = [];
  const noteMoments: { pileIndex: number; moment: Date }[] = [];

  for (let index = 0; index < pileCount; index++) {
    const status = statusOf(index);
    const createdAt = workingMoment(
      random,
      start + (index / pileCount) * (now - start - 60 * DAY),
      start + ((index + 1) / pileCount) * (now - start - 60 * DAY),
    );
    const createdBy = someone('project_manager');
    const grain = random.chance(0.8) ? 'rc_1_0_32' : 'rc_2_0_45';
    const pile = {
      id: randomUUID(),
      projectId,
      name: `M-${String(index + 1).padStart(3, '0')} ${random.pick(['Betonbruch', 'Mischabbruch', 'Ziegelbruch', 'Bodenplatte'])} ${random.pick(['Halle', 'Kai', 'Schuppen', 'Lager'])} ${random.int(1, 60)}`,
      machineId: crusher.id,
      expectedMassOfRawMaterialInTons: String(
        Math.ceil(batchTotal / Math.max(1, breakingCount)) * Number(SAMPLING_INTERVAL),
      ),
      expectedGrainSizeAndQuality: grain,
      disposalCode: random.pick(['170101', '170102', '170107']),
      status,
      createdAt,
      createdBy,
    };
    piles.push(pile);
    history.push({
      projectId,
      type: historyEventTypes.wreckingPileCreated,
      variables: pileVariables(pile),
      originatorId: createdBy,
      occurredAt: createdAt,
    });
    if (status === 'acceptance_control_open') continue;
    const controlAt = new Date(createdAt.getTime() + DAY);
    const controlBy = someone('machinist');
    const asbestos = status === 'will_be_disposed';
    const control = acceptanceControlSchema.parse(
      asbestos
        ? { containsAsbestos: true }
        : {
            ...checked,
            massOfRawMaterialInTons: Number(pile.expectedMassOfRawMaterialInTons),
            composition: 'beton',
          },
    );
    controls.push({
      wreckingPileId: pile.id,
      ...controlColumns(control),
      createdAt: controlAt,
      createdBy: controlBy,
    });
    history.push({
      projectId,
      type: historyEventTypes.acceptanceControlCreated,
      variables: { ...pileVariables(pile), containsAsbestos: asbestos, status: 'acceptance_control_pending' },
      originatorId: controlBy,
      occurredAt: controlAt,
    });
    if (status === 'acceptance_control_pending') continue;
    const decidedAt = new Date(controlAt.getTime() + DAY);
    const decidedBy = someone('project_manager');
    if (status === 'acceptance_control_rejected') {
      controls.at(-1)!.rejectedAt = decidedAt;
      controls.at(-1)!.rejectedBy = decidedBy;
      history.push({
        projectId,
        type: historyEventTypes.acceptanceControlRejected,
        variables: { ...pileVariables(pile), status },
        originatorId: decidedBy,
        occurredAt: decidedAt,
      });
      continue;
    }
    if (status === 'will_be_disposed') {
      Object.assign(pile, { disposalDecidedAt: decidedAt, disposalDecidedBy: decidedBy });
      history.push({
        projectId,
        type: historyEventTypes.wreckingPileMarkedForDisposal,
        variables: pileVariables(pile),
        originatorId: decidedBy,
        occurredAt: decidedAt,
      });
      continue;
    }
    const appointedFor = calendarDay(new Date(decidedAt.getTime() + 2 * DAY));
    Object.assign(pile, { approvedAt: decidedAt, approvedBy: decidedBy, appraiserAppointedFor: appointedFor });
    history.push({
      projectId,
      type: historyEventTypes.wreckingPileApprovedForBreaking,
      variables: { ...pileVariables(pile), appraiserAppointedFor: appointedFor },
      originatorId: decidedBy,
      occurredAt: decidedAt,
    });
    if (status !== 'breaking') continue;

    // Captures through the domain's bookCapture until the pile has its batches; each closed
    // batch is located right away (so never two lack a location), most are sampled and analysed.
    // The amounts first (bookCapture decides where batches close), then their moments in time.
    const batchCount = nextBatchCount();
    const amounts: string[] = [];
    for (let filled = '0', number = 1; number <= batchCount;) {
      const amountInTons = random.decimal(captureSize * 0.7, captureSize * 1.3, random.chance(0.5) ? 1 : 3);
      const booked = bookCapture({
        openBatch: { number, amountInTons: filled, sizeInTons: SAMPLING_INTERVAL },
        lastBatchNumber: number - 1,
        samplingIntervalInTons: SAMPLING_INTERVAL,
        amountInTons,
      });
      amounts.push(amountInTons);
      filled = booked.closesBatch ? '0' : booked.batch.amountInTons;
      if (booked.closesBatch) number += 1;
      // The last batch of a pile is often still filling.
      else if (number === batchCount && random.chance(0.12)) break;
    }
    const from = decidedAt.getTime() + 3 * DAY;
    const until = Math.min(now - 5 * DAY, from + random.int(60, 400) * DAY);
    const moments = amounts.map(() => workingMoment(random, from, until)).sort((a, b) => a.getTime() - b.getTime());
    let open: (typeof batches)[number] | null = null;
    let lastNumber = 0;
    const closed: { batch: (typeof batches)[number]; at: Date; deadline: Date | undefined }[] = [];
    for (const [captureIndex, moment] of moments.entries()) {
      const amountInTons = amounts[captureIndex]!;
      const { batch, closesBatch } = bookCapture({
        openBatch: open ? { number: open.number, amountInTons: open.amountInTons!, sizeInTons: open.sizeInTons } : null,
        lastBatchNumber: lastNumber,
        samplingIntervalInTons: SAMPLING_INTERVAL,
        amountInTons,
      });
      if (!open) {
        open = {
          id: randomUUID(),
          wreckingPileId: pile.id,
          number: batch.number,
          sizeInTons: batch.sizeInTons,
          amountInTons: '0',
          status: 'is_breaking',
          createdAt: moment,
        };
        batches.push(open);
        lastNumber = batch.number;
      }
      open.amountInTons = batch.amountInTons;
      const createdBy = someone('machinist');
      captures.push({ batchId: open.id, amountInTons, createdAt: moment, createdBy });
      history.push({
        projectId,
        type: historyEventTypes.processedMaterialCaptured,
        variables: { ...batchVariables(pile, open), amountInTons, batchCompleted: closesBatch },
        originatorId: createdBy,
        occurredAt: moment,
      });
      if (closesBatch) {
        open.status = 'completely_broken';
        // Located before the next batch's second capture, which the service would refuse otherwise.
        closed.push({ batch: open, at: moment, deadline: moments[captureIndex + 2] });
        open = null;
      }
    }
    for (const { batch, at, deadline } of closed) {
      // Only a batch closed at the very end may still wait for its location.
      if (deadline || random.chance(0.5)) {
        const gap = deadline ? (deadline.getTime() - at.getTime()) / 2 : 2 * 3_600_000;
        const locatedAt = new Date(at.getTime() + Math.min(2 * 3_600_000, gap));
        const by = someone('machinist');
        const photo = fileRow(
          random.pick(templates.locationPhotos),
          projectId,
          by,
          locatedAt,
          `Standort Charge ${batch.number}.jpg`,
        );
        photoFiles.push(photo);
        Object.assign(batch, {
          locationImageFileIds: [photo.id],
          locationDocumentedAt: locatedAt,
          locationDocumentedBy: by,
        });
        history.push({
          projectId,
          type: historyEventTypes.batchLocationDocumented,
          variables: batchVariables(pile, batch),
          originatorId: by,
          occurredAt: locatedAt,
        });
      }
      const age = (now - at.getTime()) / DAY;
      if (age < 2 || (age < 20 && random.chance(0.6))) continue; // still open: sampling to do
      const sampledAt = new Date(at.getTime() + DAY);
      const sampledBy = someone('project_manager');
      Object.assign(batch, { samplingConfirmedAt: sampledAt, samplingConfirmedBy: sampledBy, analyticStatus: 'taken' });
      history.push({
        projectId,
        type: historyEventTypes.batchSamplingConfirmed,
        variables: batchVariables(pile, batch),
        originatorId: sampledBy,
        occurredAt: sampledAt,
      });
      if (age < 9 || (age < 25 && random.chance(0.5))) continue; // sample taken, results pending
      const analysedAt = new Date(at.getTime() + 8 * DAY);
      const appraiser = someone('appraiser');
      // The crusher is proven for RC-1 0/32 only (the demo machine file): other classes go to `check`.
      const analysedClass = random.chance(0.94) ? 'rc_1_0_32' : 'rc_2_0_32';
      analytics.push({
        batchId: batch.id,
        samplingDate: calendarDay(sampledAt),
        grainSizeAndQuality: analysedClass,
        soilGroup: null,
        materialClassFootnotes: ['keine'],
        isOperationalAssessmentRequired: false,
        createdAt: analysedAt,
        createdBy: appraiser,
      });
      batch.analyticStatus = analysedClass === 'rc_1_0_32' ? 'completed' : 'check';
      history.push({
        projectId,
        type: historyEventTypes.batchAnalyticSet,
        variables: batchVariables(pile, batch),
        originatorId: appraiser,
        occurredAt: analysedAt,
      });
    }

    // Delivery notes from the stock of completed batches, never more than is there.
    let stock = addDecimals(
      closed.filter(({ batch }) => batch.analyticStatus === 'completed').map(({ batch }) => batch.amountInTons!),
    );
    const lastAnalysis = closed
      .filter(({ batch }) => batch.analyticStatus === 'completed')
      .at(-1)
      ?.at.getTime();
    for (let note = 0; note < largeVolumes.deliveryNotesPerPile && lastAnalysis !== undefined; note++) {
      const quantity = random.decimal(15, 40, random.chance(0.5) ? 1 : 3);
      if (compareDecimals(quantity, stock) > 0) break;
      stock = subtractDecimals(stock, quantity);
      noteMoments.push({
        pileIndex: piles.length - 1,
        moment: workingMoment(random, lastAnalysis + 9 * DAY, now - DAY),
      });
      notes.push({
        projectId,
        wreckingPileId: pile.id,
        number: 0,
        quantityInTons: quantity,
        deliveryDate: '',
        grainSizeAndQuality: 'rc_1_0_32',
        soilGroup: null,
        carrier: {
          name: random.pick(carriers),
          address: {
            street: 'Hafenstraße',
            houseNumber: String(random.int(1, 90)),
            postalCode: '21107',
            city: 'Hamburg',
            country: 'de',
          },
          carrierNumber: `BEF-${random.int(1000, 9999)}`,
          phoneNumber: '040 123456-0',
          emailAddress: 'dispo@spedition.example',
        },
      });
    }
  }
  // Numbers of delivery notes run per project in the order they were written.
  const order = notes
    .map((note, index) => ({ note, ...noteMoments[index]! }))
    .sort((a, b) => a.moment.getTime() - b.moment.getTime());
  order.forEach(({ note, moment, pileIndex }, index) => {
    const createdBy = someone('project_manager');
    Object.assign(note, { number: index + 1, deliveryDate: calendarDay(moment), createdAt: moment, createdBy });
    history.push({
      projectId,
      type: historyEventTypes.deliveryNoteCreated,
      variables: {
        ...pileVariables(piles[pileIndex]!),
        deliveryNoteNumber: index + 1,
        amountInTons: note.quantityInTons,
      },
      originatorId: createdBy,
      occurredAt: moment,
    });
  });

  await insertAll(tx, wreckingPiles, piles);
  await insertAll(tx, acceptanceControls, controls);
  await insertAll(tx, files, photoFiles);
  await insertAll(tx, breakingBatches, batches);
  await insertAll(tx, brokenMaterialCaptures, captures);
  await insertAll(tx, batchAnalytics, analytics);
  await insertAll(
    tx,
    deliveryNotes,
    order.map(({ note }) => note),
  );
  summary.piles = piles.length;
  summary.batches = batches.length;
  summary.captures = captures.length;
  summary.analytics = analytics.length;
  summary.deliveryNotes = notes.length;
}
