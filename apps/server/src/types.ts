import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { AccessDeclaration, MutatingRoute, ProjectFactSource, RequestAccess } from './platform/access/index.js';
import type { RouteEntry } from './plugins/route-table.js';
import type { FileStorage } from './storage/storage.js';
import type { IdempotentRequest } from './plugins/idempotency.js';
import type { WholeUpload, WholeUploadConfig } from './lib/whole-upload.js';

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
    /** Every POST/PUT/PATCH/DELETE route under /backend/api, as declared (platform/access). */
    mutatingApiRoutes: MutatingRoute[];
  }
  interface FastifyContextConfig {
    /** Who may call the route: every route under /backend declares it (platform/access/index.ts). */
    access?: AccessDeclaration;
    /** A read whose rule or answer uses the derived project facts (platform/access). */
    projectFacts?: boolean;
    /** The route reads its multipart file whole, with these limits (lib/whole-upload.ts). */
    wholeUpload?: WholeUploadConfig;
  }
  interface FastifyRequest {
    /** The caller and what the route's access declaration established (platform/access). */
    access: RequestAccess;
    /** The Idempotency-Key of a change, once judged (plugins/idempotency.ts). */
    idempotency: IdempotentRequest | null;
    /** The file of a `wholeUpload` route once read (lib/whole-upload.ts). */
    wholeUpload: WholeUpload | null;
  }
}
