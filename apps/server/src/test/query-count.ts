// Counts the statements the app sends to the database while `run` runs (both drivers go through
// `$client.query`): the read-cost tests pin a request's queries, whatever the data size.
import type { FastifyInstance } from 'fastify';

export async function countQueries(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}
