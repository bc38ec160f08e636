// Ten further held-out layouts for the second OCR test set (issue 38), the thirtieth batch. Written
// without looking at the reader, its tests, its benchmark or the decisions on what it gets wrong, and
// modelled on documents a site might photograph: a Breton protocol ("d'ar 5 a viz Kerzu 2025", "da
// 14:03", "Norzh" / "Reter" after decimal-comma minutes), a Northern Sami one ("juovlamánu 5. b.
// 2025", the clock with a point: "dii. 14.03"), a time-tracking app's GPS bookings, a fuel receipt
// written on by hand, a vibration monitoring report, a work boat's log book at a quay, a payment
// reminder, a turnstile's access log, a first-aid log book and a winter service record. Each
// prints numbers of other quantities near Evd and dates or clocks that are not the test's
// (decision 0835).
import {
  at,
  blank,
  fixed,
  labelValue,
  line,
  rule,
  two,
  type HeldoutLayout,
  type HeldoutTruth,
} from './heldout-layouts.js';
import { clock, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, passes } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { euros } from './twenty-eighth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees6Comma,
  german,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  point,
  grey,
} from './heldout-formats.js';

// ---- Breton and Northern Sami -----------------------------------------------------------------------

export const MONTHS_BR = [
  'Genver',
  "C'hwevrer",
  'Meurzh',
  'Ebrel',
  'Mae',
  'Mezheven',
  'Gouere',
  'Eost',
  'Gwengolo',
  'Here',
  'Du',
  'Kerzu',
];
/** "d'ar 5 a viz Kerzu 2025". */
export const bretonDate = (t: HeldoutTruth) => `d'ar ${t.day} a viz ${MONTHS_BR[t.month - 1]} ${t.year}`;
/** Northern Sami month names in the genitive, as a date writes them. */
export const MONTHS_SE = [
  'ođđajagemánu',
  'guovvamánu',
  'njukčamánu',
  'cuoŋománu',
  'miessemánu',
  'geassemánu',
  'suoidnemánu',
  'borgemánu',
  'čakčamánu',
  'golggotmánu',
  'skábmamánu',
  'juovlamánu',
];
/** "juovlamánu 5. b. 2025" (b. = beaivi, the day). */
export const samiDate = (t: HeldoutTruth) => `${MONTHS_SE[t.month - 1]} ${t.day}. b. ${t.year}`;
/** The clock with a point, as Nordic texts write it: "14.03". */
export const pointClock = (t: HeldoutTruth, minutes = 0) => clock(t, minutes).replace(':', '.');

// ---- other helpers ----------------------------------------------------------------------------------

/** Degrees and decimal-comma minutes to four decimals with a word after: "52° 07,4074′ Norzh". */
export const commaMinutes = (value: number, after: string) => {
  const { g, minutes } = minutes4(value);
  return `${g}° ${comma(minutes)}′ ${after}`;
};
/** A ship's log position: "53°45,672'N 008°50,371'E" (three decimals, the longitude's degrees in three digits). */
export const logPosition = (lat: number, lng: number) => {
  const a = minutes3(lat);
  const b = minutes3(lng);
  return `${two(a.g)}°${comma(a.minutes)}'N ${String(b.g).padStart(3, '0')}°${comma(b.minutes)}'E`;
};
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const INK_BLUE = 'rgb(24,52,140)';
const handwriting = (text: string, x = 0, ink = INK_BLUE) => ({ ...at(text, x), italic: true, ink });

// ---- the layouts ------------------------------------------------------------------------------------

