// The API's OpenAPI 3.1 document, made at start from the routes themselves (issue 35 item 1,
// decision 0550): each route's zod schemas and `response` contract (fastify-type-provider-zod's
// transform for @fastify/swagger), its access declaration as `x-rule` and a German sentence, the
// error object of every refusal it can give, and the media type of answers that are not JSON.
// Served at GET /backend/api/openapi.json; the reference page (Swagger UI, served from the
// package, no CDN) at /backend/api/docs. Both are public: they hold no data (decision 0550).
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, apiMessages, rules, type RuleName } from '@baustellendoku/domain';
import type { AccessDeclaration, ProjectSource } from '../platform/access/index.js';

export const OPENAPI_PATH = '/backend/api/openapi.json';
export const DOCS_PREFIX = '/backend/api/docs';
const API_PREFIX = '/backend/api/';

type Operation = Record<string, unknown> & { responses?: Record<string, unknown>; [key: `x-${string}`]: unknown };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

/** Where a declaration takes its project from, in words. */
function projectSourceText(source: ProjectSource): string {
  switch (source.from) {
    case 'params':
      return `das Projekt im Pfadparameter \`${source.name}\``;
    case 'query':
      return `das Projekt im Abfrageparameter \`${source.name}\``;
    case 'body':
      return `das Projekt im Feld \`${source.name}\` des Inhalts`;
    case 'object':
      return `das Projekt des Objekts im Pfadparameter \`${source.param}\``;
  }
}

const ruleText = (rule: RuleName) => `Regel \`${rule}\` (${rules[rule].text})`;

/** The declaration as `x-rule`, a German sentence and the refusals it can give. */
export function describeAccess(access: AccessDeclaration): { rule: string; sentence: string; refusals: number[] } {
  if (access === 'public') return { rule: 'public', sentence: 'Ohne Anmeldung aufrufbar.', refusals: [] };
  if (access === 'signedIn')
    return { rule: 'signedIn', sentence: 'Jede angemeldete Person und jedes API-Token.', refusals: [401] };
  if (access === 'person')
    return { rule: 'person', sentence: 'Nur angemeldete Personen, kein API-Token.', refusals: [401, 403] };
  if ('global' in access)
    return { rule: access.global, sentence: `Wer darf: ${ruleText(access.global)}.`, refusals: [401, 403] };
  const rule = typeof access.rule === 'function' ? access.rule.name || 'objectCheck' : access.rule;
  const what =
    typeof access.rule === 'function'
      ? `die Prüfung \`${rule}\` des Bereichs am geladenen Objekt`
      : ruleText(access.rule as RuleName);
  const otherwise = access.otherwise
    ? ` Ohne Projekt: ${access.otherwise === 'signedIn' ? 'jede angemeldete Person' : ruleText(access.otherwise.global)}.`
    : '';
  return {
    rule,
    sentence: `Wer darf: ${what}, geprüft gegen ${projectSourceText(access.project)}; ein unbekanntes oder nicht sichtbares Projekt ist 404.${otherwise}`,
    refusals: [401, 403],
  };
}

/** The refusals every API route shares, as reusable responses of the document. */
const errorResponses: Record<number, { name: string; description: string }> = {
  401: {
    name: 'Unauthenticated',
    description: `Nicht angemeldet, oder das API-Token ist falsch, abgelaufen oder widerrufen („${apiMessages.unauthenticated}“).`,
  },
  403: { name: 'Forbidden', description: `Die Regel der Route erlaubt es nicht („${apiMessages.forbidden}“).` },
  404: { name: 'NotFound', description: 'Unbekannt oder für den Aufrufer nicht sichtbar (Projekt, Objekt, Adresse).' },
  422: {
    name: 'ValidationFailed',
    description: `Ungültige Eingabe; \`payload.violations\` nennt jedes Feld („${apiMessages.validationFailed}“).`,
  },
};

const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
/** An upload (POST /file): one file in the field `file`. */
const uploadForm = {
  type: 'object',
  properties: { file: { ...binary, description: 'PDF, PNG oder JPEG, höchstens 10 MB' } },
  required: ['file'],
};

