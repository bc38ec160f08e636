// Eight further held-out layouts for the second OCR test set (issue 38), written after the first
// twelve had all been looked at, and designed from what real light drop-weight devices, static
// plate load test protocols and their apps print and show — not from what a reader handles: a
// 58 mm thermal receipt, a grey-green monochrome LCD, a blue display with white text, a tablet
// report whose current test is one row of a table, an A4 form grid with small labels above the
// values, a static DIN 18134 protocol with a load-stage table (no Evd), a bilingual printout and
// a report with dot leaders. Each prints numbers of other quantities next to Evd (settlements,
// s/v, drop height and weight, plate diameter, battery, temperature, test and serial numbers) and
// knows what a correct reader answers from what it printed. Measured once as held-out (decision
// 0730), then moved into the development half (decision 0732).
import {
  at,
  blank,
  decimalComma,
  fixed,
  line,
  round4,
  rule,
  two,
  type HeldoutExpected,
  type HeldoutLayout,
  type HeldoutTruth,
  type Line,
} from './heldout-layouts.js';
import {
  DEJAVU_SANS_MONO as SANS_MONO,
  DEJAVU_SANS_CONDENSED as SANS_CONDENSED,
  DEJAVU_SANS as SANS,
  DEJAVU_SERIF as SERIF,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as LIBERATION_NARROW,
  LIBERATION_MONO,
} from './heldout-fonts.js';

// ---- dates and times as these devices print them ----------------------------------------------

const MONTHS_DE_SHORT = [
  'Jan.',
  'Feb.',
  'März',
  'Apr.',
  'Mai',
  'Juni',
  'Juli',
  'Aug.',
  'Sept.',
  'Okt.',
  'Nov.',
  'Dez.',
];
export const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type FreshDateStyle =
  | 'german' // 29.11.2026
  | 'germanShortYear' // 29.11.26
  | 'iso' // 2026-11-29
  | 'slash' // 29/11/2026
  | 'germanMonthShort' // 29. Nov. 2026
  | 'germanMonthLong' // 29. November 2026
  | 'englishMonthFirst' // Nov 29, 2026
  | 'upperMonth'; // 29-NOV-2026
export const freshDateText = (t: HeldoutTruth, style: FreshDateStyle) => {
  switch (style) {
    case 'german':
      return `${two(t.day)}.${two(t.month)}.${t.year}`;
    case 'germanShortYear':
      return `${two(t.day)}.${two(t.month)}.${String(t.year).slice(2)}`;
    case 'iso':
      return `${t.year}-${two(t.month)}-${two(t.day)}`;
    case 'slash':
      return `${two(t.day)}/${two(t.month)}/${t.year}`;
    case 'germanMonthShort':
      return `${t.day}. ${MONTHS_DE_SHORT[t.month - 1]} ${t.year}`;
    case 'germanMonthLong':
      return `${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`;
    case 'englishMonthFirst':
      return `${MONTHS_EN[t.month - 1]} ${t.day}, ${t.year}`;
    case 'upperMonth':
      return `${two(t.day)}-${MONTHS_EN[t.month - 1]!.toUpperCase()}-${t.year}`;
  }
};
/** A time of day `minutes` after (or before) the test's, as hh:mm. */
export const clock = (t: HeldoutTruth, minutes = 0) => {
  const total = t.hour * 60 + t.minute + minutes;
  return `${two(Math.floor(total / 60))}:${two(total % 60)}`;
};
export const clockSeconds = (t: HeldoutTruth) => `${clock(t)}:${two(t.second)}`;
export const dateTimeOf = (t: HeldoutTruth) => `${t.year}-${two(t.month)}-${two(t.day)}T${clock(t)}`;

// ---- positions: the printed text and the degrees and minutes a correct reader answers ------------

