// Property-based fuzzing of every mutating API route (issue 12), and bad query strings, path
// parameters and headers of every route, reads included (issue 39, test/fuzz/request-parts.ts).
// The routes come from the running app's route table, so a route added later is fuzzed without
// touching this file. For each mutating route,
// bodies are generated from the route's own zod schema and then mutated (see test/fuzz/mutations.ts).
// Properties: never a 5xx; every refusal is 400/403/404/413/422 (429 from rate limits) in the one
// error format; a refused request changes nothing in the database.
// `npm test` runs a fixed seed with a small budget; `npm run fuzz` a random seed with a large one
// (FUZZ_SEED, FUZZ_RUNS), and prints the seed and the request of any failure.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzFixture, databaseFingerprint, type FuzzFixture } from './test/fuzz/fuzz-fixture.js';
import { mutationOf } from './test/fuzz/mutations.js';
import { partCasesOf } from './test/fuzz/request-parts.js';
import { arbitraryOf, jsonSchemaOf } from './test/fuzz/schema-arbitrary.js';
import { createTestApp } from './test/test-app.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
// Bad query/path/header cases per route besides the NUL ones (all of them with `npm run fuzz`, FUZZ_PART_CASES).
const PART_CASES = Number(process.env.FUZZ_PART_CASES ?? 8);
// 409: the request conflicts with the state (e.g. a § 22 notice that is not required or already sent).
const REFUSALS = new Set([400, 403, 404, 409, 413, 422, 429]);
// A broken cookie is no session: 401 where one is needed.
const PART_REFUSALS = new Set([...REFUSALS, 401]);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const app = await createTestApp();
const keyed = app.routeTable.map((route) => ({ ...route, key: `${route.method} ${route.url}` }));
const routes = keyed.filter((route) => MUTATING.has(route.method) && route.url.startsWith('/backend/api/'));
// Every route (HEAD answers as its GET does), reads included.
const everyRoute = keyed.filter((route) => route.method !== 'HEAD');

let fixture: FuzzFixture;
beforeAll(async () => {
  fixture = await createFuzzFixture(app);
}, 180_000);
afterAll(async () => {
  // How deep the fuzzing went: answers per route (2xx = the body reached the service and was stored).
  console.log(`fuzz seed ${SEED}, ${RUNS} runs per route`);
  console.table(tally);
  console.log(`bad query strings, path parameters and headers: ${PART_CASES} sampled cases per route`);
  console.table(partTally);
  await app.cleanup();
});
const tally: Record<string, Record<string, number>> = {};
const partTally: Record<string, Record<string, number>> = {};

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

// Fastify's and zod's own English texts, which must never reach a user.
const ENGLISH = /\b(the|must|invalid|expected|request|route|body|required|error)\b/i;

type Refusal = { message?: unknown; code?: unknown; payload?: { violations?: unknown } };

function assertErrorFormat(status: number, body: string, context: string, allowed = REFUSALS) {
  expect(allowed.has(status), `${context}: refusal status ${status}`).toBe(true);
  const parsed = JSON.parse(body) as Refusal;
  expect(typeof parsed.message === 'string' && parsed.message.length > 0, `${context}: message`).toBe(true);
  expect(parsed.code, `${context}: code`).toBe(status);
  expect(parsed.message, `${context}: German message`).not.toMatch(ENGLISH);
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

describe('bad query strings, path parameters and headers of every route (issue 39)', () => {
  it('takes every route of the route table, reads included', () => {
    const keys = everyRoute.map((route) => route.key);
    for (const key of ['GET /backend/api/user', 'GET /backend/api/order', 'GET /backend/api/project/:projectId'])
      expect(keys).toContain(key);
    expect(keys).toContain('GET /backend/api/wrecking-pile-inventory');
    expect(everyRoute.length).toBeGreaterThan(routes.length + 40);
  });

  it.each(everyRoute.map((route) => [route.key, route] as const))(
    '%s: no 5xx; what must be refused is refused in the error format and changes nothing',
    async (_key, route) => {
      const cases = partCasesOf(route, {
        params: fixture.params,
        references: fixture.references,
        seed: SEED,
        budget: PART_CASES,
      });
      const write = route.method !== 'GET' || !route.url.startsWith('/backend/api/');
      const schema = jsonSchemaOf(route.schema?.body);
      const body = write
        ? (fixture.examples[route.key] ?? sampleOf(arbitraryOf(schema ?? {}, fixture.references)))
        : undefined;
      // A write's refusals are checked together, its other answers one by one; a read changes nothing at all.
      const ordered = write ? [...cases.filter((c) => c.mustRefuse), ...cases.filter((c) => !c.mustRefuse)] : cases;
      const readCookie = await fixture.freshCookie();
      let before = await databaseFingerprint(app);
      let checked = false;
      for (const entry of ordered) {
        if (write && !entry.mustRefuse && !checked) {
          expect(await databaseFingerprint(app), `${route.key}: refusals changed the data`).toEqual(before);
          checked = true;
        }
        const cookie = write ? await fixture.freshCookie() : readCookie;
        const headers: Record<string, string> = { cookie, ...entry.headers };
        const sendsBody = body !== undefined && route.method !== 'GET' && route.method !== 'DELETE';
        if (sendsBody) headers['content-type'] ??= 'application/json';
        const response = await app.inject({
          method: route.method as 'GET',
          url: entry.url,
          headers,
          ...(sendsBody ? { payload: JSON.stringify(body) } : {}),
        });
        const context = `${route.method} ${entry.url.slice(0, 200)} [${entry.part}/${entry.kind}] ${JSON.stringify(entry.headers).slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        const counts = (partTally[route.key] ??= {});
        counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
        expect(response.statusCode, context).toBeLessThan(500);
        if (entry.mustRefuse) expect(response.statusCode, `${context}: must be refused`).toBeGreaterThanOrEqual(400);
        // The development identity provider (oidc-provider, never in production) answers in its own pages.
        if (
          response.statusCode >= 400 &&
          route.url.startsWith('/backend/') &&
          !route.url.startsWith('/backend/dev-idp')
        ) {
          assertErrorFormat(response.statusCode, response.body, context, PART_REFUSALS);
        }
        if (write && !entry.mustRefuse) {
          if (response.statusCode >= 400) {
            expect(await databaseFingerprint(app), `${context}: refused but changed`).toEqual(before);
          } else before = await databaseFingerprint(app);
        }
      }
      if (!write || !checked) {
        expect(await databaseFingerprint(app), `${route.key}: bad requests changed the data`).toEqual(before);
      }
    },
    120_000,
  );
});

const sampleOf = (arbitrary: fc.Arbitrary<unknown>) => fc.sample(arbitrary, { seed: SEED, numRuns: 1 })[0];
