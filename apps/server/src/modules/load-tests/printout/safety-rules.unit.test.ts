// The safety rules of decisions 0739 and 0743: a value the printout does not clearly name as the
// test's — a calibration, print or report date, working hours, a status-bar clock, a required
// value, a number whose decimal separator seems lost, a number on a line whose label is not known
// as the Evd's, a clock in UTC — goes to "bitte prüfen" (or, for UTC, to the site's time) instead
// of being filled as read.
// Since decision 0750 also the vocabulary the seventh batch lacked: Spanish, Italian and Hungarian
// dates, clocks and labels, kN/m², direction words of other languages.
import { describe, expect, it } from 'vitest';
import { certainText, extractPrintoutFields, GERMANY } from './extract-fields.js';
import { parsePrintoutText } from './parse-printout-text.js';

const context = { now: new Date('2026-06-01T10:00:00Z'), area: GERMANY };
const read = (lines: string[]) => extractPrintoutFields(certainText(lines.join('\n')), context);
/** Each month's name (with its number) read in a date of the 5th of that month in 2025. */
const expectMonthNames = (date: (word: string) => string, months: [string, string][]) => {
  for (const [word, month] of months) expect(read([date(word)]).dateTime, word).toBe(`2025-${month}-05`);
};
/** The field is not filled but offered under "bitte prüfen". */
const expectReview = (fields: ReturnType<typeof read>, field: 'evd' | 'dateTime') => {
  expect(fields[field]).toBeUndefined();
  expect(fields.review?.[field]).toBeDefined();
};

describe('dates: only the one labelled as the test’s, or the only one, is filled', () => {
  it.each([
    ['26 czerwca 2025 r.', '2025-06-26'],
    ['1 października 2024', '2024-10-01'],
    ['3 wrzesnia 2024', '2024-09-03'],
    ['12 novembre 2025', '2025-11-12'],
    ['7 maggio 2024', '2024-05-07'],
    ['19. Jänner 2024', '2024-01-19'],
    ['2. Feber 2025', '2025-02-02'],
    ['14 juillet 2025', '2025-07-14'],
    ['08-0CT-2024', '2024-10-08'],
    // Czech, Danish and Norwegian (decision 0743).
    ['11. června 2025', '2025-06-11'],
    ['3. července 2024', '2024-07-03'],
    ['28. února 2025', '2025-02-28'],
    ['9. října 2024', '2024-10-09'],
    ['1. cervna 2025', '2025-06-01'],
    ['11. juni 2025', '2025-06-11'],
    ['5. marts 2025', '2025-03-05'],
    ['24. desember 2024', '2024-12-24'],
    // Spanish and Hungarian, the latter year first, its month's accent misread too (decision 0750).
    ['Fecha miércoles, 11 de junio de 2025', '2025-06-11'],
    ['3 de julio de 2024', '2024-07-03'],
    ['Mérés időpontja 2025. június 11.', '2025-06-11'],
    ['Mérés idépontja 2024. äprilis 5.', '2024-04-05'],
  ])('reads the month name in "%s"', (text, iso) => {
    expect(parsePrintoutText(text).dateTime).toBe(iso);
  });

  it('does not take a word between a day and a year for a month', () => {
    expect(parsePrintoutText('Messpunkt 12 Stösse 2024')).toEqual({});
  });

  it.each([
    [
      ['Świadectwo wzorcowania nr 118/W z dnia 22.09.2024', 'Data badania 26 czerwca 2025 r.', 'Godzina godz. 07:21'],
      '2025-06-26T07:21',
    ],
    // Czech: the calibration's expiry, the test, "Čas", the print date "Vytištěno" (decision 0743).
    [
      ['Kalibrace platná do 14.03.2026', 'Datum zkoušky 11. června 2025', 'Čas 14:02', 'Vytištěno 12.06.2025 07:40'],
      '2025-06-11T14:02',
    ],
  ])('takes the labelled test date, not the calibration or print date (%j)', (lines, iso) => {
    const fields = read([...lines, 'Data wydruku: 27.06.2025']);
    expect(fields.dateTime).toBe(iso);
    expect(fields.review?.dateTime).toBeUndefined();
  });

  it('sends a page with a calibration date and an unlabelled date it cannot tell apart to review', () => {
    // "Prüfung 14.05.2025" would name the test's date (decision 0800): a word that names nothing.
    const fields = read(['Eintrag 14.05.2025 10:12', 'Sonstiges 02.03.2024']);
    expect(fields.dateTime).toBeUndefined();
    expect(fields.review?.dateTime?.text).toContain('02.03.2024');
  });

  it('never fills a date named as another moment, even when it is the only one read', () => {
    for (const line of [
      'Kalibriert am 01.05.2023',
      'Druck 2025-02-01 07:41',
      'Aufgestellt: 29.01.2024',
      'Eichung 03.02.2024',
    ]) {
      const fields = read(['Evd 44,6 MN/m²', line]);
      expect(fields.dateTime, line).toBeUndefined();
      expect(fields.review?.dateTime, line).toBeDefined();
    }
  });

  it('takes the only date not named as another moment (an ISO timestamp, "T" read as 7)', () => {
    const fields = read(['2025-02-01707:38:45+01:00', 'Kalibriert bis 2026-03-31', 'Druck 2025-02-01 07:41']);
    expect(fields.dateTime).toBe('2025-02-01T07:38');
  });

  it('does not take a signature’s place and date for the test’s', () => {
    const fields = read(['Prüfdatum : 19. Jänner 2024', 'Uhrzeit : 17.28 Uhr', 'Linz, am 20. Jänner 2024']);
    expect(fields.dateTime).toBe('2024-01-19T17:28');
    expect(read(['Linz, am 20. Jänner 2024']).dateTime).toBeUndefined();
  });

  it('sends the only date read to review when another date on the page could not be read', () => {
    const fields = read(['Samstag, 25 05.2024', 'Uhrzeit 08:13', 'Aspe 26.05.2024']);
    expect(fields.dateTime).toBeUndefined();
    expect(fields.review?.dateTime).toBeDefined();
  });
});

describe('times: only one labelled as the test’s or beside its date is filled', () => {
  it('never takes working hours or a break for the test’s time', () => {
    const fields = read([
      'Sonntag, 28.01.2024',
      'Arbeitszeit 06:00 – 16:30 Uhr   Pause 12:00 – 12:30 Uhr',
      'Prüfpunkt Uhrzeit s1/s2/s3 s s/v Evd Soll',
      '[mm] [mm] [ms] [MN/m²] [MN/m²]',
      'P20 Str. A 15:25 0,699/0,654/0,682 0,676 2,90 33,3 ≥45',
      'Aufgestellt: 29.01.2024',
    ]);
    expect(fields.dateTime).toBe('2024-01-28T15:25');
    expect(fields.evd).toBe(33.3);
  });

  it('sends a date whose only time is a status bar’s clock to review', () => {
    const fields = read(['07:42  WLAN 73 %', 'Messpunkt 12', 'Mi., 17.04.2024', 'Evd 30,9 MN/m²']);
    expect(fields.dateTime).toBeUndefined();
    expect(fields.review?.dateTime).toBeDefined();
  });

  it('takes the time labelled in Polish or Italian', () => {
    expect(read(['Data badania 26 czerwca 2025 r.', 'Godzina godz. 07:21', 'Wydruk 09:40']).dateTime).toBe(
      '2025-06-26T07:21',
    );
    expect(read(['29 novembre 2025 – ore 14:32:07', '14:36']).dateTime).toBe('2025-11-29T14:32');
  });
});

describe('Evd and position: no required value, lost decimal separator or datum number is filled', () => {
  it('does not fill the value under a requirement caption ("≥" read as "=")', () => {
    const fields = read(['Grenzwert 10 kg / Ø 300 mm', 'Evd = 45 MN/m² ✗']);
    expect(fields.evd).toBeUndefined();
  });

  it('knows the Italian and Polish requirement words ("Soglia Evd = 45", "Wymagany moduł")', () => {
    expect(read(['Evd 101,3 MPa', 'Soglia Evd = 45 MPa: conforme']).evd).toBe(101.3);
    expect(read(['Evd 42,3 MN/m²', 'Wymagany moduł Evd = 45 MN/m²']).evd).toBe(42.3);
  });

  it('sends a value equal to a requirement printed on the page to review', () => {
    const fields = read(['Evd 45,0 MN/m²', 'Anforderung: Evd ≥ 45,0 MN/m²']);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toBeDefined();
  });

  it('sends a whole number of three digits to review on a page that prints decimals', () => {
    const fields = read(['s1/s2/s3 [mm] 0,967 0,985 1,022', 'Mittlere Setzung 1,009 mm', 'Evd 223 MN/m²']);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toBeDefined();
    expect(read(['Evd 22,3 MN/m²', 'Mittlere Setzung 1,009 mm']).evd).toBe(22.3);
  });

  it('sends a value below the device’s measuring range to review (a first digit lost: "5,0" for 95,0)', () => {
    const fields = read(['s [mm] 0,237', 'Evd [MN/m²] 5,0']);
    expect(fields.evd).toBeUndefined();
    expect(fields.review?.evd).toBeDefined();
  });

  it('does not take a distance in metres below the label for the Evd', () => {
    expect(read(['Evd [MN/m²]', '50 m © OpenStreetMap']).evd).toBeUndefined();
  });

  it('does not take a geodetic datum’s number for degrees ("WGS 84 52.10310 N")', () => {
    expect(parsePrintoutText('Koordinaten WGS 84 52.10310 N / 11.99340 E')).toEqual({
      latG: 52,
      latM: 6.186,
      lngG: 11,
      lngM: 59.604,
    });
  });

  it('does not take numbered settlements one a line ("S1 0.238 MM") for a southern latitude', () => {
    expect(parsePrintoutText('S1 0.238 MM\nS2 0.227 MM\nS3 0.248 MM\nGPS 4855.5228N\n01112.6227E')).toEqual({
      latG: 48,
      latM: 55.5228,
      lngG: 11,
      lngM: 12.6227,
    });
  });

  it('reads a geo URI as the position', () => {
    expect(parsePrintoutText('geo:48.28029,11.21548')).toEqual({ latG: 48, latM: 16.8174, lngG: 11, lngM: 12.9288 });
  });
});

describe('decision 0743: unknown labels, UTC timestamps, Czech and Danish month names', () => {
  it('takes a Scandinavian "Kl. 14.02" as the time', () => {
    expect(read(['Dato 11. juni 2025', 'Kl. 14.02', "Position 50°07,407' N"]).dateTime).toBe('2025-06-11T14:02');
  });

  it('never fills the number of a line whose label before "Evd" it does not know ("Grænse: Evd ≥ 45", "≥" misread)', () => {
    expectReview(read(['Grænse Evd = 45 MN/m² - opfyldt']), 'evd');
    // The line named as the Evd's wins over it; known words in front of the label keep their value.
    expect(read(['Evd 44,6 MN/m²', 'Grænse Evd = 45 MN/m²']).evd).toBe(44.6);
    expect(read(['Dynamický modul deformace Evd 44,6 MPa']).evd).toBe(44.6);
    expect(read(['s 0,497 mm Evd 45,3 MN/m²']).evd).toBe(45.3);
    // A known word misread by one letter or cut short still names the Evd.
    expect(read(['Dynamiczny modut odksztalcenia Evd 92,6 MN/m²']).evd).toBe(92.6);
    expect(read(['Dyn. Veriormungsmodul Evd 42,3 MN/m²']).evd).toBe(42.3);
    expect(read(['mouule dynamique Evd : 43,9 MPa']).evd).toBe(43.9);
    // The mean of several tests is not the test's Evd.
    expect(read(['Mittelwert Evd: 53,4 MN/m²']).evd).toBeUndefined();
  });

  it('converts a timestamp marked as UTC to the site’s time, preferring the local one printed beside it', () => {
    // Only the UTC timestamp: converted (summer time, +2 h; winter time, +1 h).
    expect(read(['"timestamp_utc": "2025-06-11T12:02:11Z",', '"Evd": 44.6,']).dateTime).toBe('2025-06-11T14:02');
    expect(read(['Test 2025-01-15 23:30 UTC']).dateTime).toBe('2025-01-16T00:30');
    // The UTC one above the local one: the local one is taken.
    const both = read([
      '"timestamp_utc": "2025-06-11T12:02:11Z",',
      '"timestamp_local": "2025-06-11 14:02:11",',
      '"exported_utc": "2025-06-12T05:41:09Z"',
    ]);
    expect(both.dateTime).toBe('2025-06-11T14:02');
    expect(both.review?.dateTime).toBeUndefined();
    // A UTC date without its clock: the site's day is not known.
    expectReview(read(['Date (UTC) 2025-06-11']), 'dateTime');
  });

  it('never takes a clock in UTC as the local time of a date printed elsewhere', () => {
    const fields = read(['Datum 11.06.2025', 'Zeit (UTC) 12:02']);
    expect(fields.dateTime).not.toBe('2025-06-11T12:02');
  });
});

describe('decision 0743: slashed dates, data exports, chats, unread dates, other notations', () => {
  it('reads "06/11/2025" month first under "DATE FORMAT: MM/DD/YYYY", day first otherwise', () => {
    expect(read(['DATE FORMAT: MM/DD/YYYY', 'TEST DATE   06/11/2025', 'TEST TIME   14:02:11 (24H)']).dateTime).toBe(
      '2025-06-11T14:02',
    );
    // Month first only because "21" can be no month: offered for review, not filled.
    expectReview(read(['TEST DATE   06/21/2025', 'TEST TIME   14:02']), 'dateTime');
    expect(read(['Datum 06/11/2025 14:02']).dateTime).toBe('2025-11-06T14:02');
  });

  it('reads a data export’s quoted key ("Evd": 31.6)', () => {
    expect(read(['"Evd": 31.6,', '"Evd required": 45.0,']).evd).toBe(31.6);
  });

  it('sends "59:9" (a decimal misread as a colon) to review', () => {
    expectReview(read(['"Evd": 59:9;', '"Evd_required": 45.0,']), 'evd');
  });

  it('reads no date across two lines ("battery_v": 7.10, / 21 …)', () => {
    const fields = read(['7 "timestamp_local": "2024-03-09 13:46:36",', '20 "battery_v": 7.10,', '21 "x": 1']);
    expect(fields.dateTime).toBe('2024-03-09T13:46');
    expect(fields.review?.dateTime).toBeUndefined();
  });

  it('reads a chat: the time "um 10:28" beside the Evd, not the messages’ sending times; a map link’s position', () => {
    const fields = read([
      '11:20 5G 39%',
      '10. März 2024',
      'Punkt 8 an der Zufahrt ist durch 10:34',
      'Evd 23,6 um 10:28',
      'Soll war = 45, muss nachverdichtet werden 10:39',
      'maps.google.com/?q=53.145318,14.237874',
    ]);
    expect(fields.dateTime).toBe('2024-03-10T10:28');
    expect(fields.evd).toBe(23.6);
    expect([fields.latG, fields.lngG]).toEqual([53, 14]);
  });

  it('sends the only date read to review when the line labelled as the test’s date could not be read', () => {
    expectReview(
      read(['Datum zkousky 27. zäafl 2025', 'Cas 09:03', 'Teplota 6 °C WtiSténo 28.09.2025 07:40']),
      'dateTime',
    );
  });

  it('knows print dates and requirements in Czech and Danish ("Vytištěno", "Udskrevet", "Požadovaná", "Krav")', () => {
    for (const line of ['Vytištěno 28.09.2025 07:40', 'Udskrevet 12.06.2025 07:15']) {
      const fields = read(['Evd 44,6 MN/m²', line]);
      expect(fields.dateTime, line).toBeUndefined();
    }
    expect(read(['Požadovaná hodnota Evd = 45 MPa']).review?.evd).toBeUndefined();
    expect(read(['Krav: Evd = 45 MN/m²']).review?.evd).toBeUndefined();
  });

  it('reads the Evd’s name in brackets after its label ("Evd (dynamisk modul) 60,1")', () => {
    expect(read(['Evd (dynamisk modul) 60,1 MN/m²', 'Krav Evd = 45 MN/m² - opfyldt']).evd).toBe(60.1);
    expect(read(['Evd (Krav) 45 MN/m²']).evd).toBeUndefined();
  });

  it('never takes a calibration due date for the test’s', () => {
    // Day first a valid date (3 November 2025), and the only one on the page.
    expectReview(read(['CAL DUE 03/11/2025', 'EVD 48.2 MPA']), 'dateTime');
  });
});

describe('decision 0747: a footnote mark or extra digit on the Evd', () => {
  it('sends an Evd with a digit beyond the device’s 0.1 MN/m² to review, offering it without that digit', () => {
    // "67,7¹": the footnote mark read as a digit.
    const fields = read(['Datum 11.06.2025', 'Uhrzeit 14:02 Uhr', 'Evd 67,71 MN/m²', 'Anforderung ≥ 45,0 MN/m²']);
    expectReview(fields, 'evd');
    expect(fields.review?.evd?.candidates?.[0]).toBe(67.7);
    // A trailing zero is no extra digit ("45,30 N/mm²" is 45.3).
    expect(read(['Evd 45,30 MN/m²']).evd).toBe(45.3);
    // A page that prints its Evd-like numbers with two decimals: its own notation.
    expect(read(['Evd 67,71 MN/m²', 'Anforderung ≥ 45,00 MN/m²']).evd).toBe(67.71);
  });
});

describe('decision 0747: a page with two tests of the same quantities', () => {
  const columns = (header: string[], caption: string[]) => [
    'LFG-Auswertung 3.1 - Vergleichsausdruck',
    ...header,
    'DATUM 11.06.25 DATUM 11.06.25',
    'ZEIT 12:27 ZEIT 14:02',
    "N 50° 12.3456' N 50° 12.3461'",
    "E 8° 41.2210' E 8° 41.2216'",
    'S/V 2.31 MS S/V 2.12 MS',
    'EVD 38.2 MN/M2 EVD 52.4 MN/M2',
    ...caption,
  ];
  const right = { evd: 52.4, dateTime: '2025-06-11T14:02', latG: 50, latM: 12.3461, lngG: 8, lngM: 41.2216 };

  it('takes every field from the test the caption names ("Versuch 2 (rechte Spalte)", "right column")', () => {
    for (const caption of ['Maßgebend für die Abnahme ist Versuch 2 (rechte Spalte).', 'Valid: right column'])
      expect(read(columns(['VERSUCH 1 VERSUCH 2'], [caption])), caption).toMatchObject(right);
    expect(read(columns(['VERSUCH 1 VERSUCH 2'], ['Maßgebend ist Versuch 1.']))).toMatchObject({
      evd: 38.2,
      dateTime: '2025-06-11T12:27',
      latM: 12.3456,
    });
  });

  it('takes every field from the test its header marks as valid ("vor" / "nach Nachverdichtung")', () => {
    const header = ['VERSUCH 1 (vor Nachverdichtung) VERSUCH 2 (nach Nachverdichtung)'];
    expect(read(columns(header, []))).toMatchObject(right);
    // The columns' cells read one under the other: each label twice in a row.
    const stacked = columns(header, []).flatMap((line) => {
      const words = line.split(' ');
      const again = words.indexOf(words[0]!, 1);
      return again > 1 ? [words.slice(0, again).join(' '), words.slice(again).join(' ')] : [line];
    });
    expect(stacked).toContain('ZEIT 14:02');
    expect(read(stacked)).toMatchObject(right);
  });

  it('does not take a static test beside the dynamic one for a second test ("Evd = 45,3" beside "Ev2 = 98,1")', () => {
    const fields = read([
      'Uhrzeit 10:14:07 Uhrzeit 10:45:21',
      'Gerät ZFG 3000, SN 1187 Gerät PDG-60, SN 0512',
      'Platte 300 mm, 10 kg Platte 300 mm, 0,500 MN/m²',
      'Evd = 45,3 MN/m² Ev2 = 98,1 MN/m²',
      'Datum 11.06.2025',
    ]);
    expect(fields.evd).toBe(45.3);
  });

  it('never mixes the tests when nothing says which counts: the fields they disagree on go to review', () => {
    const fields = read(columns(['VERSUCH 1 VERSUCH 2'], []));
    expectReview(fields, 'evd');
    expect(fields.review?.evd?.candidates).toEqual([38.2, 52.4]);
    expectReview(fields, 'dateTime');
    expect(fields.latM).toBeUndefined();
    expect(fields.review?.latitude).toBeDefined();
  });
});