type Degrees = { g: number; m: number };
/** Decimal degrees with `decimals` decimals; the answer is the printed value in degrees and minutes. */
export const decimalDegrees = (value: number, decimals: number, comma = false) => {
  const text = value.toFixed(decimals);
  const printed = Number(text);
  const g = Math.floor(printed);
  return { text: comma ? decimalComma(text) : text, g, m: round4((printed - g) * 60) };
};
/** Degrees and minutes rounded to `decimals` decimals of a minute (integer arithmetic: no 60.000'). */
export const degreesMinutes = (value: number, decimals: number) => {
  const unit = 60 * 10 ** decimals;
  const total = Math.round(value * unit);
  const g = Math.floor(total / unit);
  const rest = total - g * unit;
  const scale = 10 ** decimals;
  const minutes = `${two(Math.floor(rest / scale))}.${String(rest % scale).padStart(decimals, '0')}`;
  return { g, m: rest / scale, minutes };
};
/** Degrees, minutes and seconds rounded to `decimals` decimals of a second. */
export const degreesMinutesSeconds = (value: number, decimals: number) => {
  const unit = 3600 * 10 ** decimals;
  const total = Math.round(value * unit);
  const g = Math.floor(total / unit);
  const restSeconds = (total - g * unit) / 10 ** decimals;
  const min = Math.floor(restSeconds / 60);
  const sec = round4(restSeconds - min * 60);
  const seconds = sec.toFixed(decimals).padStart(decimals > 0 ? 3 + decimals : 2, '0');
  return { g, m: round4(min + sec / 60), min: two(min), sec: seconds };
};
const answer = (t: HeldoutTruth, evd: HeldoutExpected['evd'], lat: Degrees, lng: Degrees): HeldoutExpected => ({
  evd,
  dateTime: dateTimeOf(t),
  latitude: { latG: lat.g, latM: lat.m },
  longitude: { lngG: lng.g, lngM: lng.m },
});

// ---- other numbers a printout carries (seeded by the truth, so they vary from shot to shot) -------

export const testNumber = (t: HeldoutTruth) => String(1 + ((t.second * 37 + t.minute * 11) % 240)).padStart(4, '0');
export const battery = (t: HeldoutTruth) => 35 + ((t.second * 7 + t.minute) % 65);
export const temperature = (t: HeldoutTruth) => 3 + (t.minute % 19);
export const mm = (value: number, comma: boolean) => fixed(value, 3, comma);
/** Label left, value right-aligned at the right edge. */
const pair = (label: string, value: string, right = 1): Line => line(at(label, 0), at(value, right, 'end'));
/** A monospaced line with dot leaders between label and value, `width` characters wide. */
const leader = (label: string, value: string, width: number) =>
  `${label} ${'.'.repeat(Math.max(3, width - label.length - value.length - 2))} ${value}`;

// Static plate load test (DIN 18134, plate 300 mm): Ev1, the ratio from s/v, Ev2 from both.
const staticValues = (t: HeldoutTruth) => {
  const ev1 = Math.round((t.evd * 0.85 + 5) * 10) / 10;
  const ratio = 1.8 + ((t.sv - 1.6) / 3.2) * 0.9;
  const ev2 = Math.round(ev1 * ratio * 10) / 10;
  // Ev = 1.5 · r · Δσ / Δs with r = 150 mm: the settlement under each stage as the plate gives way.
  const first = (sigma: number) => ((225 * sigma) / ev1) * (1 + 0.25 * sigma);
  const second = (sigma: number) => first(0.5) * 0.55 + (225 * sigma) / ev2;
  return { ev1, ev2, first, second };
};
const STAGES = [0.08, 0.16, 0.24, 0.32, 0.4, 0.5];

// ---- the eight layouts --------------------------------------------------------------------------

