// Plate load tests (spec part 3): dynamic tests (Evd, light drop-weight device) and static tests
// (DIN 18134, Ev1/Ev2). Measured values are numeric without a fixed scale, so every value is stored
// exactly as entered (strings in JS); coordinates keep 6 decimals (about 0.1 m).
// Heights and layer thicknesses are stored in millimetres, as the spec says.
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CompactionTestKind } from '@baustellendoku/domain';
import { createdAt, id, timestampTz } from './columns.js';
import { devices } from './devices.js';
import { files } from './files.js';
import { projects } from './projects.js';
import { users } from './users.js';

const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6 });
const measured = (name: string) => numeric(name);

export type LoadAnalysisKind = 'dynamic' | 'static';

/**
 * The last test number handed out per project and kind. Incremented with an upsert inside the
 * creating transaction: concurrent creators wait on the row, and a rolled-back creation gives its
 * number back, so numbers stay consecutive (decision 0160).
 */
export const loadAnalysisCounters = pgTable(
  'load_analysis_counters',
  {
    projectId: projectRef(),
    kind: text('kind').$type<LoadAnalysisKind>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.kind] })],
);

export const dynamicLoadAnalyses = pgTable(
  'dynamic_load_analyses',
  {
    id: id('id'),
    projectId: projectRef(),
    number: integer('number').notNull(),
    gridField: text('grid_field').notNull(),
    analysedAt: timestampTz('analysed_at').notNull(),
    latitude: coordinate('latitude').notNull(),
    longitude: coordinate('longitude').notNull(),
    /** Evd in MN/m². */
    evd: measured('evd').notNull(),
    heightInMillimeters: measured('height_in_millimeters').notNull(),
    soilLayerHeightInMillimeters: measured('soil_layer_height_in_millimeters').notNull(),
    soilType: text('soil_type').notNull(),
    soilRecovery: text('soil_recovery'),
    precipitation: boolean('precipitation'),
    /** °C */
    temperature: measured('temperature'),
    deviceName: text('device_name').notNull(),
    deviceModel: text('device_model').notNull(),
    /** The layer whose compaction requirement judges the test (issue 37); null: none given. */
    layer: text('layer'),
    /** The failed test of the same project this one repeats (decision 0661); null: none. */
    retestOfId: uuid('retest_of_id').references((): AnyPgColumn => dynamicLoadAnalyses.id, { onDelete: 'set null' }),
    /** The registered device the test was made with (decision 0680); null: none named. */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'restrict' }),
    analysisResultFileId: uuid('analysis_result_file_id')
      .notNull()
      .references(() => files.id),
    /** The generated test record (PDF); replaced on every edit. */
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the test was entered on site, if it was sent later (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  (table) => [
    unique('dynamic_load_analyses_number_unique').on(table.projectId, table.number),
    index('dynamic_load_analyses_project_idx').on(table.projectId),
    index('dynamic_load_analyses_device_idx').on(table.deviceId),
  ],
);

/** One row of a loading as entered: σ0 stage (`subsidence`, MN/m²) and dial reading (`compression`, mm). */
export type StoredLoadRow = { subsidence: number | null; compression: number | null };

export const staticLoadAnalyses = pgTable(
  'static_load_analyses',
  {
    id: id('id'),
    projectId: projectRef(),
    number: integer('number').notNull(),
    gridField: text('grid_field').notNull(),
    analysedAt: timestampTz('analysed_at').notNull(),
    measuringPointName: text('measuring_point_name'),
    latitude: coordinate('latitude').notNull(),
    longitude: coordinate('longitude').notNull(),
    liftingArm: measured('lifting_arm').notNull(),
    plateBase: boolean('plate_base').notNull(),
    layerThicknessInMillimeters: measured('layer_thickness_in_millimeters').notNull(),
    testLayer: text('test_layer').notNull(),
    /** The layer whose compaction requirement judges the test (issue 37); null: none given. */
    layer: text('layer'),
    /** The failed test of the same project this one repeats (decision 0661); null: none. */
    retestOfId: uuid('retest_of_id').references((): AnyPgColumn => staticLoadAnalyses.id, { onDelete: 'set null' }),
    /** The registered device the test was made with (decision 0680); null: none named. */
    deviceId: uuid('device_id').references(() => devices.id, { onDelete: 'restrict' }),
    heightInMillimeters: measured('height_in_millimeters').notNull(),
    /** MN/m² */
    preLoad: measured('pre_load').notNull(),
    /** Hours between compaction and test. */
    timeBetweenCompressionAndAnalysis: measured('time_between_compression_and_analysis').notNull(),
    /** mm */
    plateDiameter: measured('plate_diameter').notNull(),
    temperature: measured('temperature').notNull(),
    temperatureDayBefore: measured('temperature_day_before').notNull(),
    precipitation: boolean('precipitation').notNull(),
    precipitationDayBefore: boolean('precipitation_day_before').notNull(),
    // The readings as entered, row by row (fixed row counts 7 + 3 and 6; decision 0160).
    initialLoads: jsonb('initial_loads').$type<StoredLoadRow[]>().notNull(),
    initialUnloads: jsonb('initial_unloads').$type<StoredLoadRow[]>().notNull(),
    secondLoads: jsonb('second_loads').$type<StoredLoadRow[]>().notNull(),
    // Computed by the server with the domain calculation on every save; never taken from a client.
    initialA0: measured('initial_a0').notNull(),
    initialA1: measured('initial_a1').notNull(),
    initialA2: measured('initial_a2').notNull(),
    initialD0: measured('initial_d0').notNull(),
    initialD2: measured('initial_d2').notNull(),
    initialD3: measured('initial_d3').notNull(),
    /** Ev1 in MN/m². */
    ev1: measured('ev1').notNull(),
    /** σ0max of the first loading in MN/m² (spec: maxCompression). */
    maxCompression: measured('max_compression').notNull(),
    secondA0: measured('second_a0').notNull(),
    secondA1: measured('second_a1').notNull(),
    secondA2: measured('second_a2').notNull(),
    secondD0: measured('second_d0').notNull(),
    secondD2: measured('second_d2').notNull(),
    secondD3: measured('second_d3').notNull(),
    /** Ev2 in MN/m². */
    ev2: measured('ev2').notNull(),
    /** The generated test protocol (PDF); replaced on every edit. */
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the test was entered on site, if it was sent later (decision 0390). */
    recordedAt: timestampTz('recorded_at'),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at'),
    updatedBy: userRef('updated_by'),
  },
  (table) => [
    unique('static_load_analyses_number_unique').on(table.projectId, table.number),
    index('static_load_analyses_project_idx').on(table.projectId),
    index('static_load_analyses_device_idx').on(table.deviceId),
  ],
);

/**
 * The contract's compaction requirements per project and layer (issue 37, decision 0660). Values
 * are exact decimals (MN/m², the ratio without unit) or null; `layer_key` is the layer as tests
 * are matched to it (`layerKey` of the domain), unique per project.
 */
export const compactionRequirements = pgTable(
  'compaction_requirements',
  {
    id: id('id'),
    projectId: projectRef(),
    layer: text('layer').notNull(),
    layerKey: text('layer_key').notNull(),
    testKind: text('test_kind').$type<CompactionTestKind>().notNull(),
    minEv2: measured('min_ev2'),
    maxRatio: measured('max_ratio'),
    ratioFromEv2: measured('ratio_from_ev2'),
    minEvd: measured('min_evd'),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    updatedBy: userRef('updated_by'),
  },
  (table) => [unique('compaction_requirements_layer_unique').on(table.projectId, table.layerKey)],
);
