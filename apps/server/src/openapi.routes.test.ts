// Issue 35 item 1: the OpenAPI 3.1 document is made from the routes themselves. A route the app
// serves but the document leaves out fails here, as does an invalid document or an example that
// does not match its own schema.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@baustellendoku/domain';
import { DOCS_PREFIX, OPENAPI_PATH } from './plugins/openapi.js';
import { createTestApp } from './test/test-app.js';

const app = await createTestApp();
afterAll(() => app.cleanup());

type Operation = {
  description?: string;
  'x-rule'?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
const document = response.json() as Document;

/** `/project/:projectId` as the document writes it: `/project/{projectId}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every value under `example` in the document, with the JSON pointer of the schema holding it. */
function examplesIn(node: unknown, pointer: string[] = [], found: { pointer: string[]; example: unknown }[] = []) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    node.forEach((item, index) => examplesIn(item, [...pointer, String(index)], found));
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' && pointer.length > 0) found.push({ pointer, example: value });
    else examplesIn(value, [...pointer, key], found);
  }
  return found;
}
const fragment = (pointer: string[]) =>
  pointer.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

describe('OpenAPI document', () => {
  it('is served as JSON without a session', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route the app serves', () => {
    const served = app.routeTable
      .filter(
        (route) =>
          route.url.startsWith('/backend/api/') &&
          route.method !== 'HEAD' &&
          !route.url.startsWith(DOCS_PREFIX) &&
          route.url !== OPENAPI_PATH,
      )
      .map((route) => `${route.method} ${documentPath(route.url)}`);
    expect(served.length).toBeGreaterThan(100);
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(documented.size).toBe(served.length);
  });

  it("names each route's rule and its refusals in the German error shape", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method} ${path}`;
        expect(operation['x-rule'], name).toBeTruthy();
        expect(operation.description, name).toMatch(/Wer darf|Ohne Anmeldung|Jede angemeldete|Nur angemeldete/);
        expect(operation.responses['404']?.$ref, name).toBe('#/components/responses/NotFound');
        if (operation['x-rule'] !== 'public')
          expect(operation.responses['401']?.$ref, name).toBe('#/components/responses/Unauthenticated');
        const success = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
        expect(success, name).toHaveLength(1);
      }
    }
    const createOrder = document.paths['/backend/api/order']!.post!;
    expect(createOrder['x-rule']).toBe('createOrder');
    expect(createOrder.description).toContain('project_manager');
    expect(createOrder.responses['422']?.$ref).toBe('#/components/responses/ValidationFailed');
  });

  it('describes answers that are not JSON by their media type', () => {
    const pdf = document.paths['/backend/api/material-class/evaluation-sheet']!.post!.responses['200']!;
    expect(Object.keys(pdf.content!)).toEqual(['application/pdf']);
    const zip = document.paths['/backend/api/project-documentation/{projectId}/download/{token}']!.get!;
    expect(Object.keys(zip.responses['200']!.content!)).toEqual(['application/zip']);
    const removal = document.paths['/backend/api/project/{projectId}/user/{userId}']!.delete!;
    expect(removal.responses['204']).toBeDefined();
  });

  it('has examples that validate against their own schemas', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(document, 'document');
    const examples = examplesIn(document);
    expect(examples.length).toBeGreaterThan(1);
    for (const { pointer, example } of examples) {
      const validate = ajv.compile({ $ref: `document#/${fragment(pointer)}` });
      expect(validate(example), `${pointer.join('/')}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('API reference page', () => {
  it('is served from the app itself and allowed by its Content Security Policy', async () => {
    const page = await app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // Every script is a file of this origin (CSP allows no inline script).
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)![1]!;
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await app.inject({ method: 'GET', url: new URL(src, `http://x${DOCS_PREFIX}`).pathname });
      expect(asset.headers['content-type'], src).toMatch(/javascript/);
      expect(asset.statusCode, src).toBe(200);
    }
  });

  it('leaves the German 404 of unknown API addresses in place', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/backend/api/gibt-es-nicht' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiMessages.routeNotFound);
  });
});
