// Counts the statements the app sends to the database while `run` runs (both drivers go through
// `$client.query`): the read-cost tests pin a request's queries, whatever the data size.
import type { FastifyInstance } from 'fastify';

export async function countQueries(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
  return (await statementsOf(app, run)).length;
}

/** The SQL text of every statement the app sends while `run` runs. */
export async function statementsOf(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? ''));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return statements;
}
