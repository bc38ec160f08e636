// From recognised text with per-character confidences to the answer of parse-document: a value is
// taken over only when Tesseract was sure of each of its characters and the value is plausible;
// otherwise it goes to `review` with the line as read, so the form shows "bitte prüfen" next to the
// empty field (issue 16, decision 0271). The server stores none of this: the form sends only what
// the user saw and confirmed.
import { printoutReviewReasons, siteDayOf, type PrintoutFieldName, type PrintoutFields } from '@baustellendoku/domain';
import type { Found, Span } from './found-value.js';
import { csvAsLabelled } from './csv-rows.js';
import { findCoordinates, unreadPositionLine, type Position } from './parse-coordinates.js';
import { findDateTime, unreadDateLine } from './parse-date-time.js';
import { findDeviceName, findSerialNumber } from './parse-device.js';
import { anotherTestOnly, findEvd } from './parse-evd.js';
import { linesOf, normalizeTracked, type TextLine } from './ocr-normalize.js';
import { severalTests } from './several-tests.js';
import { columnRow } from './test-columns.js';

/** Recognised text and, for each of its characters, Tesseract's confidence 0–100. */
export type OcrText = { text: string; confidences: number[] };

/** Latitude/longitude box the position must lie in. */
export type Area = { south: number; north: number; west: number; east: number };

/** Germany's bounding box with a small margin for border sites. */
export const GERMANY: Area = { south: 47.2, north: 55.1, west: 5.8, east: 15.1 };

export type PlausibilityContext = {
  /** Today, for "not in the future". */
  now: Date;
  /** Where the project lies; Germany unless the project's own tests lie elsewhere. */
  area: Area;
};

/**
 * Below this, a character is too unsure to be taken over silently. Measured on the test set
 * (decision 0271): Tesseract's per-symbol confidence of rightly read digits is 95–99.
 */
export const MIN_CONFIDENCE = 80;

const MIN_EVD = 1;
const MAX_EVD = 500;

const decimalDegrees = ({ degrees, minutes }: Position) => Math.sign(degrees || 1) * (Math.abs(degrees) + minutes / 60);

const within = (value: number, low: number, high: number) => value >= low && value <= high;

type Checked = { confidence: number; text: string; problem?: string };

/** The fields a page names for each test, where a page holds two: the keys of each field's values. */
const TEST_FIELDS: { name: PrintoutFieldName; keys: (keyof PrintoutFields)[] }[] = [
  { name: 'evd', keys: ['evd'] },
  { name: 'dateTime', keys: ['dateTime'] },
  { name: 'latitude', keys: ['latG', 'latM'] },
  { name: 'longitude', keys: ['lngG', 'lngM'] },
];

/**
 * Two tests on one page and none marked as the one that counts (decision 0747): a field both
 * tests give alike is taken, one they disagree on goes to "bitte prüfen" with both values (for Evd
 * as candidates to pick) — never one test's date beside the other's Evd.
 */
const eitherTest = (first: PrintoutFields, second: PrintoutFields): PrintoutFields => {
  const fields: PrintoutFields = { ...first, review: { ...first.review } };
  const review = fields.review!;
  for (const { name, keys } of TEST_FIELDS) {
    const values = [first, second].map((f) =>
      JSON.stringify(keys.map((key) => f[key] ?? f.review?.[name]?.candidates)),
    );
    const reviewed = [first, second].map((f) => f.review?.[name]);
    if (values[0] === values[1] && JSON.stringify(reviewed[0]) === JSON.stringify(reviewed[1])) continue;
    for (const key of keys) delete fields[key];
    review[name] = { text: reviewed[0]?.text || reviewed[1]?.text || '', reason: printoutReviewReasons.ambiguous };
    if (name !== 'evd') continue;
    const evds = [first, second].flatMap((f) => (f.evd !== undefined ? [f.evd] : (f.review?.evd?.candidates ?? [])));
    if (evds.length > 0) review.evd!.candidates = [...new Set(evds)];
  }
  if (Object.keys(review).length === 0) delete fields.review;
  return fields;
};

