// Where a project's positions may lie (issue 16): Germany, unless the project's own dynamic tests
// lie elsewhere — then the box around them, with half a degree (≈ 35–55 km) to spare.
import { eq, max, min } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { dynamicLoadAnalyses } from '../../../db/schema/index.js';
import { GERMANY, type Area } from './extract-fields.js';

const MARGIN = 0.5;

const inside = (area: Area, box: Area) =>
  box.south >= area.south && box.north <= area.north && box.west >= area.west && box.east <= area.east;

export const projectArea = async (db: Executor, projectId: string): Promise<Area> => {
  const [box] = await db
    .select({
      south: min(dynamicLoadAnalyses.latitude),
      north: max(dynamicLoadAnalyses.latitude),
      west: min(dynamicLoadAnalyses.longitude),
      east: max(dynamicLoadAnalyses.longitude),
    })
    .from(dynamicLoadAnalyses)
    .where(eq(dynamicLoadAnalyses.projectId, projectId));
  if (!box || box.south === null || box.north === null || box.west === null || box.east === null) return GERMANY;
  const tests: Area = {
    south: Number(box.south),
    north: Number(box.north),
    west: Number(box.west),
    east: Number(box.east),
  };
  if (inside(GERMANY, tests)) return GERMANY;
  return {
    south: tests.south - MARGIN,
    north: tests.north + MARGIN,
    west: tests.west - MARGIN,
    east: tests.east + MARGIN,
  };
};
