// Answer of POST /material-class/evaluate (decision 0225): the route's `response` schema. The web
// evaluates with the same function while the user types, so its type is MaterialClassEvaluation.
import { z } from 'zod';
import type { MaterialClassEvaluation } from './evaluate.js';
import { parameterKeys, soilTypes, type ParameterKey } from './materials.js';

const parameterKeySchema = z.enum(parameterKeys as [ParameterKey, ...ParameterKey[]]);

export const materialClassEvaluationSchema = z.object({
  materialClass: z.string().nullable(),
  decisive: z.array(
    z.object({ parameter: parameterKeySchema, value: z.string(), limit: z.string(), class: z.string() }),
  ),
  classes: z.array(
    z.object({
      materialClass: z.string(),
      met: z.boolean(),
      exceeded: z.array(parameterKeySchema),
      missing: z.array(parameterKeySchema),
      tolerated: z.array(parameterKeySchema),
    }),
  ),
  warnings: z.array(z.string()),
  incomplete: z.array(parameterKeySchema),
  rulesApplied: z.array(z.string()),
  values: z.partialRecord(parameterKeySchema, z.string()),
  sums: z.array(
    z.object({
      parameter: parameterKeySchema,
      value: z.string(),
      substances: z.array(
        z.object({
          name: z.string(),
          counted: z.string(),
          basis: z.enum(['value', 'detection', 'quantification']),
        }),
      ),
    }),
  ),
  soilType: z.enum(soilTypes).nullable(),
}) satisfies z.ZodType<MaterialClassEvaluation>;