export const extractPrintoutFields = (ocr: OcrText, context: PlausibilityContext): PrintoutFields => {
  // A data export's header and row are read as one labelled line per column (decision 0760).
  const { text, origin } = csvAsLabelled(normalizeTracked(ocr.text));
  // A page with two tests of the same quantities: every field from the one the page marks as
  // valid, else from neither without review. Each view keeps the text's length, so `origin` holds.
  const tests = severalTests(text);
  if (!tests) return fieldsOf(ocr, text, origin, context);
  if (tests.valid !== undefined) return fieldsOf(ocr, tests.views[tests.valid], origin, context);
  return eitherTest(
    ...(tests.views.map((view) => fieldsOf(ocr, view, origin, context)) as [PrintoutFields, PrintoutFields]),
  );
};

/** The fields of one (normalised) text, `origin` mapping its characters to the OCR text's. */
const fieldsOf = (ocr: OcrText, text: string, origin: number[], context: PlausibilityContext): PrintoutFields => {
  const check = (found: Found<unknown>, problem?: string): Checked => {
    let confidence = 100;
    const lines = new Set<number>();
    for (const [start, end] of found.spans as Span[]) {
      for (let i = start; i < end; i++) {
        const raw = origin[i]!;
        // Only the characters that carry the value: a doubtful quote or degree sign changes nothing.
        if (!/[0-9A-Za-zäöüÄÖÜ]/.test(ocr.text[raw] ?? ' ')) continue;
        confidence = Math.min(confidence, ocr.confidences[raw] ?? 0);
      }
      lines.add(ocr.text.lastIndexOf('\n', origin[start]! - 1) + 1);
    }
    const shown = [...lines]
      .sort((a, b) => a - b)
      .map((lineStart) => ocr.text.slice(lineStart, (ocr.text.indexOf('\n', lineStart) + 1 || ocr.text.length + 1) - 1))
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .join(' / ');
    return {
      confidence: Math.round(confidence),
      text: shown.length > 80 ? `${shown.slice(0, 79)}…` : shown,
      problem: problem ?? (confidence < MIN_CONFIDENCE || found.doubtful ? printoutReviewReasons.uncertain : undefined),
    };
  };

  const fields: PrintoutFields = {};
  const review: NonNullable<PrintoutFields['review']> = {};
  /** A field whose labelled line could not be read: "bitte prüfen" with that line as read, no value. */
  const unread = (name: PrintoutFieldName, lineStart: number | undefined) => {
    if (lineStart === undefined) return;
    const raw = origin[lineStart] ?? 0;
    const end = ocr.text.indexOf('\n', raw);
    const shown = ocr.text
      .slice(raw, end === -1 ? undefined : end)
      .replace(/\s+/g, ' ')
      .trim();
    review[name] = {
      text: shown.length > 80 ? `${shown.slice(0, 79)}…` : shown,
      reason: printoutReviewReasons.uncertain,
    };
  };
  const confidence: NonNullable<PrintoutFields['confidence']> = {};
  /** Records the field's confidence; true when it may be filled, else it goes to review. */
  const accept = (name: PrintoutFieldName, found: Found<unknown>, problem?: string) => {
    const checked = check(found, problem);
    confidence[name] = checked.confidence;
    if (checked.problem) review[name] = { text: checked.text, reason: checked.problem };
    return !checked.problem;
  };

  const evd = findEvd(text);
  // Tests as a table's columns (decision 0795): every value of a row whose cells differ is a
  // candidate, none is filled — the Evd's row, the clocks' row and, on such a page, the positions'.
  const evdColumns = evd && !evd.candidates ? columnRow(text, evd.spans[0]!) : undefined;
  const evdCandidates = evd?.candidates ?? evdColumns?.map((cell) => Number(cell.replace(',', '.')));
  if (evd && evdCandidates) {
    // More than one number by an Evd label: the user picks, nothing is filled.
    accept('evd', evd, printoutReviewReasons.ambiguous);
    review.evd = { ...review.evd!, candidates: evdCandidates.filter((value) => value >= MIN_EVD && value <= MAX_EVD) };
  } else if (
    evd &&
    accept('evd', evd, evd.value < MIN_EVD || evd.value > MAX_EVD ? printoutReviewReasons.evdRange : undefined)
  )
    fields.evd = evd.value;

  // Another test's ticket read instead of the strip beside it: its moment, device and position are
  // that test's, shown for review but never filled (decision 0791).
  const otherTest = anotherTestOnly(text) ? printoutReviewReasons.uncertain : undefined;

  const dateTime = findDateTime(text);
  if (!dateTime) unread('dateTime', unreadDateLine(text));
  const clockColumns = dateTime?.spans.filter((span) => columnRow(text, span) !== undefined) ?? [];
  const inColumns = (found: Found<unknown>) =>
    (evdColumns || clockColumns.length > 0) && columnRow(text, found.spans[0]!)
      ? printoutReviewReasons.ambiguous
      : undefined;
  if (dateTime && clockColumns.length > 0 && !otherTest) {
    // The row of clocks shown to pick from.
    accept('dateTime', { ...dateTime, spans: clockColumns }, printoutReviewReasons.ambiguous);
  } else if (dateTime) {
    // The printout's clock is the site's.
    const future = dateTime.value.slice(0, 10) > siteDayOf(context.now);
    if (accept('dateTime', dateTime, future ? printoutReviewReasons.futureDate : otherTest))
      fields.dateTime = dateTime.value;
  }

  const device = findDeviceName(text);
  if (device && accept('deviceName', device, otherTest)) fields.deviceName = device.value;

  const serial = findSerialNumber(text);
  if (serial && accept('serialNumber', serial, otherTest)) fields.serialNumber = serial.value;

  const { lat, lng } = findCoordinates(text);
  if (!lat) unread('latitude', unreadPositionLine(text, 'lat'));
  if (!lng) unread('longitude', unreadPositionLine(text, 'lng'));
  const { area } = context;
  const latOutside = lat && !within(decimalDegrees(lat.value), area.south, area.north);
  const lngOutside = lng && !within(decimalDegrees(lng.value), area.west, area.east);
  // One axis outside the area puts the whole position in doubt: a misread degree may be either.
  // The test's clock printed beside its date and not read: the lines around it were read poorly,
  // and a position's digits there are not filled without review either (decision 0791).
  const poorlyRead = dateTime?.poorlyRead ? printoutReviewReasons.uncertain : undefined;
  const outside = latOutside || lngOutside ? printoutReviewReasons.outsideArea : (otherTest ?? poorlyRead);
  if (lat && accept('latitude', lat, outside ?? inColumns(lat))) {
    fields.latG = lat.value.degrees;
    fields.latM = lat.value.minutes;
  }
  if (lng && accept('longitude', lng, outside ?? inColumns(lng))) {
    fields.lngG = lng.value.degrees;
    fields.lngM = lng.value.minutes;
  }
  // One axis of a position's line not read at all: the other's digits beside it come from the same
  // poorly read line and are not filled without review either (decision 0798; "N 54° 20.225" LE
  // 10° US.5067'" for 23.2230′ under an inkjet's nozzle lines).
  const lines = linesOf(text);
  const lineAt = (index: number | undefined) =>
    index === undefined ? undefined : lines.find((line) => index >= line.start && index <= line.end);
  const latLine = lineAt(lat?.spans[0]?.[0] ?? unreadPositionLine(text, 'lat'));
  const lngLine = lineAt(lng?.spans[0]?.[0] ?? unreadPositionLine(text, 'lng'));
  /**
   * Degrees on the line besides the found axis's, or a pair wrapped after its comma onto a line
   * starting with a number ("Lage 52,15550° N," / "11,30823* O."; decision 0803): the other axis was
   * printed there, not read.
   */
  const otherDegrees = (found: Found<unknown>, line: TextLine) => {
    const chars = line.text.split('');
    for (const [start, end] of found.spans) chars.fill(' ', start - line.start, end - line.start);
    const next = lines[lines.indexOf(line) + 1];
    return chars.includes('°') || (/,\s*$/.test(line.text) && next !== undefined && /^\s*[0-9]/.test(next.text));
  };
  if (latLine !== undefined && latLine === lngLine) {
    if (fields.latG !== undefined && !lng && review.longitude && otherDegrees(lat!, latLine)) {
      delete fields.latG;
      delete fields.latM;
      review.latitude = { text: review.longitude.text, reason: printoutReviewReasons.uncertain };
    } else if (fields.lngG !== undefined && !lat && review.latitude && otherDegrees(lng!, lngLine)) {
      delete fields.lngG;
      delete fields.lngM;
      review.longitude = { text: review.latitude.text, reason: printoutReviewReasons.uncertain };
    }
  }

  if (Object.keys(review).length > 0) fields.review = review;
  if (Object.keys(confidence).length > 0) fields.confidence = confidence;
  return fields;
};

/** Plain text without confidences (typed text, tests): every character counts as certain. */
export const certainText = (text: string): OcrText => ({ text, confidences: new Array<number>(text.length).fill(100) });
