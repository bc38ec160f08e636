// What a read printout fills in (only what was read) and the texts of spec part 3 §8.
import type { DynamicLoadFormValues } from './form-schema';
import type { ParsedPrintout } from './types';

export const PARSE_TIMEOUT_MS = 30_000;

export const printoutMessages = {
  success: 'Die folgenden Daten wurden extrahiert und übernommen: ... Bitte überprüfen Sie die Felder...',
  nothingFound: 'Die Datei wurde analysiert, aber es konnten keine relevanten Daten extrahiert werden.',
  failed: 'Die Datei konnte nicht analysiert werden. Bitte überprüfen Sie, ob sie das richtige Format hat und erneut versuchen.',
  timeout: 'Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.',
  parsing: 'Die Datei wird analysiert …',
} as const;

type Prefill = Partial<Pick<DynamicLoadFormValues, 'evd' | 'analysedAtDate' | 'analysedAtTime' | 'deviceName' | 'latitudeDegrees' | 'latitudeMinutes' | 'longitudeDegrees' | 'longitudeMinutes'>>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The form values a printout provides, with the German names of the filled fields in form order. */
export function prefillFromPrintout(parsed: ParsedPrintout): { values: Prefill; fields: string[] } {
  const values: Prefill = {};
  const fields: string[] = [];
  const dateTime = typeof parsed.dateTime === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(parsed.dateTime) : null;
  if (dateTime) {
    values.analysedAtDate = dateTime[1]!;
    fields.push('Datum');
    if (dateTime[2]) {
      values.analysedAtTime = dateTime[2];
      fields.push('Zeit');
    }
  }
  if (finite(parsed.latG)) (values.latitudeDegrees = parsed.latG), fields.push('Breitengrade');
  if (finite(parsed.latM)) (values.latitudeMinutes = parsed.latM), fields.push('Breitenminuten');
  if (finite(parsed.lngG)) (values.longitudeDegrees = parsed.lngG), fields.push('Längengrade');
  if (finite(parsed.lngM)) (values.longitudeMinutes = parsed.lngM), fields.push('Längenminuten');
  if (finite(parsed.evd)) (values.evd = parsed.evd), fields.push('Evd');
  if (typeof parsed.deviceName === 'string' && parsed.deviceName.trim()) (values.deviceName = parsed.deviceName.trim()), fields.push('Gerätename');
  return { values, fields };
}

export function successMessage(fields: string[]): string {
  return printoutMessages.success.replace(': ...', `: ${fields.join(', ')}.`);
}
