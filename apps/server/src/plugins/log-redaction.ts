// What the log may hold (issue 12, decision 0253): statements and errors, never the values a
// person entered. A failed query logs its SQL text and the database's error code, message and
// schema names, but not its parameters, not PostgreSQL's `detail` ("Key (email)=(…) already
// exists") and not the values its message quotes; request URLs are logged without their query
// string. `LOG_LEVEL=trace` keeps everything for local debugging.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  query?: string;
  params?: unknown;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: LoggedError;
};

const PARAMS_SUFFIX = /\nparams: [\s\S]*$/;
/** PostgreSQL quotes the offending value in its message: invalid input syntax for type integer: "…". */
const QUOTED_VALUE = /"[^"]*"/g;

type DatabaseErrorFields = { code?: unknown; table?: string; column?: string; constraint?: string };
const isDatabaseError = (fields: DatabaseErrorFields) =>
  typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);

const redactMessage = (message: string, isDatabase: boolean) => {
  const withoutParams = message.replace(PARAMS_SUFFIX, '');
  return isDatabase ? withoutParams.replace(QUOTED_VALUE, '"…"') : withoutParams;
};

/** An error as the log may show it; `withValues` keeps parameters and details (trace level only). */
export function redactError(error: unknown, withValues = false, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: withValues ? String(error) : '(kein Error-Objekt)', stack: '' };
  }
  const fields = error as Error & DatabaseErrorFields & { query?: unknown; params?: unknown; cause?: unknown };
  const message = withValues ? error.message : redactMessage(error.message, isDatabaseError(fields));
  const stack = error.stack ?? '';
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: withValues ? stack : [`${error.name}: ${message}`, ...frames(stack)].join('\n'),
  };
  if (fields.code !== undefined) logged.code = fields.code;
  // Names of the schema, never values: where a database error happened.
  for (const key of ['table', 'column', 'constraint'] as const) if (fields[key]) logged[key] = fields[key];
  if (typeof fields.query === 'string') logged.query = fields.query;
  if (withValues && fields.params !== undefined) logged.params = fields.params;
  if (fields.cause !== undefined && depth < 3) logged.cause = redactError(fields.cause, withValues, depth + 1);
  return logged;
}

/** The call frames of a stack, without the message it starts with (that may hold values). */
const frames = (stack: string) => stack.split('\n').filter((line) => /^\s+at /.test(line));

type RequestLike = { method: string; url: string; id?: unknown; hostname?: string; ip?: string };

function batchedStdout() {
  const destination = pino.destination({ dest: 1, minLength: 4096, periodicFlush: 1000, sync: true });
  process.on('exit', () => destination.flushSync());
  return destination;
}

/** Fastify logger options for the configured level with the redacting serializers. */
export function loggerOptions(
  level: string,
  stream: pino.DestinationStream = batchedStdout(),
): NonNullable<FastifyServerOptions['logger']> {
  const withValues = level === 'trace';
  return {
    level,
    // Lines are collected up to 4 KB (or for at most a second) and written together instead of one
    // write per request: that write was a tenth of a cached read's CPU (issue "Years of data",
    // decision 0440). Written synchronously, so no batch is in flight when the process exits, and
    // what is left is written on exit (log-destination.test.ts).
    stream,
    serializers: {
      err: (error: unknown) => redactError(error, withValues),
      req: (request: RequestLike) => ({
        method: request.method,
        url: withValues ? request.url : request.url.split('?')[0],
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One log line per request, when it is answered (issue "Years of data", decision 0371), instead
 * of Fastify's two ("incoming request" and "request completed"): method, path, status and time.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
