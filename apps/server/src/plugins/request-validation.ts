// The validator compiler of the app: each route's zod schemas (fastify-type-provider-zod), and in
// front of the query string, path and header schemas one check that every string holds only what
// a text field may store (issue 39). A NUL in `?search=` reached PostgreSQL through ILIKE and
// answered 500; bodies have that check in their field schemas (`storableString`), these parts have
// it here once, for every route and every parameter, including plain `z.string()`s.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorableText, messages } from '@baustellendoku/domain';

type Found = { path: (string | number)[] };

/** The paths of the strings in a parsed query, params or headers object that are not storable. */
function unstorableStrings(value: unknown, path: (string | number)[] = [], found: Found[] = []): Found[] {
  if (typeof value === 'string') {
    if (!isStorableText(value)) found.push({ path });
  } else if (Array.isArray(value)) value.forEach((item, index) => unstorableStrings(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A parameter's name is input too (`?a%00b=1`): refused under its own path.
      if (!isStorableText(key)) found.push({ path: [...path, '(Name)'] });
      else unstorableStrings(item, [...path, key], found);
    }
  }
  return found;
}

const storableParts = z.unknown().superRefine((value, context) => {
  for (const { path } of unstorableStrings(value)) {
    context.addIssue({ code: 'custom', path, message: messages.invalidCharacters, input: undefined });
  }
});

/** Query strings, path parameters and headers: storable text first, then the route's schema. */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? route : { ...route, schema: storableParts.pipe(route.schema) });
