// The register export of installed material (issue 36 item 3, decision 0621): one GeoJSON feature
// (RFC 7946, WGS 84) per installed EBV material and grid field, for the authorities' registers
// (§ 23 EBV, the planned Ersatzbaustoffkataster) and for QGIS/GDAL; the same rows as CSV with WKT.
// Pure: the server loads the project's rows, this turns them into features.
import { z } from 'zod';
import { optionLabel } from '../options/index.js';
import { areaPolygons, siteGrid, type GeoJsonInput, type GridBounds, type Ring } from '../projects/site-grid.js';
import { isEbvMaterialClass, materialShortName } from './notice-materials.js';
import { bulkDensityOf, cubicMetersText, type BulkDensities } from './notice-requirement.js';

export const INSTALLED_AMOUNT_BASIS =
  'Angelieferte Menge der Bestellung, zu gleichen Teilen auf die Rasterfelder verteilt, deren Einbaudokumentation sie nennt; m³ mit der Schüttdichte der Anzeigen nach § 22 EBV.';

export const geometrySources = {
  grid_field: 'Rasterfeld des Baufelds',
  site_area: 'Baufeld des Projekts (Rasterfeld nicht lesbar)',
  address: 'Kein Baufeld erfasst: Lage nur nach der Anschrift des Projekts (ohne Koordinaten)',
} as const;
export type GeometrySource = keyof typeof geometrySources;

export const installedMaterialPropertiesSchema = z.object({
  projectName: z.string(),
  projectNumber: z.string().nullable(),
  address: z.string().nullable(),
  gridField: z.string(),
  materialClass: z.string(),
  materialClassName: z.string(),
  /** Orders of the installation record no grain size (only the material class). */
  grainSize: z.string().nullable(),
  installationMethodNumbers: z.string().nullable(),
  installationMethods: z.string().nullable(),
  amountInTons: z.number(),
  volumeInCubicMeters: z.number().nullable(),
  bulkDensityInTonsPerCubicMeter: z.number().nullable(),
  amountBasis: z.string(),
  installedFrom: z.string(),
  installedTo: z.string(),
  deliveredFrom: z.string().nullable(),
  deliveredTo: z.string().nullable(),
  orderNumbers: z.string(),
  deliveryNoteNumbers: z.string().nullable(),
  coverLayerSoilType: z.string().nullable(),
  coverLayerThicknessInMeters: z.number().nullable(),
  highestGroundwaterLevelInMeters: z.number().nullable(),
  waterProtectionArea: z.string().nullable(),
  geometrySource: z.enum(Object.keys(geometrySources) as [GeometrySource, ...GeometrySource[]]),
  geometryNote: z.string(),
});
export type InstalledMaterialProperties = z.infer<typeof installedMaterialPropertiesSchema>;

// Coordinates as plain arrays in the contract (the serializer writes them as they are); their
// shape is the type below and the tests' concern.
const geometrySchema = z.object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.unknown()) });
export type InstalledMaterialGeometry =
  | { type: 'Polygon'; coordinates: [number, number][][] }
  | { type: 'MultiPolygon'; coordinates: [number, number][][][] };

export const installedMaterialCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  /** A foreign member (RFC 7946 §6.1) that GDAL and QGIS take as the layer's name. */
  name: z.string(),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.string(),
      /** null: the project has no site area (RFC 7946 §3.2, an unlocated feature). */
      geometry: geometrySchema.nullable(),
      properties: installedMaterialPropertiesSchema,
    }),
  ),
});
export type InstalledMaterialCollection = z.infer<typeof installedMaterialCollectionSchema>;

export type InstalledMaterialInput = {
  project: { name: string; number: string | null; address: string | null; geoJson: GeoJsonInput };
  site: {
    mountingMethods: readonly string[];
    coverLayerSoilType: string | null;
    coverLayerThicknessInMeters: number | null;
    highestGroundwaterLevelInMeters: number | null;
    waterProtectionArea: string | null;
  };
  densities: BulkDensities;
  orders: readonly {
    id: string;
    orderNumber: string;
    materialClass: string;
    deliveredAmountInTons: string;
    deliveries: readonly { deliveryDate: string; reference: string | null }[];
  }[];
  documentations: readonly { gridField: string; mountingDate: string; orderIds: readonly string[] }[];
};