describe('decision 0747: the clocks of a table whose header marks them as UTC', () => {
  it('never takes a table row’s UTC clock for the local time of the test', () => {
    const table = ['Zuletzt synchronisiert 12.06.2025 06:58', 'Nr. Datum Zeit (UTC) s [mm] Evd [MN/m²]'];
    // A blurred portal's list as read: the details' local clock ("09.57.05") not read as a clock.
    const portal = read([
      'Zuletzt synchronessent 26.06.2025 06:58 - Zeiten in der Tabelle: UTC',
      'Nr. Datum Zeit (UTC) s (mm) siv [ms] Evd =) Sn',
      '% 25.06.2025 08:35 1.082 3.60 20.8 cht erful',
      '93 25.06.2025 07:57 1,210 3.49 186 nicht erfulit',
      '91 24.06.2025 09:32 1.442 404 156 cht erful',
      'Details Messpunkt 93',
      '| 1 t, MESZ 25.06.2025 09.57.05',
      'Evd 18,6 MN/m*',
    ]);
    expect(portal.dateTime).toBeUndefined();
    // The row alone: its clock is UTC, never filled as the local 12:02.
    const one = read([table[1]!, '14 11.06.2025 12:02 0,497 45,3 erfüllt']);
    expect(one.dateTime).not.toBe('2025-06-11T12:02');
    // With the sync time beside it, the page has two dates and no local clock of the test: review.
    const synced = read([...table, '14 11.06.2025 12:02 0,497 45,3 erfüllt']);
    expect(synced.dateTime).toBeUndefined();
    expect(synced.review?.dateTime?.text).not.toContain('T12:02');
    // The local time printed below the table (its label ends the table) wins over the rows.
    const details = read([
      ...table,
      '15 11.06.2025 13:10 0,601 37,4 nicht erfüllt',
      '14 11.06.2025 12:02 0,497 45,3 erfüllt',
      'Datum / Uhrzeit (Ortszeit, MESZ) 11.06.2025 14:02:11',
    ]);
    expect(details.dateTime).toBe('2025-06-11T14:02');
  });
});

describe('decision 0747: no position from a line of another quantity', () => {
  it('does not take numbered settlements read as "53 * 0,407" for a position', () => {
    const fields = read(['Setzungen 51 /52 / 53 * 0,407 / 0,393 / 0,406 mm', 'GPS 9.79018E']);
    expect(fields.latG).toBeUndefined();
    expect(fields.lngG).toBe(9);
    // A position with its degree signs beside a column of settlements stays a position.
    expect(read(['+50.956920°, +11.689960° 0,312 / 0,318 / 0,305 mm'])).toMatchObject({ latG: 50, lngG: 11 });
  });
});

describe('decision 0750: Spanish, Italian and Hungarian vocabulary, kN/m², direction words', () => {
  it('reads the Hungarian "2025. 06. 12.", never "06. 12. 07" of "2025. 06. 12. 07:52" as a date of its own', () => {
    const fields = read([
      'Mérés időpontja 2024. április 5. 12:58',
      'Kalibrálva: 2023. 11. 14. Nyomtatva: 2024. 04. 06. 07:52',
    ]);
    expect(fields.dateTime).toBe('2024-04-05T12:58');
    expect(parsePrintoutText('Dátum: 2025. 06. 12.').dateTime).toBe('2025-06-12');
  });

  it('takes the Italian clock with a point after "ore" as the time, not a print time "alle ore 08.15"', () => {
    const fields = read(['Data della prova 12/07/2024', 'Ora ore 14.23', 'Stampato il 13/07/2024 alle ore 08.15']);
    expect(fields.dateTime).toBe('2024-07-12T14:23');
  });

  it('knows the Evd’s name and the requirement in Spanish and Hungarian', () => {
    expect(read(['Módulo dinámico Evd 22,3 MN/m²']).evd).toBe(22.3);
    expect(read(['Dinamikus modulus Evd 40,6 MPa']).evd).toBe(40.6);
    // "≥" read as "=": a requirement word before the label makes it no measurement.
    expect(read(['Valor exigido Evd = 45 MN/m²']).evd).toBeUndefined();
    expect(read(['Előírt érték Evd = 45 MPa']).evd).toBeUndefined();
  });

  it('converts an Evd in kN/m² to MN/m² where the notation is unambiguous, else sends it to review', () => {
    const fields = read(['Dyn. Verformungsmodul Evd 48 200 kN/m²', 'Anforderung Evd ≥ 45 000 kN/m²']);
    expect(fields.evd).toBe(48.2);
    expect(read(['Evd 41 000 kN/m?']).evd).toBe(41);
    // A point may separate thousands or decimals: not filled.
    expectReview(read(['Dyn. Verformungsmodul Evd 48.200 kN/m²']), 'evd');
  });

  it('reads hemisphere words of other languages and the Hungarian É/K (its accent lost too)', () => {
    const position = { latG: 50, latM: 7.407, lngG: 14, lngM: 34.0734 };
    expect(read(['Coordonnées 50,12345 Nord — 14,56789 Est'])).toMatchObject(position);
    expect(read(["Koordináták (WGS 84) É 50° 07,4070'   K 14° 34,0734'"])).toMatchObject(position);
    expect(read(["Koordinatak (WGS 84) E 50° 07,4070' K14° 34,0734'"])).toMatchObject(position);
    // An abbreviated label's point before the number, a dash between the two positions.
    expect(read(['Coordenadas Lat. 50,12345° N   Long. 14,56789° E'])).toMatchObject(position);
    expect(read(['Coordinate GPS 50°07\'24,4" N - 14°34\'04,4" E'])).toMatchObject({ latG: 50, lngG: 14 });
    // The minutes' apostrophe read as a quote (decision 0750).
    expect(read(['Coordonnées 51° 46\' 45,5" Nord — 9° 37" 14,2" Est'])).toMatchObject({
      latG: 51,
      latM: 46.7583,
      lngG: 9,
      lngM: 37.2367,
    });
    // A kelvin temperature is no east.
    expect(read(['Temperatur 1234,56 K']).lngG).toBeUndefined();
  });

  it('takes the clock of the one diary entry naming the test; a meeting’s date ("Termin") is not the test’s', () => {
    const diary = [
      'Neubau Kita Sonnenhof, Außenanlagen · Freitag, 05.12.2025',
      '05:55 Walzenzug 12 t und Rüttelplatte vor Ort, Planum Feld B abgezogen.',
      '06:50 Anlieferung Schotter 0/32, drei Fuhren zu je 24,5 t,',
      '08:45 Dynamischer Plattendruckversuch an MP 221, Ergebnis Evd =',
      '25,1 MN/m² bei mittlerer Setzung 0,896 mm;',
      '09:25 Besprechung mit Bauherr wegen Pflasterflächen, Termin 12.12.2025.',
    ];
    expect(read(diary).dateTime).toBe('2025-12-05T08:45');
    // "Fuhren" is no "Uhr": without the entry naming the test, no clock is the test's.
    const withoutTest = read(diary.filter((line) => !/Evd|MN/.test(line)));
    expectReview(withoutTest, 'dateTime');
  });

  it('takes an invoice’s date of service, not the invoice or due date; a "Plattendruckversuch" line is no print line', () => {
    const fields = read([
      'Rechnungs-Nr. R-2025-491 Rechnungsdatum 28.10.2025',
      'Kunden-Nr. 10442 Leistungsdatum 19.10.2025',
      '2 Dyn. Plattendruckversuch MP 91, 19.10.2025 13:28 Uhr 1 48,50 € 48,50 €',
      'Zahlbar bis 11.11.2025 ohne Abzug.',
    ]);
    expect(fields.dateTime).toBe('2025-10-19T13:28');
    // A calculation ("Berechnung") is no invoice.
    expect(read(['Berechnung 12.03.2025 10:14', 'Evd 45,3 MN/m²']).dateTime).toBe('2025-03-12T10:14');
  });
});

describe('decision 0754: calibration dates abbreviated, a form’s requirement line', () => {
  it('never takes a calibration date for the test’s, abbreviated ("Kal.", "Cal.") or written out', () => {
    // The title line's date not read: the status line's calibration date is the only one left.
    for (const status of ['Akku 53 % Kal. 28.05.2024', 'Batt 53 % Cal. 28.05.2024', 'kalibriert 28.05.2024'])
      expectReview(read(['DPM-3 Test 12', 'Evd MN/m²', '37,9', status]), 'dateTime');
    expect(read(['Test 12 Do 23.01.25 06:55', 'Evd 37,9 MN/m²', 'Akku 53 % Kal. 28.05.2024']).dateTime).toBe(
      '2025-01-23T06:55',
    );
  });

  it('never takes a filing date for the test’s when the title’s date with a month name was misread ("27, April 2024")', () => {
    const page = ['Prüfprotokoll Nr. 47 vom Samstag, 27, April 2024, 07:46 Uhr', 'Evd 88,2 MN/m²'];
    expectReview(read([...page, 'Ordner QS, Register 4 ~ 29.04.2024']), 'dateTime');
    expect(read(['Prüfprotokoll Nr. 47 vom Samstag, 27. April 2024, 07:46 Uhr', 'Evd 88,2 MN/m²']).dateTime).toBe(
      '2024-04-27T07:46',
    );
  });

  it('never fills the Evd from a form’s requirement line offering both verdicts to tick ("≥" read as "=")', () => {
    const form = ['Evd [1][0]3],[5] MN/m²', 'Evd = 45 MN/m² [x] erfüllt [ ] nicht erfüllt'];
    expect(read(form).evd).toBeUndefined();
    expect(read(['Evd = 45 MN/m² x erfullt | nicht erfüllt']).evd).toBeUndefined();
    // One verdict after the measured value is no requirement line.
    expect(read(['Evd = 48,2 MN/m² erfüllt']).evd).toBe(48.2);
    expect(read(['Evd 103,5 MN/m²', 'Evd = 45 MN/m² [x] erfüllt [ ] nicht erfüllt']).evd).toBe(103.5);
  });
});

describe('decision 0756: uncertainty, the symbol before its name, wrapped values, footnotes, vocabulary', () => {
  it('drops a value’s expanded uncertainty ("± 1,9 MN/m²", "±" read as "+"), never offering it as a candidate', () => {
    const report = [
      'Dyn. Verformungsmodul Evd 32,4 MN/m² + 1,9 MN/m²',
      'Ergebnis: Evd = 32,4 + 1,9 MN/m2 (k = 2).',
      'mittlere Setzung s 0,694 mm ± 0,028 mm',
    ];
    expect(read(report).evd).toBe(32.4);
    expect(read(['Evd 45,3 ± 3,0 MN/m²']).evd).toBe(45.3);
    expect(read(['Evd 45,3 MN/m² +/- 3,0 MN/m²']).evd).toBe(45.3);
    expect(read(['Ergebnis: Evd = 88,6 £ 5,3 MN/m? (k = 2).']).evd).toBe(88.6);
    // A plus between numbers of which the second carries no unit is no uncertainty: a formula stays one.
    expect(read(['Evd = 22,5 + 3,1']).evd).toBeUndefined();
    expect(read(['Evd = 22,5 + 30,1 MN/m²']).evd).toBeUndefined();
  });

  it('reads the Evd’s symbol before its name in brackets ("Evd (dyn. Verformungsmodul) = 60,2 MN/m²")', () => {
    expect(read(['Evd (dyn. Verformungsmodul) = 60,2 MN/m2', 'Anforderung Evd >= 45,0 MN/m2']).evd).toBe(60.2);
  });

  it('never fills the first part of a value a printer wrapped onto the next line ("= 60" / ",2 MN/m2")', () => {
    for (const rest of [',2 MN/m2', "'2 MN/m2", '0,2 MN/m²'])
      expectReview(read(['Evd (dyn. Verformungsmodul) = 60', rest, 'Anforderung Evd >= 45,0 MN/m2']), 'evd');
    // A unit alone below the value (a display) does not cut it.
    expect(read(['Evd = 45,3', 'MN/m²']).evd).toBe(45.3);
  });

  it('takes a value after a mark right behind its label ("Evd /57,9", a stain’s edge); a division stays a formula', () => {
    expect(read(['Evd /57,9 MN/m²']).evd).toBe(57.9);
    expect(read(['Evd = 22,5 / 0,497 mm']).evd).toBeUndefined();
  });

  it('takes the tenths when the extra digit is a footnote printed below ("67,7¹" read "67,7!")', () => {
    const page = (value: string, footnote: string) => [`Evd ${value} MN/m²`, 'Bewertung erfüllt', footnote];
    expect(read(page('67,7!', '1 Mittel aus drei Messstößen')).evd).toBe(67.7);
    expect(read(page('106,91', '1 Mittel aus drei Messstößen')).evd).toBe(106.9);
    // No such footnote: the value without the digit is only offered.
    expectReview(read(page('67,71', '2 ZTV E-StB 17')), 'evd');
  });

  it('reads Turkish, Portuguese and Romanian dates and labels; filing and print words name other moments', () => {
    const turkish = [
      'Tarih 22 Nisan 2024 Pazartesi',
      'Saat 13:42',
      'Dinamik deformasyon modiilii Evd 28,4 MN/m?',
      'Gerekli deger Evd = 45 MN/m? - UYGUN DEGIL',
      'Kalibrasyon: 15.05.2023 - Yazdirildi: 23.04.2024 08:10',
    ];
    expect(read(turkish)).toMatchObject({ evd: 28.4, dateTime: '2024-04-22T13:42' });
    // The same name read with its accents.
    expect(read(['Dinamik deformasyon modülü Evd 28,5 MN/m²', 'Gerekli deger Evd = 45 MN/m²']).evd).toBe(28.5);
    expect(read(['Data do ensaio 3 de março de 2025 10:12']).dateTime).toBe('2025-03-03T10:12');
    expect(read(['Data 14 octombrie 2024 09:30']).dateTime).toBe('2024-10-14T09:30');
    const filed = ['Prüfprotokoll Nr. 49 vom Donnerstag, 27. Februar 2025, 16:26 Uhr', 'Evd 88,4 MN/m²'];
    expect(read([...filed, 'Abgelegt: Ordner QS, Register 4 — 01.03.2025 16:30']).dateTime).toBe('2025-02-27T16:26');
  });

  it('knows requirement words and document dates of other languages ("Valor mínimo", "Stand", "Emitido")', () => {
    for (const requirement of ['Valor mínimo Evd 45 MN/m²', 'Valoare cerută Evd 45 MN/m²', 'Vaatimus Evd 45 MN/m²'])
      expect(read(['Evd 38,2 MN/m²', requirement]).evd).toBe(38.2);
    expect(read(['Módulo dinâmico Evd 38,2 MN/m²']).evd).toBe(38.2);
    for (const moment of ['Stand 24.12.2025', 'Emitido em 24.12.2025', 'Tipărit 24.12.2025'])
      expectReview(read(['Evd 38,2 MN/m²', moment]), 'dateTime');
  });

  it('reads a month name with one letter misread ("mércius", "Fcbruar") when only one month is that near', () => {
    expect(read(['Mérés időpontja 2024. mércius 17. 11:57', 'Evd 38,2 MPa']).dateTime).toBe('2024-03-17T11:57');
    expect(read(['Datum 12 Fcbruar 2025 10:00']).dateTime).toBe('2025-02-12T10:00');
    // "jusio" is one letter from "junio" and from "julio": no month; a word of four letters is too short.
    expect(read(['Fecha 12 jusio 2025 10:00']).dateTime).toBeUndefined();
    expect(read(['Datum 5 Mürz 2024 10:00']).dateTime).toBeUndefined();
  });

  it('reads a value behind specks a fax leaves between label and value ("Evd © 96,5", "Evd ~ . 75,9")', () => {
    expect(read(['Evd © 96,5 N/mm²']).evd).toBe(96.5);
    expect(read(['Evd ~ . 75,9 N/mm²']).evd).toBe(75.9);
    // A letter or digit between them still makes it another line.
    expectReview(read(['Evd i © 58,0 N/mm²']), 'evd');
  });

  it('sends a labelled date or position it cannot read to "bitte prüfen" with its line, never a value', () => {
    const form = [
      'Datum |0/8|./0|5|.|2|0|2|5|',
      'Breite N 15/0 |2|8||9|6|2|',
      'Länge E 11|ı) |z|4|,|8|9|5l',
      'Kalibriert |1|1ı].|0|8].|2|0|2|4|',
    ];
    const fields = read(form);
    for (const field of ['dateTime', 'latitude', 'longitude'] as const) {
      expect(fields.review?.[field]?.text).toBeDefined();
      expect(fields.review?.[field]?.candidates).toBeUndefined();
    }
    expect(fields.review?.dateTime?.text).toBe('Datum |0/8|./0|5|.|2|0|2|5|');
    expect([fields.dateTime, fields.latG, fields.lngG]).toEqual([undefined, undefined, undefined]);
    // A label without digits, or a date of another moment, is nothing to check.
    expect(read(['Datum / Uhrzeit', 'Evd 45,3 MN/m²']).review).toBeUndefined();
    expect(read(['Kalibrierdatum |1|1|.|0|8|', 'Evd 45,3 MN/m²']).review).toBeUndefined();
  });

  it('reads a date run together ("25MAY25"); "PRT" is a print line', () => {
    const label = ['MP 187 25MAY25 13:57', 'EVD 106.6 MN/M2 S/V 2.18', 'PRT 26MAY25 07:40 2,4 KG'];
    expect(read(label).dateTime).toBe('2025-05-25T13:57');
    expect(read(['Probe 03DEC2024 08:15']).dateTime).toBe('2024-12-03T08:15');
  });
});

