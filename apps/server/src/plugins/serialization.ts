// Answers are serialized by fast-json-stringify, compiled once per route from the route's zod
// response schema (the one contract, decision 0225), instead of a zod parse of every answer and
// JSON.stringify (issue "Years of data", decision 0371): on list answers that parse cost a tenth of
// the CPU and most of the garbage. Undeclared keys are left out as before. Outside production each
// answer is also parsed by its zod schema and must equal what was sent, so tests keep checking
// every answer against its contract, and the compiled serializer against zod.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * zod's JSON Schema as fast-json-stringify serializes it fastest: `anyOf [X, null]` (zod's
 * nullable) becomes X with `nullable`, which it writes without trying each branch.
 */
export function serializableJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(serializableJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') schema[key] = serializableJsonSchema(value);
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((branch) => branch.type !== 'null');
    if (other && branches.some((branch) => branch.type === 'null')) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, nullable: true };
    }
  }
  return schema;
}

export class ResponseContractError extends Error {}

/** The serializer compiler of the app; `checkContract` outside production. */
export function responseSerializerCompiler(checkContract: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const stringify = fastJson(serializableJsonSchema(jsonSchema) as Parameters<typeof fastJson>[0]);
    if (!checkContract) return stringify;
    return (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new ResponseContractError(`${method} ${url}: Antwort verletzt ihr Schema: ${parsed.error.message}`);
      }
      const text = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(parsed.data)))) {
        throw new ResponseContractError(`${method} ${url}: serialisierte Antwort weicht vom Schema ab`);
      }
      return text;
    };
  };
}
