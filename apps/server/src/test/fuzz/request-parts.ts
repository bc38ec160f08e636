// Bad query strings, path parameters and headers for one route of the route table (issue 39):
// NUL and control characters, bytes that are no UTF-8, over-long strings, numbers out of range,
// malformed UUIDs, a parameter twice or bracketed (`?search=a&search=b`, `?limit[]=1`), broken
// cookies, Idempotency-Keys, Content-Types, If-None-Match and Accept-Encoding values. The cases
// come from the route's own schemas (the query's properties, the path's parameters), so a new
// route is covered without touching this file. Each case says whether the server must refuse it:
// always for NUL and control characters; otherwise when the route's own schema refuses the
// value, or the part names nothing (a path), or the header is one the server judges.
import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../platform/access/index.js';
import type { RouteEntry } from '../../plugins/route-table.js';
import { arbitraryOf, jsonSchemaOf, type References } from './schema-arbitrary.js';

export type PartCase = {
  part: 'query' | 'params' | 'headers';
  kind: string;
  url: string;
  /** Headers of the case; a `cookie` here replaces the attacker's session. */
  headers: Record<string, string>;
  mustRefuse: boolean;
};

const API = '/backend/api/';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Values of one query parameter; `raw` values go into the URL as they are (not percent-encoded). */
const QUERY_VALUES: { kind: string; value: string; raw?: boolean; refuse?: boolean }[] = [
  { kind: 'nul', value: 'Pol\u0000ier', refuse: true },
  { kind: 'control', value: 'a\u0001b', refuse: true },
  { kind: 'notUtf8', value: 'x%ED%A0%80', raw: true },
  { kind: 'overlong', value: 'x'.repeat(5_000) },
  { kind: 'outOfRange', value: '1e400' },
  { kind: 'outOfRange', value: '-1' },
  { kind: 'outOfRange', value: '99999999999999999999' },
  { kind: 'notANumber', value: 'NaN' },
  { kind: 'malformedUuid', value: '00000000-0000-4000-8000-00000000000g' },
  { kind: 'malformedUuid', value: 'x' },
];

/** Path parameter values: none of them names an object the attacker may act on. */
const PATH_VALUES: { kind: string; value: string }[] = [
  { kind: 'nul', value: 'a%00b' },
  { kind: 'control', value: 'a%01b' },
  { kind: 'notUtf8', value: '%ED%A0%80' },
  { kind: 'overlong', value: 'A'.repeat(300) },
  { kind: 'malformedUuid', value: '00000000-0000-4000-8000-00000000000g' },
  { kind: 'malformedUuid', value: 'x' },
  { kind: 'traversal', value: '..%2F..%2Fetc' },
  { kind: 'unknownUuid', value: '5f0b7c2e-1d2a-4c3b-9e8f-000000000039' },
];

const IDEMPOTENCY_KEYS = [
  '',
  'kurz',
  'x'.repeat(200),
  'a b c d e f',
  'schlüssel-123',
  'a\u0000bcdefghij',
  'x\ud800yyyyyyyy',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'application/json\u0000',
  'ä/ö',
];
const COOKIES = [
  `${SESSION_COOKIE}=a%00b`,
  `${SESSION_COOKIE}=${'x'.repeat(4_000)}`,
  `${SESSION_COOKIE}=\ud800`,
  '=;;;=',
  `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`,
];
const IF_NONE_MATCH = ['*', 'W/"x"', `"${'x'.repeat(5_000)}"`, 'W/', ',,,', '"a\u0000b"'];
const ACCEPT_ENCODINGS = ['br;q=abc', '*;q=0', 'identity;q=0, *;q=0', 'x'.repeat(5_000), 'gzip;q=1e400', 'ä'];

const namesIn = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => values[name ?? '*'] ?? '');

type QueryEntry = [string, string];
const encodeQuery = (entries: QueryEntry[], raw = new Set<number>()) =>
  entries
    .map(([key, value], index) =>
      raw.has(index)
        ? `${encodeURIComponent(key)}=${value}`
        : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    )
    .join('&');

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** A valid query for the route: the schema's required parameters, the fixture's ids where they name objects. */
function baseQuery(schema: z.ZodType | undefined, references: References, seed: number): QueryEntry[] {
  const json = jsonSchemaOf(schema);
  if (!json?.properties) return [];
  const required = new Set(json.required ?? []);
  const [sample] = fc.sample(arbitraryOf({ ...json, required: [...required] }, references), { seed, numRuns: 1 });
  return Object.entries((sample ?? {}) as Record<string, unknown>).flatMap(([key, value]) => {
    const text = scalar(value);
    return required.has(key) && text !== undefined ? [[key, text] as QueryEntry] : [];
  });
}

