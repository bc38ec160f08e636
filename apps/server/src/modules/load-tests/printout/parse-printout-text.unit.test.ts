import { describe, expect, it } from 'vitest';
import { certainText, extractPrintoutFields, GERMANY } from './extract-fields.js';
import { parsePrintoutText } from './parse-printout-text.js';

describe('parsePrintoutText: Evd', () => {
  it.each([
    ['Evd = 45,3 MN/m²', 45.3],
    ['Evd: 45.3 MN/m2', 45.3],
    ['Evd 52,1', 52.1],
    ['EVD=38.40 MN/m2', 38.4],
    ['Evd [MN/m2]: 61,7', 61.7],
    ['Evd-Wert: 29,9 MN/m²', 29.9],
    ['Evd = 4S,3 MN/m?', 45.3], // S for 5, ² as ?
    ['Evd = 4O.8 MN/rn2', 40.8], // O for 0, m as rn
    ['Evd (MN/m²)\n  57,2', 57.2], // table layout: value below the header
    ['Evd 112 MN/m²', 112],
    ['Evd = 48,8 MN/m>2', 48.8], // ² read as ">2" on large photos
  ])('%j → %d', (text, evd) => {
    expect(parsePrintoutText(text).evd).toBe(evd);
  });

  it('prefers the value with unit over a heading number', () => {
    expect(parsePrintoutText('Evd-Messung 12\ns1 0,41 mm\nEvd = 44,1 MN/m²').evd).toBe(44.1);
  });

  it('does not take the 2 of "MN/m2" or settlements for Evd', () => {
    expect(parsePrintoutText('Evd [MN/m2]\ns1 = 0,512 mm').evd).toBeUndefined();
  });
});