describe('decision 0760: messages, ISO times, data exports, map links, the unit before the value', () => {
  const sms = (time: string) => [
    '08:41 5G 92 %',
    '< LFG 20817',
    '30.10.2025 06:58',
    'LFG 20817: Kalibrierung fällig am',
    '26.11.2025. Bitte Termin vereinbaren.',
    'Heute 08:35',
    'LFG 20817 Messung Nr. 168',
    time,
    'Evd: 108,9 MN/m2',
    '08:35 - zugestellt',
    'Textnachricht',
  ];

  it('never takes a message’s time line ("30.10.2025 06:58" above an older SMS) for the test’s moment', () => {
    // The test's time not read at all: the older message's date and clock are the only ones left.
    expectReview(read(sms('Zeit: 2025-11-')), 'dateTime');
    // Its date read but not its clock: the messages' clocks ("Heute 08:35", "08:35 - zugestellt")
    // are not the test's either.
    expectReview(read(sms('Zeit: 2025-11-02T')), 'dateTime');
    // The same line on a page that is no message is a date and clock like any other.
    expect(read(['30.10.2025 06:58', 'Evd: 108,9 MN/m2']).dateTime).toBe('2025-10-30T06:58');
    // A chat's day chip (a date without a clock) still names the day of the messages below it.
    expect(read(['11. Juni 2025', 'Evd 48,2 um 14:02', 'gelesen']).dateTime).toBe('2025-06-11T14:02');
  });

  it('reads an ISO time whose "T" was read with a 7 beside it ("2025-01-267T17:32", "2024-05-25T708:38")', () => {
    expect(read(sms('Zeit: 2025-11-02T08:30:41+01:00')).dateTime).toBe('2025-11-02T08:30');
    expect(read(sms('Zeit: 2025-01-267T17:32:32+01:00')).dateTime).toBe('2025-01-26T17:32');
    expect(read(sms('Zeit: 2024-05-25T708:38:19+02:00')).dateTime).toBe('2024-05-25T08:38');
    expect(read(['Zeit: 2024-01-047T16:23:57+01:00']).dateTime).toBe('2024-01-04T16:23');
  });

  it('reads a data export’s row by its header’s columns ("Nr;Datum;Uhrzeit;…;Evd;Soll;Breite;Laenge")', () => {
    const csv = [
      '# LFG-Manager 4.1;Geraet 20817;exportiert 2025-01-30 09:12',
      'Nr;Datum;Uhrzeit;s1;s2;s3;s_mittel;s/v;Evd;Soll;Breite;Laenge',
      // The units row (";;;mm;…") read with its first cells as a number: no value.
      '35 ; mm; mm; mm; mm; ms ;MN/m2;MN/m2; Grad; Grad',
      '67;28.01.2025;07:06:00;0,243;0,232;0,245;0,236;2,64;95,3;45,0;53,430554;11,243471',
    ];
    expect(read(csv)).toMatchObject({ evd: 95.3, dateTime: '2025-01-28T07:06', latG: 53, lngG: 11 });
    expect(read(csv).review).toBeUndefined();
    // Two data rows are two tests: neither is taken by its place.
    const twoRows = [
      ...csv.slice(0, 2),
      ';;;mm;mm;mm;mm;ms;MN/m2;MN/m2;Grad;Grad',
      csv[3]!,
      '68;28.01.2025;07:19:00;0,243;0,232;0,245;0,236;2,64;61,0;45,0;53,430554;11,243471',
    ];
    expect(read(twoRows).evd).toBeUndefined();
  });

  it('reads a map link’s position when "?q=" was misread ("79=", "?0=") after the map’s address', () => {
    for (const query of ['79=53.167068,14.658029', '?0=53.167068,14.658029', '70=53.167068,14.658029']) {
      const fields = read(['Evd: 108,9 MN/m2', 'Pos:', 'https://maps.google.com/', query]);
      expect([fields.latG, fields.lngG], query).toEqual([53, 14]);
    }
    expect(read(['maps.google.com/79=53.167068,14.658029']).latG).toBe(53);
    // Without a map's address the pair is two numbers and nothing else.
    expect(read(['Evd: 108,9 MN/m2', 'Pos:', 'Zähler', '79=53.167068,14.658029']).latG).toBeUndefined();
  });

  it('reads a value with its unit before it ("Evd (dyn. Verformungsmodul)  N/mm²  34,8")', () => {
    expect(read(['Evd (dyn. Verformungsmodul) N/mm² 34,8', 'Anforderung Evd N/mm² ≥ 45']).evd).toBe(34.8);
    // A digit before the value is still a split number.
    expectReview(read(['Evd = 2 2,8 MN/m²']), 'evd');
  });

  it('reads a date after a weekday whose letters look like digits ("Do, 19.06.2025", "So, 01.06.2025")', () => {
    expect(read(['Prüfdatum: Do, 19.06.2025 Uhrzeit: 14:00 Uhr']).dateTime).toBe('2025-06-19T14:00');
    expect(read(['Prüfdatum: So, 01.06.2025 Uhrzeit: 14:00 Uhr']).dateTime).toBe('2025-06-01T14:00');
  });

  it('knows Croatian labels: "Vrijeme" as the clock, "Ispisano" as the print, "Zahtjev" as the requirement', () => {
    const croatian = [
      'Datum 25. 2. 2024.',
      'Vrijeme 11:06 h',
      'Dinamički modul deformacije Evd 70,8 MN/m²',
      'Zahtjev Evd 2 45 MN/m² - zadovoljava',
      'Ispisano: 26. 2. 2024. u 07:40',
    ];
    expect(read(croatian)).toMatchObject({ evd: 70.8, dateTime: '2024-02-25T11:06' });
    expect(read(croatian).review).toBeUndefined();
  });

  it('reads Ukrainian and Russian words in Cyrillic and as the Latin-only OCR reads them ("Bumora", "Yac", "4epBHa")', () => {
    const ukrainian = [
      '[ata BunpobyBaHHA 20 4epBHa 2025 p.',
      'Yac 07:29',
      'Evd 23,5 MN/m²',
      'Bumora Evd = 45 MH/M?2 — He BianoBsiaae',
      'MNosipka npunany 02.05.2024',
      'HappykosaHo 21.06.2025 o 08:05',
    ];
    expect(read(ukrainian)).toMatchObject({ evd: 23.5, dateTime: '2025-06-20T07:29' });
    expect(read(ukrainian).review).toBeUndefined();
    const cyrillic = [
      'Дата 14 березня 2025 р.',
      'Час 14:32',
      'Evd 48,2 MN/m²',
      'Вимога Evd = 45 MN/m²',
      'Надруковано 15.03.2025 08:05',
    ];
    expect(read(cyrillic)).toMatchObject({ evd: 48.2, dateTime: '2025-03-14T14:32' });
    for (const [month, iso] of [
      ['nuctonapa', '2025-11-03'],
      ['»xoBTHSA', '2025-10-03'],
      ['KBiTHa', '2025-04-03'],
      ['rpyaHa', '2025-12-03'],
      ['nunHsa', '2025-07-03'],
    ])
      expect(read([`Data 3 ${month} 2025 p.`]).dateTime, month).toBe(iso);
  });

  it('never takes another date for the test’s when a Cyrillic date ("28 xo8TtTHA 2025 p.") could not be read', () => {
    expectReview(
      // The print line's word not read as one either: its date is the only one left.
      read(['Nara sunpobysarmn 28 xo8TtTHA 2025 p.', 'Evd 46,0 MN/m²', 'Hxqqzwosano 29.10.2025 o 08:05']),
      'dateTime',
    );
  });

  it('takes "Messung vom" as the test’s date label, not a taskbar’s date below it', () => {
    const monitor = ['Messung vom 26.10.2025 11:17:44', 'Evd 66,0 MN/m²', '—_ 12-58 30.10.2025'];
    expect(read(monitor).dateTime).toBe('2025-10-26T11:17');
    expect(read(monitor).review?.dateTime).toBeUndefined();
  });
});

describe('decision 0764: a test moment only where the reader has a reason to take it for the test’s', () => {
  it('sends a date after an unknown label to review when another clock stands elsewhere (a print line)', () => {
    // Neither the date's label nor its month nor the print line's word known.
    const unknown = [
      'Hxqzpounvia 21 Xqzwbtrk 2025',
      'Xpa 15:42',
      'Avvapiké pétpo napapdpewong Evd 74,5 MN/m²',
      'Xkzunwenke: 23/08/2025 18:55 - Zelda 1 and 1',
    ];
    expectReview(read(unknown), 'dateTime');
    // An unread date elsewhere is reason enough even when the date's line has no clock.
    const noClock = ['Hxqzpounvia 21 Xqzwbtrk 2025', 'Evd 74,5 MN/m²', 'Xkzunwenke: 23/08/2025'];
    expectReview(read(noClock), 'dateTime');
  });

  it('still fills a date after an unknown label when it is the page’s only moment', () => {
    expect(read(['Messpunkt 3 12.05.2025 10:31', 'Evd 74,5 MN/m²']).dateTime).toBe('2025-05-12T10:31');
    expect(read(['Messpunkt 3 12.05.2025 10:31', 'Evd 74,5 MN/m²']).review?.dateTime).toBeUndefined();
    expect(read(['Dalum 12.05.2025', 'Uhrzeit 10:31', 'Evd 74,5 MN/m²']).dateTime).toBe('2025-05-12T10:31');
  });

  it('never joins a labelled date with a clock from a line that prints another date (a plan’s title block)', () => {
    const plan = [
      'MP 66 - Nachprüfung',
      '1 10.07.2025, 16:20 Uhr',
      'Evd = 80,1 MN/m² (Soll = 45)',
      'Bauherr Nordwert Immobilien GmbH Datum 16.07.2025',
    ];
    expectReview(read(plan), 'dateTime');
  });

  it('reads Greek words in Greek and as the Latin-only OCR reads them ("Huepounvia", "Qpa", "Auyo0otov", "EKTunwenke")', () => {
    const greek = [
      'Huepounvia 21 Auyo0otov 2025',
      'Qpa 15:42',
      'Avvapiké pétpo napapdpewong Evd 74,5 MN/m²',
      'Anaitnon Evd = 45 MN/m² - IKANONOIEITAI',
      'EKTunwenke: 23/08/2025 18:55 - Zelda 1 and 1',
    ];
    // The Evd's Greek label is not known: its value goes to review as the only candidate.
    expect(read(greek)).toMatchObject({ dateTime: '2025-08-21T15:42', review: { evd: { text: greek[2] } } });
    expect(read(greek).review?.dateTime).toBeUndefined();
    const spelled = ['Ημερομηνία 10 Ιανουαρίου 2025', 'Ώρα 13:18', 'Evd 110,0 MN/m²', 'Εκτυπώθηκε: 12/01/2025 18:55'];
    expect(read(spelled)).toMatchObject({ evd: 110, dateTime: '2025-01-10T13:18' });
    expect(read(['Data 3 lavovapiov 2025']).dateTime).toBe('2025-01-03');
    // μ read as "p" or "pu", κ as "x", ε as "g" (Δεκεμβρίου, Εκτυπώθηκε, Ημερομηνία).
    for (const month of ['AekepBplov', 'AekepuBpiov'])
      expect(read([`Huepounvia 21 ${month} 2025`]).dateTime, month).toBe('2025-12-21');
    const x = ['Hugpounvia 28 Maptiov 2024', 'Qpa 14:18', 'ExTun®Onke: 30/03/2024 18:55'];
    expect(read(x).dateTime).toBe('2024-03-28T14:18');
    expect(read(x).review?.dateTime).toBeUndefined();
  });

  it('knows Finnish labels: "Päivämäärä" the date, "Kellonaika klo 14.39" the clock, "Tulostettu" the print, "muodonmuutosmoduuli" the Evd', () => {
    const finnish = [
      'Päivämäärä 26.12.2025',
      'Kellonaika klo 14.39',
      'Dynaaminen muodonmuutosmoduuli Evd 99,3 MN/m²',
      'Vaatimus Evd > 45 MN/m² — tayttyy',
      'Laite / kalibroitu ZFG 3000 nro 4117 / 12.01.2024',
      'Tulostettu 2025-12-27 18:40 - sivu 1/1',
    ];
    expect(read(finnish)).toMatchObject({ evd: 99.3, dateTime: '2025-12-26T14:39' });
    expect(read(finnish).review?.evd).toBeUndefined();
    expect(read(finnish).review?.dateTime).toBeUndefined();
  });
});

describe('decision 0768: zones of ISO times, KML points, point attributes, Latvian and Swedish words', () => {
  it('converts an ISO time with an offset to the site’s time, and sends one whose zone was misread to review', () => {
    // Winter: +02:00 is an hour ahead of the site (UTC+1); summer: the site's own offset.
    expect(read(['"measured": "2025-01-15T14:26:27+02:00",', '"Evd": 44.6,']).dateTime).toBe('2025-01-15T13:26');
    expect(read(['"measured": "2025-06-03T14:26:27+02:00",', '"Evd": 44.6,']).dateTime).toBe('2025-06-03T14:26');
    expect(read(['"measured": "2025-06-03T08:26:27-04:00",', '"Evd": 44.6,']).dateTime).toBe('2025-06-03T14:26');
    // "Z" read as "2" after the seconds ("14Z" → "142"): the zone is there but unread.
    const blurred = ['7 <TimeSt-- --=2024-06-047T06:23: 142</--=/TineStanp>', '9 Evd = 61,9 MN/m²; s = 0,363 mm;'];
    expectReview(read(blurred), 'dateTime');
    // Without a zone an ISO time is local, as ISO 8601 says.
    expect(read(['"measured": "2025-06-03T14:26:27",', '"Evd": 44.6,']).dateTime).toBe('2025-06-03T14:26');
  });

  it('reads "UTC+2" as an offset, not as UTC', () => {
    expect(read(['Messung 15.01.2025 14:26 (UTC+2)', 'Evd 44,6 MN/m²']).dateTime).toBe('2025-01-15T13:26');
    expect(read(['Messung 15.01.2025 14:26 UTC', 'Evd 44,6 MN/m²']).dateTime).toBe('2025-01-15T15:26');
  });

  it('reads a KML or GeoJSON point longitude first', () => {
    const kml = ['Evd = 98,9 MN/m²', '12 <Point><coordinates>9.412444,50.344160,53.6</coordinates></Point>'];
    expect(read(kml)).toMatchObject({ latG: 50, latM: 20.6496, lngG: 9, lngM: 24.7466 });
    expect(read(kml).review).toBeUndefined();
    const geojson = ['"Evd": 44.6,', '"geometry": {"type": "Point", "coordinates": [13.40567, 52.51234]}'];
    expect(read(geojson)).toMatchObject({ latG: 52, lngG: 13 });
  });

  it('takes a GNSS controller’s point attribute as the Evd, and its seconds to five decimals', () => {
    const controller = [
      'Code LWD (Lastplatte dynamisch)',
      'Attribut EVD 45.4 MN/m2',
      'Attribut EVD_SOLL 45.0 MN/m2',
      'Breite 52°26\'37.35960" N',
      'Länge 13°43\'49.09440" E',
    ];
    expect(read(controller)).toMatchObject({ evd: 45.4, latG: 52, latM: 26.6227, lngG: 13, lngM: 43.8182 });
    expect(read(controller).review).toBeUndefined();
  });

  it('knows Latvian dates, clock and print words and the requirement, and the Swedish "Ö" for east', () => {
    const latvian = [
      'Pārbaudes datums 2025. gada 2. augustā',
      'Laiks plkst. 12:53',
      'Dinamiskais deformācijas modulis Evd 89,8 MN/m²',
      'Prasība Evd ≥ 45 MN/m² – atbilst',
      'Izdrukāts 04.08.2025 18:10 · Pārbaudi veica: A. Bērziņš',
    ];
    expect(read(latvian)).toMatchObject({ evd: 89.8, dateTime: '2025-08-02T12:53' });
    expect(read(latvian).review).toBeUndefined();
    // As the OCR reads it: the macron lost or read as a dotless i.
    const misread = ['Parbaudes datums 2024. gada 19. septembrıi', 'Laiks plkst. 12:26', 'Izdrukats 21.09.2024 18:10'];
    expect(read(misread).dateTime).toBe('2024-09-19T12:26');
    // The requirement ("Prasība", read "Prasiba") is never a candidate beside a garbled Evd line.
    const garbled = read(['Dinamickaic def =: Ar{jas =="ulis Evd 47,2 MN/m²', 'Prasiba Evd = 45 MN/m² - atbilst']);
    expectReview(garbled, 'evd');
    expect(garbled.review?.evd?.candidates ?? []).not.toContain(45);
    expect(read(['Position (WGS 84) N 51° 51,059′ Ö 7° 44,071′'])).toMatchObject({ lngG: 7, lngM: 44.071 });
    // "Ö" alone says east: never a latitude of 7°.
    expect(read(['Ö 7° 44,071′'])).toMatchObject({ lngG: 7, lngM: 44.071 });
  });

  it('reads "Lage:" as a position’s label and a mail’s quote header as another moment', () => {
    const mail = [
      'Gesendet: Donnerstag, 12. Dezember 2024 08:14',
      '> Am 11.12.2024 um 17:46 schrieb Labor Seidel <info@labor-seidel.de>:',
      '> Messung MP 23 vom 10.12.2024, 07:18 Uhr:',
      '> Evd = 79,9 MN/m² (Anforderung ≥ 45 MN/m²)',
      '> Lage: 50.276936, 10.997751',
      '>> Am 09.12.2024 um 16:40 schrieb Krüger, Thomas:',
    ];
    expect(read(mail)).toMatchObject({ evd: 79.9, dateTime: '2024-12-10T07:18', latG: 50, lngG: 10 });
    expect(read(mail).review).toBeUndefined();
    expect(read(['On 11.12.2024 at 17:46 Labor Seidel wrote:', 'Test 10.12.2024 07:18']).dateTime).toBe(
      '2024-12-10T07:18',
    );
  });

  it('reads a pair after both hemispheres ("Lage N/E 54,28751 7,02668") latitude, then longitude', () => {
    expect(read(['Lage N/E 54,28751 7,02668'])).toMatchObject({ latG: 54, latM: 17.2506, lngG: 7, lngM: 1.6008 });
    expect(read(['LageN/E 49,73225 9,50929'])).toMatchObject({ latG: 49, lngG: 9, lngM: 30.5574 });
    expect(read(['LageN/E 49,73225 9,50929']).review).toBeUndefined();
  });

  it('takes no editor’s "Datei" menu for a date label', () => {
    const editor = [
      'LWD_0201.kml — Editor Datei Bearbeiten Format Ansicht',
      'Messung 2025-11-10 12:38',
      'Evd 45,0 MN/m²',
    ];
    expect(read(editor).dateTime).toBe('2025-11-10T12:38');
    expect(read(editor).review?.dateTime).toBeUndefined();
  });

  it('joins a character LCD’s number split before its point, and doubts a position whose axes differ in decimals', () => {
    const lcd = ['23.12.24 09:50 #0001', 'Evd= 97 .0MN/m2 min45', 'N53 .62440 E10 .81317'];
    expect(read(lcd)).toMatchObject({ evd: 97, latG: 53, latM: 37.464, lngG: 10, lngM: 48.7902 });
    const digitAdded = read(['Evd= 94.3MN/m2 min45', 'N49.46231 E07.703014']);
    expect(digitAdded.latG).toBeUndefined();
    expect(digitAdded.lngG).toBeUndefined();
    expect(digitAdded.review?.latitude).toBeDefined();
    expect(digitAdded.review?.longitude).toBeDefined();
  });
});

describe('decision 0774: Estonian, Albanian and Bulgarian words, target and actual columns, the moment’s own label', () => {
  it('knows the Estonian Evd name, date and clock words and months ("ü" read "ii")', () => {
    const estonian = [
      'Kuupaev 3. november 2025',
      'Kellaaeg kell 06:45',
      'Asukoht (WGS 84) 50° 07\' 16,0" p.l. 6° 37\' 50,0" i.p.',
      'Dünaamiline deformatsioonimoodul Evd 72,7 MN/m?',
      'Nõue Evd ≥ 45 MN/m² – täidetud',
      'Kalibreeritud 18.10.2024',
      'Prinditud 05.11.2025 kell 18:02 - Lk 1/1',
    ];
    expect(read(estonian)).toMatchObject({ evd: 72.7, dateTime: '2025-11-03T06:45' });
    expect(read(estonian).review?.evd).toBeUndefined();
    expect(read(estonian).review?.dateTime).toBeUndefined();
    // As the OCR reads it: "ü" as "ii" or "é", the month in the nominative.
    const misread = [
      'Kuupéev 2. jaanuar 2024 |',
      'Kellaaeg kell 08:45',
      'Diinaamiline deformatsioonimoodul Evd 23,0 MN/m? |',
      'Kalibreeritud 18.01.2023 |',
    ];
    expect(read(misread)).toMatchObject({ evd: 23, dateTime: '2024-01-02T08:45' });
    expectMonthNames(
      (word) => `Kuupäev 5. ${word} 2025`,
      [
        ['veebruar', '02'],
        ['aprill', '04'],
        ['juuni', '06'],
        ['juuli', '07'],
        ['oktoober', '10'],
        ['detsember', '12'],
      ],
    );
  });

  it('knows the Albanian months, latitude and longitude labels and print word', () => {
    const albanian = [
      'Data e provés 10 tetor 2025',
      'Ora 14:08',
      'Gjerésia veriore (WGS 84) 47,74584°',
      'Gjatésia lindore (WGS 84) 7,88266°',
      'Moduli dinamik i deformimit Evd 62,0 MN/m?',
      'Kérkesa Evd > 45 MN/m? — plotésohet',
      'Kalibrimi i fundit 09.09.2024',
      'Shtypur mé 11.10.2025, ora 18:15 - Faqe 1 nga 1',
    ];
    expect(read(albanian)).toMatchObject({ evd: 62, dateTime: '2025-10-10T14:08', latG: 47, lngG: 7, lngM: 52.9596 });
    expect(read(albanian).review).toBeUndefined();
    // The longitude's own label, not the datum both lines print, names its axis.
    expect(read(['Gjatësia lindore (WGS 84) 7,88266°', 'Gjerësia veriore (WGS 84) 47,74584°'])).toMatchObject({
      latG: 47,
      lngG: 7,
    });
    expectMonthNames(
      (word) => `Data e provës 5 ${word} 2025`,
      [
        ['janar', '01'],
        ['shkurt', '02'],
        ['prill', '04'],
        ['qershor', '06'],
        ['korrik', '07'],
        ['gusht', '08'],
        ['shtator', '09'],
        ['nëntor', '11'],
        ['dhjetor', '12'],
      ],
    );
    // A print date alone is never the test's.
    expectReview(read(['Shtypur më 11.10.2025, ora 18:15']), 'dateTime');
  });

  it('takes the Bulgarian requirement ("Изискване", read in Latin look-alikes) for one and the print line for another moment', () => {
    for (const requirement of ['N3nckBaHe Evd = 45 MN/m? - n3anbnHeHo', 'W3ncksaHe Evd = 45 MN/m? - n3nbnHeHo']) {
      const fields = read(['Динамичен модул на деформация Evd 49,4 MN/m²', requirement]);
      expect(fields.review?.evd?.candidates ?? [], requirement).not.toContain(45);
    }
    expect(read(['Изискване Evd ≥ 45 MN/m²', 'Evd 49,4 MN/m²']).evd).toBe(49.4);
    // "Отпечатано" read with a letter changed ("OrtneyaTaHo", "OtnevaTtano"): a print date.
    const bulgarian = [
      '[lata Ha u3nuTeaHeTo 12.12.2025. |',
      'Yac 14:52 4.',
      'Ypen / kanubpupare LFG Ne 4417 / 25.11.2024 1.',
      'OrtneyaTaHo: 14.12.2025 r.,17:204.- Crp. 1 oT 1',
    ];
    expect(read(bulgarian).dateTime).toBe('2025-12-12T14:52');
    expect(read(bulgarian).review?.dateTime).toBeUndefined();
    expect(read(['Yac 14:52 4.', 'OtnevaTtano: 18.11.2024 r., 17:20 4.']).dateTime).toBeUndefined();
  });

  it('reads the actual column of a target/actual table as the Evd, never the target, and only when the row confirms it', () => {
    const table = (row: string) => [
      'Kennwert Soll Ist Differenz Bewertung',
      row,
      's/v [ms] < 3,50 2,03 -1,47 erfüllt',
      'Setzung s [mm] — 0,251 — —',
      'Ausnutzung Evd [%] 2100 198,9 — —',
    ];
    // "≥" read as ">"; the difference +44,5 = 89,5 − 45,0 confirms the actual value.
    expect(read(table('Evd [MN/m2] > 45,0 89,5 +44,5 erfüllt'))).toMatchObject({ evd: 89.5 });
    expect(read(table('Evd [MN/m2] > 45,0 89,5 +44,5 erfüllt')).review).toBeUndefined();
    expect(read(table('Evd [MN/m?] > 45,0 19,9 -25,1 nicht erfüllt')).evd).toBe(19.9);
    // The difference does not agree (a digit misread): the actual value goes to review.
    const misread = read(table('Evd [MN/m2] > 45,0 80,5 +44,5 erfüllt'));
    expectReview(misread, 'evd');
    // "≥ 45,0" read "2450": the requirement is still the target, never the Evd.
    const comparisonLost = read(table('Evd [MN/m2] 2450 108.8 +638 erfüllt'));
    expectReview(comparisonLost, 'evd');
    expect(comparisonLost.review?.evd?.candidates ?? []).not.toContain(245);
    // Actual before target: the header's order decides.
    expect(read(['Parameter Actual Target', 'Evd [MPa] 62,3 ≥ 45,0']).evd).toBe(62.3);
    // The ratio's row ("Evd [%]") is another quantity.
    expect(read(['Kennwert Soll Ist', 'Ausnutzung Evd [%] ≥ 100 198,9']).evd).toBeUndefined();
  });

  it('reads a moment labelled "Zeitpunkt" or "Test Time" as the test’s, and an acceptance date on its line as another', () => {
    const sticky = [
      'Messbericht leichtes Fallgewicht Tel. 0171 4453 322',
      'LWD-Auswertung 4.2 Mi 08:30 Baubespr.',
      'Zeitpunkt 2024-06-17 08:22:53',
      'Evd 62,7 MN/m?',
      'Druck: 2024-06-19 09:12 - Seite 1/1',
    ];
    expect(read(sticky).dateTime).toBe('2024-06-17T08:22');
    expect(read(sticky).review?.dateTime).toBeUndefined();
    // The screen's header prints when the result was shown; "Test Time" is the test's.
    const device = [
      '| LWD-200A Test Result 2024/11/24 11:56 |',
      'Test No. 0083',
      'Test Time 2024/11/24 11:14:24',
      'Evd(MPa) 51.0',
    ];
    expect(read(device).dateTime).toBe('2024-11-24T11:14');
    expect(read(device).review?.dateTime).toBeUndefined();
    const acceptance = [
      'Formblatt QS-07, Rev. 4 vom 12.01.2023',
      'Prüfung: 18.07.2024, 11:50 Uhr Abnahme: 22.07.2024, 10:00 Uhr',
    ];
    expect(read(acceptance).dateTime).toBe('2024-07-18T11:50');
    expect(read(acceptance).review?.dateTime).toBeUndefined();
    // An acceptance date alone is not the test's; an acceptance test ("Abnahmeprüfung") is.
    expectReview(read(['Abnahme: 22.07.2024, 10:00 Uhr']), 'dateTime');
    expect(read(['Abnahmeprüfung: 22.07.2024, 10:00 Uhr']).dateTime).toBe('2024-07-22T10:00');
  });

  it('reads a Roman month ("4.X.2024"); a misread one ("21.VIL2025") gives no date', () => {
    const notebook = [
      'Planum Halle B- LWD',
      '4.X.2024 17:25',
      'Evd = 101,1 MN/m? / (> 45)',
      'Walze bestellt: 5.X. 06:45',
    ];
    expect(read(notebook).dateTime).toBe('2024-10-04T17:25');
    expect(read(['14. III. 2025']).dateTime).toBe('2025-03-14');
    // "21.VIL2025" (VII. misread): no date.
    expect(read(['21.VIL2025 16:33']).dateTime).toBeUndefined();
  });
});