/** 7 decimals of a degree: about 1 cm, more than a grid field's drawing carries. */
const round = (value: number) => Math.round(value * 1e7) / 1e7;
/** The exterior ring counterclockwise, as RFC 7946 §3.1.6 asks. */
const boxRing = ({ west, south, east, north }: GridBounds): [number, number][] =>
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ].map(([x, y]) => [round(x!), round(y!)] as [number, number]);
const roundRing = (ring: Ring) => ring.map(([x, y]) => [round(x), round(y)] as [number, number]);

/** Splits milli-tons into `parts` shares that add up exactly (the first ones take the remainder). */
function shares(milliTons: bigint, parts: number): bigint[] {
  const count = BigInt(parts);
  const base = milliTons / count;
  const rest = milliTons % count;
  return Array.from({ length: parts }, (_, index) => base + (BigInt(index) < rest ? 1n : 0n));
}
const toMilli = (tons: string) => {
  const [whole = '0', fraction = ''] = tons.split('.');
  return BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
};
const milliText = (milli: bigint) => `${milli / 1000n}.${String(milli % 1000n).padStart(3, '0')}`;

const sortedJoin = (values: Iterable<string>, separator = ', ') => {
  const list = [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'de', { numeric: true }));
  return list.length > 0 ? list.join(separator) : null;
};