describe('parsePrintoutText: date and time', () => {
  it.each([
    ['Datum: 03.06.2025 14:32', '2025-06-03T14:32'],
    ['Datum 03.06.25  Zeit 09:05:41', '2025-06-03T09:05'],
    ['2025-06-03 14:32:10', '2025-06-03T14:32'],
    ['Date: 2024-11-30\nTime: 07:45', '2024-11-30T07:45'],
    ['Geprüft am 1.2.2025 um 8.15 Uhr', '2025-02-01T08:15'],
    ['Datum: O3.O6.2O25 l4:32', '2025-06-03T14:32'], // O for 0, l for 1
    ['Datum: 03.06.2025', '2025-06-03'],
    ['Datum: 23.04.2025\nZeit: 15:51:89', '2025-04-23T15:51'], // misread seconds do not matter
    // Issue 38: day-first slashes and month names, German and English.
    ['Date: 12/03/2025 Time: 14:05:33', '2025-03-12T14:05'],
    ['Prüfdatum: 12. März 2025, 14:05 Uhr', '2025-03-12T14:05'],
    ['Date: 3 Sep 2024 09:15', '2024-09-03T09:15'],
    ['12-Mar-2025 7:02', '2025-03-12T07:02'],
    ['4. Dez. 2024', '2024-12-04'],
    // Decision 0732: English month first, a display's O read as 0.
    ['Date / Datum: Nov 29, 2026', '2026-11-29'],
    ['March 3rd 2025 14:05', '2025-03-03T14:05'],
    ['Sep. 3 2024, 09:15', '2024-09-03T09:15'],
    ['08-0CT-2024 08:58', '2024-10-08T08:58'],
    // A 12-hour clock; "16h39" (French, Belgian, Swiss printouts); "15.59 uur" (Dutch).
    ['Date: 7 September 2024 Time: 1:37:45 PM', '2024-09-07T13:37'],
    ['Date: 2024-09-07 Time: 7:37 a.m.', '2024-09-07T07:37'],
    ['Date: 2024-09-07 12:05 AM', '2024-09-07T00:05'],
    ['Date: 2024-09-07 12:05 PM', '2024-09-07T12:05'],
    ['Date: 2024-09-07 13:05 PM', '2024-09-07'], // no 12-hour time: nothing read as the time
    ['Date : 18/06/2025 à 16h39', '2025-06-18T16:39'],
    ['Datum: 14-05-2025 15.59 uur', '2025-05-14T15:59'],
    ['23-N0V-2025 15:01', '2025-11-23T15:01'],
    // The only time of the printout, or the one on the row marked as the current test.
    ['Projekt 7 - 8. Mai 2024\nNr. Zeit Evd\n1 09:10 22,3', '2024-05-08T09:10'],
    ['8. Mai 2024\nNr. Zeit Evd\n1 09:10 22,3\n▶ 2 09:17 34,6\n3 09:24 25,7', '2024-05-08T09:17'],
  ])('%j → %s', (text, dateTime) => {
    expect(parsePrintoutText(text).dateTime).toBe(dateTime);
  });

  it('rejects impossible dates and ignores numbers that only look like dates', () => {
    expect(parsePrintoutText('Datum: 31.02.2025').dateTime).toBeUndefined();
    expect(parsePrintoutText('s1 = 0,512 mm\ns/v = 2,9 ms').dateTime).toBeUndefined();
    expect(parsePrintoutText('Seriennr. 12-05-21\nGerät 3-11-2031-7').dateTime).toBeUndefined();
  });

  it('leaves a time from a table of several measurements for the user to check (decision 0732)', () => {
    const text = 'Datum: 08.05.2024\nNr. Zeit Evd\n1 09:10 22,3\n2 09:17 34,6\n3 09:24 25,7';
    const fields = extractPrintoutFields(certainText(text), { now: new Date('2026-06-01T12:00:00Z'), area: GERMANY });
    expect(fields.dateTime).toBeUndefined();
    expect(fields.review?.dateTime?.text).toContain('09:17');
    // Labelled, the time is the test's whatever else the page prints.
    expect(parsePrintoutText('Datum: 08.05.2024 Uhrzeit: 09:24\nKalibriert 01.02.2024 10:00').dateTime).toBe(
      '2024-05-08T09:24',
    );
  });

  it('leaves a date whose printed time could not be read for the user to check, not at midnight (decision 0734)', () => {
    const read = (text: string) =>
      extractPrintoutFields(certainText(text), { now: new Date('2026-06-01T12:00:00Z'), area: GERMANY });
    const unreadTime = read('Datum: 08.05.2024\nZeit: l?:4S');
    expect(unreadTime.dateTime).toBeUndefined();
    expect(unreadTime.review?.dateTime?.text).toContain('08.05.2024');
    // No time printed at all, or only durations ("Fallzeit"): the date alone is what it printed.
    expect(read('Datum: 08.05.2024\nEvd = 45,3 MN/m²').dateTime).toBe('2024-05-08');
    expect(read('Datum: 08.05.2024\nFallzeit 17 ms').dateTime).toBe('2024-05-08');
  });

  it('does not read the coordinates as a time', () => {
    expect(parsePrintoutText("N 52°05.12'\nDatum: 04.07.2024").dateTime).toBe('2024-07-04');
  });
});

