// Reading a dynamic test's result image (spec part 3 §4 "Image parsing", §7, §8): the answer of
// POST /dynamic-load-analysis/parse-document/{fileId}/{namespace} and the four outcome texts the
// form shows. Shared so the server's answer and the form's pre-filling agree on one shape.

/** Fields read from a printout; a field that could not be read is absent. */
export type PrintoutFields = {
  /** Evd in MN/m². */
  evd?: number;
  /** Local date and time as printed: "yyyy-MM-ddTHH:mm", or "yyyy-MM-dd" without a time. */
  dateTime?: string;
  deviceName?: string;
  /** Signed whole degrees (S negative) and decimal minutes (0 to 59.9999). */
  latG?: number;
  latM?: number;
  /** Signed whole degrees (W negative) and decimal minutes (0 to 59.9999). */
  lngG?: number;
  lngM?: number;
};

/** Spec part 3 §9: the form aborts parsing after 30 seconds; the server stops at the same limit. */
export const PARSE_DOCUMENT_TIMEOUT_MS = 30_000;

/** German names of what was read, in the order of the form. */
export const printoutFieldLabels = {
  evd: 'Evd',
  dateTime: 'Datum und Uhrzeit',
  deviceName: 'Gerätename',
  latitude: 'Breitengrad',
  longitude: 'Längengrad',
} as const;

/** The names of the fields that were read, e.g. "Evd, Datum und Uhrzeit, Breitengrad". */
export const extractedFieldNames = (fields: PrintoutFields): string[] => {
  const names: string[] = [];
  if (fields.evd !== undefined) names.push(printoutFieldLabels.evd);
  if (fields.dateTime !== undefined) names.push(printoutFieldLabels.dateTime);
  if (fields.deviceName !== undefined) names.push(printoutFieldLabels.deviceName);
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
