// The three-step wizard's values (spec part 3 §2 "Form in three steps", §3, §5) and their mapping
// to and from the API: layer thickness in cm ↔ mm, height in m ↔ mm, grid field + suffix ↔ 'A12/05',
// date + time ↔ analysedAt. Pure, so the web keeps only rendering and the mapping is unit-tested.
import { combineGridField, splitGridField } from '../../mounting-documentation/grid-field.js';
import {
  defaultStaticSubsidence,
  STATIC_INITIAL_LOAD_ROWS,
  STATIC_INITIAL_UNLOAD_ROWS,
  STATIC_SECOND_LOAD_ROWS,
} from './defaults.js';
import type { StaticLoadAnalysisUpdatePayload } from './payload-schema.js';
import { roundTo } from './rounding.js';
import type { StaticLoadConditions } from './responses.js';
import type { StaticLoadEntry } from './stored-shape.js';

type Reading = number | null;

export type StaticLoadFormValues = {
  gridField: string;
  gridFieldSuffix: number | null;
  measuringPointName: string;
  /** yyyy-MM-dd and HH:mm on the local clock. */
  analysedAtDate: string;
  analysedAtTime: string;
  latitude: number | null;
  longitude: number | null;
  liftingArm: number | null;
  plateBase: boolean | null;
  /** cm (stored in mm). */
  layerThickness: number | null;
  testLayer: string;
  /** The layer whose compaction requirement judges the test (issue 37); '' for none. */
  layer: string;
  /** The failed test this one repeats (decision 0661); '' for none. */
  retestOf: string;
  /** The registered device (decision 0680); null for none. */
  deviceId: string | null;
  /** m NHN (stored in mm). */
  height: number | null;
  preLoad: number | null;
  timeBetweenCompressionAndAnalysis: number | null;
  plateDiameter: number | null;
  temperature: number | null;
  temperatureDayBefore: number | null;
  precipitation: boolean | null;
  precipitationDayBefore: boolean | null;
  initialSubsidence: { load: Reading[]; unload: Reading[] };
  initialCompressions: { load: Reading[]; unload: Reading[] };
  secondSubsidence: { load: Reading[] };
  secondCompressions: { load: Reading[] };
};

/** What GET /static-load-analysis/{id} answers in staticLoadAnalysisData (the parts the form needs). */
export type StaticLoadAnalysisFormSource = StaticLoadConditions & {
  gridField: string;
  measuringPointName?: string | null;
  layer?: string | null;
  analysedAt: string;
  geoCoordinate: { lat: number; lng: number };
  staticLoadTest: { staticLoads: StaticLoadEntry[]; staticUnloads: StaticLoadEntry[] };
  staticLoadRetest: { staticLoads: StaticLoadEntry[] };
};

// Unit shifts on the decimal value (34.12 m → 34120 mm, not 34119.999…).
const scale = (value: number | null, factor: number, decimals: number) =>
  value === null ? null : roundTo(value * factor, decimals);
const mmToCm = (mm: number | null) => scale(mm, 0.1, 4);
const cmToMm = (cm: number | null) => scale(cm, 10, 3);
const mmToM = (mm: number | null) => scale(mm, 0.001, 6);
const mToMm = (m: number | null) => scale(m, 1000, 3);

const empty = (rows: number): Reading[] => Array.from({ length: rows }, () => null);
const column = (entries: StaticLoadEntry[], key: keyof StaticLoadEntry, rows: number): Reading[] =>
  Array.from({ length: rows }, (_, row) => entries[row]?.[key] ?? null);

const pad = (value: number) => String(value).padStart(2, '0');

/** A new test: the spec's stress stages, empty dial readings, conditions of the last test if any. */
export const newStaticLoadFormValues = (last?: StaticLoadConditions | null): StaticLoadFormValues => ({
  gridField: '',
  gridFieldSuffix: null,
  measuringPointName: '',
  analysedAtDate: '',
  analysedAtTime: '',
  latitude: null,
  longitude: null,
  liftingArm: last?.liftingArm ?? 1,
  plateBase: last?.plateBase ?? null,
  layerThickness: mmToCm(last?.layerThickness ?? null),
  testLayer: last?.testLayer ?? '',
  layer: '',
  retestOf: '',
  deviceId: null,
  height: mmToM(last?.height ?? null),
  preLoad: last?.preLoad ?? null,
  timeBetweenCompressionAndAnalysis: last?.timeBetweenCompressionAndAnalysis ?? null,
  plateDiameter: last?.plateDiameter ?? null,
  temperature: last?.temperature ?? null,
  temperatureDayBefore: last?.temperatureDayBefore ?? null,
  precipitation: last?.precipitation ?? null,
  precipitationDayBefore: last?.precipitationDayBefore ?? null,
  initialSubsidence: {
    load: [...defaultStaticSubsidence.initialLoad],
    unload: [...defaultStaticSubsidence.initialUnload],
  },
  initialCompressions: { load: empty(STATIC_INITIAL_LOAD_ROWS), unload: empty(STATIC_INITIAL_UNLOAD_ROWS) },
  secondSubsidence: { load: [...defaultStaticSubsidence.secondLoad] },
  secondCompressions: { load: empty(STATIC_SECOND_LOAD_ROWS) },
});

