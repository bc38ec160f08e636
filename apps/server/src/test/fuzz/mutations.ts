// Mutations of a valid body, as an attacker or a careless client sends them (issue 12): wrong
// types, missing and extra fields, NUL, lone surrogates, huge strings and arrays, ±1e308, NaN,
// impossible dates, prototype keys, deep nesting, and bodies that are no object at all. Each
// returns the raw JSON text, because some of them (NaN, __proto__) cannot be built as objects.
import fc from 'fast-check';

type Path = (string | number)[];

/** Every path into a JSON value, the value itself first. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with the node at `path` replaced (or deleted with `remove`). */
function replaceAt(value: unknown, path: Path, replacement: unknown, remove = false): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  const child = (copy as Record<string | number, unknown>)[head!];
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete (copy as Record<string | number, unknown>)[head!];
  } else (copy as Record<string | number, unknown>)[head!] = replaceAt(child, rest, replacement, remove);
  return copy;
}

const MARKER = '"__fuzz_raw__"';
/** JSON text with the node at `path` replaced by raw JSON text (NaN, nested arrays, …). */
const withRaw = (value: unknown, path: Path, raw: string) =>
  JSON.stringify(replaceAt(value, path, '__fuzz_raw__')).replace(MARKER, raw);

const valueMutations = {
  wrongType: fc.constantFrom<unknown>(0, -1, 1.5, 'x', '', true, false, null, [], {}, [null], { a: 1 }),
  nul: fc.constantFrom('A\u0000B', '\u0000', 'x\u0007y', '\u001b[31m'),
  surrogate: fc.constantFrom('\ud800', 'a\udc00b', '\udbff\ud800'),
  hugeString: fc.constantFrom('x'.repeat(100_000), 'ä'.repeat(20_000)),
  hugeArray: fc.constant(Array.from({ length: 20_000 }, (_, index) => index)),
  extremeNumber: fc.constantFrom(1e308, -1e308, -0, 5e-324, 2 ** 53 + 2, -(2 ** 63)),
  impossibleDate: fc.constantFrom(
    '0000-01-01',
    '2026-02-30',
    '-000001-01-01',
    '1',
    '9999-99-99',
    '2026-05-04T25:61:00Z',
  ),
} as const;

const rawMutations = {
  nonFinite: fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '-1e400'),
  deepNesting: fc.constantFrom('['.repeat(5_000) + ']'.repeat(5_000), '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000)),
} as const;

const WHOLE_BODIES = ['', '{', 'null', '[]', '"x"', '42', 'true', '{"a":1,"a":2}', '\u0000'];
const PROTOTYPE_KEYS = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
];

export type Mutation = { kind: string; body: string | null };

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** A mutation of `base` (or `none`: the generated body as it is). */
export function mutationOf(base: unknown): fc.Arbitrary<Mutation> {
  const paths = pathsOf(base);
  const objectPaths = paths.filter((path) => {
    const node = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], base);
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const anyPath = fc.constantFrom(...paths);
  const leafPath = paths.length > 1 ? fc.constantFrom(...paths.slice(1)) : anyPath;
  // Removing the root leaves no body at all (null): sent without one.
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.constant({ kind: 'none', body: json(base) }),
    ...Object.entries(valueMutations).map(([kind, values]) =>
      fc
        .tuple(leafPath, values as fc.Arbitrary<unknown>)
        .map(([path, value]) => ({ kind, body: json(replaceAt(base, path, value)) })),
    ),
    ...Object.entries(rawMutations).map(([kind, values]) =>
      fc.tuple(leafPath, values).map(([path, raw]) => ({ kind, body: withRaw(base, path, raw) })),
    ),
    leafPath.map((path) => ({ kind: 'missing', body: json(replaceAt(base, path, undefined, true)) })),
    fc.constantFrom(...WHOLE_BODIES).map((body) => ({ kind: 'wholeBody', body })),
  ];
  if (objectPaths.length > 0) {
    const objectPath = fc.constantFrom(...objectPaths);
    mutations.push(
      objectPath.map((path) => ({
        kind: 'extra',
        body: withRaw(base, path, JSON.stringify({ ...(pathValue(base, path) as object), unbekanntesFeld: 'x' })),
      })),
      fc.tuple(objectPath, fc.constantFrom(...PROTOTYPE_KEYS)).map(([path, raw]) => ({
        kind: 'prototypeKey',
        body: withRaw(base, path, mergeRawObjects(raw, JSON.stringify(pathValue(base, path)))),
      })),
    );
  }
  return fc.oneof(...mutations);
}

/** '{"a":1}' + '{"b":2}' → '{"a":1,"b":2}' (as text: the first may hold __proto__). */
const mergeRawObjects = (first: string, second: string) =>
  second === '{}' ? first : `${first.slice(0, -1)},${second.slice(1)}`;

const pathValue = (value: unknown, path: Path) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
