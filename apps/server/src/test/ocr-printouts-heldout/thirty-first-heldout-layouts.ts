// Ten further held-out layouts for the second OCR test set (issue 38), the thirty-first batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong, and
// modelled on documents a site might photograph: an Occitan protocol ("lo 5 de decembre de 2025", the
// clock "a 14 h 03"), a Corsican one ("u 5 di dicembre 2025", "ore 14h03"), an explosive ordnance
// clearance certificate with the cleared area's corner points, a utility clearance ("Schachtschein")
// written on by hand, an asphalt paving record, a water main's pressure test record, a railway
// possession log, an archaeological find report naming the test point next to the find, a condition
// survey of a neighbouring building and a pile driving log. Each prints numbers of other quantities
// near Evd and dates, clocks or positions that are not the test's (decision 0842).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type HeldoutTruth,
  type HeldoutLayout,
} from './heldout-layouts.js';
import { clock, freshDateText, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { WEEKDAYS_SHORT_DE } from './sixteenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SERIF,
} from './heldout-fonts.js';
import {
  comma,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  point,
  grey,
} from './heldout-formats.js';

// ---- Occitan and Corsican ---------------------------------------------------------------------------

export const MONTHS_OC = [
  'genièr',
  'febrièr',
  'març',
  'abril',
  'mai',
  'junh',
  'julhet',
  'agost',
  'setembre',
  'octòbre',
  'novembre',
  'decembre',
];
/** "lo 5 de decembre de 2025", "lo 3 d'abril de 2024" (de elided before a vowel). */
export const occitanDate = (t: HeldoutTruth) => {
  const month = MONTHS_OC[t.month - 1]!;
  return `lo ${t.day} ${/^[aeiouò]/.test(month) ? `d'${month}` : `de ${month}`} de ${t.year}`;
};
/** The clock with an "h" between hours and minutes: "14 h 03". */
export const hClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', ' h ');
export const MONTHS_CO = [
  'ghjennaghju',
  'ferraghju',
  'marzu',
  'aprile',
  'maghju',
  'ghjugnu',
  'lugliu',
  'aostu',
  'sittembre',
  'uttrovi',
  'nuvembre',
  'dicembre',
];
/** "u 5 di dicembre 2025". */
export const corsicanDate = (t: HeldoutTruth) => `u ${t.day} di ${MONTHS_CO[t.month - 1]} ${t.year}`;
/** The clock with an "h" and no spaces: "14h03". */
export const tightClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', 'h');

// ---- positions ----------------------------------------------------------------------------------------

/** Degrees and minutes without a degree sign, the longitude's degrees in three digits: "52 07.4074 N". */
export const bareMinutes = (value: number, hemisphere: 'N' | 'E') => {
  const { g, minutes } = minutes4(value);
  return `${hemisphere === 'N' ? two(g) : String(g).padStart(3, '0')} ${minutes} ${hemisphere}`;
};
/** Degrees, minutes and seconds as a map app copies them: 52°07'24.4"N 13°34'04.4"E. */
export const mapSeconds = (lat: number, lng: number) => {
  const a = seconds1(lat);
  const b = seconds1(lng);
  return `${a.g}°${a.min}'${a.sec}"N ${b.g}°${b.min}'${b.sec}"E`;
};
/** The same with a decimal comma, the hemisphere first and the longitude's degrees in three digits. */
export const logSeconds = (value: number, hemisphere: 'N' | 'E') => {
  const { g, min, sec } = seconds1(value);
  return `${hemisphere} ${hemisphere === 'N' ? two(g) : String(g).padStart(3, '0')}°${min}'${comma(sec)}"`;
};
/** Degrees, minutes and decimal-comma seconds with primes: "52° 07′ 24,4″". */
const primes = (value: number) => {
  const { g, min, sec } = seconds1(value);
  return `${g}° ${min}′ ${comma(sec)}″`;
};

// ---- other helpers ----------------------------------------------------------------------------------

const mean = (t: HeldoutTruth) => fixed(t.settlement, 3, true);
const sv = (t: HeldoutTruth) => fixed(t.sv, 2, true);
const INK_BLUE = 'rgb(24,52,140)';
const handwriting = (text: string, x = 0) => ({ ...at(text, x), italic: true, ink: INK_BLUE });

// ---- the layouts ------------------------------------------------------------------------------------

