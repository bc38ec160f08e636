// buildApp(config): plugins in order, then the feature modules under /backend/api.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { apiMessages } from '@baustellendoku/domain';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { registerErrorHandler, sendError } from './plugins/errors.js';
import { responseSerializerCompiler } from './plugins/serialization.js';
import { requestValidatorCompiler } from './plugins/request-validation.js';
import { idempotencyHooks } from './plugins/idempotency.js';
import { registerAccess } from './platform/access/index.js';
import { registerSecurity } from './plugins/security.js';
import { registerOpenApi } from './plugins/openapi.js';
import { loggerOptions, OneLinePerRequest } from './plugins/log-redaction.js';
import { registerRouteTable } from './plugins/route-table.js';
import { registerCompression } from './plugins/compression.js';
import { registerRevalidation } from './plugins/revalidation.js';
import { apiModules, backendModules } from './modules/index.js';
import { createStorage, guardStorage, type FileStorage } from './storage/storage.js';
import { createMailer } from './modules/mail/mailer.js';
import './types.js';

// German default messages for every zod rule that has no message of its own.
z.config(z.locales.de());

export const webDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildOptions = {
  /** An already open database (tests); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  storage?: FileStorage;
  logger?: boolean;
  /** Where the log lines go (tests read them); standard output otherwise. */
  logStream?: DestinationStream;
};

/** The caller's request id when it is a plain one, otherwise a new one. */
function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL, options.logStream),
    logController: new OneLinePerRequest(),
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router cannot match (not UTF-8, a parameter over 100 characters) names nothing:
    // 404 in the one error format instead of Fastify's English 400/414 (issue 39).
    frameworkErrors: (_error, _request, reply) => sendError(reply, 404, apiMessages.routeNotFound),
  });
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV !== 'production'));
  registerErrorHandler(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    }));
  if (!options.database) {
    await migrateDatabase(database);
    app.addHook('onClose', () => database.close());
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', guardStorage(options.storage ?? createStorage(config)));
  app.decorate('projectFactSources', []);
  app.decorate('mail', createMailer(config, app.log));
  registerRouteTable(app);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Graceful shutdown: in-flight requests finish; their keep-alive connections are then closed
  // so that close() does not wait for idle sockets.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(cookie, { secret: config.SESSION_SECRET });
  await registerSecurity(app);
  // Before the access module (it declares the reference page's routes) and before the routes it documents.
  await registerOpenApi(app);
  // The one way a request becomes a user with access (platform/access/index.ts), with the
  // idempotency of repeated changes in between: a repeat gets its stored answer once the session
  // is known, before any rule is checked; a first request claims its key there and keeps the
  // claim only when the checks pass.
  const access = registerAccess(app);
  const idempotency = idempotencyHooks(app);
  app.addHook('preValidation', access.resolve);
  app.addHook('preValidation', idempotency.replay);
  app.addHook('preValidation', access.check);
  app.addHook('preHandler', access.checkValidated);
  app.addHook('preHandler', idempotency.confirm);
  // Before compression: it stores the answer as the handler made it.
  app.addHook('onSend', idempotency.store);
  registerRevalidation(app);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/backend/api' },
  );
  await app.register(
    async (backend) => {
      for (const module of backendModules) await backend.register(module);
    },
    { prefix: '/backend' },
  );

  await registerSpa(app, config.WEB_DIST_DIR ?? webDistDir);
  return app;
}

/**
 * The built SPA: static assets, and index.html for every other GET outside /backend. The build
 * writes a .br and a .gz next to every text asset; `preCompressed` sends the one the browser accepts
 * (with Content-Encoding and Vary: Accept-Encoding). ETag/Last-Modified come from the file, so a
 * revalidated index.html costs a 304.
 */
async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed bundles never change; index.html must always be revalidated.
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/assets/*', (request, reply) => reply.sendFile(request.url.split('?')[0]!.slice(1)));
  }
  app.setNotFoundHandler((request, reply) => {
    const isBackend = request.url.startsWith('/backend');
    if (isBackend || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, isBackend ? apiMessages.routeNotFound : apiMessages.notFound);
    }
    const file = request.url.split('?')[0]!.slice(1);
    if (
      hasSpa &&
      file &&
      !file.includes('..') &&
      fs.existsSync(path.join(distDir, file)) &&
      fs.statSync(path.join(distDir, file)).isFile()
    ) {
      return reply.sendFile(file);
    }
    if (!hasSpa)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Die Web-Oberfläche ist nicht gebaut (npm run build).');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