/** Editing: the stored test as form values (date and time on the local clock); its links `retestOf` and `device`. */
export const staticLoadFormValuesFrom = (
  data: StaticLoadAnalysisFormSource,
  retestOf: { id: string } | null = null,
  device: { deviceId: string } | null = null,
): StaticLoadFormValues => {
  const grid = splitGridField(data.gridField);
  const moment = new Date(data.analysedAt);
  const { staticLoads, staticUnloads } = data.staticLoadTest;
  const retest = data.staticLoadRetest.staticLoads;
  return {
    ...newStaticLoadFormValues(data),
    gridField: grid?.field ?? data.gridField,
    gridFieldSuffix: grid?.suffix ?? null,
    measuringPointName: data.measuringPointName ?? '',
    layer: data.layer ?? '',
    retestOf: retestOf?.id ?? '',
    deviceId: device?.deviceId ?? null,
    analysedAtDate: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    analysedAtTime: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
    latitude: data.geoCoordinate.lat,
    longitude: data.geoCoordinate.lng,
    initialSubsidence: {
      load: column(staticLoads, 'subsidence', STATIC_INITIAL_LOAD_ROWS),
      unload: column(staticUnloads, 'subsidence', STATIC_INITIAL_UNLOAD_ROWS),
    },
    initialCompressions: {
      load: column(staticLoads, 'compression', STATIC_INITIAL_LOAD_ROWS),
      unload: column(staticUnloads, 'compression', STATIC_INITIAL_UNLOAD_ROWS),
    },
    secondSubsidence: { load: column(retest, 'subsidence', STATIC_SECOND_LOAD_ROWS) },
    secondCompressions: { load: column(retest, 'compression', STATIC_SECOND_LOAD_ROWS) },
  };
};

/** Local date + time → ISO with the local offset, e.g. '2025-06-03T09:30:00+02:00'. */
export const localDateTimeToIso = (date: string, time: string): string => {
  const moment = new Date(`${date}T${time}:00`);
  const offset = -moment.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
};

/** The payload as the form sends it: an emptied number input travels as null (spec §5). */
export type StaticLoadPayloadDraft = {
  [K in keyof StaticLoadAnalysisUpdatePayload]: StaticLoadAnalysisUpdatePayload[K] | null;
};

/** The PUT payload (POST adds projectId); the server answers 422 for whatever is still missing. */
export const staticLoadPayloadFrom = (values: StaticLoadFormValues): StaticLoadPayloadDraft => ({
  gridField:
    values.gridFieldSuffix === null ? values.gridField : combineGridField(values.gridField, values.gridFieldSuffix),
  analysedAt: localDateTimeToIso(values.analysedAtDate, values.analysedAtTime),
  measuringPointName: values.measuringPointName.trim() === '' ? undefined : values.measuringPointName,
  latitude: values.latitude,
  longitude: values.longitude,
  liftingArm: values.liftingArm,
  plateBase: values.plateBase,
  layerThickness: cmToMm(values.layerThickness),
  testLayer: values.testLayer,
  layer: values.layer.trim() === '' ? undefined : values.layer,
  // Drafts kept from before re-tests have none.
  retestOf: values.retestOf || null,
  // Drafts kept from before the device register have none.
  deviceId: values.deviceId || null,
  height: mToMm(values.height),
  preLoad: values.preLoad,
  timeBetweenCompressionAndAnalysis: values.timeBetweenCompressionAndAnalysis,
  plateDiameter: values.plateDiameter,
  temperature: values.temperature,
  temperatureDayBefore: values.temperatureDayBefore,
  precipitation: values.precipitation,
  precipitationDayBefore: values.precipitationDayBefore,
  initialSubsidence: values.initialSubsidence,
  initialCompressions: values.initialCompressions,
  secondSubsidence: values.secondSubsidence,
  secondCompressions: values.secondCompressions,
});
