// The API error object as a schema, for the API's OpenAPI document (issue 35): the type lives in
// api-error.ts, which screens load without zod.
import { z } from 'zod';
import type { ApiErrorBody } from './api-error.js';
import { apiMessages, messages } from './messages.js';

export const apiErrorSchema = z
  .object({
    message: z.string().meta({ description: 'Deutscher Text für den Menschen vor dem Bildschirm' }),
    code: z.number().int().meta({ description: 'Der HTTP-Status der Antwort' }),
    payload: z
      .object({
        violations: z
          .array(
            z.object({
              propertyPath: z.string().meta({ description: 'Das Feld, z. B. `name` oder `items.0.amount`' }),
              title: z.string().meta({ description: 'Was an diesem Feld nicht stimmt (deutsch)' }),
            }),
          )
          .optional(),
      })
      .catchall(z.unknown()),
  })
  .meta({
    example: {
      message: apiMessages.validationFailed,
      code: 422,
      payload: { violations: [{ propertyPath: 'name', title: messages.required }] },
    } satisfies ApiErrorBody,
  });
