// The OCR test set: printouts of light drop-weight devices as they come off the thermal printer or
// the device's screen, designed from the layouts these devices use, each with the fields a perfect
// reader returns. The suite renders them itself (printout-renderer.ts); no image comes from outside.
import type { PrintoutFormat, PrintoutStyle } from './printout-renderer.js';

export type PrintoutSample = {
  name: string;
  lines: string[];
  style: PrintoutStyle;
  format: PrintoutFormat;
  expected: {
    evd: number;
    dateTime: string;
    deviceName: string;
    latG: number;
    latM: number;
    lngG: number;
    lngM: number;
  };
};

const MONO = "'DejaVu Sans Mono', monospace";
const MONO_2 = "'Liberation Mono', 'DejaVu Sans Mono', monospace";
const SANS = "'DejaVu Sans', sans-serif";
const SANS_2 = "'Liberation Sans', 'DejaVu Sans', sans-serif";
const SERIF = "'DejaVu Serif', serif";
const SERIF_2 = "'Liberation Serif', 'DejaVu Serif', serif";
const RULE = '--------------------------';

export const printoutSamples: PrintoutSample[] = [
  {
    name: 'Zorn ZFG 3000 GPS, thermal printout, PNG',
    lines: [
      'ZORN INSTRUMENTS',
      'ZFG 3000 GPS  Nr. 30417',
      'Leichtes Fallgewichtsgerät',
      RULE,
      'Datum: 05.05.2025',
      'Zeit:  08:45:12',
      "GPS: N 52°36.4507'",
      "     E 013°17.3426'",
      RULE,
      's1 = 0,462 mm',
      's2 = 0,459 mm',
      's3 = 0,461 mm',
      's/v = 2,51 ms',
      'Evd = 48,8 MN/m²',
    ],
    style: { font: MONO, fontSize: 22, width: 480, paper: 246, ink: 30 },
    format: 'png',
    expected: {
      evd: 48.8,
      dateTime: '2025-05-05T08:45',
      deviceName: 'Zorn ZFG 3000 GPS',
      latG: 52,
      latM: 36.4507,
      lngG: 13,
      lngM: 17.3426,
    },
  },
  {
    name: 'Zorn ZFG 3.0, photo slightly rotated and blurred, JPEG',
    lines: [
      'Zorn Instruments',
      'ZFG 3.0',
      'Datum: 17.06.25   14:02',
      "N 53°33.0170'",
      "E 009°59.6622'",
      's1 0,655  s2 0,649  s3 0,652',
      's/v 2,97',
      'Evd: 34,5 MN/m2',
    ],
    style: { font: MONO_2, fontSize: 24, width: 520, rotate: 1.5, blur: 0.6, noise: 25, paper: 240, ink: 40 },
    format: 'jpeg',
    expected: {
      evd: 34.5,
      dateTime: '2025-06-17T14:02',
      deviceName: 'Zorn ZFG 3.0',
      latG: 53,
      latM: 33.017,
      lngG: 9,
      lngM: 59.6622,
    },
  },
  {
    name: 'Terratest 4000 USB, ISO date, PNG',
    lines: [
      'TERRATEST 4000 USB',
      'Dynamischer Plattendruckversuch',
      'Pruefung Nr. 17',
      '2025-05-14 10:12:55',
      "Lat  N 50°56.2211'",
      "Lon  E 006°57.4410'",
      'Setzung 1:  0.612 mm',
      'Setzung 2:  0.598 mm',
      'Setzung 3:  0.601 mm',
      'Evd 37.4 MN/m2',
    ],
    style: { font: SANS, fontSize: 22, width: 520 },
    format: 'png',
    expected: {
      evd: 37.4,
      dateTime: '2025-05-14T10:12',
      deviceName: 'Terratest 4000 USB',
      latG: 50,
      latM: 56.2211,
      lngG: 6,
      lngM: 57.441,
    },
  },
  {
    name: 'Terratest 5000 BLU, hemisphere after the position, GIF, rotated',
    lines: [
      'TERRATEST 5000 BLU',
      'Datum: 21.03.2025  Zeit: 11:37',
      "52° 36,3871' N",
      "13° 17,2108' E",
      'Mittelwert:  0,369 mm',
      'Evd: 60,9 MN/m²',
    ],
    style: { font: SANS_2, fontSize: 24, width: 520, rotate: -2, noise: 20 },
    format: 'gif',
    expected: {
      evd: 60.9,
      dateTime: '2025-03-21T11:37',
      deviceName: 'Terratest 5000 BLU',
      latG: 52,
      latM: 36.3871,
      lngG: 13,
      lngM: 17.2108,
    },
  },
  {
    name: 'HMP LFG 4, serif font, blurred JPEG',
    lines: [
      'HMP LFG 4',
      'Leichtes Fallgewicht 10 kg',
      'Datum 06.05.2025 Zeit 10:05',
      "N 52°36.5124'  E 13°17.4470'",
      'S1 0,521  S2 0,518  S3 0,519',
      'Evd = 43,4 MN/m²',
    ],
    style: { font: SERIF, fontSize: 24, width: 560, blur: 0.8, noise: 15 },
    format: 'jpeg',
    expected: {
      evd: 43.4,
      dateTime: '2025-05-06T10:05',
      deviceName: 'HMP LFG 4',
      latG: 52,
      latM: 36.5124,
      lngG: 13,
      lngM: 17.447,
    },
  },
  {
    name: 'HMP LFG Pro, southern and western hemisphere, noisy GIF',
    lines: [
      'HMP Magdeburg',
      'LFG-Pro  SN 2231',
      '12.09.2024 16:41',
      "S 33°27.1200'",
      "W 070°38.9000'",
      'Evd = 81,2 MN/m²',
    ],
    style: { font: SERIF_2, fontSize: 26, width: 480, noise: 40 },
    format: 'gif',
    expected: {
      evd: 81.2,
      dateTime: '2024-09-12T16:41',
      deviceName: 'HMP LFG Pro',
      latG: -33,
      latM: 27.12,
      lngG: -70,
      lngM: 38.9,
    },
  },
  {
    name: 'Zorn app screen capture, light text on dark, PNG',
    lines: ['ZFG 3000 GPS', 'Messung 4 / 6', '2025-08-21 13:07', "N 51°20.1180'", "E 012°22.7540'", 'Evd 51.2 MN/m²'],
    style: { font: SANS, fontSize: 26, width: 460, paper: 28, ink: 235 },
    format: 'png',
    expected: {
      evd: 51.2,
      dateTime: '2025-08-21T13:07',
      deviceName: 'Zorn ZFG 3000 GPS',
      latG: 51,
      latM: 20.118,
      lngG: 12,
      lngM: 22.754,
    },
  },
  {
    name: 'Terratest 3000 GPS, bold low-contrast thermal paper, JPEG',
    lines: [
      'TERRATEST 3000 GPS',
      'Datum: 02.10.2024',
      'Uhrzeit: 09:14',
      "N 48°46.9080' E 009°10.3320'",
      's = 0,802 mm',
      'Evd: 28,1 MN/m2',
    ],
    style: { font: MONO, fontSize: 22, width: 560, bold: true, paper: 232, ink: 70, rotate: 1, noise: 12 },
    format: 'jpeg',
    expected: {
      evd: 28.1,
      dateTime: '2024-10-02T09:14',
      deviceName: 'Terratest 3000 GPS',
      latG: 48,
      latM: 46.908,
      lngG: 9,
      lngM: 10.332,
    },
  },
  {
    name: 'Prima 100, English labels, PNG',
    lines: [
      'Prima 100 LWD',
      'Date: 2024-11-30',
      'Time: 07:45',
      "Lat: N 48°08.1234'",
      "Lon: E 011°34.5678'",
      'Evd = 72.5 MN/m2',
    ],
    style: { font: SANS_2, fontSize: 24, width: 460 },
    format: 'png',
    expected: {
      evd: 72.5,
      dateTime: '2024-11-30T07:45',
      deviceName: 'Prima 100',
      latG: 48,
      latM: 8.1234,
      lngG: 11,
      lngM: 34.5678,
    },
  },
  {
    name: 'Dynatest 3031, rotated photo, JPEG',
    lines: ['Dynatest 3031 LWD', 'Datum: 28.02.2025 15:20:05', "N 50°06.7021'", "E 008°40.9413'", 'Evd: 29,9 MN/m²'],
    style: { font: MONO_2, fontSize: 24, width: 500, rotate: -1.2, blur: 0.5, noise: 20 },
    format: 'jpeg',
    expected: {
      evd: 29.9,
      dateTime: '2025-02-28T15:20',
      deviceName: 'Dynatest 3031 LWD',
      latG: 50,
      latM: 6.7021,
      lngG: 8,
      lngM: 40.9413,
    },
  },
  {
    name: 'Zorn ZFG 2000, small print, GIF',
    lines: [
      'ZORN ZFG 2000',
      'Datum: 02.01.2025 07:58',
      "N 54°19.4410'",
      "E 010°07.8830'",
      's1=0,310 s2=0,309 s3=0,311',
      'Evd = 72,6 MN/m²',
    ],
    style: { font: MONO, fontSize: 18, width: 400, noise: 10 },
    format: 'gif',
    expected: {
      evd: 72.6,
      dateTime: '2025-01-02T07:58',
      deviceName: 'Zorn ZFG 2000',
      latG: 54,
      latM: 19.441,
      lngG: 10,
      lngM: 7.883,
    },
  },
  {
    name: 'Other device named on a label, German labels for latitude and longitude, PNG',
    lines: [
      'Leichtes Fallgewichtsgerät',
      'Gerät: Geotron LD 10',
      'Datum: 19.07.2025  Zeit: 12:30',
      "Breite: 47° 59,8800' N",
      "Länge:  7° 50,6100' O",
      'Evd = 55,0 MN/m²',
    ],
    style: { font: SERIF, fontSize: 24, width: 560, rotate: 0.8 },
    format: 'png',
    expected: {
      evd: 55,
      dateTime: '2025-07-19T12:30',
      deviceName: 'Geotron LD 10',
      latG: 47,
      latM: 59.88,
      lngG: 7,
      lngM: 50.61,
    },
  },
  {
    name: 'Terratest 4000 USB, strongly blurred and rotated photo, JPEG',
    lines: ['TERRATEST 4000 USB', '2025-04-09  08:03:44', "N 51°57.0440'", "E 007°37.5530'", 'Evd 45.7 MN/m2'],
    style: { font: MONO, fontSize: 26, width: 480, rotate: 2.5, blur: 1, noise: 35, paper: 235, ink: 35 },
    format: 'jpeg',
    expected: {
      evd: 45.7,
      dateTime: '2025-04-09T08:03',
      deviceName: 'Terratest 4000 USB',
      latG: 51,
      latM: 57.044,
      lngG: 7,
      lngM: 37.553,
    },
  },
  {
    name: 'HMP LFG B, table layout with the value under the header, PNG',
    lines: ['HMP LFG B', 'Datum      Zeit', '11.11.2024 10:10', "N 49°00.5010'  E 008°24.3360'", 'Evd [MN/m²]', '66,3'],
    style: { font: MONO_2, fontSize: 22, width: 520, noise: 15 },
    format: 'png',
    expected: {
      evd: 66.3,
      dateTime: '2024-11-11T10:10',
      deviceName: 'HMP LFG B',
      latG: 49,
      latM: 0.501,
      lngG: 8,
      lngM: 24.336,
    },
  },
  {
    name: 'Zorn ZFG 3000 GPS, large noisy phone photo of grey thermal paper, JPEG',
    // Margins as on a photo; the JPEG-compressed noise defeats a global threshold (decision 0141).
    lines: [
      '',
      '',
      '      ZORN INSTRUMENTS',
      '      ZFG 3000 GPS',
      '      Datum: 23.04.2025',
      '      Zeit:  15:51:09',
      "      N 50°46.8812'",
      "      E 006°05.1905'",
      '      s/v = 3,12 ms',
      '      Evd = 27,3 MN/m²',
      '',
      '',
    ],
    style: { font: MONO, fontSize: 56, width: 2000, rotate: -1.8, blur: 1.4, noise: 30, paper: 228, ink: 45 },
    format: 'jpeg',
    expected: {
      evd: 27.3,
      dateTime: '2025-04-23T15:51',
      deviceName: 'Zorn ZFG 3000 GPS',
      latG: 50,
      latM: 46.8812,
      lngG: 6,
      lngM: 5.1905,
    },
  },
];
