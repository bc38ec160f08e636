// The documents of a project's load tests on given layers, written again when the requirement of
// those layers is set, changed or deleted (decision 0662): a protocol states the verdict, and a
// verdict is never kept stale. Runs inside the requirement's transaction, before its history
// entry, which then names the new documents (decision 0620).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { layerKey } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import type { DocumentTracker } from '../../documents/store-document.js';
import type { FileStorage } from '../../storage/storage.js';
import { dynamicVariant } from './dynamic/dynamic-load.service.js';
import { attachDocument, tableOf, type LoadTestRow } from './load-test-records.js';
import { staticVariant } from './static/static-load.service.js';

export type LayerChange = { projectId: string; layerKeys: string[]; userId: string };

export async function rewriteLayerDocuments(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  { projectId, layerKeys, userId }: LayerChange,
): Promise<void> {
  for (const variant of [dynamicVariant, staticVariant] as const) {
    const table = tableOf(variant.kind);
    // Layers match by their key (case, spaces), which SQL's lower() would not match exactly.
    const layers = await tx
      .select({ id: table.id, layer: table.layer })
      .from(table)
      .where(and(eq(table.projectId, projectId), isNotNull(table.layer)));
    const ids = layers.filter((test) => layerKeys.includes(layerKey(test.layer!))).map((test) => test.id);
    if (ids.length === 0) continue;
    const rows = await tx.select().from(table).where(inArray(table.id, ids));
    for (const row of rows)
      await attachDocument(tx, storage, track, variant as typeof dynamicVariant, row as LoadTestRow<'dynamic'>, userId);
  }
}