describe('decision 0780: a clock not taken, a split decimal, Slovak and Slovenian words, a letter’s sentence', () => {
  it('takes the Slovenian clock after "ob", and sends a date whose line holds a clock it did not take to review', () => {
    const slovenian = [
      'Merilno mesto MM 196',
      'Datum in ura meritve petek, 9. 5. 2025, ob 13.27',
      'Dinami&ni deformacijski modul Evd 34,4 MN/m?',
      'Umerjanje naprave 17.08.2023',
      'Natisnjeno: 11. 5. 2025 ob 16.05 - Stran 1 od 1',
    ];
    expect(read(slovenian).dateTime).toBe('2025-05-09T13:27');
    expect(read(slovenian).review?.dateTime).toBeUndefined();
    // The print line ("Natisnjeno") is another moment.
    expectReview(read(['Natisnjeno: 11. 5. 2025 ob 16.05 - Stran 1 od 1']), 'dateTime');
    // The clock word misread: the date alone is not what the line says.
    expectReview(read(['Datum 09.05.2025, oh 13.27', 'Evd 34,4 MN/m²']), 'dateTime');
    expectReview(read(['Messung 09.05.2025 13,27']), 'dateTime');
    // Numbers that are no clock leave the date as it is.
    expect(read(['Datum 09.05.2025 MP 197']).dateTime).toBe('2025-05-09');
    expect(read(['Datum 09.05.2025 Temp. 12,50 °C']).dateTime).toBe('2025-05-09');
    expect(read(['Datum 09.05.2025 s 0,35 Evd 45,3']).dateTime).toBe('2025-05-09');
  });

  it('knows the Slovak months in the genitive (an acute accent read as another) and the Slovak print line', () => {
    const slovak = [
      'Datum skusky 10. méja 2024',
      'Cas skusky 15:44 hod.',
      'Kalibracia pristroja 17.11.2023',
      'Vytlacené: 11.05.2024 0 07:55 hod. - Strana 1 z 1 - SküSal: J. Kovaé',
    ];
    expect(read(slovak).dateTime).toBe('2024-05-10T15:44');
    expect(read(slovak).review?.dateTime).toBeUndefined();
    expectMonthNames(
      (word) => `Dátum skúšky 5. ${word} 2025`,
      [
        ['januára', '01'],
        ['februára', '02'],
        ['apríla', '04'],
        ['jüna', '06'],
        ['júla', '07'],
        ['augusta', '08'],
        ['septembra', '09'],
        ['októbra', '10'],
        ['novembra', '11'],
        ['decembra', '12'],
        ['avgusta', '08'],
      ],
    );
  });

  it('never fills a value followed by a comma and a lone digit ("82, 2"): both readings to pick', () => {
    const fields = read(['01.07.2025 10:44', 'Evd', '82, 2 % -', 'MN/ma"', '50,274 mm _s/v 3,79 ms']);
    expectReview(fields, 'evd');
    expect(fields.review?.evd?.candidates).toEqual([82.2, 82]);
    expectReview(read(['Evd = 82 ,2 MN/m²']), 'evd');
    expect(read(['Evd = 82,2 MN/m²']).evd).toBe(82.2);
  });

  it('reads the measured Evd of a letter’s sentence that also states the required one, and the test’s date in its prose', () => {
    const letter = [
      'Brenner Tiefbau GmbH & Co. KG Ihr Zeichen: BL-031',
      'Herrn Bauleiter K. Lenz Ihre Nachricht vom: 12.05.2025',
      'Am Hafen 3 Unser Zeichen: Vo/Mü 25-118',
      '28195 Bremen Durchwahl: 0561 7034-12',
      'Datum: 19.05.2025',
      'wie gewünscht haben wir am Freitag, dem 16. Mai 2025, um 09.28 Uhr am Messpunkt',
      'MP 180 (Planum Achse 3, Lage 49,84884° N, 8,86448° O) einen dynamischen',
      'Die mittlere Setzung betrug s = 0,426 mm bei s/v = 4,76 ms. Daraus ergibt sich',
      'ein dynamischer Verformungsmodul von Evd = 52,8 MN/m2. Gefordert ist Evd = 45 MN/mz;',
      'die Anforderung ist damit erfüllt.',
    ];
    expect(read(letter)).toMatchObject({ evd: 52.8, dateTime: '2025-05-16T09:28' });
    expect(read(letter).review?.evd).toBeUndefined();
    expect(read(letter).review?.dateTime).toBeUndefined();
    // The requirement alone in a sentence never fills Evd; two measured values are two candidates.
    expect(read(['Gefordert ist Evd = 45 MN/m²; die Anforderung ist erfüllt.']).evd).toBeUndefined();
    expectReview(read(['Evd = 52,8 MN/m²; Evd = 55,1 MN/m²']), 'evd');
    // Before another label only a number with Evd's unit is the first label's: not a count.
    const mean = read(['Mittelwert Evd (5 Versuche): 50,8 MN/m² · Soll Evd ≥ 45 MN/m²']);
    expect(mean.evd).toBeUndefined();
    expect(mean.review?.evd?.candidates ?? []).not.toContain(5);
    // Without a reference block the "Datum" line is the test's.
    expect(read(['Datum: 19.05.2025', 'Evd 52,8 MN/m²']).dateTime).toBe('2025-05-19');
  });

  it('reads "Evd gemessen" beside a table of required values, and a formula whose slash was read as a bar or lost', () => {
    const table = [
      'Evd gemessen 84,2 MN/m?',
      'Bewertung Anforderung erfüllt',
      'Anforderungen (Orientierungswerte, firmenintern)',
      'Schicht Ev2 > [MN/m?] Evd > [MN/m?]',
      'Planum unter Frostschutzschicht 45 25',
      'Planum Halle (Bodenplatte) «< 100 45',
      'Schottertragschicht, Oberkante 150 65',
    ];
    expect(read(table).evd).toBe(84.2);
    expect(read(table).review?.evd).toBeUndefined();
    for (const formula of [
      'Ergebnis: Evd = 22,5 | s = 76,8 MN/m? (aus der mittleren Setzung)',
      'Ergebnis: Evd = 22,5 s = 76,8 MN/m? (aus der mittleren Setzung)',
    ]) {
      expect(read([formula]).evd, formula).toBe(76.8);
      expect(read([formula]).review?.evd?.candidates ?? [], formula).not.toContain(22.5);
    }
  });

  it('takes an app’s last synchronisation for another moment', () => {
    const app = [
      '12:30 WLAN 36 %',
      'Baufeld West - MP 197 - 22.11.2024, 12:21 Uhr',
      'Evd 39,0 MN/m?',
      'Zuletzt synchronisiert: 22.11.2024 12:24',
    ];
    expect(read(app).dateTime).toBe('2024-11-22T12:21');
    expect(read(app).review?.dateTime).toBeUndefined();
  });
});

describe('decision 0787: the clock of the measurement whose Evd was filled, a deadline, a photo’s own moment', () => {
  it('takes the clock of the measurement whose Evd was filled, not an aborted try’s before it', () => {
    // A thermal strip as OCR read it (the fourteenth batch, flat shot): measurement 0091 aborted
    // with its own earlier clock and "Evd ---,-", then the completed repeat 0092.
    const strip = [
      'HFG-Pro 10/300',
      'SN 7718 Kal. 11.09.2024',
      'Datum 04.12.2025',
      'Messung 0091',
      'Zeit 07:34:43',
      'Stoss 1 1,384 mm',
      'FEHLER E07: Platte',
      'kippelt, Untergrund',
      'nicht eben',
      'MESSUNG ABGEBROCHEN',
      'Evd ---,- MN/m2',
      'Messung 0092',
      'Zeit 07:38:56',
      'Stoss 1 0,948 mm',
      'Stoss 2 0,939 mm',
      'Stoss 3 1,002 mm',
      'Ss 0,962 mm',
      'sS/v 2,84 ms',
      'Evd 23,4 MN/m2',
      'Soll >= 45,0 n.i.0.',
      "N 48°02,8154'",
      'E 011°30,6014"\'',
      'Druck 04.12.2025 07:40',
    ];
    expect(read(strip).evd).toBe(23.4);
    expect(read(strip).dateTime).toBe('2025-12-04T07:38');
    expect(read(strip).review?.dateTime).toBeUndefined();
    // The repeat's Evd not read: no measurement's clock is surely the test's; both are shown.
    const unread = read(strip.filter((line) => line !== 'Evd 23,4 MN/m2'));
    expectReview(unread, 'dateTime');
    expect(unread.review?.dateTime?.text).toContain('Zeit 07:34:43');
    expect(unread.review?.dateTime?.text).toContain('Zeit 07:38:56');
    // The repeat's label misread ("Zeil"): its clock between the aborted one and the Evd puts the
    // only labelled clock in doubt.
    const misread = read(strip.map((line) => (line === 'Zeit 07:38:56' ? 'Zeil 07:38:56' : line)));
    expectReview(misread, 'dateTime');
    expect(misread.review?.dateTime?.text).toContain('Zeil 07:38:56');
    // Clocks that do not head their measurements (an Evd label before the first): the user picks.
    expectReview(
      read(['Datum 04.12.2025', 'Evd 31,2 MN/m2', 'Zeit 07:34:43', 'Messung 2', 'Zeit 07:38:56', 'Evd ---,- MN/m2']),
      'dateTime',
    );
    // Two labels of one clock ("Zeit" twice alike) are no second measurement.
    expect(read(['Datum 04.12.2025', 'Zeit 07:38', 'Evd 23,4 MN/m2', 'Uhrzeit 07:38']).dateTime).toBe(
      '2025-12-04T07:38',
    );
  });

  // A pocket diary's day page as OCR read it (the fourteenth batch, flat shot): the head gives month,
  // year, the day's number and the day of the year; the test is written into its hour row; the
  // only full date is when the report is due.
  const diary = [
    'Juli 2025 KW 28',
    '8',
    'Dienstag - 189. Tag - noch 176 Tage',
    '6',
    '7 7.15 Baubesprechung Container',
    '8',
    '9 Schotter 0/32 abrufen - 4 LKW',
    '10',
    '11',
    '12 Hr. Brandt (Statik) anrufen',
    '13',
    '14',
    '15',
    '16 Walze zurück an Fa. Kramer 16.30',
    '17 17.40 MP 205 Planum: s = 0,219, s/v 3,62',
    '18 > Evd = 102,9 MN/m? v (= 45)',
    '19 GPS N 50,93938 E 14,61085',
    '20',
    'Notizen Priifbericht an Bauherrn bis 14.07.2025',
  ];

  it('never takes a deadline for the test’s date', () => {
    // The head's day count not read: the deadline is the page's only date.
    const headless = read(diary.filter((line) => !line.includes('Tag')));
    expect(headless.evd).toBe(102.9);
    expectReview(headless, 'dateTime');
    for (const deadline of [
      'Frist: 13.12.2024',
      'fällig am 13.12.2024',
      'spätestens 13.12.2024',
      'Report due 13 Dec 2024',
      'valid until 2024-12-13',
    ])
      expectReview(read([deadline, 'Evd 74,7 MN/m2']), 'dateTime');
    // The end of a range is no deadline: the range's two dates are for the user to pick.
    expectReview(read(['Messzeitraum 01.05.2025 bis 05.05.2025', 'Evd 74,7 MN/m2']), 'dateTime');
    // The test's own date beside a deadline is filled.
    expect(read(['Datum 08.12.2024 15:16', 'Evd 74,7 MN/m2', 'Prüfbericht bis 13.12.2024']).dateTime).toBe(
      '2024-12-08T15:16',
    );
  });

  it('counts a diary page’s date from its head when its parts agree, and takes the test’s entry in its hour row', () => {
    expect(read(diary).dateTime).toBe('2025-07-08T17:40');
    expect(read(diary).review?.dateTime).toBeUndefined();
    // The month's name misread ("Neves" for November): the weekday, the days left and the week agree.
    const blurred = [
      'Neves 2024 KW 44',
      'Sonntag - 308. Tag - noch 58 Tage',
      ...diary.slice(3, 13),
      '13 13.08 MP 222 Planum: s = 0,313, s/v 3,33',
      '14 = Evd = 71,8 MN/m? 7 (= 45)',
      '15 GPS N 51,92365 E 14,34846',
      '16 Walze zurück an Fa. Kramer 16.30',
      'Notizen Prafbericht an Bauherrn bis 08.11.2024',
    ];
    expect(read(blurred).dateTime).toBe('2024-11-03T13:08');
    // A part that disagrees (Monday is not the 189th day of 2025), or only one that agrees: no date
    // counted, the deadline stays the page's only one.
    expectReview(read(diary.map((line) => line.replace('Dienstag', 'Montag'))), 'dateTime');
    expectReview(read(['Juli 2025', '189. Tag', ...diary.slice(3)]), 'dateTime');
    // The entry's row number misread ("LG 06.50", the dark shot): the counted date alone is not the
    // test's moment.
    const dark = [
      'Februar 2024 KW 9',
      '28',
      'Mittwach - 59. Tag “noch 307 Tage',
      'LG 06.50 MP 36 Planum: s = 1,037, s/v 2,03',
      '7 > Evd = 21,7 MN/m? X (= 45)',
      '8 GPS N 49,39386 E 8,91857',
      '9 Schotter 0/32 abrufen - 4 LKW',
      '10',
      '11 | ;',
      '2 Hr. Brandt (Statik) anrufen',
      '16 Walze zurück an Fa. Kramer 16.30',
      'Notizen Prüfbericht an Bauherrn bis 04.03.2024',
    ];
    expectReview(read(dark), 'dateTime');
    expect(read(dark).review?.dateTime?.text).toContain('59. Tag');
    // Two entries naming the test: neither is taken.
    expectReview(
      read(diary.map((line) => (line.startsWith('7 7.15') ? '7 7.15 MP 204 Evd = 88,1 MN/m² ✓' : line))),
      'dateTime',
    );
  });

  it('reads a date year first with points and none after the day ("DATE 2024.08.24")', () => {
    // A device strip photographed inside a chat, as OCR read it (flat shot).
    const strip = [
      'TERRA LWD-5',
      'SN 20-0871 FW 3.1',
      'DATE 2024.08.24',
      'TIME 06:07:52',
      'POINT 0082',
      'S AVG 0.408 mm',
      'S/V 2.01 ms',
      'EVD 55.2 MN/m2',
      'LIMIT >= 45.0 OK',
    ];
    expect(read(strip).dateTime).toBe('2024-08-24T06:07');
    // No month 13; the Hungarian form with a point after the day reads as before.
    expect(read(['DATE 2024.13.08', 'EVD 55.2 MN/m2']).dateTime).toBeUndefined();
    expect(read(['Dátum 2024.08.24. 06:07']).dateTime).toBe('2024-08-24T06:07');
  });

  it('never takes a photo’s or a file’s own moment for the test’s', () => {
    // A gallery's details of a display photo as OCR read them (the 4,800 px shot): the display
    // itself was not read, the photo's own moment was.
    const gallery = [
      '10:26 82 %',
      'Details',
      'Datei IMG_20251005_101709.jpg',
      'Aufgenommen So., 5. Oktober 2025 - 10:17',
      'Bild 12,2 MP - 4032 x 3024 - 3,3 MB',
      'Kamera f/1,8 - 1/120 s - 4,71 mm - ISO 125',
      'Aufnahmeort 48,00223, 11,20422',
      'Pixel 7a - Hauptkamera',
    ];
    expectReview(read(gallery), 'dateTime');
    expectReview(read(['Aufnahmedatum 05.10.2025 10:17']), 'dateTime');
    expectReview(read(['Date taken: Oct 5, 2025 10:17 AM']), 'dateTime');
    expectReview(read(['IMG_20251005_101709.jpg 05.10.2025 10:17']), 'dateTime');
  });
});

