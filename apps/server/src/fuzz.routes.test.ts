// Property-based fuzzing of every mutating API route (issue 12). The routes come from the running
// app's route table, so a route added later is fuzzed without touching this file. For each route,
// bodies are generated from the route's own zod schema and then mutated (see test/fuzz/mutations.ts).
// Properties: never a 5xx; every refusal is 400/403/404/413/422 (429 from rate limits) in the one
// error format; a refused request changes nothing in the database.
// `npm test` runs a fixed seed with a small budget; `npm run fuzz` a random seed with a large one
// (FUZZ_SEED, FUZZ_RUNS), and prints the seed and the request of any failure.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzFixture, databaseFingerprint, type FuzzFixture } from './test/fuzz/fuzz-fixture.js';
import { mutationOf } from './test/fuzz/mutations.js';
import { arbitraryOf, jsonSchemaOf } from './test/fuzz/schema-arbitrary.js';
import { createTestApp } from './test/test-app.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
// 409: the request conflicts with the state (e.g. a § 22 notice that is not required or already sent).
const REFUSALS = new Set([400, 403, 404, 409, 413, 422, 429]);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const app = await createTestApp();
const routes = app.routeTable
  .filter((route) => MUTATING.has(route.method) && route.url.startsWith('/backend/api/'))
  .map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

let fixture: FuzzFixture;
beforeAll(async () => {
  fixture = await createFuzzFixture(app);
}, 180_000);
afterAll(async () => {
  // How deep the fuzzing went: answers per route (2xx = the body reached the service and was stored).
  console.log(`fuzz seed ${SEED}, ${RUNS} runs per route`);
  console.table(tally);
  await app.cleanup();
});
const tally: Record<string, Record<string, number>> = {};

/** Path parameters: mostly the fixture's real ids, sometimes junk. */
const pathOf = (url: string) => {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const values = names.map((name) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(fixture.params[name] ?? '00000000-0000-4000-8000-000000000000') },
      { weight: 1, arbitrary: fc.constantFrom('x', '%00', 'A'.repeat(300), '..%2F..', crypto.randomUUID()) },
    ),
  );
  return fc
    .tuple(...values)
    .map((parts) => names.reduce((path, name, index) => path.replace(`:${name}`, parts[index]!), url));
};

type Refusal = { message?: unknown; code?: unknown; payload?: { violations?: unknown } };

function assertErrorFormat(status: number, body: string, context: string) {
  expect(REFUSALS.has(status), `${context}: refusal status ${status}`).toBe(true);
  const parsed = JSON.parse(body) as Refusal;
  expect(typeof parsed.message === 'string' && parsed.message.length > 0, `${context}: message`).toBe(true);
  expect(parsed.code, `${context}: code`).toBe(status);
  expect(typeof parsed.payload === 'object' && parsed.payload !== null, `${context}: payload`).toBe(true);
  if (status === 422) {
    const violations = parsed.payload?.violations as { propertyPath?: unknown; title?: unknown }[];
    expect(Array.isArray(violations) && violations.length > 0, `${context}: violations`).toBe(true);
    for (const violation of violations) {
      expect(typeof violation.propertyPath === 'string' && typeof violation.title === 'string', context).toBe(true);
    }
  }
}

describe('fuzzing every mutating route', () => {
  it('finds the mutating routes of every area in the route table', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toContain('POST /backend/api/order');
    expect(keys).toContain('POST /backend/api/static-load-analysis');
    expect(keys).toContain('PUT /backend/api/project/:projectId/user/:userId');
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s: no 5xx, refusals in the error format, refusals change nothing',
    async (_key, route) => {
      const schema = jsonSchemaOf(route.schema?.body) ?? {};
      const generated = arbitraryOf(schema, fixture.references);
      const example = fixture.examples[route.key];
      const base = example === undefined ? generated : fc.oneof(fc.constant(example), generated);
      const request = fc.record({ path: pathOf(route.url), mutation: base.chain((body) => mutationOf(body)) });
      await fc.assert(
        fc.asyncProperty(request, async ({ path, mutation }) => {
          const cookie = await fixture.freshCookie();
          const before = await databaseFingerprint(app);
          const response = await app.inject({
            method: route.method as 'POST',
            url: path,
            headers: mutation.body === null ? { cookie } : { cookie, 'content-type': 'application/json' },
            ...(mutation.body === null ? {} : { payload: mutation.body }),
          });
          const context = `${route.method} ${path} [${mutation.kind}] ${(mutation.body ?? '(ohne Body)').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
          const counts = (tally[route.key] ??= {});
          counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
          expect(response.statusCode, context).toBeLessThan(500);
          if (response.statusCode >= 400) {
            assertErrorFormat(response.statusCode, response.body, context);
            expect(await databaseFingerprint(app), `${context}: refused but changed`).toEqual(before);
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    Math.max(120_000, RUNS * 3_000),
  );
});