export const freshHeldoutLayouts: HeldoutLayout[] = [
  {
    // 58 mm thermal receipt of a drop-weight device: header with device, serial, operator and site,
    // drop weight/height and plate, three single drops, the mean, s/v, "Evd … MN/m2", GPS with N/E
    // before decimal degrees (five decimals), battery; two-digit year, time with seconds.
    name: 'Thermo 58 mm Beleg',
    half: 'development',
    draw: (t) => ({
      font: SANS_MONO,
      fontSize: 20,
      width: 470,
      background: 'rgb(250,249,245)',
      ink: 'rgb(55,55,62)',
      lines: [
        { ...line('LEICHTES FALLGEWICHT'), bold: true },
        line('ZFG 3.0    SN 21-0387'),
        line('Software V 4.12'),
        rule,
        line('Prüfer:    M. Krause'),
        line('Baustelle: BV Lindenweg 12'),
        line(`Prüfpunkt  Nr. ${testNumber(t)}`),
        line(`${freshDateText(t, 'germanShortYear')}      ${clockSeconds(t)}`),
        rule,
        pair('Fallgewicht', '10 kg'),
        pair('Fallhöhe', '72 cm'),
        pair('Platte Ø', '300 mm'),
        rule,
        pair('1. Stoß', `${mm(t.drops[0], true)} mm`),
        pair('2. Stoß', `${mm(t.drops[1], true)} mm`),
        pair('3. Stoß', `${mm(t.drops[2], true)} mm`),
        pair('Setzung s', `${mm(t.settlement, true)} mm`),
        pair('s/v', `${fixed(t.sv, 2, true)} ms`),
        { ...pair('Evd', `${fixed(t.evd, 1, true)} MN/m2`), bold: true },
        rule,
        line(`GPS  N ${decimalDegrees(t.lat, 5).text}°`),
        line(`     E ${decimalDegrees(t.lng, 5).text}°`),
        line(`Akku ${battery(t)} %`),
      ],
    }),
    expected: (t) => answer(t, t.evd, decimalDegrees(t.lat, 5), decimalDegrees(t.lng, 5)),
  },
  {
    // Monochrome LCD, not inverted: dark grey segments on a grey-green glass in a housing. Upper
    // case "EVD … MPa", the test number and battery on the first line, single drops side by side,
    // GPS-receiver style degrees and minutes ("N52 30.740 E013 24.340"), "29-NOV-2026".
    name: 'LCD grau-grün',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 3);
      const lng = degreesMinutes(t.lng, 3);
      return {
        font: SANS_MONO,
        fontSize: 26,
        width: 600,
        background: 'rgb(160,174,132)',
        ink: 'rgb(38,42,36)',
        display: { housing: 'rgb(52,60,78)' },
        // Every segment of an LCD is equally heavy: all lines bold.
        lines: [
          pair(`#${testNumber(t)}`, `BAT ${battery(t)}%`),
          line(`${freshDateText(t, 'upperMonth')} ${clock(t)}`),
          line(`S1 ${mm(t.drops[0], false)} S2 ${mm(t.drops[1], false)} S3 ${mm(t.drops[2], false)}`),
          line(`SM ${mm(t.settlement, false)}mm  S/V ${fixed(t.sv, 2, false)}ms`),
          { ...line(`EVD  ${fixed(t.evd, 1, false)} MPa`), scale: 1.5 },
          line(`N${lat.g} ${lat.minutes}  E${String(lng.g).padStart(3, '0')} ${lng.minutes}`),
          line(`FH 72cm  T ${temperature(t)}°C`),
        ].map((l) => ({ ...l, bold: true })),
      };
    },
    expected: (t) => answer(t, t.evd, degreesMinutes(t.lat, 3), degreesMinutes(t.lng, 3)),
  },
  {
    // Graphic display, white on blue: "E vd" (the subscript as a space) with its unit above a big
    // right-aligned value, settlement and s/v below, drop height and temperature, degrees–minutes–
    // seconds with spaces and a decimal comma; ISO date and time with seconds.
    name: 'Display blau',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      return {
        font: SANS_CONDENSED,
        fontSize: 24,
        width: 640,
        background: 'rgb(22,64,150)',
        ink: 'rgb(246,248,255)',
        display: { housing: 'rgb(218,218,212)' },
        lines: [
          pair(`Messung ${testNumber(t)}`, `Akku ${battery(t)} %`),
          line(`${freshDateText(t, 'iso')}   ${clockSeconds(t)}`),
          rule,
          pair('E vd', 'MN/m²'),
          { ...line(at(fixed(t.evd, 1, true), 1, 'end')), scale: 2.4, bold: true },
          rule,
          line(at(`s  ${mm(t.settlement, true)} mm`, 0), at(`s/v  ${fixed(t.sv, 2, true)} ms`, 0.55)),
          line(at('Fallhöhe 72 cm', 0), at(`Temp. ${temperature(t)} °C`, 0.55)),
          line(`${lat.g}° ${lat.min}' ${decimalComma(lat.sec)}" N`),
          line(`${lng.g}° ${lng.min}' ${decimalComma(lng.sec)}" E`),
        ],
      };
    },
    expected: (t) => answer(t, t.evd, degreesMinutesSeconds(t.lat, 1), degreesMinutesSeconds(t.lng, 1)),
  },
  {
    // Tablet app report: a title bar, the project line with the date ("29. Nov. 2026"), a table of
    // four test points of the day ("Evd-Wert [MN/m²]", times, s, s/v, a rating against the printed
    // requirement) where the current test is the bold row marked ▶; its position below as a plain
    // "lat, lng" pair of decimal degrees. The other rows' values must not be taken.
    name: 'Tablet-Bericht Tabelle',
    half: 'development',
    draw: (t) => {
      const current = 1 + (t.second % 3);
      const factors = [0.78, 1.21, 0.9, 1.14];
      const svs = [0.31, -0.22, 0.17, -0.4];
      const column = { marker: 0, nr: 0.04, time: 0.11, s: 0.24, sv: 0.38, evd: 0.52, rating: 0.8 };
      const rows = factors.map((factor, index): Line => {
        const own = index === current;
        const evd = own ? t.evd : Math.max(12, Math.round(t.evd * factor * 10) / 10);
        const sv = own ? t.sv : Math.round((t.sv + svs[index]!) * 100) / 100;
        return {
          ...line(
            at(own ? '▶' : '', column.marker),
            at(String(index + 1), column.nr),
            at(clock(t, (index - current) * 7), column.time),
            at(mm(own ? t.settlement : Math.round((22.5 / evd) * 1000) / 1000, true), column.s),
            at(fixed(sv, 2, true), column.sv),
            at(fixed(evd, 1, true), column.evd),
            at(evd >= 45 ? 'i. O.' : 'n. i. O.', column.rating),
          ),
          bold: own,
        };
      });
      const position = `${decimalDegrees(t.lat, 6).text}, ${decimalDegrees(t.lng, 6).text}`;
      return {
        font: SANS,
        fontSize: 20,
        width: 1100,
        background: 'rgb(247,248,250)',
        ink: 'rgb(30,34,42)',
        lines: [
          { ...line('TerraCheck  ·  Prüfbericht Tragfähigkeit'), bold: true, scale: 1.4 },
          rule,
          line(
            `Projekt: Neubau Logistikhalle Süd   ·   Prüfer: J. Becker   ·   ${freshDateText(t, 'germanMonthShort')}`,
          ),
          line('Gerät: LFG-X  SN 3307-12   ·   Fallgewicht 10 kg   ·   Platte 300 mm   ·   Anforderung Evd ≥ 45 MN/m²'),
          blank,
          line(
            at('Nr.', column.nr),
            at('Uhrzeit', column.time),
            at('s [mm]', column.s),
            at('s/v [ms]', column.sv),
            at('Evd-Wert [MN/m²]', column.evd),
            at('Bewertung', column.rating),
          ),
          rule,
          ...rows,
          rule,
          { ...line(`Ausgewählte Messung: Nr. ${current + 1}`), bold: true },
          line(`Position (WGS 84): ${position}`),
          line(`Genauigkeit ± 4 m   ·   Akku Gerät ${battery(t)} %`),
        ],
      };
    },
    expected: (t) => answer(t, t.evd, decimalDegrees(t.lat, 6), decimalDegrees(t.lng, 6)),
  },
  {
    // A4 protocol with a form grid: each box's label in small type above its value, the rows of
    // boxes between rules. "Dyn. Modul Evd" next to the requirement "≥ 45 MN/m²"; degrees and
    // decimal minutes with a comma and N/E after; "29/11/2026".
    name: 'A4 Formular-Raster',
    half: 'development',
    draw: (t) => {
      const lat = degreesMinutes(t.lat, 4);
      const lng = degreesMinutes(t.lng, 4);
      const columns = [0, 0.26, 0.52, 0.76];
      const labels = (...texts: string[]): Line => ({
        ...line(...texts.map((text, index) => at(text, columns[index]!))),
        scale: 0.68,
      });
      const values = (...texts: string[]): Line => line(...texts.map((text, index) => at(text, columns[index]!)));
      return {
        font: LIBERATION_SANS,
        fontSize: 22,
        width: 1200,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,22,28)',
        lines: [
          { ...line('Prüfprotokoll – Dynamischer Plattendruckversuch'), bold: true, scale: 1.3 },
          { ...line('mit dem Leichten Fallgewichtsgerät nach TP BF-StB Teil B 8.3   ·   Blatt 1 von 1'), scale: 0.8 },
          rule,
          labels('Auftraggeber', 'Baumaßnahme', '', 'Prüfstelle Nr.'),
          values('Stadt Musterhausen', 'Erschließung Am Mühlbach', '', testNumber(t)),
          rule,
          labels('Prüfdatum', 'Uhrzeit', 'Prüfer', 'Witterung'),
          values(freshDateText(t, 'slash'), clock(t), 'S. Yilmaz', `bedeckt, ${temperature(t)} °C`),
          rule,
          labels('Breite (WGS 84)', 'Länge (WGS 84)', 'Höhe ü. NHN', ''),
          values(`${lat.g}° ${decimalComma(lat.minutes)}' N`, `${lng.g}° ${decimalComma(lng.minutes)}' E`, '38 m', ''),
          rule,
          labels('Gerät / Serien-Nr.', 'Fallgewicht', 'Fallhöhe', 'Lastplatte Ø'),
          values('LFG-Pro / 4711-23', '10 kg', '72 cm', '300 mm'),
          rule,
          labels('Setzung s1', 'Setzung s2', 'Setzung s3', 'mittlere Setzung s'),
          values(...t.drops.map((drop) => `${mm(drop, true)} mm`), `${mm(t.settlement, true)} mm`),
          rule,
          labels('s/v', 'Dyn. Modul Evd', 'Anforderung', 'Ergebnis'),
          values(
            `${fixed(t.sv, 2, true)} ms`,
            `${fixed(t.evd, 1, true)} MN/m²`,
            '≥ 45 MN/m²',
            t.evd >= 45 ? 'erfüllt' : 'nicht erfüllt',
          ),
          rule,
          labels('Bemerkung'),
          values('Planum, Prüffläche eben, kein Wasserandrang'),
        ],
      };
    },
    expected: (t) => answer(t, t.evd, degreesMinutes(t.lat, 4), degreesMinutes(t.lng, 4)),
  },
  {
    // Static plate load test (DIN 18134) from another vendor: a load-stage table of normal stresses
    // in MN/m² and settlements, then Ev1, Ev2, Ev2/Ev1 and the requirement. There is no Evd: nothing
    // here may fill it. "Breite/Länge" in degrees–minutes–seconds without N/E.
    name: 'Statisch DIN 18134 Stufen',
    half: 'development',
    draw: (t) => {
      const { ev1, ev2, first, second } = staticValues(t);
      const lat = degreesMinutesSeconds(t.lat, 1);
      const lng = degreesMinutesSeconds(t.lng, 1);
      const column = [0, 0.17, 0.4, 0.7];
      return {
        font: SERIF,
        fontSize: 21,
        width: 1000,
        background: 'rgb(251,250,246)',
        ink: 'rgb(28,28,34)',
        lines: [
          { ...line('Plattendruckversuch nach DIN 18134'), bold: true, scale: 1.25 },
          line('Prüfinstitut Nord GmbH  ·  Gerät PDG-60  ·  Lastplatte Ø 300 mm'),
          rule,
          line(
            at(`Datum: ${freshDateText(t, 'german')}`, 0),
            at(`Uhrzeit: ${clock(t)} Uhr`, 0.36),
            at(`Versuch Nr. ${testNumber(t)}`, 0.68),
          ),
          line(
            at(`Breite: ${lat.g}°${lat.min}'${decimalComma(lat.sec)}"`, 0),
            at(`Länge: ${lng.g}°${lng.min}'${decimalComma(lng.sec)}"`, 0.36),
          ),
          rule,
          line(
            at('Laststufe', column[0]!),
            at('σ0 [MN/m²]', column[1]!),
            at('s Erstbelastung [mm]', column[2]!),
            at('s Wiederbelastung [mm]', column[3]!),
          ),
          ...STAGES.map((sigma, index) =>
            line(
              at(String(index + 1), column[0]!),
              at(fixed(sigma, 3, true), column[1]!),
              at(fixed(first(sigma), 2, true), column[2]!),
              at(sigma < 0.5 ? fixed(second(sigma), 2, true) : '–', column[3]!),
            ),
          ),
          rule,
          {
            ...line(
              at(`Ev1 = ${fixed(ev1, 1, true)} MN/m²`, 0),
              at(`Ev2 = ${fixed(ev2, 1, true)} MN/m²`, 0.36),
              at(`Ev2/Ev1 = ${fixed(ev2 / ev1, 2, true)}`, 0.7),
            ),
            bold: true,
          },
          line('Anforderung: Ev2 ≥ 45 MN/m², Ev2/Ev1 ≤ 2,5'),
        ],
      };
    },
    expected: (t) => answer(t, 'absent', degreesMinutesSeconds(t.lat, 1), degreesMinutesSeconds(t.lng, 1)),
  },
  {
    // Bilingual German/English printout: every label twice ("Verformungsmodul dyn. / Dynamic
    // modulus Ev d"), the value in N/mm² with two decimals and a decimal point, "Nov 29, 2026",
    // signed decimal degrees after "Lat/Lon", drop height and weight and the temperature nearby.
    name: 'Zweisprachig DE/EN',
    half: 'development',
    draw: (t) => {
      const lat = decimalDegrees(t.lat, 5);
      const lng = decimalDegrees(t.lng, 5);
      const value = 0.6;
      const row = (label: string, text: string) => line(at(label, 0), at(text, value));
      return {
        font: LIBERATION_NARROW,
        fontSize: 23,
        width: 900,
        background: 'rgb(253,251,241)',
        ink: 'rgb(22,32,82)',
        lines: [
          { ...line('Prüfprotokoll / Test report'), bold: true, scale: 1.3 },
          line('Leichtes Fallgewichtsgerät / Light weight deflectometer HFG 2000'),
          rule,
          row('Serien-Nr. / Serial no.', '0815-117'),
          row('Datum / Date', freshDateText(t, 'englishMonthFirst')),
          row('Uhrzeit / Time', clockSeconds(t)),
          row('Messpunkt / Test point', `Nr. ${testNumber(t)}`),
          row('Temperatur / Temperature', `${temperature(t)} °C`),
          rule,
          row('Fallgewicht / Drop weight', '10 kg'),
          row('Fallhöhe / Drop height', '72 cm'),
          row('Setzungen / Settlements s1, s2, s3', `${t.drops.map((drop) => mm(drop, false)).join(' / ')} mm`),
          row('Mittlere Setzung / Mean settlement', `${mm(t.settlement, false)} mm`),
          row('s/v', `${fixed(t.sv, 2, false)} ms`),
          { ...row('Verformungsmodul dyn. / Dynamic modulus Ev d', `${fixed(t.evd, 2, false)} N/mm²`), bold: true },
          rule,
          row('Lat/Lon', `+${lat.text} / +${lng.text}`),
        ],
      };
    },
    expected: (t) => answer(t, t.evd, decimalDegrees(t.lat, 5), decimalDegrees(t.lng, 5)),
  },
  {
    // Report with dot leaders between label and value ("Evd (MN/m2) ...... 44,6": the unit only in
    // the label), the long German date "29. November 2026", "14:32 Uhr", single settlements on one
    // line, "Breite/Länge" in decimal degrees with a comma and N/E after, battery at the end.
    name: 'Punktleitern',
    half: 'development',
    draw: (t) => {
      const width = 52;
      const dots = (label: string, value: string) => line(leader(label, value, width));
      return {
        font: LIBERATION_MONO,
        fontSize: 22,
        width: 780,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,36,72)',
        lines: [
          { ...line('PRÜFBERICHT  LEICHTES FALLGEWICHT'), bold: true },
          blank,
          dots('Bericht-Nr.', testNumber(t)),
          dots('Datum', freshDateText(t, 'germanMonthLong')),
          dots('Uhrzeit', `${clock(t)} Uhr`),
          dots('Prüfer', 'A. Nowak'),
          dots('Lastplatte', '300 mm'),
          dots('Fallgewicht', '10 kg'),
          dots('Fallhöhe', '72 cm'),
          dots('Einzelsetzungen', `${t.drops.map((drop) => mm(drop, true)).join(' / ')} mm`),
          dots('Setzung s', `${mm(t.settlement, true)} mm`),
          dots('s/v', `${fixed(t.sv, 2, true)} ms`),
          { ...dots('Evd (MN/m2)', fixed(t.evd, 1, true)), bold: true },
          dots('Breite', `${decimalDegrees(t.lat, 6, true).text}° N`),
          dots('Länge', `${decimalDegrees(t.lng, 6, true).text}° E`),
          dots('Akku', `${battery(t)} %`),
        ],
      };
    },
    expected: (t) => answer(t, t.evd, decimalDegrees(t.lat, 6), decimalDegrees(t.lng, 6)),
  },
];
