// The demo printouts: what three common light drop-weight devices print after a test. The values
// match the demo tests (Evd = 22.5 / s mean for the 10 kg device with a 300 mm plate).
export type DemoPrintout = { file: string; lines: string[] };

export const demoPrintouts: DemoPrintout[] = [
  {
    file: 'zfg-3000-printout',
    lines: [
      '!ZORN INSTRUMENTS',
      'ZFG 3000 GPS  Nr. 30417',
      'Leichtes Fallgewichtsgerät',
      '--------------------------',
      'Datum: 05.05.2026',
      'Zeit:  08:45:12',
      'GPS: N 52°36.4507\'',
      '     E 013°17.3426\'',
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
    lines: [
      '!TERRATEST 5000 BLU',
      'Dynamischer Plattendruck',
      '--------------------------',
      '2026-05-05  09:20',
      'Lat  N 52°36.3871\'',
      'Lon  E 13°17.2108\'',
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
    lines: [
      '!HMP LFG-SW',
      'Leichtes Fallgewicht 10 kg',
      '--------------------------',
      'Datum 06.05.2026 Zeit 10:05',
      'N 52°36.5124\'  E 13°17.4470\'',
      '--------------------------',
      'S1 0,521  S2 0,518  S3 0,519',
      'Smittel 0,519 mm',
      '!Evd = 43,4 MN/m²',
    ],
  },
];