describe('decision 0791: a later page’s running header, another test’s ticket, a misread minutes’ mark', () => {
  it('never takes a later page’s running header for the test’s date', () => {
    // A PDF viewer scrolled across a page break as OCR read it (the fifteenth batch, flat shot): only
    // page 2 was read, its running header dated days after the test (on page 1, not read).
    const secondPage = [
      'Prüfbericht P-24-0639 vom 25.06.2024 (Fortsetzung)',
      '4 Ergebnisse',
      'Setzungen s1 /s2/s3 0,922 / 0,902 / 0,867 mm',
      'mittlere Setzung s 0,915 mm',
      'S/v 2,05 ms',
      'Evd (dyn. Verformungsmodul) 24,6 MN/m?',
      'Anforderung Evd = 45 MN/m?',
      'Bewertung Anforderung nicht erfüllt',
    ];
    expect(read(secondPage).evd).toBe(24.6);
    expectReview(read(secondPage), 'dateTime');
    expect(read(secondPage).review?.dateTime?.text).toContain('Fortsetzung');
    for (const header of [
      'Prüfbericht P-24-0639 vom 25.06.2024 - Seite 2 von 2',
      'Test report 0639, 25 Jun 2024 (continued)',
      'Prüfbericht P-24-0639 Forts. 25.06.2024',
    ])
      expectReview(read([header, ...secondPage.slice(1)]), 'dateTime');
    // Page 1 read (the dark shot): its date and clock above "Seite 1 von 2" are the test's.
    const firstPage = read([
      '3 Prüfstelle und Prüfzeitpunkt',
      'Prüfpunkt P 237 - Planum Halle 3, Achse C/4',
      'Prüfdatum 02.10.2025',
      'Uhrzeit 11:55 Uhr',
      'Lage (WGS 84) N 51° 16\' 31.5" E 13° 42\' 25.5"',
      'Witterung bedeckt, 20 °C',
      'Gerat LFG 10/300, SN 6130, kalibriert 28.04.2024',
      'Erdbaulabor Nord GmbH - Prufbericht P-25-0688 Seite 1 von 2',
    ]);
    expect(firstPage.dateTime).toBe('2025-10-02T11:55');
    expect(firstPage.review?.dateTime).toBeUndefined();
  });

  it('never takes another test’s ticket, read instead of the strip beside it, for the plate load test', () => {
    // A nuclear density gauge's ticket beside the strip as OCR read it (the dark shot): the same
    // point minutes later, its own device; the strip itself was not read.
    const ticket = [
      'MDG-40 DICHTEMESSUNG',
      'SN 31-118 STD OK',
      'DATUM 26.01.2025',
      'ZEIT 17:08:05',
      'PROBE 148 DIREKT 200 mm',
      'NASSDICHTE 2,110 g/cm3',
      'TROCKENDICHTE 1,970',
      'WASSERGEHALT 7,1 %',
      'PROCTOR 1,980 g/cm3',
      'DPr 99,5 %',
      'SOLL DPr >= 97,0 % OK',
      'ZAEHLR. D 2582 M 205',
      'GPS: KEIN MODUL',
    ];
    const fields = read(ticket);
    expectReview(fields, 'dateTime');
    expect(fields.evd).toBeUndefined();
    expect(fields.serialNumber).toBeUndefined();
    const gauge = read(['Moisture density gauge', 'Date 26.01.2025 17:08', "N 54°18.0700' E 007°12.1650'"]);
    expect(gauge.latG).toBeUndefined();
    expect(gauge.review?.latitude).toBeDefined();
    // The strip read (its settlements and Evd): its own moment is taken, whatever words it shares.
    const strip = read([
      'LFG 10/300',
      'SN 7302 Kal. 25.10.2023',
      'Datum 17.10.2024',
      'Zeit 06:52:21',
      's 0,758 mm',
      'Evd 29,7 MN/m2',
      'Verdichtungsgrad DPr >= 97 %',
    ]);
    expect(strip.dateTime).toBe('2024-10-17T06:52');
    expect(strip.evd).toBe(29.7);
  });

  it('never reads the minutes of a position whose minutes’ mark was read as a degree sign as its degrees', () => {
    // A Russian protocol read in Latin look-alikes (the dark shot): "51°49'59,3"" with its minutes'
    // mark read as "°".
    const protocol = [
      'Bpems ucnbiTaHus 11 4 09 MuH',
      'KoopanHaTb! (WGS 84) 51°49°59,3" c. w. 10°38\'54,7" B. A.',
      'OuHamuyeckun mopynb pgedopmauun Evd 69,7 Ma',
    ];
    const fields = read(protocol);
    expect(fields.latG).toBeUndefined();
    expect(fields.review?.latitude?.text).toContain('51°49°59,3');
    expect([fields.lngG, fields.lngM]).toEqual([10, 38.9117]);
    // Without the seconds' mark no degrees are read after the first number's degree sign.
    expect(read(['Koordinaten 51°49°59,3 N']).latG).toBeUndefined();
    expect(read(['N 51°49\'59,3"']).latM).toBe(49.9883);
  });

  it('reads a Norwegian protocol’s "Dato" as the test’s date and its "Skrevet ut" as the print', () => {
    // The Norwegian protocol as OCR read it (flat shot): the date labelled "Dato", the clock "kl.",
    // the print's date and clock after "Skrevet ut".
    const norwegian = [
      'Prgvepunkt PP 67',
      'Dato onsdag 12. november 2025 (uke 46)',
      'Klokkeslett kl. 09.11',
      'Posisjon (EUREF89) 54,240700° N 6,420268° @',
      'Dynamisk deformasjonsmodul Evd 61,3 MN/m?',
      'Krav Evd > 45 MN/m? — oppfylt',
      'Kalibrert 12.06.2024',
      'Skrevet ut 13.11.2025 kl. 08.05 - Side 1 av 1 - Kontrollert: K. Haugen',
    ];
    expect(read(norwegian).dateTime).toBe('2025-11-12T09:11');
    expect(read(norwegian).review?.dateTime).toBeUndefined();
    expect(read(norwegian).evd).toBe(61.3);
  });

  it('reads a page whose UTF-8 was shown as Windows-1252: "53Â° 09.9110\'" read "53A° 09.9110\'"', () => {
    // A web portal's page printed from the browser as OCR read it (flat shot).
    const portal = [
      '30.10.25, 08:22 Messpunkt 121 ä€“ LFG-Portal',
      'PrAvfdatum 28.10.2025',
      'Uhrzeit 15:36:12',
      "Breite 52A° 59.9701' N",
      "LAange 9A° 45.3138' E",
      'Evd (dyn. Verformungsmodul) 86,0 MN/mÄ?',
      'Anforderung Evd a%0¥ 45 MN/mÄ?2 ä€“ erfÄ%llt',
      'Zuletzt synchronisiert 28.10.2025 16:14',
    ];
    const fields = read(portal);
    expect([fields.latG, fields.latM, fields.lngG, fields.lngM]).toEqual([52, 59.9701, 9, 45.3138]);
    expect(fields.evd).toBe(86);
    expect(fields.dateTime).toBe('2025-10-28T15:36');
    // The mark read "Ä*": the same.
    expect(read(["Breite 50Ä* 17.3777' N"]).latG).toBe(50);
  });

  it('reads a Russian protocol in Latin look-alikes: the Evd’s name, МПа, "16 ч 53 мин", the print', () => {
    // The Russian protocol as OCR read it (the 4,200 px shot): "Динамический модуль деформации Evd
    // 74,0 МПа" read "OuHamuyeckuih MOAYyNb aedopmauun Evd 74,0 MNa", "Требование" not recognised,
    // "Время испытания 16 ч 53 мин", "Распечатано: 03.08.2024 в 07:50".
    const russian = [
      '[lata ucnbiTaHusa 2 asrycta 2024 r.',
      'Bpems UCNbITaHNA 16 4 53 MuH',
      'OuHamuyeckuih MOAYyNb aedopmauun Evd 74,0 MNa',
      'Tpebosaxue Evd = 45 MNa - cooTBeTCcTBYeT',
      'Mosepka npubopa 26.10.2023 (peincreutensHa 12 mec.)',
      'PacnevartaHo: 03.08.2024 8 07:50 : Crp. 1 u3 1 + UcnbiTanue nposén: A. Ky3Heuos',
    ];
    const fields = read(russian);
    expect(fields.evd).toBe(74);
    expect(fields.dateTime).toBe('2024-08-02T16:53');
    expect(fields.review).toBeUndefined();
    // "МПа" read "MMa" is no millimetre; the clock's minutes read without blanks ("11423 MuH").
    expect(read(['OvHamuyecknin moaynb aedopmauuu Evd 56,0 MMa']).evd).toBe(56);
    expect(read(['Data 9 aHBapa 2024 r.', 'Bpems nCNbITaHNA 11423 MuH']).dateTime).toBe('2024-01-09T11:23');
    // A word before the label that names nothing known still sends the value to review.
    expectReview(read(['Tpebosaxue Evd 74,0 MNa']), 'evd');
  });

  it('never fills a date alone whose clock beside it was printed and misread, nor the position read with it', () => {
    // A collage of two display photos at an angle (its clock "07:06:52" read "07065") and the
    // shared protocol of a blurred video call ("Uhrzeit 10:07:09" read "Giwzen 10.0709", its
    // longitude's 9 read as 0), as OCR read them.
    expectReview(read(['12.05.2024 07065 I, —m', 'Messung 0219 fo', '80,7 MN/m? | wee Ad']), 'dateTime');
    const call = read([
      'Datum 10.02.2025',
      'Giwzen 10.0709',
      "Dee 54°04,6871' N",
      'Lange 8° 55,7000 E',
      's1/s2/s3 0.221 / 0,210 / 0,218 mm',
      'Evd 103,7 °°',
    ]);
    expectReview(call, 'dateTime');
    expect(call.lngG).toBeUndefined();
    expect(call.review?.longitude).toBeDefined();
    expect(call.evd).toBe(103.7);
    // A settlement below the date is no clock: the date alone is filled as before.
    expect(read(['Datum 10.02.2025', 's 0,2345 mm']).dateTime).toBe('2025-02-10');
  });
});

describe('decision 0795: tests as a table’s columns, a clock after its label with points, Luxembourgish and Macedonian words', () => {
  // A lab's summary with five test points as columns, one marked with a highlighter, as OCR read it
  // (the sixteenth batch, flat shot): the marking is not in the text.
  const columns = [
    'Ergebnisübersicht dynamische Plattendruckversuche - Planum Halle B',
    'Priifpunkt MP 160 MP 161 MP 162 MP 163 MP 164',
    'Datum 28.10.2025 28.10.2025 28.10.2025 28.10.2025 28.10.2025',
    'Uhrzeit 07:27 07:55 08:11 08:26 08:40',
    'Breite [°] 48.28626 48.28666 48.28708 48.28749 48.28789',
    'Lange [°] 9.82655 9.82598 9.82541 9.82484 9.82427',
    's [mm] 0,228 0,269 0,247 0,293 0,219',
    'Evd [MN/m?] 40,6 29,9 34,4 31,6 102,8',
    'Anforderung: Evd 2 45 MN/m? (ZTV E-StB)',
    'Bericht erstellt am 30.10.2025 - Seite 2 von 4',
  ];

  it('never fills the first column of a table whose columns are tests: every value is offered', () => {
    const fields = read(columns);
    expectReview(fields, 'evd');
    expect(fields.review?.evd?.candidates).toEqual([40.6, 29.9, 34.4, 31.6, 102.8]);
    expectReview(fields, 'dateTime');
    expect(fields.review?.dateTime?.text).toContain('07:27 07:55');
    expect(fields.latG).toBeUndefined();
    expect(fields.lngG).toBeUndefined();
    expect(fields.review?.latitude?.text).toContain('48.28626 48.28666');
    expect(fields.review?.longitude?.text).toContain('9.82655 9.82598');
  });

  it('still fills a table whose columns are quantities, and a row of the same date', () => {
    // One test's values side by side (settlements, mean, Evd): one Evd, no columns of tests.
    const row = read([
      'Datum 28.10.2025 Uhrzeit 07:55',
      'Breite 48.28666 Länge 9.82598',
      's1 s2 s3 s Evd',
      'Setzungen 0,259 0,270 0,282 mm Evd 34,4 MN/m²',
    ]);
    expect(row.evd).toBe(34.4);
    expect(row.dateTime).toBe('2025-10-28T07:55');
    expect(row.latG).toBe(48);
    // Two positions' numbers on one line are a position, not three tests.
    expect(read(['Datum 28.10.2025 07:55', 'GPS 48.28666 9.82598', 'Evd 34,4 MN/m²']).latG).toBe(48);
  });

  it('reads "HH.mm.ss" right after a clock’s label as the clock, never as a date', () => {
    // The headlamp's strip as OCR read it: the date after "DAT" with a two-digit year.
    const strip = read([
      'DYN-PLATTE 300 V4.2',
      'KALIBR. 15.05.2024',
      'DAT 01.08.25',
      'ZEIT 11.14.16',
      'EVD 100.0 MN/M2',
      "N50°21.8528'",
      "E009°13.2854'",
      'DRUCK 11.17',
    ]);
    expect(strip.dateTime).toBe('2025-08-01T11:14');
    expect(strip.latG).toBe(50);
    expect(read(['Time 09.05.30 Datum 12.03.2024', 'Evd 45,1 MN/m²']).dateTime).toBe('2024-03-12T09:05');
    // A date after "Datum/Zeit" stays a date.
    expect(read(['Datum/Zeit 01.08.25 11:14', 'Evd 45,1 MN/m²']).dateTime).toBe('2025-08-01T11:14');
  });

  it('reads a Luxembourgish protocol: the weekday before "den" is no place, "Auer" is o’clock, "Gedréckt" the print', () => {
    const protocol = read([
      'Preifpunkt PP 58',
      'Datum Dénschdeg, den 22. Juli 2025',
      'Auerzäit 12.30 Auer',
      "Breedegrad 51° 07,9463' N",
      "Längegrad 7° 05,8183' O",
      'Dynamesche Verformungsmodul Evd 84,0 MN/m?',
      'Gedreckt den 23.07.2025 um 8.10 Auer - Säit 1 vun 1',
    ]);
    expect(protocol.dateTime).toBe('2025-07-22T12:30');
    expect(protocol.review?.dateTime).toBeUndefined();
    // The German weekday the same way; a place before "am" stays the signature's.
    expect(read(['Datum: Dienstag, den 22. Juli 2025, 12:30', 'Evd 45,1 MN/m²']).dateTime).toBe('2025-07-22T12:30');
    expectReview(read(['Linz, am 20. Jänner 2024', 'Evd 45,1 MN/m²']), 'dateTime');
  });

  it('reads a Macedonian protocol in Latin look-alikes: its month, time label, requirement and Evd name', () => {
    const protocol = read([
      '[aTym Ha ncnutysare 10 pekemspu 2025 rogmHa',
      'Bpeme Ha ncnutysame 06:17 vacoT',
      '[eorpagcka wrpnHa 53° 02\' 27,8" Cru',
      'Feorpacbcka n0NXUHa 12° 07\' 05,1" UA',
      'OuHamnyku Mmoayn Ha pedopmMauuja Evd 21,0 MN/m?',
      'bapamre Evd = 45 MN/m? - He 3afi0BONyBa',
      'KanubpupaHo 18.01.2024 (Baku 12 meceum)',
      'OtnevaTeHo: 11.12.2025 80 07:35 4. - CrpaHa 1 oa 1',
    ]);
    expect(protocol.evd).toBe(21);
    expect(protocol.dateTime).toBe('2025-12-10T06:17');
    expect(protocol.review).toBeUndefined();
    expectMonthNames(
      (word) => `Датум 5 ${word} 2025`,
      [
        ['јануари', '01'],
        ['април', '04'],
        ['септември', '09'],
        ['октомври', '10'],
        ['ноември', '11'],
        ['декември', '12'],
      ],
    );
  });
});

describe('decision 0798: Vietnamese words, one axis of a position line not read', () => {
  it('reads a Vietnamese protocol: the date and clock in words, the Evd’s name, the requirement, the calibration', () => {
    // The seventeenth batch's flat shot as OCR read it (diacritics partly lost).
    const protocol = read([
      'BIEN BAN THi NGHIEM TAM EP PONG (THIET Bl ROI NHE)',
      'Ngay thi nghiém ngay 13 thang 1 nam 2024',
      'Thai gian 16 gio 57 phüt',
      'Vi dé 48° 04\' 05.7" Bac',
      'Kinh dé 10° 18\' 39.8" bong',
      'Mö dun bién dang dong Evd 101,4 MN/m?',
      'Yéu cau Evd = 45 MN/m? - dat',
      'Ngay hiéu chuan 02.08.2023',
      'In IGc 7 gid 20 phat, ngay 14 thang 1 näm 2024 - Trang 1/1 - Ngudi thi nghiém: Nguyén Van Duc',
    ]);
    expect(protocol.evd).toBe(101.4);
    expect(protocol.dateTime).toBe('2024-01-13T16:57');
    expect(protocol.review).toBeUndefined();
    // The calibration alone is never the test's date.
    expectReview(read(['Ngày hiệu chuẩn 02.08.2023', 'Evd 45,1 MN/m²']), 'dateTime');
    expect(read(['Ngày thí nghiệm ngày 5 tháng 3 năm 2025', 'Thời gian 7 giờ 05 phút']).dateTime).toBe(
      '2025-03-05T07:05',
    );
  });

  it('never fills one axis of a position line whose other axis could not be read', () => {
    // The inkjet print's quarter-turned shot: the nozzle lines made "23.2230'" into "20.225"" and
    // the longitude's minutes into letters.
    const inkjet = read([
      'Datum 01.06.2024',
      'Uhrzeit 07:52 Uhr',
      'Lage (WS 04) N 54° 20.225" LE 10° US.5067\'',
      'Evd 28,6 MN/m?',
    ]);
    expect(inkjet.latG).toBeUndefined();
    expect(inkjet.review?.latitude?.text).toContain('N 54° 20.225');
    expect(inkjet.review?.longitude).toBeDefined();
    // Both axes read on their own lines: each stands for itself.
    const twoLines = read(['Datum 01.06.2024 07:52', "N 54° 23.2230'", "E 10° US.5067'", 'Evd 28,6 MN/m²']);
    expect(twoLines.latG).toBe(54);
  });
});

