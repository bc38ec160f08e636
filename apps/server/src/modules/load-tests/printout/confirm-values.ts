// Agreement between two preprocessings (decision 0736). Tesseract's per-character confidence
// catches most misreads (below MIN_CONFIDENCE a value goes to "bitte prüfen"), but not all: on a
// dim dot-matrix photo a "0" whose dots ran apart read as "8" with 95. Such a digit reads
// differently once the dots are blurred into strokes, a right one reads the same. So the lines
// with a digit Tesseract was not quite sure of are read a second time from a softened copy, the
// fields are found again in the text with those lines replaced, and a filled value the second
// reading does not confirm goes to review instead of into the form.
import { printoutReviewReasons, type PrintoutFieldName } from '@baustellendoku/domain';
import { certainText, extractPrintoutFields, type OcrText, type PlausibilityContext } from './extract-fields.js';
import type { PrintoutFields } from './parse-printout-text.js';

/** A filled value with a character below this is confirmed by a second reading. */
export const CONFIRM_BELOW = 97;
/** At most this many lines are read again (each a small recognition). */
export const MAX_LINES_TO_CONFIRM = 6;

type Checked = Extract<PrintoutFieldName, 'evd' | 'dateTime' | 'latitude' | 'longitude'>;
const CHECKED: Checked[] = ['evd', 'dateTime', 'latitude', 'longitude'];

const filled = (fields: PrintoutFields, name: Checked) => {
  switch (name) {
    case 'evd':
      return fields.evd;
    case 'dateTime':
      return fields.dateTime;
    case 'latitude':
      return fields.latG === undefined ? undefined : [fields.latG, fields.latM];
    case 'longitude':
      return fields.lngG === undefined ? undefined : [fields.lngG, fields.lngM];
  }
};

/** The filled values that need a second reading: one of their characters is below CONFIRM_BELOW. */
export const unsureFields = (fields: PrintoutFields): Checked[] =>
  CHECKED.filter((name) => filled(fields, name) !== undefined && (fields.confidence?.[name] ?? 0) < CONFIRM_BELOW);

/** Indices of the lines to read again: those with an unsure digit, the least sure first, in text order. */
export const linesToConfirm = (lines: OcrText[]): number[] => {
  const lowest = lines.map((line, index) => {
    let low = 100;
    for (let i = 0; i < line.text.length; i++)
      if (/[0-9]/.test(line.text[i]!)) low = Math.min(low, line.confidences[i] ?? 0);
    return { index, low };
  });
  return lowest
    .filter(({ low }) => low < CONFIRM_BELOW)
    .sort((a, b) => a.low - b.low)
    .slice(0, MAX_LINES_TO_CONFIRM)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
};

/**
 * The fields with every value the second reading does not confirm moved to review. `reread` holds
 * the second reading of some lines by index; the others stand as first read.
 */
export const confirmValues = (
  fields: PrintoutFields,
  lines: OcrText[],
  reread: Map<number, string>,
  context: PlausibilityContext,
): PrintoutFields => {
  const unsure = unsureFields(fields);
  if (unsure.length === 0 || reread.size === 0) return fields;
  const text = lines.map((line, index) => `${reread.get(index) ?? line.text}\n`).join('');
  const again = extractPrintoutFields(certainText(text), context);
  const unconfirmed = unsure.filter(
    (name) => JSON.stringify(filled(again, name)) !== JSON.stringify(filled(fields, name)),
  );
  if (unconfirmed.length === 0) return fields;
  const changed = [...reread]
    .filter(([index, second]) => second.trim() !== lines[index]!.text.trim())
    .map(([index, second]) => `${lines[index]!.text.trim()} / ${second.trim()}`)
    .join(' / ');
  const result: PrintoutFields = { ...fields, review: { ...fields.review } };
  for (const name of unconfirmed) {
    const keys = {
      evd: ['evd'],
      dateTime: ['dateTime'],
      latitude: ['latG', 'latM'],
      longitude: ['lngG', 'lngM'],
    } as const;
    for (const key of keys[name]) delete result[key];
    result.review![name] = {
      text: changed.length > 80 ? `${changed.slice(0, 79)}…` : changed,
      reason: printoutReviewReasons.uncertain,
    };
  }
  return result;
};