describe('parsePrintoutText: GPS', () => {
  it.each([
    ["N 52°36.4127'\nE 013°24.2456'", { latG: 52, latM: 36.4127, lngG: 13, lngM: 24.2456 }],
    ["52° 36,4127' N   13° 24,2456' O", { latG: 52, latM: 36.4127, lngG: 13, lngM: 24.2456 }],
    ["Lat: S 33°51.5120'  Lon: W 070°39.8800'", { latG: -33, latM: 51.512, lngG: -70, lngM: 39.88 }],
    ["N 52o36.4127'\nE 13*24.2456'", { latG: 52, latM: 36.4127, lngG: 13, lngM: 24.2456 }], // ° as o and *
    ["N 52036.4127'\nE 013024.2456'", { latG: 52, latM: 36.4127, lngG: 13, lngM: 24.2456 }], // ° as 0
    ['Breite: 48 08,1234\nLänge: 11 34,5678', { latG: 48, latM: 8.1234, lngG: 11, lngM: 34.5678 }],
    ["GPS: N 51°02.500' E 007°00.125'", { latG: 51, latM: 2.5, lngG: 7, lngM: 0.125 }],
    ["GPS: N 52°36 4507\nE 013°17.3426'", { latG: 52, latM: 36.4507, lngG: 13, lngM: 17.3426 }], // point lost
    // One axis per line with the hemisphere after it (a display): the "N" ending one line is not the
    // next one's prefix, and a number ending the line above does not glue onto the position.
    ['s/v 2.08\n51.009636 N\n7.456642 E', { latG: 51, latM: 0.5782, lngG: 7, lngM: 27.3985 }],
    ['Tiefe 12\n48 08,1234 N\n011 34,5678 E', { latG: 48, latM: 8.1234, lngG: 11, lngM: 34.5678 }],
    // Decision 0732: signed pairs under one label, the nearest label, a position's label.
    ['Lat/Lon +52.51234 / +13.41234', { latG: 52, latM: 30.7404, lngG: 13, lngM: 24.7404 }],
    ['Lat/Lon -33.45678 / -70.12345', { latG: -33, latM: 27.4068, lngG: -70, lngM: 7.407 }],
    ['Breite/Länge: 48,153035 / 11,502617', { latG: 48, latM: 9.1821, lngG: 11, lngM: 30.157 }],
    ['Breite: 52°30\'44,4"  Länge: 13°24\'20,1"', { latG: 52, latM: 30.74, lngG: 13, lngM: 24.335 }],
    ['Position (WGS 84): 52.512345, 13.412345', { latG: 52, latM: 30.7407, lngG: 13, lngM: 24.7407 }],
    ['GPS 50.124536, 11.207682', { latG: 50, latM: 7.4722, lngG: 11, lngM: 12.4609 }],
    // Single drops S1 S2 S3 on a display are no southern latitude.
    ['S1 0.426 S2 0.455 S3 0.438\nN51 46.987 E008 00.024', { latG: 51, latM: 46.987, lngG: 8, lngM: 0.024 }],
    ["S1 12.5 S2 13.1\nN 48°08.123' E 011°34.567'", { latG: 48, latM: 8.123, lngG: 11, lngM: 34.567 }],
    // Decision 0736: "Long" is the English abbreviation of longitude as often as "Lon".
    ['GPS: Lat 52.512345 / Long 13.405667', { latG: 52, latM: 30.7407, lngG: 13, lngM: 24.34 }],
  ])('%j', (text, expected) => {
    expect(parsePrintoutText(text)).toEqual(expected);
  });

  it('undoes misreadings of zero-padded longitudes and extra minute digits', () => {
    expect(parsePrintoutText("N 52°36.45067'\nE 8013°17.3426'")).toEqual({
      latG: 52,
      latM: 36.4507,
      lngG: 13,
      lngM: 17.3426,
    });
    expect(parsePrintoutText('N 52°36.4507"\nE 913°17.3426°')).toEqual({
      latG: 52,
      latM: 36.4507,
      lngG: 13,
      lngM: 17.3426,
    });
    expect(parsePrintoutText("N 12°00.0000'\nE 170°10.0000'")).toEqual({ latG: 12, latM: 0, lngG: 170, lngM: 10 });
  });

  it('ignores plain numbers without letter, label or degree sign', () => {
    // No position; the labelled number is the device's serial number (decision 0680).
    expect(parsePrintoutText('Höhe 12345.67 m\nSerien-Nr. 202.15')).toEqual({ serialNumber: '202.15' });
  });

  it('drops impossible positions', () => {
    expect(parsePrintoutText("N 95°10.000'\nE 013°75.000'")).toEqual({});
  });
});

