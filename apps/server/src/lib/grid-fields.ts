// The project's documented grid fields (Rasterfelder of the installation documentation, distinct
// labels): the grid of the EBV site sketch and of the web's maps (decision 0261, 0400).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { mountingDocumentations } from '../db/schema/index.js';

export async function loadGridFields(db: Executor, projectId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ gridField: mountingDocumentations.gridField })
    .from(mountingDocumentations)
    .where(eq(mountingDocumentations.projectId, projectId))
    .orderBy(asc(mountingDocumentations.gridField));
  return rows.map((row) => row.gridField);
}
