// The demo dynamic tests and the printouts their devices produced. The printout text and the test
// values come from one place, so the demo's images and records agree (Evd = 22.5 / s mean for a
// 10 kg drop weight on the 300 mm plate). Positions lie inside the demo site outline (Norderstedt).
export type DemoDynamicTest = {
  file: string;
  gridField: string;
  analysedAt: string;
  latitude: number;
  longitude: number;
  evd: number;
  deviceName: string;
  deviceModel: string;
  /** The device's serial number in the demo register (printed on the ZFG's printout). */
  serialNumber: string;
  soilType: string;
  /** mm */
  height: number;
  /** mm */
  soilLayerHeight: number;
  soilRecovery: string | null;
  precipitation: boolean | null;
  temperature: number | null;
  /** Printed lines; a leading '!' prints bold. */
  lines: string[];
};

export const demoDynamicTests: DemoDynamicTest[] = [
  {
    file: 'zfg-3000-printout',
    gridField: 'B2/01',
    analysedAt: '2026-05-05T08:45:00+02:00',
    latitude: 53.70655,
    longitude: 10.01012,
    evd: 48.8,
    deviceName: 'ZFG 3000 GPS',
    deviceModel: 'Zorn Instruments',
    serialNumber: '30417',
    soilType: 'Sand, kiesig (SW)',
    height: 24310,
    soilLayerHeight: 300,
    soilRecovery: null,
    precipitation: false,
    temperature: 12,
    lines: [
      '!ZORN INSTRUMENTS',
      'ZFG 3000 GPS  Nr. 30417',
      'Leichtes Fallgewichtsgerät',
      '--------------------------',
      'Datum: 05.05.2026',
      'Zeit:  08:45:12',
      "GPS: N 53°42.3930'",
      "     E 010°00.6072'",
      '--------------------------',
      's1 = 0.462 mm',
      's2 = 0.459 mm',
      's3 = 0.461 mm',
      's =  0.461 mm   s/v = 2.51',
      '!Evd = 48.8 MN/m²',
    ],
  },
  {
    file: 'terratest-5000-printout',
    gridField: 'B3/01',
    analysedAt: '2026-05-05T09:20:00+02:00',
    latitude: 53.70583,
    longitude: 10.01235,
    evd: 60.9,
    deviceName: 'Terratest 5000 BLU',
    deviceModel: 'Terratest',
    serialNumber: 'TT5-21884',
    soilType: 'Kiessand (GW)',
    height: 24350,
    soilLayerHeight: 250,
    soilRecovery: null,
    precipitation: false,
    temperature: 13.5,
    lines: [
      '!TERRATEST 5000 BLU',
      'Dynamischer Plattendruck',
      '--------------------------',
      '2026-05-05  09:20',
      "Lat  N 53°42.3498'",
      "Lon  E 10°00.7410'",
      '--------------------------',
      'Setzung 1:   0.371 mm',
      'Setzung 2:   0.368 mm',
      'Setzung 3:   0.369 mm',
      'Mittelwert:  0.369 mm',
      '!Evd: 60,9 MN/m2',
    ],
  },
  {
    file: 'hmp-lfg-printout',
    gridField: 'C2/02',
    analysedAt: '2026-05-06T10:05:00+02:00',
    latitude: 53.70502,
    longitude: 10.01378,
    evd: 43.3,
    deviceName: 'HMP LFG-SW',
    deviceModel: 'HMP Magdeburg',
    serialNumber: 'LFG-7731',
    soilType: 'Sand, schluffig (SU), mit Kalk verbessert',
    height: 24280,
    soilLayerHeight: 300,
    soilRecovery: 'Kalk 3 %, zweimal verdichtet',
    precipitation: true,
    temperature: 9.5,
    lines: [
      '!HMP LFG-SW',
      'Leichtes Fallgewicht 10 kg',
      '--------------------------',
      'Datum 06.05.2026 Zeit 10:05',
      "N 53°42.3012'  E 10°00.8268'",
      '--------------------------',
      'S1 0,521  S2 0,518  S3 0,519',
      'Smittel 0,519 mm',
      '!Evd = 43,3 MN/m²',
    ],
  },
];