/** Per route: the zod schemas as JSON Schema, and what the route's declaration says, as `x-` keys. */
function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const route = (input as unknown as { route: RouteOptions }).route;
  if (!input.url.startsWith(API_PREFIX) || input.url.startsWith(DOCS_PREFIX) || input.url === OPENAPI_PATH)
    return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const access = route.config?.access;
  if (access === undefined) throw new Error(`${url}: config.access fehlt`);
  const { rule, sentence, refusals } = describeAccess(access);
  const source = route.schema ?? {};
  const validates = ['body', 'querystring', 'params', 'headers'].some((part) => part in source);
  const area = url.slice(API_PREFIX.length).split('/')[0]!;
  const { produces, consumes, ...rest } = (schema ?? {}) as Record<string, unknown> & {
    produces?: string[];
    consumes?: string[];
  };
  return {
    url,
    schema: {
      ...rest,
      tags: [area],
      description: [rest.description, sentence].filter(Boolean).join('\n\n'),
      security: access === 'public' ? [] : [{ session: [] }, { bearer: [] }],
      'x-rule': rule,
      'x-refusals': [...refusals, 404, ...(validates ? [422] : [])],
      ...(produces ? { 'x-produces': produces } : {}),
      ...(consumes && !('body' in source) ? { 'x-upload': consumes } : {}),
    },
  };
}

/** Whole document: the refusals as shared responses, the media type of answers that are not JSON. */
function completeDocument({ openapiObject }: { openapiObject: Partial<Document> }) {
  const document = openapiObject as Document;
  const components = (document.components ??= {}) as Record<string, Record<string, unknown>>;
  components.schemas = {
    ...components.schemas,
    ApiError: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' }),
  };
  delete (components.schemas.ApiError as Record<string, unknown>).$schema;
  components.responses = Object.fromEntries(
    Object.values(errorResponses).map(({ name, description }) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    ]),
  );
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = (operation.responses ??= {});
      const produces = operation['x-produces'] as string[] | undefined;
      const upload = operation['x-upload'] as string[] | undefined;
      if (upload)
        operation.requestBody = {
          required: true,
          content: Object.fromEntries(upload.map((type) => [type, { schema: uploadForm }])),
        };
      if (produces) {
        responses['200'] = {
          description: 'Die Datei',
          content: Object.fromEntries(produces.map((type) => [type, { schema: binary }])),
        };
      } else if (Object.keys(responses).every((code) => code === '200') && !hasContent(responses['200'])) {
        delete responses['200'];
        responses['204'] = { description: 'Erledigt, ohne Inhalt' };
      }
      for (const code of operation['x-refusals'] as number[])
        responses[String(code)] ??= { $ref: `#/components/responses/${errorResponses[code]!.name}` };
      delete operation['x-refusals'];
      delete operation['x-produces'];
      delete operation['x-upload'];
    }
  }
  return document;
}

const hasContent = (response: unknown) => typeof response === 'object' && response !== null && 'content' in response;

/** Registers the document and the reference page; before the routes (it collects them as they come). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // The reference page's own routes (registered by @fastify/swagger-ui) are public like the
  // document; this hook runs before the access module's, which demands a declaration.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baustellendoku API',
        version: '1',
        description: [
          'Die API der Baustellendoku, erzeugt aus den Schemas der Routen.',
          'Anmeldung: die Sitzung der Web-App (Cookie) oder ein API-Token als `Authorization: Bearer bd_…`',
          '(angelegt unter Verwaltung → Integrationen oder in den Projekteinstellungen).',
          'Jede Antwort außer 2xx ist das Fehlerobjekt `ApiError` mit deutscher Meldung.',
          'Änderungen dürfen einen `Idempotency-Key` tragen: eine Wiederholung erhält die gespeicherte Antwort.',
        ].join(' '),
      },
      servers: [{ url: new URL(app.config.APP_URL).origin }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'bd_sid', description: 'Die Sitzung der Web-App' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'bd_…', description: 'API-Token' },
        },
      },
    },
    transform: transformRoute as never,
    transformObject: completeDocument as never,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { url: OPENAPI_PATH, deepLinking: true, validatorUrl: null } as never,
    staticCSP: false,
  });
  app.get(OPENAPI_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(app.swagger()),
  );
  // Made at start: a route whose schema cannot be documented stops the start, not the first reader.
  app.addHook('onReady', async () => {
    app.swagger();
  });
}
