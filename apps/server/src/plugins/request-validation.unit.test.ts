// The storable-text check in front of query, path and header schemas (issue 39), for what HTTP
// cannot carry to it through the tests' requests (a lone surrogate in a decoded query value).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@baustellendoku/domain';
import { requestValidatorCompiler } from './request-validation.js';

type Result = { value?: unknown; error?: { instancePath: string; message: string }[] };
const validate = (httpPart: string, schema: z.ZodType, data: unknown) =>
  requestValidatorCompiler({ schema, httpPart, method: 'GET', url: '/x' })(data) as Result;

const query = z.object({ search: z.string().optional(), roles: z.array(z.string()).optional() });

describe('requestValidatorCompiler', () => {
  it.each([
    ['NUL', { search: 'Pol\u0000ier' }, '/search'],
    ['a lone surrogate', { search: 'x\ud800' }, '/search'],
    ['a control character in a list', { roles: ['a', 'b\u0007'] }, '/roles/1'],
    ['NUL in a parameter name', { 'a\u0000': '1' }, '/(Name)'],
  ])('refuses %s in a query with the German message, before the route schema', (_label, data, path) => {
    const { error } = validate('querystring', query, data);
    expect(error).toEqual([expect.objectContaining({ instancePath: path, message: messages.invalidCharacters })]);
  });

  it('passes storable text (umlauts, emoji pairs) on to the route schema and its output', () => {
    expect(validate('querystring', query, { search: 'Müller 🚧' })).toEqual({ value: { search: 'Müller 🚧' } });
    expect(validate('params', z.object({ id: z.uuid() }), { id: 'x' }).error?.[0]?.instancePath).toBe('/id');
  });

  it('leaves bodies to their field schemas (multi-line text may hold line breaks there)', () => {
    const body = z.object({ comment: z.string() });
    expect(validate('body', body, { comment: 'a\nb' })).toEqual({ value: { comment: 'a\nb' } });
  });
});