/** Whether the route's own query schema refuses this query string (as Fastify parses it). */
const schemaRefuses = (schema: z.ZodType | undefined, search: string) =>
  schema instanceof z.ZodType && !schema.safeParse(parseQuery(search)).success;

export type PartCaseOptions = {
  params: Record<string, string>;
  references: References;
  seed: number;
  /** Cases per route beyond the NUL cases of every query and path parameter (which are always sent). */
  budget: number;
};

/** The bad-input cases of a route's query string, path and headers; NUL cases first, then a seeded sample. */
export function partCasesOf(route: RouteEntry, options: PartCaseOptions): PartCase[] {
  const { params, references, seed, budget } = options;
  const names = namesIn(route.url);
  const validPath = fill(route.url, Object.fromEntries(names.map((name) => [name, params[name] ?? 'x'])));
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  const query = baseQuery(querySchema, references, seed);
  const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);
  const validUrl = withQuery(validPath, encodeQuery(query));
  const isApi = route.url.startsWith(API);
  const write = WRITES.has(route.method);
  const hasBody = route.schema?.body !== undefined;

  const always: PartCase[] = [];
  const sampled: PartCase[] = [];
  const queryCase = (kind: string, search: string, forced?: boolean) => {
    const refuse = forced === true || (isApi && schemaRefuses(querySchema, search));
    (kind === 'nul' ? always : sampled).push({
      part: 'query',
      kind,
      url: withQuery(validPath, search),
      headers: {},
      mustRefuse: refuse,
    });
  };

  // Query: every parameter the schema names (a route without one: a made-up `search`, ignored).
  const json = jsonSchemaOf(querySchema);
  const keys = Object.keys(json?.properties ?? {});
  for (const key of keys.length > 0 ? keys : ['search']) {
    const others = query.filter(([name]) => name !== key);
    const named = keys.length > 0;
    for (const { kind, value, raw, refuse } of QUERY_VALUES) {
      const entries: QueryEntry[] = [...others, [key, value]];
      queryCase(kind, encodeQuery(entries, raw ? new Set([entries.length - 1]) : undefined), named && isApi && refuse);
    }
    const valid = query.find(([name]) => name === key)?.[1] ?? 'a';
    queryCase('twice', encodeQuery([...others, [key, valid], [key, valid]]));
    queryCase('bracketed', encodeQuery([...others, [`${key}[]`, valid]]));
  }

  // Path parameters, one at a time, the others valid.
  for (const name of names) {
    for (const { kind, value } of PATH_VALUES) {
      const path = fill(
        route.url,
        Object.fromEntries(names.map((other) => [other, other === name ? value : (params[other] ?? 'x')])),
      );
      (kind === 'nul' ? always : sampled).push({
        part: 'params',
        kind,
        url: withQuery(path, encodeQuery(query)),
        headers: {},
        mustRefuse: isApi,
      });
    }
  }

  // Headers. A broken cookie is as good as none: refused where a write needs a session.
  const header = (kind: string, name: string, value: string, mustRefuse: boolean) =>
    sampled.push({ part: 'headers', kind, url: validUrl, headers: { [name]: value }, mustRefuse });
  for (const value of COOKIES) header('cookie', 'cookie', value, isApi && write && !route.public);
  for (const value of IDEMPOTENCY_KEYS) header('idempotencyKey', 'idempotency-key', value, isApi && write);
  // A route without a body schema ignores a body (Fastify reads text/plain itself).
  if (write) for (const value of CONTENT_TYPES) header('contentType', 'content-type', value, isApi && hasBody);
  else {
    for (const value of IF_NONE_MATCH) header('ifNoneMatch', 'if-none-match', value, false);
    for (const value of ACCEPT_ENCODINGS) header('acceptEncoding', 'accept-encoding', value, false);
  }

  // An API write is sent only what it must refuse: what it may accept is a valid write, which the
  // body suite covers. A seeded sample, the same share for each part, so that every route gets cases of each.
  const candidates = isApi && write ? sampled.filter((entry) => entry.mustRefuse) : sampled;
  const parts = [...new Set(candidates.map((entry) => entry.part))];
  const share = Math.ceil(budget / Math.max(parts.length, 1));
  const chosen = parts.flatMap((part, index) => {
    const cases = candidates.filter((entry) => entry.part === part);
    const size = Math.min(share, cases.length);
    return fc.sample(fc.shuffledSubarray(cases, { minLength: size, maxLength: size }), {
      seed: seed + index,
      numRuns: 1,
    })[0]!;
  });
  return [...(isApi && write ? always.filter((entry) => entry.mustRefuse) : always), ...chosen];
}