describe('decision 0800: iCalendar, the typewriter, Icelandic, Maltese and Welsh words, a transcript, a ticket', () => {
  it('reads an iCalendar entry: DTSTART in the basic form, not the UTC stamp, the end or the editor’s save', () => {
    // The eighteenth batch's flat shot as OCR read it ("GEO" read "GE0").
    const ics = [
      'messung-mp0114.ics — Editor',
      '5 UID:mp0114-20240226T110534@fallplatte-app',
      '6 DTSTAMP:20240227T061500Z',
      '7 DTSTART;TZID=Europe/Berlin:20240226T110534',
      '8 DTEND;TZID=Europe/Berlin:20240226T110734',
      '9 SUMMARY:LWD MP 114 - Evd 100.6 MN/m2 (erfuellt)',
      '10 GE0:52.579273;13.506877',
      '12 DESCRIPTION:Leichtes Fallgewicht MP 114\\, Mittel s 0.224 mm\\, s/v 4.59 ms\\, Evd 100.6 MN/m2',
      'Zeile 1, Spalte 1 UTF-8 CRLF Gespeichert 27.02.2024 07:31',
    ];
    const fields = read(ics);
    expect(fields.evd).toBe(100.6);
    expect(fields.dateTime).toBe('2024-02-26T11:05');
    expect([fields.latG, fields.latM, fields.lngG, fields.lngM]).toEqual([52, 34.7564, 13, 30.4126]);
    expect(fields.review).toBeUndefined();
    // The "T" read with a 7 after it: the six digits after it are still the time.
    expect(read(['DTSTART;TZID=Europe/Berlin:20240418T7082208', 'Evd 92,5 MN/m²']).dateTime).toBe('2024-04-18T08:22');
    // The UTC stamp and the save are never the test's moment.
    expectReview(read(['DTSTAMP:20240227T061500Z', 'Gespeichert 27.02.2024 07:31', 'Evd 92,5 MN/m²']), 'dateTime');
  });

  it('never fills a start that an event’s end comes before', () => {
    // The blurred shot: "T120422" read "T122422", its DTEND "T120622" read "T122222".
    const fields = read([
      'DTSTART;TZID=Europe/Berlin:20251018T122422',
      'DTEND;TZID=Europe/Berlin:20251018T122222',
      'Evd 51,7 MN/m²',
    ]);
    expectReview(fields, 'dateTime');
    expect(read(['DTSTART:20251018T120422', 'DTEND:20251018T120622', 'Evd 51,7 MN/m²']).dateTime).toBe(
      '2025-10-18T12:04',
    );
  });

  it('reads a typewritten report: degrees and minutes in words, "Pruefung am", a split label, the writing date', () => {
    const report = read([
      'BERICHT UEBER EINEN LASTPLATTENDRUCKVERSUCH (DYNAMISCH)',
      'Baustelle: Umgehung Nord, Los 2 -- Mesxxxxx Messpunkt 83',
      'Pruefung am 27. November 2024, 10.24 Uhr',
      'Lage: 51 Grad 53,970 Min. N, 10 Grad 48,243 Min. 0',
      'Witterung: bexxxxx heiter, 8 Grad C',
      'mittlere Setzung s 0,240 mm',
      'Ver formungsmodul Evd 93,8 MN/m2',
      'Anforderung Evd >= 45 MN/m2 (erfuellt)',
      'geschrieben 02.12.2024, gez. H. Lorenz',
    ]);
    expect(report.evd).toBe(93.8);
    expect(report.dateTime).toBe('2024-11-27T10:24');
    expect([report.latG, report.latM, report.lngG, report.lngM]).toEqual([51, 53.97, 10, 48.243]);
    expect(report.review).toBeUndefined();
    // A word split by a blank names the Evd only when the two parts joined do.
    expectReview(read(['Ver suchs Evd 93,8 MN/m²']), 'evd');
    // A temperature in words is no position.
    expect(read(['Witterung: heiter, 8 Grad C', 'Evd 93,8 MN/m²']).latG).toBeUndefined();
  });

  it('reads Icelandic, Maltese and Welsh labels, months and clocks', () => {
    const icelandic = read([
      'Dagsetning sunnudagur 28. juli 2024',
      'Timi kl. 13:58',
      'Aflogunarstudull Evd 65,6 MN/m?',
      'Krafa Evd = 45 MN/m? - uppfyllt',
      'Kvordun 03.11.2023',
      'Prentad 29.07.2024 kl. 07:45 - Sida 1 af 1',
    ]);
    expect(icelandic.evd).toBe(65.6);
    expect(icelandic.dateTime).toBe('2024-07-28T13:58');
    expect(icelandic.review).toBeUndefined();
    const maltese = read([
      'Data L-Erbgha, 14 ta’ Awwissu 2024',
      'Hin fil-10:18',
      'Modulu dinamiku Evd 44,5 MN/m?',
      'Rekwizit Evd = 45 MN/m2 — mhux konformi',
      'Kalibrazzjoni 19.07.2023',
      'Stampat fl-15.08.2024 fis-08:15 - Pagna 1 minn 1',
    ]);
    expect(maltese.evd).toBe(44.5);
    expect(maltese.dateTime).toBe('2024-08-14T10:18');
    expect(maltese.review).toBeUndefined();
    expectMonthNames(
      (word) => `Data 5 ta' ${word} 2025`,
      [
        ['Jannar', '01'],
        ['Frar', '02'],
        ['Marzu', '03'],
        ['Mejju', '05'],
        ['Ġunju', '06'],
        ['Lulju', '07'],
        ['Settembru', '09'],
        ['Ottubru', '10'],
        ['Novembru', '11'],
        ['Diċembru', '12'],
      ],
    );
    expect(read(['Dagsetning 5. ágúst 2025']).dateTime).toBe('2025-08-05');
    const welsh = read(['Modwlws dynamig / Dynamic Evd 52.9 MN/m?', 'Gofyniad / Requirement Evd = 45 MN/m?']);
    expect(welsh.evd).toBe(52.9);
    expect(welsh.review).toBeUndefined();
  });

  it('takes the date a transcript names on the line before, not "zuletzt online" or a message’s stamp', () => {
    const chat = read([
      '07:02 75%',
      '< Polier K. Brandt',
      'zuletzt online 22.07.2024 06:55',
      'Transkript:',
      'Hallo, kurz zu MP 181 am Planum, gemessen am',
      '21.7.2024 um 12:06 Uhr. Die drei Setzungen',
      '1,042, s/v 4,51, Evd 21,6 Meganewton',
      '12:44 vv',
      '22.07.2024 06:58',
    ]);
    expect(chat.dateTime).toBe('2024-07-21T12:06');
    expect(chat.review?.dateTime).toBeUndefined();
  });

  it('takes "Prüfung" right before a date as the test’s, beside a ticket’s comments, not "letzte Prüfung"', () => {
    const ticket = read([
      '#4053 Tragfähigkeit Planum Achse 3',
      'Status: In Bearbeitung - Priorität: hoch - Fällig: 09.01.2025',
      'Erstellt 02.01.2025 07:58 von Bauleitung S. Ritter',
      'Prüfung 01.01.2025, 15:03 Uhr',
      'Evd 36,2 MN/m?',
      'K. Brandt - 02.01.2025 09:14',
      'S. Ritter - 03.01.2025 16:40',
      'Gedruckt 03.01.2025 17:02 - Seite 1/1',
    ]);
    expect(ticket.dateTime).toBe('2025-01-01T15:03');
    expect(ticket.review?.dateTime).toBeUndefined();
    expectReview(read(['letzte Prüfung 14.03.2025', 'Messung 02.06.2025 10:12', 'Evd 36,2 MN/m²']), 'dateTime');
  });
});

describe('decision 0803: a car’s arrival clock, a database console, picture captions, Irish and Azerbaijani words', () => {
  it('reads the message beside a navigation: not its arrival clock, the clock’s "Uhr" no label, a wrapped pair', () => {
    const car = read([
      '08:48 3°C Telefon verbunden + 78 %',
      'A 9 Richtung München empfangen 08:45',
      'in 1,8 km Ausfahrt 63 MP 2 gemessen 25.01.2024',
      'Ankunft 09:19 - 42 km um 08:00 Uhr: Evd 87,0 MN/m?2,',
      'Fahrzeit 31 Min. s 0,259 mm, s/v 3,31 ms,',
      'Soll = 45. Lage 49,16994° N,',
      '7,94281° O. Melde mich morgen.',
    ]);
    expect(car.evd).toBe(87);
    expect(car.dateTime).toBe('2024-01-25T08:00');
    expect([car.latG, car.lngG]).toEqual([49, 7]);
    expect(car.review).toBeUndefined();
    // The arrival alone is never the test's clock.
    expect(read(['Datum 25.01.2024', 'Ankunft 09:19', 'Evd 87,0 MN/m²']).dateTime).toBe('2024-01-25');
    // The blurred shot: the longitude wrapped onto the next line and not read, so the latitude's
    // digits beside it ("52,15550" for 52,19990) are not filled either.
    const blurred = read(['Soll = 45. Lage 52,15550° N,', '11,30823* O. Melde mich morgen.', 'Evd 89,3 MN/m²']);
    expect(blurred.latG).toBeUndefined();
    expect(blurred.review?.latitude).toBeDefined();
  });

  it('reads a database console: snake-case columns, "evd" in lower case, the offset, not now() or the import', () => {
    const console = read([
      "lwd=> SELECT * FROM lwd_messung WHERE punkt = 'MP 160';",
      'id | 49120',
      'gemessen_am | 2024-09-06 07:48:03+02',
      's_mittel_mm | 0.476',
      'sv_ms | 3.48',
      'evd_mn_m2 | 47.3',
      'anforderung | Evd >= 45 MN/m2',
      'breite | 49.615397',
      'laenge | 7.159669',
      'geraet | LFG 31 (kal. 21.04.2023)',
      'importiert_am | 2024-09-09 06:15:12.482+02',
      'lwd=> SELECT now();',
      'now',
      '2024-09-09 09:41:17.204918+02',
    ]);
    expect(console.evd).toBe(47.3);
    expect(console.dateTime).toBe('2024-09-06T07:48');
    expect(console.review).toBeUndefined();
    // A word merely ending in "evd" or "evd" inside one is no label.
    expect(read(['Prevd 47,3 MN/m²']).evd).toBeUndefined();
  });

  it('reads a photo documentation’s captions in two columns as pictures, not as two tests', () => {
    const photos = read([
      'Bild 1 + 13.05.2024, 13:13 Uhr: Planum Halle Bild 2 - 13.05.2024, 13:30 Uhr: Walze 12 t,',
      'Bild 3 + aufgenommen 13:53 Uhr: Lastplatte Bild 4 - 14.05.2024, 07:35 Uhr: Bodenprobe',
      'auf MP 159. Prüfung am 13.05.2024 fur das Labor, Beutel 12,6 kg',
      'um 13:51 Uhr: s = 0,355 mm, s/v = 1,81 ms,',
      'Evd = 63,4 MN/m? (Soll Evd = 45 MN/m?). Lage',
    ]);
    expect(photos.evd).toBe(63.4);
  });

  it('takes a requirement’s sentence wrapped before its label as the requirement', () => {
    for (const lines of [
      ['s/v = 3,73 ms, Evd = 106,7 MN/m? - gefordert', 'sind Evd = 45 MN/m?, Passt!'],
      ['s/v = 3,52 ms, Evd = 106,7 MN/m? - gefordert sind |', 'Evd = 45 MN/m?, Passt!'],
    ]) {
      const post = read(lines);
      expect(post.evd).toBe(106.7);
      expect(post.review?.evd).toBeUndefined();
    }
    // A label after other words on the next line is its own.
    expectReview(read(['Evd = 106,7 MN/m² - gefordert', 'gemessen Evd = 45 MN/m²']), 'evd');
  });

  it('never reads a settlement with its unit as a position’s minutes', () => {
    const strip = read(['S2 0,226 mm', 'S3 0,214 mm', 'N 49°03.6926"', 'E 14°02.4672"', 'EVD 101,0 MN/m2']);
    expect([strip.latG, strip.latM, strip.lngG, strip.lngM]).toEqual([49, 3.6926, 14, 2.4672]);
    expect(strip.review).toBeUndefined();
  });

  it('reads Irish and Azerbaijani protocols', () => {
    const irish = read([
      'Data Déardaoin, 11 Mean Fömhair 2025',
      'Am 06:43',
      'Modul dinimiciail Evd 92,2 MN/m?',
      'Riachtanas Evd = 45 MN/m? - comhlionta',
      'Calabrü 16.07.2024',
      'Priontailte 12.09.2025 ag 08:20 - Leathanach 1 de 1',
    ]);
    expect(irish.evd).toBe(92.2);
    expect(irish.dateTime).toBe('2025-09-11T06:43');
    expect(irish.review).toBeUndefined();
    expect(read(['Data 3 Deireadh Fómhair 2025']).dateTime).toBe('2025-10-03');
    const azerbaijani = read([
      'Tarix 4 iyun 2024-cü il, çərşənbə axşamı',
      'Vaxt saat 15:46',
      'Dinamik deformasiya modulu Evd 30,3 MN/m?',
      'Tələb Evd > 45 MN/m? — ödənilmir',
      'Kalibrləmə 19.07.2023',
      'Çap edildi 05.06.2024, saat 07:40 - Səhifə 1/1',
    ]);
    expect(azerbaijani.evd).toBe(30.3);
    expect(azerbaijani.dateTime).toBe('2024-06-04T15:46');
    expect(azerbaijani.review).toBeUndefined();
    expectMonthNames(
      (word) => `Tarix 5 ${word} 2025-ci il`,
      [
        ['yanvar', '01'],
        ['fevral', '02'],
        ['aprel', '04'],
        ['iyul', '07'],
        ['avqust', '08'],
        ['sentyabr', '09'],
        ['oktyabr', '10'],
        ['noyabr', '11'],
        ['dekabr', '12'],
      ],
    );
  });
});

describe('decision 0806: a file list, a subtitle file, LaTeX source, a signature’s stamp, Kurmanji words', () => {
  it('never takes a file list row’s moment or a date in a file’s name for the test’s', () => {
    // The file manager's blurred shot: the rows' modification times beside their sizes.
    const files = read([
      'LWD_MP217_20241114_0956.pdf 14.11.2024 10:09 PDF-Dokument 181 kB',
      'LWD_MP219_20241114_1044.pdf 14.11.2024 10:56 PDF-Dokument 179 KB',
      'Titel LWD-Prüfung MP 218, Planum Halle 2',
      'Betreff Evd 57,3 MN/m² - s 0,393 mm - s/v 3,85 ms',
      'Erstellt 14.11.2024 10:32',
    ]);
    expect(files.dateTime).toBeUndefined();
    expect(files.review?.dateTime).toBeDefined();
    const subtitles = read([
      'baustellenvideo_2024-08-22.srt — Editor',
      '00:01:16,345 --> 00:01:20,485',
      'Heute, 20.08.2024: Prüfung mit dem leichten Fallgewicht',
      '00:01:20,765 --> 00:01:24,865',
      'MP 146 um 06:03 Uhr, Setzungen 0,239 / 0,217 / 0,228 mm',
      'Mittel s = 0,227 mm, s/v = 2,34 ms, Evd = 99,3 MN/m?',
      'Nächster Abschnitt: Betonage am 23.08.2024 ab 07:00 Uhr',
    ]);
    expect(subtitles.dateTime).toBe('2024-08-20T06:03');
    expect(subtitles.review?.dateTime).toBeUndefined();
  });

  it('reads LaTeX source: siunitx’s angle and units, a macro’s definition, not the document’s \\date', () => {
    const tex = read([
      '6 \\newcommand{\\Evd}{E_{\\mathrm{vd}}}',
      '7 \\title{LWD-Prüfung MP 234}',
      '8 \\date{2.~Dezember 2025}',
      '11 Geprüft am 01.12.2025 um 16:11~Uhr auf dem Planum Halle~2,',
      '12 Lage \\ang{50;47;29.1}~N, \\ang{12;15;38.7}~O.',
      '22 $s/v$ & 2.76 & \\si{ms} \\\\',
      '23 $\\Evd$ & 97.0 & \\si{MN/m^2} \\\\',
      '27 Anforderung: $\\Evd \\geq \\SI{45}{MN/m^2}$ -- erfüllt.',
    ]);
    expect(tex.evd).toBe(97);
    expect(tex.dateTime).toBe('2025-12-01T16:11');
    expect([tex.latG, tex.latM, tex.lngG, tex.lngM]).toEqual([50, 47.485, 12, 15.645]);
    expect(tex.review).toBeUndefined();
  });

  it('reads a certificate’s sentence, a signature’s stamp as another moment, and Kurmanji words', () => {
    const certificate = read([
      'Am Sonntag, dem 11.08.2024 (elften August zweitausendvierundzwanzig), um 13:05 Uhr',
      'Der dynamische Verformungsmodul',
      'beträgt Evd = 42,4 MN/m? (in Worten: zweiundvierzig Komma vier Meganewton je',
      'Quadratmeter). Gefordert sind Evd > 45 MN/m? (fünfundvierzig); die Anforderung ist',
    ]);
    expect(certificate.evd).toBe(42.4);
    expect(certificate.review?.evd).toBeUndefined();
    expectReview(read(['Prüfdatum 27.04.2024', "Datum: 2024.04.29 09:44:22 +02'00'", 'Evd 41,1 MN/m²']), 'dateTime');
    const kurmanji = read([
      'Dîrok 15 Îlon 2024, Yekşem',
      'Dem saet 07:57',
      'Modula deformasyonê Evd 70,8 MN/m?',
      'Pêdivî Evd = 45 MN/m? - pêk hat',
      'Kalibrasyon 02.04.2023',
      'Hate çapkirin 16.09.2024, saet 07:45 - Rûpel 1/1',
    ]);
    expect(kurmanji.dateTime).toBe('2024-09-15T07:57');
    expect(kurmanji.review?.dateTime).toBeUndefined();
  });
});

describe('decision 0809: Frisian and Faroese words', () => {
  it('reads the Frisian clock "om 11.22 oere" and never fills its date alone', () => {
    const frisian = read([
      'Datum moandei 23 desimber 2024',
      'Tiid om 11.22 oere',
      'Dynamyske ferfoarmingsmodulus Evd 63,0 MN/m?',
      'Eask Evd > 45 MN/m? — foldien',
      'Kalibraasje 23.07.2023',
      'Ofdrukt 24.12.2024 om 08.05 oere - Side 1 / 1',
    ]);
    expect(frisian.evd).toBe(63);
    expect(frisian.dateTime).toBe('2024-12-23T11:22');
    expect(frisian.review).toBeUndefined();
    // "Tiid" names a time: its clock unread, the date alone goes to review.
    expectReview(read(['Datum 23.12.2024', 'Tiid om __.__ oere', 'Evd 63,0 MN/m²']), 'dateTime');
    expectMonthNames(
      (word) => `Datum 5 ${word} 2025`,
      [
        ['jannewaris', '01'],
        ['febrewaris', '02'],
        ['maaie', '05'],
        ['juny', '06'],
        ['septimber', '09'],
        ['novimber', '11'],
      ],
    );
    expect(read(['Dynamiskur formbroytingarmodul Evd 29,3 MN/m?']).evd).toBe(29.3);
  });
});

describe('decision 0812: Romansh and Esperanto, a file’s comments, a log’s local moment, a logbook, a chat', () => {
  it('reads Romansh and Esperanto dates and clocks, not their print lines', () => {
    const romansh = read([
      'Data venderdi, ils 21 da november 2025',
      'Ura alas 17.50',
      'Modul da deformaziun Evd 38,3 MN/m?',
      'Calibraziun 23.10.2024',
      'Stampa ils 24.11.2025 a las 07.35 - Pagina 1/1',
    ]);
    expect(romansh.dateTime).toBe('2025-11-21T17:50');
    expect(romansh.review).toBeUndefined();
    const esperanto = read([
      'Dato jaŭdo, la 11-a de decembro 2025',
      'Horo je la 17:59',
      'Dinamika deformiĝa modulo Evd 66,9 MN/m?',
      'Presita 12.12.2025 je la 08:10 - Pago 1/1',
    ]);
    expect(esperanto.dateTime).toBe('2025-12-11T17:59');
    expect(esperanto.review).toBeUndefined();
    // "Horo" names the time: its clock unread, the date alone goes to review.
    expectReview(read(['Dato 11.12.2025', 'Horo je la __:__', 'Evd 66,9 MN/m²']), 'dateTime');
    expect(read(["Data 3 d'avrigl 2025"]).dateTime).toBe('2025-04-03');
    expectMonthNames(
      (word) => `Data 5 da ${word} 2025`,
      [
        ['schaner', '01'],
        ['favrer', '02'],
        ['avrigl', '04'],
        ['matg', '05'],
        ['zercladur', '06'],
        ['fanadur', '07'],
        ['avust', '08'],
        ['settember', '09'],
      ],
    );
    expectMonthNames(
      (word) => `Dato la 5-a de ${word} 2025`,
      [
        ['januaro', '01'],
        ['februaro', '02'],
        ['marto', '03'],
        ['aprilo', '04'],
        ['majo', '05'],
        ['aŭgusto', '08'],
        ['septembro', '09'],
        ['oktobro', '10'],
      ],
    );
  });

  it('never takes a file comment’s Evd as a heading, an export’s or next test’s moment for the test’s', () => {
    const yaml = read([
      '1 # LWD-Export, erzeugt 2025-08-22 07:31 auf dem Feldlaptop',
      '5 kalibriert: 2024-07-20',
      '7 # Evd in MN/m2, Setzungen in mm, s/v in ms',
      '8 messpunkt: MP 120',
      '9 zeitpunkt: 2025-08-21T08:19:30+02:00',
      '14 evd_mn_m2: 76.5',
      '21 # naechste Pruefung: 2025-08-25 ab 07:00',
    ]);
    expect(yaml.evd).toBe(76.5);
    expect(yaml.dateTime).toBe('2025-08-21T08:19');
    expect(yaml.review).toBeUndefined();
    // Without the comment rule the line numbers below it (8, 120) were offered as Evd.
    expectReview(read(['7 Evd in MN/m2', '8 messpunkt: MP 120']), 'evd');
  });

  it('reads a log’s local moment beside its UTC stamps, never a stamp or the file’s name', () => {
    const lines = (zone: string) => [
      '$ less /var/log/lwd-cloud/ingest-2024-01-17.log',
      `2024-01-17T09:05:35.118${zone} INFO ingest Verbindung von LFG-31/40817, 3 Datensätze`,
      `2024-01-17T09:05:35.412${zone} DEBUG parser Datensatz 2/3: mp=132 ortszeit="2024-01-17 09:57:32" tz=Europe/Berlin`,
      `2024-01-17T09:05:35.417${zone} INFO parser mp=132 Evd=51.7 einheit=MN/m2 lat=48.853632 lon=8.087121`,
    ];
    const log = read(lines('Z'));
    expect(log.dateTime).toBe('2024-01-17T09:57');
    expect(log.evd).toBe(51.7);
    expect(log.review).toBeUndefined();
    // The stamps' "Z" read as "2": still the named local moment, not a stamp taken as local time.
    expect(read(lines('2')).dateTime).toBe('2024-01-17T09:57');
  });

  it('never takes a letter’s place and date, a weighing, a trip’s departure or a rough clock for the test’s', () => {
    const body = ['am 25.09.2025 um 06:45 Uhr haben wir am Messpunkt MP 128 geprüft.', 'Evd 20,0 MN/m²'];
    const letter = read(['Stuttgart, 29.09.2025', ...body]);
    expect(letter.dateTime).toBe('2025-09-25T06:45');
    expect(letter.review).toBeUndefined();
    // A place's particles are part of it; a label before a lower-case weekday is no place (0813).
    expect(read(['Frankfurt am Main, 29.09.2025', ...body]).dateTime).toBe('2025-09-25T06:45');
    const faroese = read(['Dagfesting tysdagur, 25. mars 2025', 'Klokkan kl. 11.21', 'Evd 89,0 MN/m²']);
    expect(faroese.dateTime).toBe('2025-03-25T11:21');
    expect(faroese.review).toBeUndefined();
    const ticket = read([
      'Erstwägung 21.03.2025 07:12 39.558 kg',
      'Zweitwägung 21.03.2025 07:41 15.194 kg',
      'LWD MP 154 am 22.03.2025 um 11:44 Uhr',
      'Evd = 91,7 MN/m2 (Soll > 45)',
    ]);
    expect(ticket.dateTime).toBe('2025-03-22T11:44');
    expect(ticket.review).toBeUndefined();
    const logbook = [
      'Datum Abfahrt Ankunft km Beginn km Ende gefahren Fahrer',
      '20.12.2024 07:10 08:02 44.600 44.641 41 Seidel',
      'Zweck: Materialabholung Kieswerk',
      '22.12.2024 11:41 13:26 44.664 44.702 38 Seidel',
      'Zweck: LWD-Prüfung MP 51, geprüft um 12:28 Uhr — Evd 79,4 MN/m²,',
      '22.12.2024 13:43 14:20 44.702 44.731 29 Seidel',
    ];
    const trips = read(logbook);
    expect(trips.dateTime).toBe('2024-12-22T12:28');
    expect(trips.review).toBeUndefined();
    // No purpose names the test's clock: the user picks, never the first trip's departure.
    expectReview(read(logbook.map((line) => line.replace('geprüft um 12:28 Uhr', 'geprüft'))), 'dateTime');
    const chat = read([
      'LFG-31 MP 25 05.12.2024 09:32:56',
      's/v 4,29 ms Evd 69,8 MN/m? Soll 45',
      '10:20 - gesendet',
      '* Messpunkt 25, Donnerstag, gegen 9.30 Uhr.',
      '10:21 - Assistent',
      'Nachricht schreiben ...',
    ]);
    expect(chat.dateTime).toBe('2024-12-05T09:32');
    expect(chat.review).toBeUndefined();
  });

  it('reads a sentence’s Evd, and its "mindestens" as the requirement', () => {
    const easy = read(['Evd ist: 38,1 MN/m².', 'Evd muss mindestens 45 MN/m² sein.']);
    expect(easy.evd).toBe(38.1);
    expect(easy.review).toBeUndefined();
    expect(read(['Evd beträgt 52,4 MN/m²']).evd).toBe(52.4);
  });

  it('never fills a position whose minutes have a decimal fewer than the other axis’s on its line', () => {
    const fields = read(["N 48° 11.3359' E 13° 19.692S'", 'Evd = 87,2 MN/m²']);
    expect(fields.lngM).toBeUndefined();
    expect(fields.review?.longitude).toBeDefined();
    expect(fields.review?.latitude).toBeDefined();
    const both = read(["N 48° 11.3359' E 13° 19.6925'", 'Evd = 87,2 MN/m²']);
    expect([both.latM, both.lngM]).toEqual([11.3359, 19.6925]);
  });
});