/** One feature per grid field × EBV material class of the installed orders. */
export function installedMaterial(input: InstalledMaterialInput): InstalledMaterialCollection {
  const orderById = new Map(input.orders.map((order) => [order.id, order]));
  const ebvOrders = input.documentations.map((documentation) => ({
    ...documentation,
    orderIds: [...new Set(documentation.orderIds)].filter((id) => {
      const order = orderById.get(id);
      return order !== undefined && isEbvMaterialClass(order.materialClass);
    }),
  }));
  // Every grid field that names an order, per order: the order's tons are shared among them.
  const fieldsOfOrder = new Map<string, string[]>();
  for (const documentation of ebvOrders)
    for (const id of documentation.orderIds) {
      const fields = fieldsOfOrder.get(id) ?? [];
      if (!fields.includes(documentation.gridField)) fields.push(documentation.gridField);
      fieldsOfOrder.set(id, fields);
    }
  const shareOf = new Map<string, bigint>();
  for (const [id, fields] of fieldsOfOrder) {
    const split = shares(toMilli(orderById.get(id)!.deliveredAmountInTons), fields.length);
    fields.forEach((field, index) => shareOf.set(`${id}|${field}`, split[index]!));
  }

  type Group = { gridField: string; materialClass: string; orderIds: Set<string>; dates: string[] };
  const groups = new Map<string, Group>();
  for (const documentation of ebvOrders)
    for (const id of documentation.orderIds) {
      const materialClass = orderById.get(id)!.materialClass;
      const key = `${documentation.gridField}|${materialClass}`;
      const group = groups.get(key) ?? {
        gridField: documentation.gridField,
        materialClass,
        orderIds: new Set(),
        dates: [],
      };
      group.orderIds.add(id);
      group.dates.push(documentation.mountingDate);
      groups.set(key, group);
    }

  const gridFields = [...new Set(ebvOrders.map((documentation) => documentation.gridField))];
  const grid = siteGrid(input.project.geoJson, gridFields);
  const area = areaPolygons(input.project.geoJson).polygons;
  const areaGeometry: InstalledMaterialGeometry | null =
    area.length === 0
      ? null
      : area.length === 1
        ? { type: 'Polygon', coordinates: area[0]!.map(roundRing) }
        : { type: 'MultiPolygon', coordinates: area.map((polygon) => polygon.map(roundRing)) };
  const methods = [...input.site.mountingMethods].sort(
    (a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')),
  );

  const features = [...groups.values()]
    .sort(
      (a, b) =>
        a.gridField.localeCompare(b.gridField, 'de', { numeric: true }) ||
        a.materialClass.localeCompare(b.materialClass),
    )
    .map((group): InstalledMaterialCollection['features'][number] => {
      const orders = [...group.orderIds].map((id) => orderById.get(id)!);
      const milliTons = orders.reduce((sum, order) => sum + (shareOf.get(`${order.id}|${group.gridField}`) ?? 0n), 0n);
      const amountInTons = milliText(milliTons);
      const density = bulkDensityOf(group.materialClass, input.densities);
      const deliveries = orders.flatMap((order) => order.deliveries);
      const deliveryDates = deliveries.map((delivery) => delivery.deliveryDate).sort();
      const dates = [...group.dates].sort();
      const cell = grid?.cells.find((candidate) => candidate.values.includes(group.gridField));
      const geometrySource: GeometrySource = cell ? 'grid_field' : areaGeometry ? 'site_area' : 'address';
      const geometry: InstalledMaterialGeometry | null = cell
        ? { type: 'Polygon', coordinates: [boxRing(cell.bounds)] }
        : areaGeometry;
      return {
        type: 'Feature',
        id: `${group.gridField}|${group.materialClass}`,
        geometry,
        properties: {
          projectName: input.project.name,
          projectNumber: input.project.number,
          address: input.project.address,
          gridField: group.gridField,
          materialClass: materialShortName(group.materialClass),
          materialClassName: optionLabel('orderMaterialClass', group.materialClass) ?? group.materialClass,
          grainSize: null,
          installationMethodNumbers: sortedJoin(methods.map((method) => method.replace(/^ew_/, ''))),
          installationMethods: sortedJoin(
            methods.map((method) => optionLabel('mountingMethod', method) ?? method),
            '; ',
          ),
          amountInTons: Number(amountInTons),
          volumeInCubicMeters: density ? Number(cubicMetersText(amountInTons, density)) : null,
          bulkDensityInTonsPerCubicMeter: density ? Number(density) : null,
          amountBasis: INSTALLED_AMOUNT_BASIS,
          installedFrom: dates[0]!,
          installedTo: dates.at(-1)!,
          deliveredFrom: deliveryDates[0] ?? null,
          deliveredTo: deliveryDates.at(-1) ?? null,
          orderNumbers: sortedJoin(orders.map((order) => order.orderNumber)) ?? '',
          deliveryNoteNumbers: sortedJoin(deliveries.map((delivery) => delivery.reference ?? '')),
          coverLayerSoilType: optionLabel('groundwaterCoverLayerSoilType', input.site.coverLayerSoilType) ?? null,
          coverLayerThicknessInMeters: input.site.coverLayerThicknessInMeters,
          highestGroundwaterLevelInMeters: input.site.highestGroundwaterLevelInMeters,
          waterProtectionArea:
            optionLabel('waterProtectionArea', input.site.waterProtectionArea) ?? input.site.waterProtectionArea,
          geometrySource,
          geometryNote: geometrySources[geometrySource],
        },
      };
    });
  return { type: 'FeatureCollection', name: 'installed-material', features };
}

/** A geometry as WKT (OGC Simple Features), for the CSV. */
export function wktOf(geometry: InstalledMaterialGeometry | null): string {
  if (!geometry) return '';
  const ring = (points: [number, number][]) => `(${points.map(([x, y]) => `${x} ${y}`).join(', ')})`;
  const polygon = (rings: [number, number][][]) => `(${rings.map(ring).join(', ')})`;
  return geometry.type === 'Polygon'
    ? `POLYGON ${polygon(geometry.coordinates as [number, number][][])}`
    : `MULTIPOLYGON (${(geometry.coordinates as [number, number][][][]).map(polygon).join(', ')})`;
}

const csvField = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The collection as CSV (RFC 4180, comma, decimal point), geometry first as `WKT` (GDAL reads it). */
export function installedMaterialCsv(collection: InstalledMaterialCollection): string {
  const keys = Object.keys(installedMaterialPropertiesSchema.shape) as (keyof InstalledMaterialProperties)[];
  const lines = [
    ['WKT', ...keys].join(','),
    ...collection.features.map((feature) =>
      [wktOf(feature.geometry as InstalledMaterialGeometry | null), ...keys.map((key) => feature.properties[key])]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
