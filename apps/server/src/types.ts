import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { SessionUser } from './modules/auth/sessions.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { ProjectFactSource } from './plugins/authorize.js';
import type { RouteEntry } from './plugins/route-table.js';
import type { ObjectProject } from './plugins/project-route.js';
import type { FileStorage } from './storage/storage.js';
import type { MutatingRoute } from './plugins/signed-in-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    storage: FileStorage;
    /** Feature modules push the sources of derived project facts the rule table reads. */
    projectFactSources: ProjectFactSource[];
    /** Outgoing mail (SMTP or the development outbox). */
    mail: Mailer;
    /** Every registered route with its schemas (plugins/route-table.ts). */
    routeTable: RouteEntry[];
    /** Every POST/PUT/PATCH/DELETE route under /backend/api, as registered (plugins/signed-in-routes.ts). */
    mutatingApiRoutes: MutatingRoute[];
  }
  interface FastifyContextConfig {
    /** A mutating API route anonymous callers may use (guest sign-in, logout). */
    public?: boolean;
    /** A read whose rule or answer uses the derived project facts (plugins/authorize.ts). */
    projectFacts?: boolean;
    /** A read whose answer depends only on the data and the caller, not the clock (plugins/answer-cache.ts). */
    answerCache?: boolean;
    /** Set from the route's object guard: where the object's project is found (plugins/project-route.ts). */
    objectProject?: ObjectProject;
  }
  interface FastifyRequest {
    /** The signed-in, active user of this request's session, or null. */
    user: SessionUser | null;
  }
}
