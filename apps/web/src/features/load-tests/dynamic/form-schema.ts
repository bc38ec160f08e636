// The dynamic test form (spec part 3 §5 "Dynamic plate load test form"): the grid field in two
// inputs, date and time apart, coordinates as degrees + minutes, heights in m. The rules come from
// packages/domain (the server validates the payload with the same pieces); `toPayload` builds
// what POST/PUT /dynamic-load-analysis expects (decimal degrees with 6 decimals, heights in mm).
import { z } from 'zod';
import {
  combineGridField,
  dynamicLoadMessages,
  fromDecimalDegrees,
  gridFieldPartSchema,
  gridFieldSuffixSchema,
  loadTestLayerSchema,
  timeOfDay,
  latitudeDegreesSchema,
  latitudeMinutesSchema,
  localDateTimeToIso,
  longitudeDegreesSchema,
  longitudeMinutesSchema,
  messages,
  requiredNumber,
  requiredText,
  splitGridField,
  toDecimalDegrees,
  type DynamicLoadAnalysisUpdatePayload,
} from '@baustellendoku/domain';
import type { UploadedFile } from '@/lib/upload-file';
import type { DynamicLoadAnalysis } from './types';

export type DynamicLoadFormValues = {
  gridField: string;
  gridFieldSuffix: number | null;
  analysedAtDate: string | null;
  analysedAtTime: string;
  latitudeDegrees: number | null;
  latitudeMinutes: number | null;
  longitudeDegrees: number | null;
  longitudeMinutes: number | null;
  evd: number | null;
  /** m (stored in mm) */
  height: number | null;
  /** m (stored in mm) */
  soilLayerHeight: number | null;
  soilType: string;
  soilRecovery: string;
  precipitation: boolean | null;
  temperature: number | null;
  deviceName: string;
  deviceModel: string;
  analysisResult: UploadedFile[];
  /** The layer whose compaction requirement judges the test (issue 37); '' for none. */
  layer: string;
  /** The failed test this one repeats (decision 0661); '' for none. */
  retestOf: string;
  /** The registered device (decision 0680); null for none. */
  deviceId: string | null;
};

const optionalNumber = z.number({ error: messages.invalidNumber }).nullable();

export const dynamicLoadFormSchema = z.object({
  gridField: gridFieldPartSchema,
  gridFieldSuffix: gridFieldSuffixSchema,
  analysedAtDate: z
    .string({ error: dynamicLoadMessages.dateRequired })
    .min(1, { error: dynamicLoadMessages.dateRequired }),
  analysedAtTime: timeOfDay(dynamicLoadMessages.timeRequired),
  latitudeDegrees: latitudeDegreesSchema,
  latitudeMinutes: latitudeMinutesSchema,
  longitudeDegrees: longitudeDegreesSchema,
  longitudeMinutes: longitudeMinutesSchema,
  evd: requiredNumber({ min: 1 }),
  height: requiredNumber(),
  soilLayerHeight: requiredNumber(),
  soilType: requiredText(),
  soilRecovery: z.string().max(200, { error: messages.maxLength(200) }),
  precipitation: z.boolean().nullable(),
  temperature: optionalNumber,
  deviceName: requiredText(),
  deviceModel: requiredText(),
  analysisResult: z
    .array(z.object({ id: z.string(), fileName: z.string(), url: z.string() }))
    .length(1, { error: dynamicLoadMessages.analysisResultRequired }),
  layer: loadTestLayerSchema,
  // Drafts kept from before re-tests have none.
  retestOf: z.string().optional(),
  // Drafts kept from before the device register have none.
  deviceId: z.string().nullable().optional(),
});

export type DynamicLoadFormOutput = z.infer<typeof dynamicLoadFormSchema>;

// m ↔ mm on the decimal value (34.25 m → 34250 mm, not 34249.999…).
const mToMm = (meters: number) => Number((meters * 1000).toFixed(3));
const mmToM = (millimeters: number) => Number((millimeters / 1000).toFixed(6));
const pad = (value: number) => String(value).padStart(2, '0');

export function toDynamicLoadPayload(values: DynamicLoadFormOutput): DynamicLoadAnalysisUpdatePayload {
  return {
    gridField: combineGridField(values.gridField, values.gridFieldSuffix),
    analysedAt: localDateTimeToIso(values.analysedAtDate, values.analysedAtTime),
    latitude: toDecimalDegrees(values.latitudeDegrees, values.latitudeMinutes),
    longitude: toDecimalDegrees(values.longitudeDegrees, values.longitudeMinutes),
    evd: values.evd,
    height: mToMm(values.height),
    soilLayerHeight: mToMm(values.soilLayerHeight),
    soilType: values.soilType,
    soilRecovery: values.soilRecovery.trim() === '' ? undefined : values.soilRecovery,
    precipitation: values.precipitation,
    temperature: values.temperature,
    deviceName: values.deviceName,
    deviceModel: values.deviceModel,
    analysisResult: values.analysisResult[0]!.id,
    layer: values.layer,
    retestOf: values.retestOf || null,
    deviceId: values.deviceId || null,
  };
}

export function emptyDynamicLoadValues(): DynamicLoadFormValues {
  return {
    gridField: '',
    gridFieldSuffix: null,
    analysedAtDate: null,
    analysedAtTime: '',
    latitudeDegrees: null,
    latitudeMinutes: null,
    longitudeDegrees: null,
    longitudeMinutes: null,
    evd: null,
    height: null,
    soilLayerHeight: null,
    soilType: '',
    soilRecovery: '',
    precipitation: null,
    temperature: null,
    deviceName: '',
    deviceModel: '',
    analysisResult: [],
    layer: '',
    retestOf: '',
    deviceId: null,
  };
}

/** Editing: the stored test as form values (local date and time, degrees + minutes, m). */
export function dynamicLoadValuesFrom(test: DynamicLoadAnalysis): DynamicLoadFormValues {
  const data = test.dynamicLoadAnalysisData;
  const grid = splitGridField(data.gridField);
  const moment = new Date(data.analysedAt);
  const latitude = fromDecimalDegrees(data.geoCoordinate.lat);
  const longitude = fromDecimalDegrees(data.geoCoordinate.lng);
  return {
    gridField: grid?.field ?? data.gridField,
    gridFieldSuffix: grid?.suffix ?? null,
    analysedAtDate: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    analysedAtTime: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
    latitudeDegrees: latitude.degrees,
    latitudeMinutes: latitude.minutes,
    longitudeDegrees: longitude.degrees,
    longitudeMinutes: longitude.minutes,
    evd: data.evd,
    height: mmToM(data.height),
    soilLayerHeight: mmToM(data.soilLayerHeight),
    soilType: data.soilType,
    soilRecovery: data.soilRecovery ?? '',
    precipitation: data.precipitation,
    temperature: data.temperature,
    deviceName: data.deviceName,
    deviceModel: data.deviceModel,
    analysisResult: data.analysisResult ? [data.analysisResult] : [],
    layer: data.layer ?? '',
    retestOf: test.retestOf?.id ?? '',
    deviceId: test.device?.deviceId ?? null,
  };
}