describe('decision 0816: Low German, Galician and Indonesian words, a device’s clock, an order’s moments, WKT, GPX, a gateway', () => {
  it('reads the Low German, Galician and Indonesian test moments, never a print’s', () => {
    const lowGerman = read([
      'Dag Freedag, de 16. Februaar 2024',
      'Tied Klock 15.03',
      'Verformmodul Evd 81,9 MN/m²',
      'Fordert Evd ≥ 45 MN/m² - klaar',
      'Druckt an’n 19.02.2024 Klock 07.50 - Siet 1 vun 1',
    ]);
    expect([lowGerman.dateTime, lowGerman.evd, lowGerman.review]).toEqual(['2024-02-16T15:03', 81.9, undefined]);
    const galician = read(['Data xoves, 12 de xuño de 2025', 'Hora ás 12:59 h', 'Impreso o 13.06.2025 ás 08:20 h']);
    expect([galician.dateTime, galician.review]).toEqual(['2025-06-12T12:59', undefined]);
    // "ñ" read "fi", as OCR reads it.
    expect(read(['Data xoves, 12 de xufio de 2025', 'Hora ás 12:59 h']).dateTime).toBe('2025-06-12T12:59');
    const indonesian = read([
      'Hari, tanggal Minggu, 18 Mei 2025',
      'Waktu pukul 15.02',
      'Dicetak 19.05.2025 pukul 07.45 - Halaman 1 dari 1',
    ]);
    expect([indonesian.dateTime, indonesian.review]).toEqual(['2025-05-18T15:02', undefined]);
    expectMonthNames(
      (word) => `5 ${word} 2025`,
      [
        ['Maret', '03'],
        ['Agustus', '08'],
        ['xaneiro', '01'],
        ['febreiro', '02'],
        ['xullo', '07'],
        ['Januaar', '01'],
        ['Oktover', '10'],
      ],
    );
  });

  it('never takes a device’s own clock, an order’s issue, its time window or the feedback for the test’s moment', () => {
    const menu = read([
      'RTC Unix 1731344575',
      'RTC lokal 11.11.2024 18:02:55',
      'LETZTE MESSUNG MP 196',
      'Ortszeit 11.11.2024 17:21:12 MEZ',
      'Evd 104,3 MN/m²',
    ]);
    expect([menu.dateTime, menu.review]).toEqual(['2024-11-11T17:21', undefined]);
    const order = read([
      'erteilt am 22.05.2025 um 16:40 Uhr',
      'Termin 26.05.2025, Zeitfenster 07:00-10:00 Uhr',
      'durchgeführt am 26.05.2025 um 08:05 Uhr, M. Ahrens',
      'Evd 60,3 MN/m²',
      'Rückmeldung 26.05.2025, 08:41 Uhr telefonisch',
    ]);
    expect([order.dateTime, order.review]).toEqual(['2025-05-26T08:05', undefined]);
  });

  it('reads WKT’s point longitude first and GPX’s waypoint, never a track’s point or a gateway’s position', () => {
    const gis = read(['X 10.776606', 'Y 50.154971', 'geometrie POINT (10.776606 50.154971)', 'evd_mn_m2 18.2']);
    expect([gis.latG, gis.latM, gis.lngG, gis.lngM]).toEqual([50, 9.2983, 10, 46.5964]);
    const waypoint = '<wpt lat="53.082031" lon="10.207519">';
    const track = [
      '<trkpt lat="53.080651" lon="10.205589"><time>2025-02-24T12:56:47Z</time></trkpt>',
      '<trkpt lat="53.081421" lon="10.206679"><time>2025-02-24T13:02:14Z</time></trkpt>',
    ];
    const gpx = read([waypoint, 'Evd = 27,9 MN/m²', ...track]);
    expect([gpx.latG, gpx.latM, gpx.lngG, gpx.lngM, gpx.review]).toEqual([53, 4.9219, 10, 12.4511, undefined]);
    const trackOnly = read(['Evd = 27,9 MN/m²', ...track]);
    expect([trackOnly.latG, trackOnly.lngG]).toEqual([undefined, undefined]);
    // The device's "lat" read "Yat": the gateway's position two lines under its id is not the test's.
    const uplink = read([
      '"Evd": 74.0,',
      '"Yat": 50.31235,',
      '"lon": 12.32875',
      '"gateway_id": "gw-baucontainer-2",',
      '"rssi": -102, "snr": 6.25,',
      '"location": { "latitude": 50.3167, "longitude": 12.3216, "altitude": 24 }',
    ]);
    expect([uplink.latG, uplink.lngG, uplink.lngM]).toEqual([undefined, 12, 19.725]);
    // "11.2289%4" for 11.228904: a digit misread inside the number, never filled as 11.2289.
    const misread = read(['"lat": 51.59785,', '"lon": 11.2289%4', '"Evd": 65.2,']);
    expect(misread.lngG).toBeUndefined();
    expect(misread.review?.longitude).toBeDefined();
  });
});

describe('decision 0819: Afrikaans, Filipino and Swahili words, survey and NFC notations, a lab’s other columns', () => {
  it('reads the Afrikaans, Filipino and Swahili test moments, never a print’s or a calibration’s', () => {
    const afrikaans = read([
      'Datum Saterdag 21 Desember 2024',
      'Tyd om 17:58',
      'Vervormingsmodulus Evd 27,5 MN/m²',
      'Vereiste Evd ≥ 45 MN/m² — voldoen nie',
      'Gedruk 23.12.2024 om 07:55 - Bladsy 1 van 1',
    ]);
    expect([afrikaans.dateTime, afrikaans.evd, afrikaans.review]).toEqual(['2024-12-21T17:58', 27.5, undefined]);
    const filipino = (clock: string) =>
      read([
        'Petsa Linggo, ika-9 ng Nobyembre 2025',
        `Oras ${clock}`,
        'Inilimbag 10.11.2025, 7:50 ng umaga - Pahina 1 ng 1',
      ]).dateTime;
    expect(filipino('7:00 ng umaga')).toBe('2025-11-09T07:00');
    // The afternoon and the evening after a twelve-hour clock.
    expect(filipino('3:15 ng hapon')).toBe('2025-11-09T15:15');
    expect(filipino('7:40 ng gabi')).toBe('2025-11-09T19:40');
    const swahili = read([
      'Tarehe Ijumaa, 23 Agosti 2024',
      'Saa saa 06:43 (saa 12:43 asubuhi)',
      'Moduli ya ubadilikaji Evd 55,9 MN/m²',
      'Kiwango kinachotakiwa Evd ≥ 45 MN/m² - imefaulu',
      'Urekebishaji 16.10.2023',
      'Imechapishwa 26.08.2024 saa 08:10 - Ukurasa 1 kati ya 1',
    ]);
    expect([swahili.dateTime, swahili.evd, swahili.review]).toEqual(['2024-08-23T06:43', 55.9, undefined]);
    expectMonthNames(
      (word) => `5 ${word} 2025`,
      [
        ['Pebrero', '02'],
        ['Marso', '03'],
        ['Hunyo', '06'],
        ['Disyembre', '12'],
        ['Machi', '03'],
        ['Julai', '07'],
        ['Septemba', '09'],
        ['Novemba', '11'],
      ],
    );
  });

  it('reads a label’s axis where a letter after the number is another language’s word', () => {
    // The Filipino H (hilaga, north) and S (silangan, east), not south.
    const filipino = read(['Latitud 48.14556° H', 'Longhitud 11.29364° S', 'Evd 19,8 MN/m²']);
    expect([filipino.latG, filipino.latM, filipino.lngG, filipino.lngM, filipino.review]).toEqual([
      48,
      8.7336,
      11,
      17.6184,
      undefined,
    ]);
    // A letter that agrees with its label, as before; an S after a latitude is still the south.
    expect(read(['Latitud 48.14556° N', 'Longitud 11.29364° E']).latG).toBe(48);
    const south = read(['Latitud 48.14556° S', 'Longitud 11.29364° E']);
    expect([south.latG, south.review?.latitude]).toEqual([undefined, expect.anything()]);
  });

  it('reads survey software’s colon notation, never a clock, a cube’s number or an NFC tag’s id', () => {
    const survey = read([
      'Datum 17.06.2024 Beginn 08:55 Instrument TS16 R500 Nr. 3710',
      'LWD-Prüfung an MP 22 um 09:47 Uhr',
      'Evd 45,7 MN/m² s 0,492 mm s/v 4,24 ms Soll Evd ≥ 45 MN/m²',
      'Lage WGS 84 (GNSS-Kontrolle): 53:18:04.50N 008:25:04.99E',
    ]);
    expect([survey.latG, survey.latM, survey.lngG, survey.lngM]).toEqual([53, 18.075, 8, 25.0832]);
    expect(survey.dateTime).not.toBe('2024-06-17T08:55');
    // A clock beside a column's letter stays a clock.
    expect(read(['Zeit 06:52:29 N 52° 30,123′ E 13° 24,456′']).latM).toBe(30.123);
    const lab = read([
      'Würfel hergestellt geprüft Alter fc [N/mm²]',
      'W 1 26.03.2024 22.04.2024 28d 40,5',
      'W 2 26.03.2024 22.04.2024 28d 42,7',
      'Prüfung 23.04.2024, 12:58 Uhr',
      'Evd 85,1 MN/m²',
      'Lage (WGS 84) 50,906129° N / 7,362742° O',
    ]);
    expect([lab.latG, lab.lngG, lab.review?.latitude, lab.review?.longitude]).toEqual([50, 7, undefined, undefined]);
    const nfc = read([
      '07:48 NFC 82 %',
      'Seriennummer 04:52:A2:40:6C:32:80',
      'LWD MP 95 - 02.06.2025 16:20:42',
      'Evd 99,2 MN/m² - s 0,227 mm - s/v 4,01 ms',
      'Gelesen 03.06.2025 07:48 - Verlauf (14)',
    ]);
    expect([nfc.dateTime, nfc.review?.dateTime]).toEqual(['2025-06-02T16:20', undefined]);
  });
});

describe('decision 0822: a levelling book, a logger’s records, a Bluetooth app, a web page’s source, Uzbek and Belarusian', () => {
  it('takes the day of a levelling book, not its start, end or computation', () => {
    const levelling = read([
      'NIVELLEMENT - FELDBUCH Blatt 3',
      'Datum 20.02.2025 Beginn 16:14 Ende 17:28',
      'MP 222 1,3712 41,8138 LWD 17:03',
      'LWD-Prüfung MP 222 um 17:03 Uhr',
      'Evd 66,4 MN/m² s 0,542 mm s/v 4,24 ms Soll Evd ≥ 45 MN/m²',
      'Lage (GNSS): N 50° 28.7330′ E 13° 12.2589′',
      'ΣR-ΣV = 0,5897 m - gerechnet 21.02.2025',
    ]);
    expect([levelling.dateTime, levelling.review?.dateTime]).toEqual(['2025-02-20T17:03', undefined]);
    // The start alone is no test's moment: the date without it goes to review.
    expect(read(['Datum 20.02.2025 Beginn 16:14 Ende 17:28', 'Evd 66,4 MN/m²']).dateTime).toBeUndefined();
  });

  it('reads a logger file’s record of the test: the year and the day of the year, the clock as HHMM', () => {
    const logger = [
      '; 101: ID;Jahr;Tag;HHMM;MP;Evd;s;s/v;Breite;Länge',
      '; 102: ID;Jahr;Tag;HHMM;U Batt;T Luft;Feuchte',
      '; Soll Evd >= 45 MN/m2 - ausgelesen 2024-02-09 07:12',
      '102;2024;39;0900;12.50;3.7;86',
      '101;2024;39;1058;215;73.2;0.307;3.09;50.376089;8.712830',
      '102;2024;39;1100;12.46;4.3;84',
    ];
    expect(read(logger)).toMatchObject({ evd: 73.2, dateTime: '2024-02-08T10:58', latG: 50, lngG: 8 });
    expect(read(logger).review).toBeUndefined();
    // A leap year's 29 February is day 60.
    expect(read(logger.map((line) => line.replace('2024;39;1058', '2024;60;1058'))).dateTime).toBe('2024-02-29T10:58');
    // Two records of the test are two tests: none is taken by position.
    const twice = read([...logger, '101;2024;39;1130;216;55.0;0.410;2.90;50.376101;8.712840']);
    expect(twice.evd).toBeUndefined();
  });

  it('reads a position in whole 10⁻⁷ degrees and no connection log’s clock', () => {
    const app = read([
      'Messung + 0x2A9D',
      'Evd = 72.8 MN/m² s = 0.309 mm s/v = 3.02 ms',
      'Zeit = 2025-12-02 16:32:08 (Gerätezeit)',
      'Position + 0x2A67',
      'lat_e7 = 539366925 lon_e7 = 136343244',
      '2025-12-03 07:40:12.331 Verbunden',
      '2025-12-03 07:40:13.018 Dienste gefunden (4)',
      '2025-12-03 07:41:02.764 Gelesen 0x2A9D, 0x2A67',
    ]);
    expect([app.dateTime, app.latG, app.latM, app.lngG, app.lngM, app.review]).toEqual([
      '2025-12-02T16:32',
      53,
      56.2015,
      13,
      38.0595,
      undefined,
    ]);
  });

  it('reads a sampling protocol: a time range is no test’s moment; seconds marked by an apostrophe', () => {
    const sampling = read([
      'Probenahme 22.11.2025, 07:10-08:15 Uhr',
      'Übergabe Labor 24.11.2025, 07:30 Uhr',
      'Prüfpunkt / Uhrzeit MP 83 / 08:44 Uhr',
      'Evd 84,5 MN/m²',
      "Lage (WGS 84) 49°26'08.3'N 12°36'41.8'E",
    ]);
    expect([sampling.dateTime, sampling.latM, sampling.lngM, sampling.review]).toEqual([
      '2025-11-22T08:44',
      26.1383,
      36.6967,
      undefined,
    ]);
  });

  it('takes the one row of a week’s record that names the test', () => {
    const week = [
      'Woche vom 09.09.2024 bis 15.09.2024',
      'Mo 09.09.2024 Schalung Fundament Achse 2 gestellt 8,5',
      'Di 10.09.2024 Berufsschule (Vermessung, Mathematik) 8,0',
      'So 15.09.2024 Sonntag: Bereitschaft; mit dem Polier LWD-Prüfung an MP 207 5,0',
      'um 11:10 Uhr: Evd 81,2 MN/m², s 0,277 mm, s/v 2,06 ms (Soll ≥ 45)',
      'Azubi 16.09.2024 Ausbilder 17.09.2024',
    ];
    expect([read(week).dateTime, read(week).review?.dateTime]).toEqual(['2024-09-15T11:10', undefined]);
    // Two rows naming a test: the user picks.
    const two = read([...week.slice(0, 2), 'Di 10.09.2024 LWD-Prüfung an MP 12 2,0', ...week.slice(3)]);
    expectReview(two, 'dateTime');
  });

  it('reads a web page’s source as the page shows it: no attribute’s moment', () => {
    const page = read([
      '3 <meta name="generator" content="LFG-Web 3.14.2, 2025-07-07T07:35:12+02:00">',
      '6 <p>Prüfzeit: <time datetime="2025-07-04T15:18:05Z">04.07.2025 17:18</time></p>',
      '11 <tr><td>Evd</td><td><b>70,7</b> MN/m2</td></tr>',
      '14 <p>Lage: <span class="lat">47.940671</span> N, <span class="lon">9.644970</span> E</p>',
    ]);
    expect([page.evd, page.dateTime, page.latG, page.lngG, page.review]).toEqual([
      70.7,
      '2025-07-04T17:18',
      47,
      9,
      undefined,
    ]);
    // GPX keeps its attributes: the position is in them.
    expect(read(['<wpt lat="53.082031" lon="8.801694">', 'Evd 55,0 MN/m²']).latG).toBe(53);
  });

  it('reads Uzbek and Belarusian protocols', () => {
    const uzbek = read([
      'Sana 2024-yil 5-dekabr, payshanba',
      'Vaqt soat 10:39',
      'Deformatsiya moduli Evd 63,8 MN/m²',
      'Talab Evd ≥ 45 MN/m² — bajarildi',
      'Kalibrlash 12.06.2023',
      'Chop etilgan 06.12.2024, soat 08:20 - 1-sahifa / 1',
    ]);
    expect([uzbek.dateTime, uzbek.evd, uzbek.review]).toEqual(['2024-12-05T10:39', 63.8, undefined]);
    // As OCR reads the Cyrillic in Latin look-alikes.
    const belarusian = read([
      'Data cepaga, 8 kacTpbl4Hika 2025 r.',
      'Yac 17:34',
      'ObiHaMivHbl MOAYAb Evd 102,0 MN/m?',
      'MaTpabaBaHHe Evd = 45 MN/m? - BblkaHaHa',
      'Kanibpoyka 07.10.2024',
      'HapnpykasaHa 09.10.2025 a 07:55 - CrapoHka 1/1',
    ]);
    expect([belarusian.dateTime, belarusian.evd, belarusian.review]).toEqual(['2025-10-08T17:34', 102, undefined]);
    expectMonthNames(
      (word) => `5 ${word} 2025 г.`,
      [
        ['студзеня', '01'],
        ['сакавіка', '03'],
        ['траўня', '05'],
        ['чэрвеня', '06'],
        ['жніўня', '08'],
        ['снежня', '12'],
      ],
    );
  });
});

