import { describe, expect, it } from 'vitest';
import { printoutReviewReasons } from '@baustellendoku/domain';
import { certainText, extractPrintoutFields, GERMANY, type OcrText } from './extract-fields.js';
import { parsePrintoutText } from './parse-printout-text.js';

const context = { now: new Date('2026-06-01T10:00:00Z'), area: GERMANY };

/** OCR text in which the characters of `unsure` were read with the given confidence. */
const withUnsure = (text: string, unsure: string, confidence: number): OcrText => {
  const start = text.indexOf(unsure);
  return {
    text,
    confidences: [...text].map((_, i) => (i >= start && i < start + unsure.length ? confidence : 97)),
  };
};

describe('extractPrintoutFields: only plausible, confident values are filled', () => {
  const printout = [
    'ZFG 3000 GPS',
    'Datum: 14.05.2025  Zeit: 10:12:55',
    "N 51°02.1180'",
    "E 007°07.4070'",
    'Evd = 45,3 MN/m²',
  ].join('\n');

  it('fills every field of a clean printout and reports its confidence', () => {
    expect(extractPrintoutFields(certainText(printout), context)).toEqual({
      evd: 45.3,
      dateTime: '2025-05-14T10:12',
      deviceName: 'Zorn ZFG 3000 GPS',
      latG: 51,
      latM: 2.118,
      lngG: 7,
      lngM: 7.407,
      confidence: { evd: 100, dateTime: 100, deviceName: 100, latitude: 100, longitude: 100 },
    });
  });

  it('fills the serial number shown on the device line, and reviews an unsure one', () => {
    const withSerial = printout.replace('ZFG 3000 GPS', 'ZFG 3000 GPS  Nr. 30417');
    expect(extractPrintoutFields(certainText(withSerial), context)).toMatchObject({
      deviceName: 'Zorn ZFG 3000 GPS',
      serialNumber: '30417',
    });
    const unsure = extractPrintoutFields(withUnsure(withSerial, '30417', 40), context);
    expect(unsure.serialNumber).toBeUndefined();
    expect(unsure.review?.serialNumber).toEqual({
      text: 'ZFG 3000 GPS Nr. 30417',
      reason: printoutReviewReasons.uncertain,
    });
  });

  it('returns an unsure value for review with the line as read, not as a value', () => {
    const fields = extractPrintoutFields(withUnsure(printout, '45,3', 41), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review).toEqual({ evd: { text: 'Evd = 45,3 MN/m²', reason: printoutReviewReasons.uncertain } });
    expect(fields.confidence?.evd).toBe(41);
  });

  it('ignores doubtful quote and degree signs: they do not change the value', () => {
    const fields = extractPrintoutFields(withUnsure(printout, "°02.1180'", 30), context);
    expect(fields.latM).toBeUndefined();
    const onlySigns = extractPrintoutFields(withUnsure(printout, "'\nE", 30), context);
    expect(onlySigns.latM).toBe(2.118);
  });

  it('flags an Evd outside 1–500, a date in the future and a position outside the area', () => {
    const implausible = ['Datum: 14.05.2027 10:12', "N 48°12.4906'", "E 016°22.4291'", 'Evd = 712,4 MN/m²'].join('\n');
    const fields = extractPrintoutFields(certainText(implausible), context);
    expect(fields).not.toHaveProperty('evd');
    expect(fields).not.toHaveProperty('dateTime');
    expect(fields).not.toHaveProperty('latG');
    expect(fields).not.toHaveProperty('lngG');
    expect(fields.review).toEqual({
      evd: { text: 'Evd = 712,4 MN/m²', reason: printoutReviewReasons.evdRange },
      dateTime: { text: 'Datum: 14.05.2027 10:12', reason: printoutReviewReasons.futureDate },
      latitude: { text: "N 48°12.4906'", reason: printoutReviewReasons.outsideArea },
      longitude: { text: "E 016°22.4291'", reason: printoutReviewReasons.outsideArea },
    });
  });

  it('takes a position outside Germany when the project lies there', () => {
    const vienna = { south: 47.9, north: 48.4, west: 16.1, east: 16.6 };
    const fields = extractPrintoutFields(certainText("N 48°12.4906'\nE 016°22.4291'"), { ...context, area: vienna });
    expect(fields).toMatchObject({ latG: 48, latM: 12.4906, lngG: 16, lngM: 22.4291 });
  });

  it('does not trust a number split by a blank', () => {
    const fields = extractPrintoutFields(certainText('Ev_d = 2 2,8 MN/m²'), context);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd?.reason).toBe(printoutReviewReasons.uncertain);
  });

  it('does not take noise at the end of the line when the value itself is garbled', () => {
    // The comma of "22,8" and the "²" were lost; the "2" at the end is a speck on the photo.
    expect(extractPrintoutFields(certainText('© 1 Evd=228MNm      Y 2'), context).evd).toBeUndefined();
  });
});

describe('parsePrintoutText: further layouts', () => {
  it.each([
    ['Lat: 51.035300\nLon: 7.123456', { latG: 51, latM: 2.118, lngG: 7, lngM: 7.4074 }],
    ['Breitengrad\n51,03530° N\nLängengrad\n7,12346° O', { latG: 51, latM: 2.118, lngG: 7, lngM: 7.4076 }],
    ['Breite  N 51°02\'07.1"\nLänge  E 7°07\'24.4"', { latG: 51, latM: 2.1183, lngG: 7, lngM: 7.4067 }],
    ['Lat -33.856784\nLon 151.215297', { latG: -33, latM: 51.407, lngG: 151, lngM: 12.9178 }],
    ["N 53°18, 7604'\nE 013°36,2495'", { latG: 53, latM: 18.7604, lngG: 13, lngM: 36.2495 }],
  ])('%j', (text, position) => {
    expect(parsePrintoutText(text)).toEqual(position);
  });

  it('reads label–value tables with frame lines and the result in a box', () => {
    const table = [
      '| Prüfdatum | 04.03.2025 |',
      '| Uhrzeit | 17:03:18 |',
      "| Breite | 51°21,3933' | N |",
      "| Länge | 07°35,2969' | E |",
      '┃ Evd = 139,6 MN/m² ┃',
    ].join('\n');
    expect(parsePrintoutText(table)).toEqual({
      evd: 139.6,
      dateTime: '2025-03-04T17:03',
      latG: 51,
      latM: 21.3933,
      lngG: 7,
      lngM: 35.2969,
    });
  });

  it('does not take "Plattendruckversuch" for a latitude label', () => {
    expect(parsePrintoutText('Prüfprotokoll dynamischer Plattendruckversuch\nnach TP BF-StB Teil B 8.3')).toEqual({});
  });
});
