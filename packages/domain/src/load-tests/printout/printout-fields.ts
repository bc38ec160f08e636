// Reading a dynamic test's result image (spec part 3 §4 "Image parsing", §7, §8): the answer of
// POST /dynamic-load-analysis/parse-document/{fileId}/{namespace} and the four outcome texts the
// form shows. Shared so the server's answer and the form's pre-filling agree on one shape.
import { z } from 'zod';

/** The fields of the form a printout can fill; a position counts as one field per axis. */
export const printoutFieldNames = ['evd', 'dateTime', 'deviceName', 'serialNumber', 'latitude', 'longitude'] as const;
export type PrintoutFieldName = (typeof printoutFieldNames)[number];

/**
 * A value that was read but not taken over, because Tesseract was unsure of its characters or the
 * value is implausible: the form leaves the field empty and shows "bitte prüfen" with the text.
 */
export const printoutReviewSchema = z.object({
  /** The printout's line as recognised, e.g. "Evd = 4S,3 MN/m²". */
  text: z.string(),
  /** Why it was not taken over (German, shown in the form). */
  reason: z.string(),
  /**
   * Values the printout could mean when it shows more than one by the field's label (issue 38):
   * the form offers them to pick; none is filled without the user's choice. Evd only, in MN/m².
   */
  candidates: z.array(z.number()).optional(),
});
export type PrintoutReview = z.infer<typeof printoutReviewSchema>;

const fieldName = z.enum(printoutFieldNames);

/**
 * Fields read from a printout: the answer of the route (its `response` schema) and the form's type.
 * Only values that are both plausible and confidently recognised are present; a field that was
 * found but failed either test is in `review` instead, and a field that could not be found at all
 * is absent from both.
 */
export const printoutFieldsSchema = z.object({
  /** Evd in MN/m². */
  evd: z.number().optional(),
  /** Local date and time as printed: "yyyy-MM-ddTHH:mm", or "yyyy-MM-dd" without a time. */
  dateTime: z.string().optional(),
  deviceName: z.string().optional(),
  /** The device's serial number where the printout shows it (decision 0680): the form chooses the registered device. */
  serialNumber: z.string().optional(),
  /** Signed whole degrees (S negative) and decimal minutes (0 to 59.9999). */
  latG: z.number().optional(),
  latM: z.number().optional(),
  /** Signed whole degrees (W negative) and decimal minutes (0 to 59.9999). */
  lngG: z.number().optional(),
  lngM: z.number().optional(),
  review: z.partialRecord(fieldName, printoutReviewSchema).optional(),
  /** Recognition confidence 0–100 of each field found (filled or under review). */
  confidence: z.partialRecord(fieldName, z.number()).optional(),
});
export type PrintoutFields = z.infer<typeof printoutFieldsSchema>;

/** Reasons a read value is not taken over (shown next to the field with "bitte prüfen"). */
export const printoutReviewReasons = {
  uncertain: 'Unsicher erkannt',
  evdRange: 'Evd außerhalb von 1 bis 500 MN/m²',
  futureDate: 'Datum liegt in der Zukunft',
  outsideArea: 'Position liegt außerhalb des Projektgebiets',
  ambiguous: 'Mehrere mögliche Werte',
} as const;

/** The label next to a field whose read value needs checking. */
export const PRINTOUT_REVIEW_LABEL = 'bitte prüfen';

/** Spec part 3 §9: the form aborts parsing after 30 seconds; the server stops at the same limit. */
export const PARSE_DOCUMENT_TIMEOUT_MS = 30_000;

/** German names of what was read, in the order of the form. */
export const printoutFieldLabels = {
  evd: 'Evd',
  dateTime: 'Datum und Uhrzeit',
  deviceName: 'Gerätename',
  serialNumber: 'Seriennummer',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
} as const;

/** The names of the fields that were read, e.g. "Evd, Datum und Uhrzeit, Breitengrad". */
export const extractedFieldNames = (fields: PrintoutFields): string[] => {
  const names: string[] = [];
  if (fields.evd !== undefined) names.push(printoutFieldLabels.evd);
  if (fields.dateTime !== undefined) names.push(printoutFieldLabels.dateTime);
  if (fields.deviceName !== undefined) names.push(printoutFieldLabels.deviceName);
  if (fields.serialNumber !== undefined) names.push(printoutFieldLabels.serialNumber);
  if (fields.latG !== undefined && fields.latM !== undefined) names.push(printoutFieldLabels.latitude);
  if (fields.lngG !== undefined && fields.lngM !== undefined) names.push(printoutFieldLabels.longitude);
  return names;
};

export const parseDocumentMessages = {
  timeout: 'Die Analyse wurde abgebrochen, da die Datei mehr als 30 Sekunden benötigt.',
  failed:
    'Die Datei konnte nicht analysiert werden. Bitte überprüfen Sie, ob sie das richtige Format hat und erneut versuchen.',
  nothingExtracted: 'Die Datei wurde analysiert, aber es konnten keine relevanten Daten extrahiert werden.',
  extracted: (names: readonly string[]) =>
    `Die folgenden Daten wurden extrahiert und übernommen: ${names.join(', ')}. Bitte überprüfen Sie die Felder.`,
} as const;

/** The form's message after a successful request: the fields it took over, or that none were found. */
export const parseDocumentOutcomeMessage = (fields: PrintoutFields): string => {
  const names = extractedFieldNames(fields);
  return names.length > 0 ? parseDocumentMessages.extracted(names) : parseDocumentMessages.nothingExtracted;
};
