// The two plate-load-test lists as CSV/XLSX (issue 35 item 4): one line per test with the list's
// search (grid field or number) and order (newest number first); the columns every test has
// around the variant's own measurements.
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dynamicLoadAnalyses, staticLoadAnalyses } from '../../db/schema/index.js';
import { columns, keyset, keysetPages, personName, yesNo, type ListExport } from '../../lib/export/index.js';
import { loadTestSearch } from './load-test-lists.js';

type DynamicLine = typeof dynamicLoadAnalyses.$inferSelect & { creator: string | null };
type StaticLine = typeof staticLoadAnalyses.$inferSelect & { creator: string | null };
type CommonLine = DynamicLine | StaticLine;

const place = columns<CommonLine>([
  { title: 'Versuch-Nr.', type: 'number', value: (row) => row.number },
  { title: 'Rasterfeld', type: 'text', value: (row) => row.gridField },
  { title: 'Prüfzeitpunkt', type: 'datetime', value: (row) => row.analysedAt },
  { title: 'Breitengrad', type: 'decimal', decimals: 6, value: (row) => row.latitude },
  { title: 'Längengrad', type: 'decimal', decimals: 6, value: (row) => row.longitude },
]);
const authors = columns<CommonLine>([
  { title: 'Erfasst am', type: 'datetime', value: (row) => row.recordedAt ?? row.createdAt },
  { title: 'Erfasst von', type: 'text', value: (row) => row.creator },
]);

const variants = {
  dynamic: {
    table: dynamicLoadAnalyses,
    title: 'Dynamische Plattendruckversuche',
    columns: columns<DynamicLine>([
      { title: 'Evd (MN/m²)', type: 'decimal', decimals: 2, value: (row) => row.evd },
      { title: 'Höhe (mm)', type: 'decimal', decimals: 0, value: (row) => row.heightInMillimeters },
      { title: 'Schichtdicke (mm)', type: 'decimal', decimals: 0, value: (row) => row.soilLayerHeightInMillimeters },
      { title: 'Bodenart', type: 'text', value: (row) => row.soilType },
      { title: 'Bodenverbesserung', type: 'text', value: (row) => row.soilRecovery },
      { title: 'Niederschlag', type: 'text', value: (row) => yesNo(row.precipitation) },
      { title: 'Temperatur (°C)', type: 'decimal', decimals: 1, value: (row) => row.temperature },
      { title: 'Gerät', type: 'text', value: (row) => row.deviceName },
      { title: 'Gerätetyp', type: 'text', value: (row) => row.deviceModel },
    ]),
  },
  static: {
    table: staticLoadAnalyses,
    title: 'Statische Plattendruckversuche',
    columns: columns<StaticLine>([
      { title: 'Messpunkt', type: 'text', value: (row) => row.measuringPointName },
      { title: 'Ev1 (MN/m²)', type: 'decimal', decimals: 2, value: (row) => row.ev1 },
      { title: 'Ev2 (MN/m²)', type: 'decimal', decimals: 2, value: (row) => row.ev2 },
      { title: 'Prüfschicht', type: 'text', value: (row) => row.testLayer },
      { title: 'Schichtdicke (mm)', type: 'decimal', decimals: 0, value: (row) => row.layerThicknessInMillimeters },
      { title: 'Plattendurchmesser (mm)', type: 'decimal', decimals: 0, value: (row) => row.plateDiameter },
      { title: 'Temperatur (°C)', type: 'decimal', decimals: 1, value: (row) => row.temperature },
      { title: 'Niederschlag', type: 'text', value: (row) => yesNo(row.precipitation) },
    ]),
  },
};

export function loadTestExport<K extends keyof typeof variants>(
  db: Executor,
  kind: K,
  projectId: string,
  search: string | undefined,
): ListExport<CommonLine> {
  // One statement over either table, typed by one (load-test-records.ts does the same).
  const table = variants[kind].table as typeof dynamicLoadAnalyses;
  const key = keyset([{ column: table.number, descending: true }]);
  return {
    title: variants[kind].title,
    columns: [...place, ...(variants[kind].columns as typeof place), ...authors],
    pages: keysetPages(key, (after, limit) =>
      db
        .select({ ...getTableColumns(table), creator: personName(table.createdBy), ...key.columns })
        .from(table)
        .where(and(eq(table.projectId, projectId), loadTestSearch(table, search), after))
        .orderBy(...key.orderBy)
        .limit(limit),
    ),
  };
}