export const thirtyFirstHeldoutLayouts: HeldoutLayout[] = [
  {
    // A protocol in Occitan: the date as "lo 5 de decembre de 2025", the clock "a 14 h 03", degrees,
    // minutes and decimal-comma seconds with N / E after, the settlements, their mean, s/v, Evd, the
    // requirement and the printing date in German digits the next day.
    name: "Rapòrt d'assag en occitan",
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,252)',
        ink: 'rgb(30,24,20)',
        lines: [
          { ...line(at("RAPÒRT D'ASSAG – PLACA DINAMICA", 0)), bold: true, scale: 1.1 },
          line(grey('Aparelh de pes tombant leugièr HMP LFG 4 · numerò 22-1190', 0)),
          rule,
          pair("Punt d'assag", `PM ${point(t)}`),
          pair('Data', occitanDate(t)),
          pair('Ora', `a ${hClock(t)}`),
          pair('Latitud', `${primes(t.lat)} N`),
          pair('Longitud', `${primes(t.lng)} E`),
          pair("Temperatura de l'aire", `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Afonsaments s1–s3', 'Afonsament mejan s', 's/v', 'Modul Evd']),
          pair('Exigéncia', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'bon' : 'pas bon'}`),
          rule,
          line(grey(`Estampat ${german(daysAfter(t, 1))} 07:50`, 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A protocol in Corsican: "u 5 di dicembre 2025", the clock "ore 14h03", the position in
    // decimal-comma degrees to six decimals with N / E before, the settlements, mean, s/v, Evd and the
    // requirement; the footer has the date it was sent by e-mail.
    name: 'Rapportu di prova in lingua corsa',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(250,252,255)',
        ink: 'rgb(20,28,50)',
        lines: [
          {
            ...line(at('RAPPORTU DI PROVA – PIASTRA DINAMICA', 0), grey('Pagina 1/1', 1, 'end')),
            bold: true,
            fill: 'rgb(214,228,244)',
          },
          line(grey('Prova cù u pesu chì casca (TP BF-StB B 8.3)', 0)),
          rule,
          pair('Locu di prova', `Punta ${point(t)}, strada d'accessu`),
          pair('Data', corsicanDate(t)),
          pair('Ora', `ore ${tightClock(t)}`),
          pair('Pusizione', `N ${degrees6Comma(t.lat).text}°  E ${degrees6Comma(t.lng).text}°`),
          rule,
          ...results(t, pair, ['Insaccamenti s1 / s2 / s3', 'Insaccamentu mediu s', 's/v', 'Modulu Evd']),
          pair('Esigenza', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          line(grey(`Mandatu per e-mail ${german(daysAfter(t, 2))} 16:20`, 0)),
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // An explosive ordnance clearance certificate for a building plot: the probing period, the
    // clearance date, the cleared area's four corner points in decimal degrees, and below it the
    // check of the refilled ground with the test's date (two-digit year), clock, Evd, s, s/v, the
    // requirement and the test point's position in the same notation.
    name: 'Kampfmittelfreigabe mit Verdichtungsprüfung der Auffüllung',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.3);
      const corner = (label: string, dLat: number, dLng: number) =>
        line(at(label, 0.04), at(`${degrees6(t.lat + dLat).text}, ${degrees6(t.lng + dLng).text}`, 0.3));
      return {
        font: SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,30)',
        lines: [
          { ...line(at('KAMPFMITTELFREIGABE', 0), at(`Nr. KM-${t.year}-${300 + t.second}`, 1, 'end')), bold: true },
          line(grey('Kampfmittelräumdienst · Fachfirma nach § 20 SprengG', 0)),
          rule,
          pair('Fläche', 'Baufeld 4, Leitungstrasse Ost'),
          pair('Sondiert', `${german(daysAfter(t, -9))} bis ${german(daysAfter(t, -7))}`),
          pair('Freigegeben', `${german(daysAfter(t, -6))}, 15:30 Uhr, bis 3,0 m Tiefe`),
          line(at('Eckpunkte der freigegebenen Fläche (WGS84):', 0)),
          corner('A', 0.00121, -0.00143),
          corner('B', 0.00118, 0.00162),
          corner('C', -0.00131, 0.00157),
          rule,
          { ...line('Verdichtungsprüfung der Auffüllung nach Freigabe'), bold: true },
          pair('Datum / Uhrzeit', `${freshDateText(t, 'germanShortYear')}, ${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Prüfpunkt', `N ${degrees6(t.lat).text}°  E ${degrees6(t.lng).text}°`),
          rule,
          line(grey('Feuerwerker ____________   Bauleitung ____________', 0)),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A utility clearance ("Schachtschein") from the network operator: issued and valid-until dates,
    // the lines in the trench with their depths, and the foreman's ballpoint note after the backfill:
    // the test's date and clock, Evd, s, s/v, the requirement and the position as degrees and minutes
    // without a degree sign.
    name: 'Schachtschein mit handschriftlichem Verfüllvermerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.32);
      return {
        font: LIBERATION_SERIF,
        fontSize: 17,
        width: 980,
        background: 'rgb(252,250,240)',
        ink: 'rgb(34,30,26)',
        lines: [
          { ...line(at('SCHACHTSCHEIN', 0), at(`Az. 61-${1000 + t.second * 13}`, 1, 'end')), bold: true, scale: 1.15 },
          line(grey('Leitungsauskunft Stadtwerke · Strom, Gas, Wasser, Telekommunikation', 0)),
          rule,
          pair('Ausgestellt am', german(daysAfter(t, -12))),
          pair('Gültig bis', german(daysAfter(t, 16))),
          pair('Strom 1 kV', 'Tiefe ca. 0,6 m, Abstand 1,5 m zur Grenze'),
          pair('Gas ND DN 100', 'Tiefe ca. 1,0 m'),
          pair('Trinkwasser DN 80', 'Tiefe ca. 1,4 m'),
          line(grey('Handschachtung im Abstand von 0,5 m zu Leitungen', 0)),
          rule,
          line(handwriting(`Graben verfüllt, LWD ${german(t)} ${clock(t)}`, 0.02)),
          line(handwriting(`MP ${point(t)}  Evd ${evdComma(t)} MN/m²  s ${mean(t)}  s/v ${sv(t)}`, 0.02)),
          line(handwriting(`Soll ≥ ${REQUIRED}   ${bareMinutes(t.lat, 'N')}  ${bareMinutes(t.lng, 'E')}`, 0.02)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An asphalt paving record: the ISO date, the mix, the plant, paving start and end (after the
    // test), mix and air temperatures, layer thickness and tonnage; the check of the base course
    // before paving with its clock, Evd, s, s/v and the requirement, and the position copied from a
    // map app (degrees, minutes, seconds with a point).
    name: 'Asphalt-Einbauprotokoll mit Prüfung der Tragschicht',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,24)',
        lines: [
          {
            ...line(at('EINBAUPROTOKOLL ASPHALT', 0), at(`Datum ${iso(t)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(222,222,226)',
          },
          line(grey('Baustraße Lager Nord, Abschnitt 2 · Fertiger Vögele S 1800', 0)),
          rule,
          pair('Mischgut', 'AC 22 TN, Lieferwerk Rötha'),
          pair('Einbau Beginn / Ende', `${clock(t, 35 + (t.second % 20))} / ${clock(t, 190)}`),
          pair('Mischguttemperatur', `${158 + (t.minute % 15)} °C, Luft ${temperature(t)} °C`),
          pair('Schichtdicke', `${fixed(8 + (t.second % 5) / 2, 1, true)} cm`),
          pair('Einbaumenge', `${fixed(180 + t.minute * 1.7, 1, true)} t`),
          rule,
          { ...line('Prüfung der Tragschicht vor dem Einbau'), bold: true },
          pair('Uhrzeit / Punkt', `${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', mapSeconds(t.lat, t.lng)),
          rule,
          line(grey('Einbaukolonne ____________   Bauüberwachung ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A water main's pressure test record (DIN EN 805): pipe, length, test pressure, start and end of
    // the test with seconds, the pressure drop and the allowed one; below it the compaction check of
    // the trench backfill with its date, clock (with seconds), Evd, s, s/v, the requirement and the
    // position in degrees and decimal-comma minutes to three decimals.
    name: 'Druckprüfprotokoll der Wasserleitung mit Verdichtungsprüfung im Graben',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const withSeconds = (minutes: number, seconds: number) => `${clock(t, minutes)}:${two(seconds % 60)}`;
      return {
        font: MONO,
        fontSize: 15,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,30,40)',
        lines: [
          {
            ...line(at('DRUCKPRÜFPROTOKOLL DIN EN 805', 0), at(`Strang W-${10 + (t.minute % 30)}`, 1, 'end')),
            bold: true,
          },
          rule,
          pair('Leitung', `PE 100 da 160, L = ${fixed(60 + (t.second % 40) * 1.5, 1, true)} m`),
          pair('Prüfdruck', '15,0 bar'),
          pair('Beginn', `${german(t)} ${withSeconds(-175, t.second + 17)}`),
          pair('Ende', `${german(t)} ${withSeconds(-55, t.second + 41)}`),
          pair('Druckabfall', `${fixed(0.02 + (t.minute % 8) / 100, 2, true)} bar (zul. 0,20 bar)`),
          pair('Ergebnis', 'bestanden'),
          rule,
          { ...line('Verdichtung Leitungszone / Verfüllung'), bold: true },
          pair('Zeitpunkt', `${german(t)} ${clock(t)}:${two(t.second)}  MP ${point(t)}`),
          pair('Evd', `${evdComma(t)} MN/m²`),
          pair('s / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Soll', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `N ${lat.g}°${comma(lat.minutes)}' E ${lng.g}°${comma(lng.minutes)}'`),
          rule,
          line(grey('Prüfer ____________   Netzbetreiber ____________', 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A railway possession log: the weekday and date, the line and kilometres, the possession's start
    // and end, the works in order with their clocks, one of them the test on the formation protection
    // layer (Evd, s, s/v, the railway's own requirement) with the position in degrees and minutes.
    name: 'Sperrpausenprotokoll im Gleisbau mit Prüfung auf der Planumsschutzschicht',
    half: 'development',
    draw: (t) => {
      const row = (time: string, text: string) => line(at(time, 0), at(text, 0.12));
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const required = 50;
      return {
        font: SANS,
        fontSize: 15,
        width: 1060,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at('SPERRPAUSENPROTOKOLL', 0), at(`${WEEKDAYS_SHORT_DE[weekday(t)]} ${german(t)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(250,226,210)',
          },
          line(grey(`Strecke 6132, Gleis 1, km 12,340 – 12,980 · Sperrpause ${clock(t, -200)} – ${clock(t, 150)}`, 0)),
          rule,
          row(clock(t, -195), 'Sperrpause angenommen, Fahrleitung ausgeschaltet und geerdet'),
          row(clock(t, -160), 'Rückbau Gleis km 12,400 – 12,620'),
          row(clock(t, -70), 'Planumsschutzschicht KG 1 eingebaut, 0,30 m'),
          row(clock(t), `LWD-Prüfung km 12,${500 + (t.minute % 90)}, MP ${point(t)}:`),
          row('', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ≥ ${required}`),
          row('', `Lage ${lat.g}° ${lat.minutes}' N / ${lng.g}° ${lng.minutes}' E`),
          row(clock(t, 40), 'Schotter eingebaut, Gleis verlegt'),
          row(clock(t, 140), 'Sperrpause zurückgegeben'),
          rule,
          line(grey('Technisch Berechtigter ____________   Bauüberwacher Bahn ____________', 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An archaeological find report to the heritage office: the find's number, its date and clock
    // (after the test), the find spot's position and depth, the works stopped, and the test point next
    // to it with the test's date (month written out), clock, Evd, s, s/v and the requirement and its
    // own position in the same notation as the find spot's.
    name: 'Fundmeldung an die Denkmalbehörde mit Prüfpunkt daneben',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.3);
      const find = { lat: t.lat + 0.00163, lng: t.lng - 0.00217 };
      return {
        font: SERIF,
        fontSize: 16,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,26,24)',
        lines: [
          line(grey('An das Landesamt für Archäologie · Untere Denkmalschutzbehörde', 0)),
          { ...line(at('Fundmeldung nach § 20 Denkmalschutzgesetz', 0)), bold: true, scale: 1.15 },
          rule,
          pair('Fund-Nr.', `${t.year}-${100 + t.second}`),
          pair('Zeitpunkt des Fundes', `${german(t)}, ${clock(t, 25 + (t.second % 15))} Uhr`),
          pair('Fundstelle', `N ${primes(find.lat)}  E ${primes(find.lng)}, Tiefe 0,8 m`),
          pair('Befund', 'Keramikscherben und Holzkohle in dunkler Verfärbung'),
          pair('Arbeiten eingestellt', `${clock(t, 45 + (t.second % 15))} Uhr, Fläche abgesperrt`),
          rule,
          { ...line('Angrenzender Prüfpunkt (vor dem Fund geprüft)'), bold: true },
          pair('Prüfung', `${freshDateText(t, 'germanMonthLong')}, ${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage Prüfpunkt', `N ${primes(t.lat)}  E ${primes(t.lng)}`),
          blank,
          line(grey(`gemeldet ${german(daysAfter(t, 1))} 08:10   Bauleitung ____________`, 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A condition survey of the neighbouring building (Beweissicherung): the survey's date and clock
    // two weeks before, photographs with crack widths in mm and their clocks, the follow-up on the
    // test's date, and the check of the backfill at the gable wall with its clock, Evd, s, s/v, the
    // requirement and the position in decimal-comma degrees with N / O after.
    name: 'Beweissicherung am Nachbargebäude mit Prüfung der Hinterfüllung',
    half: 'development',
    draw: (t) => {
      const before = daysAfter(t, -14);
      const photo = (number: number, what: string, width: string, when: string) =>
        line(at(`Foto ${number}`, 0), at(what, 0.12), at(width, 0.55), at(when, 1, 'end'));
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,28,32)',
        lines: [
          { ...line(at('BEWEISSICHERUNG', 0), grey('Lindenstraße 12, Giebel Ost', 1, 'end')), bold: true, scale: 1.1 },
          line(grey(`Ortstermin vor Baubeginn ${german(before)}, 09:30 Uhr, Eigentümer anwesend`, 0)),
          rule,
          photo(14 + (t.minute % 5), 'Riss Giebelwand über Fenster', '0,2 mm', `${german(before)} 09:41`),
          photo(15 + (t.minute % 5), 'Riss Sockel, diagonal', '0,35 mm', `${german(before)} 09:47`),
          photo(16 + (t.minute % 5), 'Gipsmarke am Sockelriss', 'intakt', `${german(before)} 09:52`),
          rule,
          { ...line(`Nachkontrolle ${german(t)}: Gipsmarke intakt, Riss Sockel 0,35 mm unverändert`), bold: true },
          line(at('Prüfung der Hinterfüllung am Giebel:', 0)),
          line(at(`${clock(t)} Uhr, MP ${point(t)}, Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`, 0.04)),
          line(at(`Anforderung Evd ≥ ${REQUIRED} MN/m²`, 0.04)),
          line(at(`Lage ${degrees5Comma(t.lat).text}° N  ${degrees5Comma(t.lng).text}° O`, 0.04)),
          rule,
          line(grey('Sachverständiger ____________   Eigentümer ____________', 0)),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A pile driving log: the rig, the date with the month abbreviated, the check of the working
    // platform before the first pile (its clock, Evd, s, s/v, the requirement and the rig's position,
    // hemisphere first, seconds with a comma), then one row per pile with its start and end clocks,
    // depth and the blows over the last half metre.
    name: 'Rammprotokoll mit Prüfung der Arbeitsebene vor Rammbeginn',
    half: 'development',
    draw: (t) => {
      const pile = (number: number, start: number, minutes: number, depth: number, blows: number) =>
        line(
          at(`P ${number}`, 0),
          at(clock(t, start), 0.14),
          at(clock(t, start + minutes), 0.3),
          at(`${fixed(depth, 2, true)} m`, 0.5),
          at(String(blows), 0.72),
        );
      const first = 20 + (t.second % 10);
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1000,
        background: 'rgb(250,250,246)',
        ink: 'rgb(24,24,24)',
        lines: [
          {
            ...line(at('RAMMPROTOKOLL Stahlrohrpfähle', 0), at(freshDateText(t, 'germanMonthShort'), 1, 'end')),
            bold: true,
          },
          line(grey('Gerät LRH 100 · Bär 5 t · Fallhöhe 0,8 m', 0)),
          rule,
          line(at(`Arbeitsebene vor Rammbeginn geprüft: ${clock(t)} Uhr, MP ${point(t)}`, 0)),
          line(at(`Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ≥ ${REQUIRED}`, 0)),
          line(at(`Standort Gerät ${logSeconds(t.lat, 'N')} / ${logSeconds(t.lng, 'E')}`, 0)),
          rule,
          {
            ...line(at('Pfahl', 0), at('Beginn', 0.14), at('Ende', 0.3), at('Tiefe', 0.5), at('Schläge/0,5 m', 0.72)),
            bold: true,
          },
          pile(31, first, 24, 12.4 + (t.minute % 6) / 10, 38 + (t.second % 9)),
          pile(32, first + 35, 27, 12.6 + (t.minute % 4) / 10, 41 + (t.second % 7)),
          pile(33, first + 74, 22, 12.2 + (t.minute % 5) / 10, 36 + (t.second % 8)),
          rule,
          line(grey('Rammmeister ____________   Bauüberwachung ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
];