describe('decision 0825: a TOA5 file, a waypoint, a decoded QR code, an INI file’s sections, Kazakh and Mongolian', () => {
  it('reads a TOA5 file’s record with its degrees and minutes in columns of their own, not the editor’s change', () => {
    const toa5 = read([
      '"TOA5","LWD_BA2","CR1000X","4711","CR1000X.Std.07.02","CPU:LWD_BA2.CR1X","30412","Pruefung"',
      '"TIMESTAMP","RECORD","MP","Evd","s_mittel","s_v","Evd_Soll","Lat_Grad","Lat_Min","Lon_Grad","Lon_Min","Batt_V"',
      '"TS","RN","","MN/m2","mm","ms","MN/m2","Grad","Min","Grad","Min","V"',
      '"","","Smp","Smp","Smp","Smp","Smp","Smp","Smp","Smp","Smp","Smp"',
      '"2025-01-13 07:04:39",212,48,31.9,0.705,4.55,45,52,42.9794,11,8.2378,12.69',
      'Zeile 5, Spalte 1 geändert 14.01.2025 07:19 - UTF-8',
    ]);
    expect([toa5.evd, toa5.dateTime, toa5.latG, toa5.latM, toa5.lngG, toa5.lngM, toa5.review]).toEqual([
      31.9,
      '2025-01-13T07:04',
      52,
      42.9794,
      11,
      8.2378,
      undefined,
    ]);
  });

  it('reads a waypoint’s comment as the Evd’s line and its "06-DEZ-25", offered as its creation', () => {
    const waypoint = read([
      'Name MP69 LWD',
      'Kommentar Evd 54,9 MN/m²',
      's 0,410 mm s/v 3,36 ms',
      'Erstellt 06-DEZ-25 14:16:36',
      "Position N53°17.203' E013°54.572'",
    ]);
    expect([waypoint.evd, waypoint.dateTime, waypoint.review?.dateTime?.text]).toEqual([
      54.9,
      undefined,
      'Erstellt 06-DEZ-25 14:16:36',
    ]);
    expect(read(['Datum 06-DEZ-25 14:16', 'Evd 54,9 MN/m²']).dateTime).toBe('2025-12-06T14:16');
  });

  it('reads a date and a clock without separators after their labels, in an INI file’s sections', () => {
    const qr = read(['MP=179', 'DATUM=19012024', 'ZEIT=092636', 'Evd=96.9 MN/m2', 'Gescannt 22.01.2024, 07:36 Uhr']);
    expect([qr.dateTime, qr.review?.dateTime]).toEqual(['2024-01-19T09:26', undefined]);
    const ini = read([
      '[Geraet]',
      'Zeitzone= +02:00',
      '[Kalibrierung]',
      'Datum= 20230814',
      '[LetzteMessung]',
      'Datum= 20240721',
      'Zeit= 164168',
      'Evd= 104.6',
    ]);
    expect([ini.dateTime, ini.review?.dateTime]).toEqual(['2024-07-21T16:41', undefined]);
    // An ISO moment after the label is no bare clock ("Zeit: 2025-…" is no 20:25).
    expect(read(['Zeit: 2025-12-17T11:47:44+01:00', 'Evd: 20,0 MN/m2']).dateTime).toBe('2025-12-17T11:47');
    // Eight digits that make no date stay as they are.
    expect(read(['DATUM=45992024', 'Evd 50,0 MN/m²']).dateTime).toBeUndefined();
  });

  it('never takes an evaluation’s, a handover’s or its taking over’s date for the test’s', () => {
    const roller = read([
      'Prüffeld PF 8 - Planum Achse 3 - So 21.12.2025',
      'Übergang Uhrzeit Messwert',
      '1 08:47 37,9',
      '2 09:01 40,5',
      'Kontrollprüfung LWD an der schwächsten Stelle (MP 129) um 09:55 Uhr',
      'Evd 38,0 MN/m² s 0,592 mm s/v 4,40 ms Anforderung Evd ≥ 45 MN/m²',
      'Ausgewertet 22.12.2025 - Bauleitung Erdbau',
    ]);
    expect([roller.dateTime, roller.review?.dateTime]).toEqual(['2025-12-21T09:55', undefined]);
    const handover = read([
      'Tragfähigkeit: LWD-Prüfung MP 156 um 12:24 Uhr',
      'Ergebnis Evd 41,3 MN/m²',
      'Übergeben: 12:03.2025.2 Übernommen: 14.03.2025',
    ]);
    expect(handover.dateTime).toBeUndefined();
  });

  it('reads Kazakh and Mongolian protocols as OCR reads their Cyrillic', () => {
    const kazakh = read([
      'KyHi 2025 XbINFbl 22 Ka3aH, capceHbi',
      'YaKpITbl cafaT 16:06',
      'Ded opmauna moayni Evd 50,9 MN/m?',
      'Tanan Evd = 45 MN/m? - opblHAan abl',
      'Kanunbpney 07.01.2024',
      'Bacwin woiFapsinabl 23.10.2025, cafaT 08:10 - 1-6eT/ 1',
    ]);
    expect([kazakh.dateTime, kazakh.evd, kazakh.review]).toEqual(['2025-10-22T16:06', 50.9, undefined]);
    const mongolian = read([
      'OrHoo 2025 oHbl 8 capblH 27, Jixarsa rapar',
      'Lar 07 uar 54 MuHyT',
      'Dedopmauuith moayns Evd 80,0 MN/m?',
      'LWaapanara Evd = 45 MN/m? - xaHracaH',
      'Wanrant Toxupyynra 27.10.2024',
      'X3Bn3C3H 28.08.2025, 08:40 + Xyypac 1/1',
    ]);
    expect([mongolian.dateTime, mongolian.evd, mongolian.review]).toEqual(['2025-08-27T07:54', 80, undefined]);
  });
});

describe('decision 0828: compact positions, a permit’s and a phone note’s moments, Turkmen, Tajik and Kyrgyz labels', () => {
  it('reads an IFC site’s angle tuple, ISO 6709’s string and the aviation’s run-together seconds', () => {
    const ifc = read(['Evd 94,0 MN/m2', 'RefLatitude (52, 24, 54, 700000)', 'RefLongitude (12, 58, 59, 30000)']);
    expect([ifc.latG, ifc.latM, ifc.lngG, ifc.lngM]).toEqual([52, 24.9117, 12, 58.9838]);
    const iso = read(['Evd 80,0 MN/m²', 'Ort +5121.2060+01231.3664/']);
    expect([iso.latG, iso.latM, iso.lngG, iso.lngM]).toEqual([51, 21.206, 12, 31.3664]);
    expect(read(['Evd 80,0 MN/m²', 'Ort +51.35343+012.52277/']).latM).toBe(21.2058);
    const aviation = read(['Standort (WGS 84) 511313.5N 0083216.5E', 'Evd 101,3 MN/m²']);
    expect([aviation.latG, aviation.latM, aviation.lngG, aviation.lngM]).toEqual([51, 13.225, 8, 32.275]);
  });

  it('never takes a permit’s date for the test’s, and joins a phone note’s "heute um" clock to its date', () => {
    const opening = read([
      'Aufbruchgenehmigung Nr. 66/2024/0336 vom 08.11.2024',
      'Abnahme am Dienstag, den 10. Dezember 2024',
      'Messpunkt / Uhrzeit MP 118 - 07:12 Uhr',
      'Ergebnis Evd 29,1 MN/m²',
    ]);
    expect(opening.dateTime).toBeUndefined();
    // A test report's number and date stay its date.
    expect(read(['Prüfbericht Nr. 24-0639 vom 25.06.2024', 'Evd 45,3 MN/m²']).dateTime).toBe('2024-06-25');
    const note = read([
      'TELEFONNOTIZ',
      'Datum: 07.11.2025 Uhrzeit: 12:18',
      'LWD MP 213 heute um 11:39 gemessen:',
      'Evd 37,5 MN/m² (Soll 45!) s = 0,600 mm, s/v 2,39',
      'Rückruf bis 13:38!',
    ]);
    expect([note.dateTime, note.review?.dateTime]).toEqual(['2025-11-07T11:39', undefined]);
  });

  it('takes "Zeit" before a full date as the moment’s label, and Turkmen, Tajik and Kyrgyz words', () => {
    const excavator = read([
      'LN_BA2_Planum.dsz RTK Fix 18:47',
      'Zeit 18.12.2025 17:52:25',
      'Bemerkung MP 58 Evd 25,4 MN/m²',
    ]);
    expect([excavator.dateTime, excavator.evd, excavator.review]).toEqual(['2025-12-18T17:52', 25.4, undefined]);
    const turkmen = read([
      'Senesi 7 oktyabr 2024 y., duşenbe',
      'Wagty sagat 11:17',
      'Deformasiýa moduly Evd 76,4 MN/m²',
      'Kalibrleme 18.03.2023',
      'Çap edildi 08.10.2024, sagat 08:15',
    ]);
    expect([turkmen.dateTime, turkmen.review]).toEqual(['2024-10-07T11:17', undefined]);
    // The Tajik requirement and time, as OCR reads them.
    const tajik = read(['CaHa 28.11.2025', 'BaKT coatn 17:07', 'Evd 19,7 MN/m?', 'TanaboT Evd = 45 MN/m?']);
    expect([tajik.dateTime, tajik.evd]).toEqual(['2025-11-28T17:07', 19.7]);
  });
});

describe('decision 0831: a video’s metadata, a terminal’s cs2cs and file listing, a GML file, Somali', () => {
  it('takes the comment’s test moment, not the video’s creation or its duration', () => {
    const video = read([
      'creation_time : 2025-08-16T15:06:02.000000Z',
      'com.apple.quicktime.location.ISO6709: +51.23508+013.70800+101.2/',
      'com.apple.quicktime.creationdate: 2025-08-16T17:06:02+0200',
      'comment : LWD 16.08.2025 17:01 MP 86: Evd 35,9 MN/m2, s 0,627 mm, s/v 3,68 ms, Soll 45',
      'Duration: 00:00:22.01, start: 0.000000, bitrate: 11213 kb/s',
    ]);
    expect([video.dateTime, video.evd, video.latG, video.lngG, video.review]).toEqual([
      '2025-08-16T17:01',
      35.9,
      51,
      13,
      undefined,
    ]);
  });

  it('reads PROJ’s "d" degrees and never a file listing’s moment', () => {
    const terminal = read([
      'punkt;datum;zeit;evd_mn_m2;s_mm;sv_ms;soll',
      'MP16;15.04.2025;06:43:46;79,5;0,283;4,23;45',
      '10d52\'54.746"E 52d23\'0.989"N 0.000',
      '-rw-r--r-- 1 vermessung vermessung 96 16.04.2025 07:36 MP16.csv',
    ]);
    expect([terminal.dateTime, terminal.latG, terminal.latM, terminal.lngG, terminal.lngM, terminal.review]).toEqual([
      '2025-04-15T06:43',
      52,
      23.0165,
      10,
      52.9124,
      undefined,
    ]);
  });

  it('reads a GML file’s elements by their names, its point latitude first, KML’s longitude first', () => {
    const gml = read([
      '5 <bd:zeit>2024-06-12T09:43:00+02:00</bd:zeit>',
      '6 <bd:Evd uom="MN/m2">30.4</bd:Evd>',
      '7 <bd:setzung uom="mm">0.740</bd:setzung>',
      '9 <bd:EvdSoll uom="MN/m2">45</bd:EvdSoll>',
      '12 <gml:pos>52.769064 12.394515</gml:pos>',
      '15 <bd:exportiert>2024-06-14T09:10:05Z</bd:exportiert>',
    ]);
    expect([gml.evd, gml.dateTime, gml.latG, gml.latM, gml.lngG, gml.lngM, gml.review]).toEqual([
      30.4,
      '2024-06-12T09:43',
      52,
      46.1438,
      12,
      23.6709,
      undefined,
    ]);
    const kml = read(['Evd 98,9 MN/m²', '<Point><coordinates>9.412444,50.344160,53.6</coordinates></Point>']);
    expect([kml.latG, kml.lngG]).toEqual([50, 9]);
  });

  it('reads a Somali protocol', () => {
    const somali = read([
      'Taariikhda 12 Maajo 2025, Isniin',
      'Waqtiga saacadda 11:42',
      'Moduluska gallafsanaanta Evd 80,6 MN/m²',
      'Shuruudda Evd ≥ 45 MN/m² — waa la buuxiyay',
      'Hagaajinta qalabka 15.03.2024',
      'La daabacay 13.05.2025, saacadda 07:40 - Bogga 1/1',
    ]);
    expect([somali.dateTime, somali.evd, somali.review]).toEqual(['2025-05-12T11:42', 80.6, undefined]);
  });
});

describe('decision 0831: a value with more decimals than a value has', () => {
  it('never takes the front of "33,1777" as the Evd', () => {
    const blurred = read([
      'Befund LWD-Prüfung MP 80 am 09.09.2025, 06:49 Uhr',
      'Result Evd 33,1777 (s 0.520 mm, s/v 4,53 ms)',
    ]);
    expect(blurred.evd).toBeUndefined();
    expect(read(['Result Evd 33,1 MN/m² (s 0.520 mm)']).evd).toBe(33.1);
  });
});

describe('decision 0834: APRS packets, a radio log’s entries, a sender’s date', () => {
  it('reads the test’s APRS packet with its DAO digits, never another station’s position', () => {
    const packets = [
      '05:58:10 DB0LNB>APMI06,TCPIP*,qAC,T2LEIPZIG:!5111.20N/01226.50E#PHG3260 Digi Lager Nord',
      '06:03:15 DL4XK-9>APDR16,WIDE1-1,qAR,DB0LNB:=5108.88N/01231.02E>093/041 Bagger 3',
      '06:10:22 DL7LWD-7>APLWD1,WIDE1-1,qAR,DB0LNB:@200410z5345.67N/00850.37E',
      'LWD MP121 20.07.2025 06:04 Evd 96,8 s 0,232 sv 3,91 Soll 45 !W60!',
    ];
    const aprs = read(packets);
    expect([aprs.latG, aprs.latM, aprs.lngG, aprs.lngM]).toEqual([53, 45.676, 8, 50.37]);
    // The DAO's zero read as the letter O.
    const misread = read([...packets.slice(0, 3), packets[3]!.replace('!W60!', '!WO6!')]);
    expect([misread.latM, misread.lngM]).toEqual([45.67, 50.376]);
    // Without the test's packet no station's position is the test's.
    const stations = read(['LWD MP121 20.07.2025 06:04 Evd 96,8', ...packets.slice(0, 2)]);
    expect([stations.latG, stations.lngG]).toEqual([undefined, undefined]);
  });

  it('takes the clock said in a radio log’s entry, not the entry’s own', () => {
    const radio = read([
      'FUNKBUCH Kanal 412 - 20.12.2025',
      'Zeit von an Spruch',
      '08:36 Kran 1 Polier Windmessung 7,8 m/s, weiter',
      '09:04 Labor Polier MP 76, 09:00 Uhr: Evd 65,4 MN/m²,',
      's 0,344 mm, s/v 3,49 ms, Soll 45 — hält',
      '09:12 Polier Walze 2 Achse 3 fertig',
    ]);
    expect(radio.dateTime).toBe('2025-12-20T09:00');
  });

  it('never fills a sender’s date as the test’s', () => {
    const slip = read([
      'Absender: Geotest Labor GmbH, Leipzig - Datum 29.07.2024',
      'Messpunkt / Zeit MP 54, 28.07.2024, 11:38 Uhr',
      'Ergebnis Evd 101,5 MN/m² s 0,222 mm s/v 2,83 ms',
      'Eingang Service: 31.07.2024',
    ]);
    // Not filled: offered under "bitte prüfen" with both dates' lines.
    expectReview(slip, 'dateTime');
  });
});

describe('decision 0843: the test’s own clock; a clock or a date the reader cannot place', () => {
  it('takes the clock written with the test, not the receipt’s, the accident’s or a guard’s log’s', () => {
    const receipt = read([
      '06.09.2024 09:06 Bon 4399',
      'Diesel 42,10 l 1,679 EUR/l',
      '10:03 Evd 20,0 s 1,125 s/v 2,57',
    ]);
    expect(receipt.dateTime).toBe('2024-09-06T10:03');
    const firstAid = read([
      'Datum / Uhrzeit Unfall 04.04.2024, 07:13 Uhr',
      'Hergang nach LWD-Prüfung MP 130 um 07:05 Uhr',
      '(Evd 107,9 MN/m², s 0,209 mm, s/v 4,58 ms, Soll 45)',
      'eingetragen 04.04.2024 07:45 Ersthelfer',
    ]);
    expect(firstAid.dateTime).toBe('2024-04-04T07:05');
    // A clock on a line that names the test far from its Evd is another moment (a meeting's).
    const sticky = read([
      'LWD-Auswertung Mi 08:30 Baubespr.',
      'Zeitpunkt 2024-06-17 08:22:53',
      'Notiz',
      'Evd 62,7 MN/m²',
    ]);
    expect(sticky.dateTime).toBe('2024-06-17T08:22');
    // Two clocks written with the test: the user picks.
    expectReview(read(['06.09.2024 09:06 Bon 4399', '10:03 Evd 20,0', '10:41 Evd 22,5 Wiederholung']), 'dateTime');
  });

  it('does not take the first of a day’s rows for the test when its own clock was not read', () => {
    const turnstile = read([
      '27.05.2024 12:49:24 DK-1 004417 Tiefbau Krause rein',
      '27.05.2024 13:17:28 DK-1 007702 Geotest Labor rein',
      'Vermerk Wache: Labor prüft MP 228, 13:59 Uhr vd 93,5',
      '27.05.2024 14:24:50 DK-2 004523 Kranverleih Nord rein',
    ]);
    expectReview(turnstile, 'dateTime');
    // One row a day is that day's moment as before.
    expect(read(['27.05.2024 12:49:24 DK-1 Evd 93,5 MN/m²']).dateTime).toBe('2024-05-27T12:49');
  });

  it('does not fill the page’s only clock when words it does not know stand beside it', () => {
    const log = read([
      'SCHIFFSTAGEBUCH MS Hafenbau 3 Datum 15.05.2024',
      '0719 52°24,921’N 012°36,855’E SW3 LWD MP 84: Evd 21,5 MN/m²',
      'Schiffsführer Blatt 119 Tiefgang 1,8 m HW 09:49',
    ]);
    expectReview(log, 'dateTime');
    // Alone on its line, or labelled, it is the test's as before.
    expect(read(['Datum 15.05.2024', 'Evd 21,5 MN/m²', '09:49']).dateTime).toBe('2024-05-15T09:49');
    expect(read(['Datum 15.05.2024', 'Evd 21,5 MN/m²', 'Blatt 119 Uhrzeit 09:49']).dateTime).toBe('2024-05-15T09:49');
  });

  it('does not fill a date after an unknown word when another line holds a year it could not read', () => {
    const sami = read([
      'Beaivi geassemánu 17. b. 2025',
      'Áigi dii. 09.05',
      'Evd 88,7 MN/m²',
      'Čálihuvvon 18.06.2025 07:40',
    ]);
    expectReview(sami, 'dateTime');
    // Without such a year the only date is filled as before.
    expect(read(['Evd 88,7 MN/m²', 'Čálihuvvon 18.06.2025 07:40']).dateTime).toBe('2025-06-18T07:40');
  });
});

describe('decision 0845: two moments of one day, two positions', () => {
  const find = [
    'Zeitpunkt des Fundes 13.02.2024, 14:23 Uhr',
    'Fundstelle N 50° 27’ 20,3” E 13° 13’ 49,6”, Tiefe 0,8 m',
    'Prüfung 13. Februar 2024, 13:47 Uhr, MP 115',
    'Ergebnis Evd 21,8 MN/m², s 1,032 mm, s/v 1,69 ms',
    'Lage Prüfpunkt N 50° 27’ 14,4” E 13° 13’ 57,4”',
  ];

  it('leaves two labelled moments of one day with different clocks to the user', () => {
    expectReview(read(find), 'dateTime');
    // One labelled moment a day, or the same clock twice, is filled as before.
    expect(read(find.filter((line) => !line.startsWith('Zeitpunkt'))).dateTime).toBe('2024-02-13T13:47');
  });

  it('takes the position on the test point’s line, never silently the first of two', () => {
    const fields = read(find);
    expect([fields.latG, fields.latM, fields.lngG, fields.lngM]).toEqual([50, 27.24, 13, 13.9567]);
    // Two positions and neither names the test or its point: "bitte prüfen", both lines shown.
    const unnamed = read(find.map((line) => line.replace('Lage Prüfpunkt', 'Ecke Baufeld')));
    expect([unnamed.latG, unnamed.lngG]).toEqual([undefined, undefined]);
    expect(unnamed.review?.latitude?.text).toContain('Fundstelle');
  });
});