describe('parsePrintoutText: device', () => {
  it.each([
    ['ZORN INSTRUMENTS\nZFG 3000 GPS', 'Zorn ZFG 3000 GPS'],
    ['Zorn ZFG 3.0', 'Zorn ZFG 3.0'],
    ['ZFG-3OOO 6PS', 'Zorn ZFG 3000 GPS'],
    ['TERRATEST 4000 USB', 'Terratest 4000 USB'],
    ['Terrate5t 5000 BLU', 'Terratest 5000 BLU'],
    ['HMP LFG 4', 'HMP LFG 4'],
    ['HMP Magdeburg\nLFG-Pro', 'HMP LFG Pro'],
    ['HMP LFG-SW', 'HMP LFG SW'],
    ['TERRATEST 4009 USB', 'Terratest 4000 USB'], // one digit off a model Terratest sells
    ['TERRATEST 4099 USB', 'Terratest 4099 USB'], // too far off: kept as read
    ['ZFG 3800 GPS', 'Zorn ZFG 3000 GPS'],
    ['Prima 100 LWD', 'Prima 100'],
    ['Leichtes Fallgewichtsgerät\nGerät: BPS-10 Light', 'BPS-10 Light'],
    ['Leichtes Fallgewichtsgerät (LFG)\nGerät: Geotron LD 10', 'Geotron LD 10'],
  ])('%j → %s', (text, deviceName) => {
    expect(parsePrintoutText(text).deviceName).toBe(deviceName);
  });

  it('does not take the generic abbreviation LFG for an HMP device', () => {
    expect(parsePrintoutText('LFG-Prüfung nach TP BF-StB B 8.3\nEvd = 40,1 MN/m²').deviceName).toBeUndefined();
  });
});

describe('parsePrintoutText: the serial number (decision 0680)', () => {
  it.each([
    ['ZORN INSTRUMENTS\nZFG 3000 GPS  Nr. 30417', '30417'],
    ['TERRATEST 5000 BLU\nSeriennummer: TT5-21884', 'TT5-21884'],
    ['HMP LFG-SW\nSerien-Nr. LFG-7731', 'LFG-7731'],
    ['Prima 100 LWD\nS/N 100-2231', '100-2231'],
    ['Leichtes Fallgewichtsgerät\nGeräte-Nr.: 0815', '0815'],
    ['Prima 100 LWD\nS/N 100-2231.', '100-2231'],
  ])('%j → %s', (text, serialNumber) => {
    expect(parsePrintoutText(text).serialNumber).toBe(serialNumber);
  });

  it('does not take a test or measurement number for the serial number', () => {
    expect(parsePrintoutText('TERRATEST 4000 USB\nPruefung Nr. 17\nEvd 37.4 MN/m2').serialNumber).toBeUndefined();
    expect(parsePrintoutText('Messung Nr. 12\nEvd = 40,1 MN/m²').serialNumber).toBeUndefined();
  });
});

describe('parsePrintoutText: whole printouts', () => {
  it('reads a complete Terratest printout', () => {
    const text = [
      'TERRATEST 4000 USB',
      'Leichtes Fallgewichtsgeraet',
      'Pruefung Nr. 17',
      '2025-05-14 10:12:55',
      "N 50°56.2211'  E 006°57.4410'",
      's1 0.612 s2 0.598 s3 0.601 mm',
      's/v 2.412 ms',
      'Evd 37.4 MN/m2',
    ].join('\n');
    expect(parsePrintoutText(text)).toEqual({
      evd: 37.4,
      dateTime: '2025-05-14T10:12',
      deviceName: 'Terratest 4000 USB',
      latG: 50,
      latM: 56.2211,
      lngG: 6,
      lngM: 57.441,
    });
  });

  it('returns an empty object for unrelated text', () => {
    expect(parsePrintoutText('Lieferschein\nKunde: Muster GmbH\nMenge 12 t')).toEqual({});
  });
});
