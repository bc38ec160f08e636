// Test helpers for the administration modules (projects, participants, machines, history, tasks):
// requests as a user, a database snapshot to prove that refused requests change nothing, and the
// actors of the role × rule matrix derived from the shared rule table.
import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { can, projectRoles, rules, type ProjectFacts, type ProjectRole, type RuleName } from '@baustellendoku/domain';
import {
  files,
  historyEvents,
  machines,
  machineSuitabilities,
  machineSuitabilityDocuments,
  organizations,
  projectMembers,
  projects,
} from '../db/schema/index.js';
import { createUser, type TestUser } from './test-app.js';
import { multipartBody, pdfOfSize } from './fixtures.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One API request as `user` (or anonymous with null). */
export function request(app: FastifyInstance, user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/backend/api${url}`,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Uploads a small PDF as `user` and returns its file id. */
export async function uploadPdf(app: FastifyInstance, user: TestUser, fileName = 'nachweis.pdf'): Promise<string> {
  const { body, contentType } = multipartBody('file', fileName, pdfOfSize(2048));
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/file',
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().id as string;
}

/** Every row of the administration tables, in a stable order: equal snapshots = nothing changed. */
export async function snapshot(app: FastifyInstance) {
  const db = app.db;
  return {
    organizations: await db.select().from(organizations).orderBy(asc(organizations.id)),
    projects: await db.select().from(projects).orderBy(asc(projects.id)),
    members: await db.select().from(projectMembers).orderBy(asc(projectMembers.projectId), asc(projectMembers.userId)),
    history: await db.select().from(historyEvents).orderBy(asc(historyEvents.id)),
    machines: await db.select().from(machines).orderBy(asc(machines.id)),
    suitabilities: await db.select().from(machineSuitabilities).orderBy(asc(machineSuitabilities.id)),
    suitabilityDocuments: await db
      .select()
      .from(machineSuitabilityDocuments)
      .orderBy(asc(machineSuitabilityDocuments.fileId)),
    files: await db.select().from(files).orderBy(asc(files.id)),
  };
}

export async function historyCount(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ value: sql<number>`count(*)::int` }).from(historyEvents);
  return row!.value;
}

/** An actor of the matrix: admin, a member with exactly one role, or an unassigned staff user. */
export type Actor = { label: string; user: TestUser; roles: ProjectRole[] | null };

export async function createActors(
  app: FastifyInstance,
): Promise<{ admin: Actor; members: Actor[]; outsider: Actor; all: Actor[] }> {
  const admin: Actor = { label: 'admin', user: await createUser(app, { isAdmin: true }), roles: null };
  const members: Actor[] = [];
  for (const role of projectRoles) members.push({ label: role, user: await createUser(app), roles: [role] });
  const outsider: Actor = { label: 'unassigned', user: await createUser(app), roles: null };
  return { admin, members, outsider, all: [admin, ...members, outsider] };
}

export const memberships = (actors: Actor[]) =>
  actors.filter((actor) => actor.roles !== null).map((actor) => ({ user: actor.user, roles: actor.roles! }));

/**
 * The status the API must answer for `actor` under `rule`: 404 when the project is invisible to
 * them, 403 when the rule refuses, otherwise null (allowed). Read from the rule table itself.
 */
export function expectedRefusal(actor: Actor, rule: RuleName, project?: ProjectFacts): 403 | 404 | null {
  const isAdmin = actor.user.isAdmin;
  if (rules[rule].scope === 'project' && !isAdmin && actor.roles === null) return 404;
  return can(rule, { user: { isAdmin }, roles: actor.roles, project }) ? null : 403;
}
