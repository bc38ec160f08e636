// The history as CSV/XLSX (issue 35 item 4): every entry of the project, newest first like the
// history page, with its German text, its site time and who made it. Read in keyset pages over
// the history's own index (project, time, id), backwards.
import { and, eq } from 'drizzle-orm';
import { renderHistoryEntry } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { historyEvents, users } from '../../db/schema/index.js';
import { columns, keyset, keysetPages, type ListExport } from '../../lib/export/index.js';
import { SYSTEM_ORIGINATOR } from './history.service.js';

const historyKey = keyset([
  { column: historyEvents.occurredAt, descending: true },
  { column: historyEvents.id, descending: true },
]);

type HistoryExportRow = {
  type: string;
  variables: Record<string, unknown>;
  occurredAt: Date;
  recordedAt: Date | null;
  firstName: string | null;
  lastName: string | null;
};

export function historyExport(db: Executor, projectId: string): ListExport<HistoryExportRow> {
  return {
    title: 'Historie',
    columns: columns<HistoryExportRow>([
      { title: 'Zeitpunkt', type: 'datetime', value: (row) => row.recordedAt ?? row.occurredAt },
      { title: 'Eingegangen', type: 'datetime', value: (row) => row.occurredAt },
      { title: 'Ereignis', type: 'text', width: 80, value: (row) => renderHistoryEntry(projectId, row).text },
      {
        title: 'Ausgeführt von',
        type: 'text',
        width: 28,
        value: (row) => (row.firstName === null ? SYSTEM_ORIGINATOR : `${row.firstName} ${row.lastName}`),
      },
    ]),
    pages: keysetPages(historyKey, (after, limit) =>
      db
        .select({
          type: historyEvents.type,
          variables: historyEvents.variables,
          occurredAt: historyEvents.occurredAt,
          recordedAt: historyEvents.recordedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          ...historyKey.columns,
        })
        .from(historyEvents)
        .leftJoin(users, eq(users.id, historyEvents.originatorId))
        .where(and(eq(historyEvents.projectId, projectId), after))
        .orderBy(...historyKey.orderBy)
        .limit(limit),
    ),
  };
}
