// Every change made through the API writes its history entry with this, inside the same
// transaction as the change itself. Types and their German texts live in the domain package.
import type { Executor } from '../../db/client.js';
import { historyEvents } from '../../db/schema/index.js';

export type HistoryInput = {
  projectId: string;
  type: string;
  variables?: Record<string, unknown>;
  originatorId: string | null;
};

export async function recordHistory(tx: Executor, event: HistoryInput): Promise<void> {
  await tx.insert(historyEvents).values({
    projectId: event.projectId,
    type: event.type,
    variables: event.variables ?? {},
    originatorId: event.originatorId,
  });
}
