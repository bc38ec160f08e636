// The world the fuzz suite attacks: a project with soil installation and recycled material, with an order in review, an
// approved order, an installation documentation, both load tests, a machine with a suitability
// proof, a guest who is a member, and uploaded files. The attacker is an admin who holds every
// project role, so most requests get past the rule table and reach validation and the services.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { projectRoles } from '@baustellendoku/domain';
import type { Database } from '../../db/client.js';
import { projectMembers, projects, sessions } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { SESSION_COOKIE, SESSION_ABSOLUTE_MS } from '../../platform/access/index.js';
import { GIF_1X1, dynamicPayload, staticPayload, uploadFile } from '../load-analysis-support.js';
import { call, createSoilProject, orderInStatus, uploadPdf } from '../soil-installation.js';
import { createUser, type TestApp } from '../test-app.js';
import type { References } from './schema-arbitrary.js';

export type FuzzFixture = {
  /** A new session cookie of the attacker (logout may end the previous one). */
  freshCookie: () => Promise<string>;
  /** Path parameter values by name; unknown names get a random uuid. */
  params: Record<string, string>;
  /** Real ids for body fields that reference objects. */
  references: References;
  /** Known-valid bodies of routes whose cross-field rules random bodies rarely meet. */
  examples: Record<string, unknown>;
};

export async function createFuzzFixture(app: TestApp): Promise<FuzzFixture> {
  const soil = await createSoilProject(app, { features: ['mounting-documentation', 'ebv'] });
  const projectId = soil.projectId;
  const attacker = await createUser(app, { isAdmin: true, firstName: 'Fuzz', lastName: 'Tester' });
  await app.db.insert(projectMembers).values({ projectId, userId: attacker.id, roles: [...projectRoles] });
  const [project] = await app.db.select().from(projects).where(eq(projects.id, projectId));

  const pdf = await uploadPdf(app, attacker);
  const image = await uploadFile(app, soil.byRole.foreman, 'ergebnis.gif', GIF_1X1, 'image');
  const inReview = await orderInStatus(app, soil, 'in_review');
  const approved = await orderInStatus(app, soil, 'in_delivery');
  const idOf = async (response: Promise<{ statusCode: number; json: () => Record<string, unknown> }>, key: string) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`fixture: ${key} ${answer.statusCode}`);
    return String(answer.json()[key]);
  };
  const mountingDocumentationId = await idOf(
    call(app, soil.byRole.project_manager, 'POST', '/mounting-documentation', {
      projectId,
      gridField: 'A1/01',
      orders: [approved],
      mountingDate: '2026-05-04',
      fillingHeightInMeters: 1.5,
    }),
    'mountingDocumentationId',
  );
  const staticLoadAnalysisId = await idOf(
    call(app, soil.byRole.installation_appraiser, 'POST', '/static-load-analysis', staticPayload({ projectId })),
    'staticLoadAnalysisId',
  );
  const dynamicLoadAnalysisId = await idOf(
    call(app, soil.byRole.foreman, 'POST', '/dynamic-load-analysis', dynamicPayload(image.id, { projectId })),
    'dynamicLoadAnalysisId',
  );
  const machineId = await idOf(call(app, attacker, 'POST', '/machine', { name: 'Brecher' }), 'machineId');
  const suitabilityId = await idOf(
    call(app, attacker, 'POST', `/machine/${machineId}/suitability`, {
      grainSizeAndQuality: 'rc_1_0_4',
      documents: [(await uploadPdf(app, attacker)).id],
    }),
    'suitabilityId',
  );
  const guestId = await idOf(
    call(app, attacker, 'POST', '/user', {
      name: { firstName: 'Gisela', lastName: 'Gast' },
      emailAddress: 'gisela@extern.example',
    }),
    'userId',
  );
  await app.db.insert(projectMembers).values({ projectId, userId: guestId, roles: ['foreman'] });

  const files = fc.constant([pdf.id]);
  return {
    freshCookie: async () => {
      const token = randomToken();
      await app.db.insert(sessions).values({
        tokenHash: sha256(token),
        userId: attacker.id,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
      });
      return `${SESSION_COOKIE}=${token}`;
    },
    params: {
      projectId,
      orderId: inReview,
      mountingDocumentationId,
      staticLoadAnalysisId,
      dynamicLoadAnalysisId,
      machineId,
      suitabilityId,
      userId: guestId,
      fileId: image.id,
      namespace: 'dynamic-load',
      loginTokenId: randomUUID(),
    },
    references: {
      projectId: fc.constant(projectId),
      organizationId: fc.constant(project!.organizationId),
      userId: fc.constant(guestId),
      orders: fc.constant([approved]),
      attachmentDocuments: files,
      documents: files,
      layoutPlan: files,
      files,
      analysisResult: fc.constant(image.id),
    },
    examples: {
      'POST /backend/api/static-load-analysis': staticPayload({ projectId }),
      'PUT /backend/api/static-load-analysis/:staticLoadAnalysisId': staticPayload(),
      'POST /backend/api/dynamic-load-analysis': dynamicPayload(image.id, { projectId }),
      'PUT /backend/api/dynamic-load-analysis/:dynamicLoadAnalysisId': dynamicPayload(image.id),
    },
  };
}

/**
 * A fingerprint of every table's content ('rows:md5') (new tables included automatically), except the rows a
 * request may touch without changing anything: sessions (last use) and rate-limit counters.
 */
export async function databaseFingerprint(app: { db: Database }): Promise<Record<string, string>> {
  const result = await app.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('sessions', 'rate_limit_counters')
    order by table_name`);
  const tables = (result as unknown as { rows: { table_name: string }[] }).rows ?? result;
  const parts = (tables as { table_name: string }[]).map(
    ({ table_name: name }) =>
      `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
  );
  const hashes = await app.db.execute<{ name: string; hash: string }>(sql.raw(parts.join(' union all ')));
  const rows = ((hashes as unknown as { rows?: { name: string; hash: string }[] }).rows ?? hashes) as {
    name: string;
    hash: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}
