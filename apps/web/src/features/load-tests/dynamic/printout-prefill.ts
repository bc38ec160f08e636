// What a read printout fills in (only what was read confidently and plausibly), what it asks the
// user to check, and the texts of spec part 3 §8.
import {
  printoutFieldLabels,
  type PrintoutFieldName,
  type PrintoutFields,
  type PrintoutReview,
} from '@baustellendoku/domain';
import type { DynamicLoadFormValues } from './form-schema';

export const printoutMessages = {
  success: 'Die folgenden Daten wurden extrahiert und übernommen: ... Bitte überprüfen Sie die Felder...',
  nothingFound: 'Die Datei wurde analysiert, aber es konnten keine relevanten Daten extrahiert werden.',
  failed:
    'Die Datei konnte nicht analysiert werden. Bitte überprüfen Sie, ob sie das richtige Format hat und erneut versuchen.',
  timeout: 'Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.',
  parsing: 'Die Datei wird analysiert …',
  keptOffline:
    'Ohne Verbindung wird das Bild auf dem Gerät gespeichert und erst mit dem Versuch gesendet; es kann jetzt nicht gelesen werden. Bitte tragen Sie die Werte von Hand ein.',
  review: (names: string[]) =>
    `Nicht übernommen, bitte prüfen: ${names.join(', ')}. Der erkannte Text steht am jeweiligen Feld.`,
} as const;

/** Read values the server did not take over, by the form field they belong to. */
export type PrintoutReviewNotes = Partial<Record<keyof DynamicLoadFormValues, PrintoutReview>>;

const reviewTargets: Record<PrintoutFieldName, keyof DynamicLoadFormValues> = {
  evd: 'evd',
  dateTime: 'analysedAtDate',
  deviceName: 'deviceName',
  serialNumber: 'deviceId',
  latitude: 'latitudeDegrees',
  longitude: 'longitudeDegrees',
};

/** The notes to show next to the fields, and the German names of the fields concerned. */
export function reviewFromPrintout(parsed: PrintoutFields): { notes: PrintoutReviewNotes; fields: string[] } {
  const notes: PrintoutReviewNotes = {};
  const fields: string[] = [];
  for (const [name, review] of Object.entries(parsed.review ?? {}) as [PrintoutFieldName, PrintoutReview][]) {
    if (!(name in reviewTargets) || typeof review?.text !== 'string') continue;
    notes[reviewTargets[name]] = review;
    fields.push(printoutFieldLabels[name]);
  }
  return { notes, fields };
}

type Prefill = Partial<
  Pick<
    DynamicLoadFormValues,
    | 'evd'
    | 'analysedAtDate'
    | 'analysedAtTime'
    | 'deviceName'
    | 'latitudeDegrees'
    | 'latitudeMinutes'
    | 'longitudeDegrees'
    | 'longitudeMinutes'
  >
>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The form values a printout provides, with the German names of the filled fields in form order. */
export function prefillFromPrintout(parsed: PrintoutFields): { values: Prefill; fields: string[] } {
  const values: Prefill = {};
  const fields: string[] = [];
  const dateTime =
    typeof parsed.dateTime === 'string' ? /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(parsed.dateTime) : null;
  if (dateTime) {
    values.analysedAtDate = dateTime[1]!;
    fields.push('Datum');
    if (dateTime[2]) {
      values.analysedAtTime = dateTime[2];
      fields.push('Zeit');
    }
  }
  const take = <K extends keyof Prefill>(name: K, value: Prefill[K], label: string) => {
    values[name] = value;
    fields.push(label);
  };
  if (finite(parsed.latG)) take('latitudeDegrees', parsed.latG, 'Breitengrade');
  if (finite(parsed.latM)) take('latitudeMinutes', parsed.latM, 'Breitenminuten');
  if (finite(parsed.lngG)) take('longitudeDegrees', parsed.lngG, 'Längengrade');
  if (finite(parsed.lngM)) take('longitudeMinutes', parsed.lngM, 'Längenminuten');
  if (finite(parsed.evd)) take('evd', parsed.evd, 'Evd');
  if (typeof parsed.deviceName === 'string' && parsed.deviceName.trim())
    take('deviceName', parsed.deviceName.trim(), 'Gerätename');
  return { values, fields };
}

export function successMessage(fields: string[]): string {
  return printoutMessages.success.replace(': ...', `: ${fields.join(', ')}.`);
}
