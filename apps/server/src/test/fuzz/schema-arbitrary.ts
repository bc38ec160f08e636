// Valid-looking request bodies from a route's own zod schema: the schema is turned into JSON Schema
// (as for the OpenAPI description) and walked into fast-check arbitraries. Fields that name other
// objects (projectId, attachmentDocuments, …) take the fixture's real ids from `references`, so
// generated bodies reach the services instead of stopping at "not found".
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  examples?: unknown[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Arbitraries for property names that reference fixture objects (real ids). */
export type References = Record<string, fc.Arbitrary<unknown>>;

export function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  } catch {
    return {};
  }
}

const anything = fc.oneof(
  fc.integer({ min: 1, max: 1000 }),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
);

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
// Moments in the past (load tests refuse the future).
const moment = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.constantFrom('a@example.org', 'max.muster@baustelle.example');
  if (schema.format === 'date') return day;
  if (schema.format === 'date-time') return moment;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => fits(schema, value));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 30, minLength + 30);
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((value) => value.trim().length >= minLength);
}

const fits = (schema: JsonSchema, value: string) =>
  value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1e-6 : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1e-6 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  // Values with at most 3 decimals, as people type them.
  return fc
    .integer({ min: Math.ceil(Math.max(min, -1e9) * 1000), max: Math.floor(Math.min(max, 1e9) * 1000) })
    .map((value) => value / 1000);
}

export function arbitraryOf(
  schema: JsonSchema,
  references: References,
  root: JsonSchema = schema,
  key?: string,
): fc.Arbitrary<unknown> {
  if (key !== undefined && references[key]) return references[key]!;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return arbitraryOf(root.$defs?.[name] ?? {}, references, root, key);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => arbitraryOf(option, references, root, key)));
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0]!, references, root, key);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, references, root, key)));
  }
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema, false);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, references, root)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(arbitraryOf(schema.items ?? {}, references, root), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryOf(property, references, root, name)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
    }
    default:
      return anything;
  }
}