export const thirtiethHeldoutLayouts: HeldoutLayout[] = [
  {
    // A protocol in Breton: the date as "d'ar 5 a viz Kerzu 2025", the clock "da 14:03", degrees and
    // decimal-comma minutes with "Norzh" / "Reter" after, the settlements, their mean, s/v, Evd, the
    // requirement and the printing date.
    name: 'Danevell arnod e brezhoneg',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,30)',
        lines: [
          { ...line(at('DANEVELL ARNOD – PLAKENN DINAMIK', 0)), bold: true, scale: 1.1 },
          line(grey('Ardivink pouez-kouezh skañv ZFG 3.1 · niverenn 31-0478', 0)),
          rule,
          pair('Poent arnod', `MP ${point(t)}`),
          pair('Deiziad', bretonDate(t)),
          pair('Eur', `da ${clock(t)}`),
          pair('Ledred', commaMinutes(t.lat, 'Norzh')),
          pair('Hedred', commaMinutes(t.lng, 'Reter')),
          pair('Gwrezverk', `${temperature(t)} °C`),
          rule,
          pair('Fonzadurioù s1–s3', `${t.drops.map((drop) => fixed(drop, 3, true)).join(' / ')} mm`),
          pair('Fonzadur keitat s', `${mean(t)} mm`),
          pair('s/v', `${sv(t)} ms`),
          { ...pair('Modulenn Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('Goulenn', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'mat' : 'fall'}`),
          rule,
          line(grey(`Moullet ${german(daysAfter(t, 1))} 08:15`, 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A protocol in Northern Sami: the month in the genitive first ("juovlamánu 5. b. 2025"), the
    // clock with a point ("dii. 14.03"), degrees, minutes and decimal-comma seconds with N / E before
    // them, the settlements, mean, s/v, Evd and the requirement; printed the next day.
    name: 'Geahččalanraporta davvisámegillii',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(252,252,250)',
        ink: 'rgb(20,30,60)',
        lines: [
          { ...line(at('GEAHČČALANRAPORTA', 0), grey('Sámi guovllu luodda 93', 1, 'end')), bold: true },
          line(grey('Fallgewicht / Njuolggadus TP BF-StB B 8.3', 0)),
          rule,
          pair('Geahččalanbáiki', `MP ${point(t)}`),
          pair('Beaivi', samiDate(t)),
          pair('Áigi', `dii. ${pointClock(t)}`),
          pair('Sajádat N', `${lat.g}° ${lat.min}′ ${comma(lat.sec)}″`),
          pair('Sajádat E', `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″`),
          rule,
          pair('Njiedjan s1 / s2 / s3', `${t.drops.map((drop) => fixed(drop, 3, true)).join(' / ')} mm`),
          pair('Gaskamearálaš s', `${mean(t)} mm`),
          pair('s/v', `${sv(t)} ms`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('Gáibádus', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          line(grey(`Čálihuvvon ${german(daysAfter(t, 1))} 07:40`, 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A time-tracking app's day view: the bookings of the day (come, change of project, break, go)
    // each with its clock and the GPS position it was booked at; the booking at the test carries the
    // lab's note with Evd, s, s/v and the requirement.
    name: 'Zeiterfassungs-App mit GPS-Stempelungen und Prüfnotiz',
    half: 'development',
    draw: (t) => {
      const here = `${degrees5(t.lat).text}, ${degrees5(t.lng).text}`;
      const booking = (time: string, what: string, where: string) =>
        line(at(time, 0), at(what, 0.14), grey(where, 1, 'end'));
      return {
        font: SANS,
        fontSize: 16,
        width: 900,
        background: 'rgb(245,247,250)',
        ink: 'rgb(28,32,40)',
        lines: [
          { ...line(at('Meine Zeiten', 0), at(german(t), 1, 'end')), bold: true, fill: 'rgb(40,90,160)', scale: 1.1 },
          line(grey(`Soll 8:00 h · Ist ${7 + (t.minute % 2)}:${two(t.second % 60)} h · Pause 0:30 h`, 0)),
          rule,
          booking(clock(t, -(t.hour - 6) * 60 - t.minute + 5), 'Kommen – Lager Leipzig', '51.34012, 12.37418'),
          booking(clock(t, -35), 'Projektwechsel 2231 Lager Nord', here),
          booking(clock(t), 'Tätigkeit LWD-Prüfung', here),
          line(at(`Notiz: MP ${point(t)} Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`, 0.14)),
          line(at(`Soll ≥ ${REQUIRED} MN/m² ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`, 0.14)),
          booking(clock(t, 50), 'Pause', here),
          booking(clock(t, 80), 'Ende Pause', here),
          rule,
          line(grey('GPS beim Stempeln · Genauigkeit ±8 m · Daten synchronisiert', 0)),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A filling station's receipt for the diesel of the site's generator, written on in ballpoint: the
    // pump, litres, price per litre, the sum and VAT, the receipt's clock (before the test), and by
    // hand the test point, its clock, Evd, s, s/v and the position in degrees and minutes.
    name: 'Tankbeleg mit handschriftlicher Prüfnotiz',
    half: 'development',
    draw: (t) => {
      const litres = 20 + (t.minute % 30) + (t.second % 10) / 10;
      const price = 1.659 + (t.second % 7) / 100;
      const sum = Math.round(litres * price * 100) / 100;
      const vat = Math.round((sum - sum / 1.19) * 100) / 100;
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: MONO,
        fontSize: 16,
        width: 620,
        background: 'rgb(254,254,250)',
        ink: 'rgb(40,40,44)',
        lines: [
          { ...line('    TANKSTELLE AM GÜTERRING'), bold: true },
          line('    Markkleeberg'),
          rule,
          line(`Säule 4   Diesel`),
          line(`${fixed(litres, 2, true)} l x ${fixed(price, 3, true)} EUR/l`),
          { ...line(`SUMME EUR        ${fixed(sum, 2, true)}`), bold: true },
          line(`inkl. 19% MwSt  ${fixed(vat, 2, true)}`),
          line(`${german(t)}  ${clock(t, -(40 + (t.second % 20)))}  Bon ${4000 + t.second * 7}`),
          rule,
          line(handwriting(`Aggregat, danach MP ${point(t)}`, 0.02)),
          line(handwriting(`${clock(t)} Evd ${evdComma(t)} s ${mean(t)} s/v ${sv(t)}`, 0.02)),
          line(handwriting(`Soll ${REQUIRED}  N ${lat.g}°${comma(lat.minutes)}`, 0.02)),
          line(handwriting(`E ${lng.g}°${comma(lng.minutes)}`, 0.02)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A vibration monitoring report (DIN 4150-3) for the compaction next to a building: the sensor,
    // peak velocities per axis in mm/s with their frequencies, the guide value, and the check of the
    // compacted ground with the light drop weight beside the sensor — date, clock, Evd, s, s/v, the
    // requirement and the sensor's position in degrees and minutes to three decimals.
    name: 'Erschütterungsmessbericht mit Kontrollprüfung am Messort',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const v = (offset: number) => fixed(0.8 + ((t.second + offset) % 40) / 10, 2, true);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,30)',
        lines: [
          {
            ...line(
              at('ERSCHÜTTERUNGSMESSUNG nach DIN 4150-3', 0),
              grey(`Bericht E-${t.year}-${40 + t.minute}`, 1, 'end'),
            ),
            bold: true,
          },
          line(grey(`Messzeitraum ${german(daysAfter(t, -1))} 07:00 bis ${german(t)} 16:00`, 0)),
          rule,
          pair('Messort', `Sensor S2, Giebelwand Haus 7`),
          pair('Lage Sensor', `${lat.g}° ${lat.minutes}' N, ${lng.g}° ${lng.minutes}' E`),
          pair('vx / vy / vz max', `${v(3)} / ${v(11)} / ${v(23)} mm/s`),
          pair('Frequenz', `${12 + (t.minute % 20)} Hz`),
          pair('Anhaltswert', '5,0 mm/s (Gebäude Zeile 2)'),
          rule,
          { ...line('Kontrollprüfung Verdichtung am Messort'), bold: true },
          pair('Datum / Uhrzeit', `${german(t)}, ${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m²  s ${mean(t)} mm  s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          rule,
          line(grey(`Leipzig, ${german(daysAfter(t, 3))}   Sachverständiger ____________`, 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A work boat's log book at a quay construction: one row per watch entry with the local clock
    // (four digits, no colon, as ship logs write them), the position as "53°45,672'N 008°50,371'E",
    // wind, and the remark; the lab's test on the quay surface is one remark with its clock, Evd, s,
    // s/v and the requirement.
    name: 'Schiffstagebuch des Arbeitsschiffs an der Kaibaustelle',
    half: 'development',
    draw: (t) => {
      const hhmm = (minutes: number) => clock(t, minutes).replace(':', '');
      const row = (time: string, pos: string, wind: string, text: string) =>
        line(handwriting(time, 0), handwriting(pos, 0.08), handwriting(wind, 0.4), handwriting(text, 0.5));
      const position = logPosition(t.lat, t.lng);
      return {
        font: LIBERATION_SANS,
        fontSize: 15,
        width: 1200,
        background: 'rgb(250,248,238)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line(at('SCHIFFSTAGEBUCH  MS „Hafenbau 3“', 0), at(`Datum ${german(t)}`, 1, 'end')), bold: true },
          line(grey('Zeit in Bordzeit (MEZ/MESZ) · Kaibaustelle Liegeplatz 7', 0)),
          {
            ...line(at('Zeit', 0), at('Position', 0.08), at('Wind', 0.4), at('Bemerkungen', 0.5)),
            bold: true,
            fill: 'rgb(230,228,214)',
          },
          row(hhmm(-95), position, 'SW 4', 'Festgemacht, Rammgerät an Deck'),
          row(hhmm(-20), position, 'SW 4', 'Labor an Bord, Kaifläche Abschnitt 3'),
          row(hhmm(0), position, 'SW 3', `LWD MP ${point(t)}: Evd ${evdComma(t)} MN/m²`),
          row('', '', '', `s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ≥ ${REQUIRED}`),
          row(hhmm(65), position, 'W 3', 'Labor von Bord'),
          rule,
          line(grey(`Schiffsführer ________   Blatt ${100 + t.minute}   Tiefgang 1,8 m   HW ${clock(t, 150)}`, 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A payment reminder from the lab: the invoice's number and date, the service it charged (the test
    // with its date, clock, Evd, s, s/v and the position in decimal-comma degrees to six decimals),
    // the amount, the due date past and the new deadline.
    name: 'Zahlungserinnerung mit Leistungsbeschreibung der Prüfung',
    half: 'development',
    draw: (t) => {
      const invoiced = daysAfter(t, 3);
      const net = 180 + (t.minute % 5) * 20;
      const gross = Math.round(net * 119) / 100;
      return {
        font: SERIF,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,30)',
        lines: [
          line(grey('Geotest Labor GmbH · Prüfstraße 4 · 04109 Leipzig', 0)),
          line(at('Lager Nord Projekt GmbH', 0), at(`Leipzig, ${german(daysAfter(t, 40))}`, 1, 'end')),
          blank,
          { ...line('Zahlungserinnerung'), bold: true, scale: 1.2 },
          line(
            `unsere Rechnung Nr. ${t.year}-${String(700 + t.second)} vom ${german(invoiced)} über ${euros(gross)} ist noch offen.`,
          ),
          line('Leistung:'),
          line(at(`LWD-Prüfung MP ${point(t)} am ${german(t)} um ${clock(t)} Uhr,`, 0.04)),
          line(at(`Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms (Soll ${REQUIRED} MN/m²),`, 0.04)),
          line(at(`Lage ${degrees6Comma(t.lat).text}° N, ${degrees6Comma(t.lng).text}° O`, 0.04)),
          line(`Fällig war der Betrag am ${german(daysAfter(invoiced, 14))}.`),
          line(`Bitte überweisen Sie ${euros(gross)} bis zum ${german(daysAfter(t, 50))}.`),
          blank,
          line('Mit freundlichen Grüßen – Buchhaltung'),
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A turnstile's access log exported as a list: each row a badge event with its clock and seconds,
    // the turnstile, the badge, the company and the direction; the lab's entry carries the site
    // guard's remark with the test's clock, Evd, s, s/v and where the test was (degrees and minutes).
    name: 'Zutrittsprotokoll des Drehkreuzes mit Wachvermerk',
    half: 'development',
    draw: (t) => {
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const event = (minutes: number, gate: string, badge: string, firm: string, way: string) =>
        line(
          at(`${german(t)} ${clock(t, minutes)}:${two((((t.second + 13 * minutes) % 60) + 60) % 60)}`, 0),
          at(gate, 0.25),
          at(badge, 0.36),
          at(firm, 0.5),
          at(way, 1, 'end'),
        );
      return {
        font: LIBERATION_MONO,
        fontSize: 14,
        width: 1160,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at('Zutrittskontrolle – Ereignisliste', 0), grey('Export CSV-Ansicht', 1, 'end')),
            bold: true,
            fill: 'rgb(226,232,240)',
          },
          {
            ...line(
              at('Zeitpunkt', 0),
              at('Tor', 0.25),
              at('Ausweis', 0.36),
              at('Firma', 0.5),
              at('Richtung', 1, 'end'),
            ),
            bold: true,
          },
          event(-70, 'DK-1', '004417', 'Tiefbau Krause', 'rein'),
          event(-42, 'DK-1', '007702', 'Geotest Labor', 'rein'),
          line(grey(`Vermerk Wache: Labor prüft MP ${point(t)}, ${clock(t)} Uhr Evd ${evdComma(t)} MN/m²,`, 0.04)),
          line(
            grey(
              `s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ${REQUIRED}; Stelle N ${lat.g}° ${lat.minutes}' E ${lng.g}° ${lng.minutes}'`,
              0.04,
            ),
          ),
          event(25, 'DK-2', '004523', 'Kranverleih Nord', 'rein'),
          event(48, 'DK-1', '007702', 'Geotest Labor', 'raus'),
          rule,
          line(grey(`Anwesend: ${20 + (t.minute % 15)}   Ereignisse gesamt: ${140 + t.second}`, 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A first-aid log book (Verbandbuch) entry: the date and clock of the injury (after the test), the
    // place with its position in degrees, minutes and decimal-comma seconds, the course of events
    // naming the test just before it (its clock, Evd, s, s/v), the first aid given and the witness.
    name: 'Verbandbuch-Eintrag nach der Prüfung',
    half: 'development',
    draw: (t) => {
      const pair = (label: string, value: string) => line(grey(label, 0), handwriting(value, 0.3));
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: SANS,
        fontSize: 16,
        width: 1040,
        background: 'rgb(250,252,250)',
        ink: 'rgb(20,60,40)',
        lines: [
          {
            ...line(at('VERBANDBUCH', 0), at(`lfd. Nr. ${10 + (t.minute % 40)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(210,236,214)',
          },
          line(grey('Dokumentation von Erste-Hilfe-Leistungen (DGUV Information 204-020)', 0)),
          rule,
          pair('Name der verletzten Person', 'T. Winkler, Geotest Labor'),
          pair('Datum / Uhrzeit Unfall', `${german(t)}, ${clock(t, 6 + (t.second % 10))} Uhr`),
          pair(
            'Ort',
            `Baufeld Ost, N ${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ E ${lng.g}° ${lng.min}′ ${comma(lng.sec)}″`,
          ),
          pair('Hergang', `nach LWD-Prüfung MP ${point(t)} um ${clock(t)} Uhr`),
          pair('', `(Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ${REQUIRED})`),
          pair('', 'Finger beim Anheben der Lastplatte gequetscht'),
          pair('Erste-Hilfe-Maßnahmen', 'Kühlung, Pflaster'),
          pair('Zeuge', 'M. Brandt'),
          rule,
          line(grey(`eingetragen ${german(t)} ${clock(t, 40)}   Ersthelfer ______________`, 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A winter service record (Einsatznachweis) of the site road: the run's start and end clocks, road and air
    // temperature, the grit in g/m², the route's kilometres, and the remark that the lab's test on the
    // frost-protection layer was done during the run — its date, clock, Evd, s, s/v, the requirement
    // and the test's position in decimal degrees with N / E after.
    name: 'Winterdienst-Einsatznachweis mit Prüfvermerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.34);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,24,30)',
        lines: [
          {
            ...line(at('WINTERDIENST – EINSATZNACHWEIS', 0), at(`Einsatz ${300 + t.second * 11}`, 1, 'end')),
            bold: true,
            fill: 'rgb(200,224,250)',
          },
          line(grey('Baustraße Lager Nord · Fahrzeug Unimog U 400 · Fahrer K. Seidel', 0)),
          rule,
          pair('Datum', german(t)),
          pair('Einsatzbeginn / -ende', `${clock(t, -(60 + (t.minute % 30)))} / ${clock(t, 45 + (t.second % 20))}`),
          pair(
            'Fahrbahn / Luft',
            `-${fixed(1 + (t.second % 30) / 10, 1, true)} °C / -${fixed(0.5 + (t.minute % 20) / 10, 1, true)} °C`,
          ),
          pair('Streustoff', `Feuchtsalz FS 30, ${10 + (t.minute % 3) * 5} g/m²`),
          pair('Strecke', `${fixed(2 + (t.second % 15) / 10, 1, true)} km`),
          rule,
          { ...line('Vermerk: Prüfung Frostschutzschicht im Einsatzbereich'), bold: true },
          pair('Prüfung', `${german(t)}, ${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `${degrees5(t.lat).text} N  ${degrees5(t.lng).text} E`),
          rule,
          line(grey('Unterschrift Fahrer ____________   Bauleitung ____________', 0)),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
];
