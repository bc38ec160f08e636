// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-ninth batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a bilingual Inuktitut protocol in syllabics with the
// month first ("ᑎᓯᐱᕆ 5, 2025"), a Scottish Gaelic one ("Dihaoine, 5mh An Dùbhlachd 2025", "aig
// 14:03", "Tuath" / "an Ear" after the seconds), an APRS position report with the DAO extension
// ("5207.41N/01334.07E" and "!W47!" for the third decimal of the minutes), a data logger file with the
// modified Julian date beside the calendar date, the site's radio log, a parking ticket written on by
// hand, a travel expense claim, a receipt from a receipt book, a device's service form naming the
// last test and a crane log with the outrigger pad's test and "n. Br." / "ö. L." after the seconds. Each prints numbers of other quantities near Evd and dates or clocks that are not the
// test's (decision 0832).
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
import { clock, clockSeconds, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { euros } from './twenty-eighth-heldout-layouts.js';
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
  degrees5,
  degrees5Comma,
  degrees6,
  german,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  point,
  grey,
} from './heldout-formats.js';

// ---- Inuktitut and Scottish Gaelic ------------------------------------------------------------------

/** Inuktitut month names in syllabics, as Nunavut's bilingual forms write them. */
export const MONTHS_IU = ['ᔮᓐᓄᐊᓕ', 'ᕖᕝᕗᐊᓕ', 'ᒫᑦᓯ', 'ᐃᐳᓗ', 'ᒪᐃ', 'ᔫᓂ', 'ᔪᓚᐃ', 'ᐋᒡᒌᓯ', 'ᓯᑎᐱᕆ', 'ᐅᑐᐱᕆ', 'ᓄᕕᐱᕆ', 'ᑎᓯᐱᕆ'];
/** The month first, then day and year, as Canadian forms write it: "ᑎᓯᐱᕆ 5, 2025". */
export const inuktitutDate = (t: HeldoutTruth) => `${MONTHS_IU[t.month - 1]} ${t.day}, ${t.year}`;

export const MONTHS_GD = [
  'Am Faoilleach',
  'An Gearran',
  'Am Màrt',
  'An Giblean',
  'An Cèitean',
  'An t-Ògmhios',
  'An t-Iuchar',
  'An Lùnastal',
  'An t-Sultain',
  'An Dàmhair',
  'An t-Samhain',
  'An Dùbhlachd',
];
export const WEEKDAYS_GD = ['Didòmhnaich', 'Diluain', 'Dimàirt', 'Diciadain', 'Diardaoin', 'Dihaoine', 'Disathairne'];
/** The day as a Gaelic ordinal abbreviation: 1d, 2na, 3s, 4mh … 21d, 22na, 23s, … */
const gaelicOrdinal = (day: number) => {
  const last = day % 10;
  const suffix =
    day === 11 || day === 12 || day === 13 ? 'mh' : last === 1 ? 'd' : last === 2 ? 'na' : last === 3 ? 's' : 'mh';
  return `${day}${suffix}`;
};
/** "Dihaoine, 5mh An Dùbhlachd 2025". */
export const gaelicDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_GD[weekday(t)]}, ${gaelicOrdinal(t.day)} ${MONTHS_GD[t.month - 1]} ${t.year}`;

// ---- other helpers ----------------------------------------------------------------------------------

/** The test's moment in UTC, `minutes` later (German local time less one or two hours). */
const utcOf = (t: HeldoutTruth, minutes = 0) => {
  const date = new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour - utcOffsetHours(t), t.minute + minutes, t.second));
  return { date, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes() };
};
/** The modified Julian date (days since 17 November 1858, 0 h UTC) of the test, five decimals. */
export const modifiedJulianDate = (t: HeldoutTruth, minutes = 0) =>
  (utcOf(t, minutes).date.getTime() / 86_400_000 + 40_587).toFixed(5);
/**
 * An APRS position with the DAO extension: degrees and minutes to hundredths in the position
 * ("5207.41N/01334.07E"), the third decimal of each minute in "!Wxy!".
 */
export const aprsPosition = (lat: number, lng: number) => {
  const a = minutes3(lat);
  const b = minutes3(lng);
  return {
    position: `${two(a.g)}${a.minutes.slice(0, 5)}N/${String(b.g).padStart(3, '0')}${b.minutes.slice(0, 5)}E`,
    dao: `!W${a.minutes.slice(5)}${b.minutes.slice(5)}!`,
  };
};
/** Degrees, minutes and decimal-comma seconds with the German abbreviations after: "52° 07′ 24,4″ n. Br.". */
export const abbreviatedDms = (value: number, after: 'n. Br.' | 'ö. L.') => {
  const { g, min, sec } = seconds1(value);
  return `${g}° ${min}′ ${comma(sec)}″ ${after}`;
};
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const INK_BLUE = 'rgb(24,52,140)';
const handwriting = (text: string, x = 0, ink = INK_BLUE) => ({ ...at(text, x), italic: true, ink });

// ---- the layouts ------------------------------------------------------------------------------------

export const twentyNinthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A bilingual protocol of a crew in Nunavut: Inuktitut in syllabics with the English below each
    // label, the month first ("ᑎᓯᐱᕆ 5, 2025"), degrees and decimal minutes to four decimals with the
    // hemisphere after, the settlements, the mean, s/v, Evd, the requirement and a print line.
    name: 'ᖃᐅᔨᓴᕐᓂᕐᒧᑦ ᐅᓂᒃᑳᖅ: Protokoll in Inuktitut-Silbenschrift',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: SANS,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,255,252)',
        ink: 'rgb(20,24,34)',
        lines: [
          { ...line('ᖃᐅᔨᓴᕐᓂᕐᒧᑦ ᐅᓂᒃᑳᖅ · LWD TEST REPORT'), bold: true, scale: 1.06, fill: 'rgb(226,236,246)' },
          { ...line('ᐃᖃᓗᐃᑦ · Iqaluit Geotechnical Ltd. · ᐃᓪᓗᓕᐅᕐᓂᖅ / Project: Warehouse 2'), scale: 0.85 },
          rule,
          pair('ᓇᔪᖅᑕᖓ / Point', `MP ${point(t)}`),
          pair('ᐅᓪᓗᖓ / Date', inuktitutDate(t)),
          pair('ᐃᑲᕐᕋᖓ / Time', clock(t)),
          pair('ᐅᐊᖕᓇᖅ / Latitude', `${lat.g}° ${lat.minutes}′ N`),
          pair('ᓂᒋᖅ / Longitude', `${lng.g}° ${lng.minutes}′ E`),
          pair('ᓯᓚ / Air temp.', `${temperature(t)} °C`),
          rule,
          pair('s1 / s2 / s3', `${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm`),
          pair('ᐊᑦᑕᓇᖅᑐᖅ / Mean s', `${mean(t, false)} mm`),
          pair('s/v', `${sv(t, false)} ms`),
          { ...pair('ᓴᙱᓂᖓ / Evd', `${fixed(t.evd, 1, false)} MN/m²`), bold: true },
          pair('ᐱᔭᕆᐊᖃᖅᑐᖅ / Required', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'ᐄ / yes' : 'ᐋᒃᑲ / no'}`),
          pair('Calibrated', calibrated(t)),
          rule,
          { ...line(`ᐃᓕᓐᓂᐊᕈᑎ · Printed ${inuktitutDate(workingDayAfter(t, 1))} 08:20 · 1/1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A Scottish Gaelic protocol: the weekday, the day as an ordinal and the month ("Dihaoine, 5mh An
    // Dùbhlachd 2025"), "aig 14:03", degrees, minutes and seconds with a decimal point and "Tuath"
    // (north) / "an Ear" (east) after them, the settlements, the mean, s/v, Evd and the requirement.
    name: 'Aithisg deuchainn sa Ghàidhlig',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 1000,
        background: 'rgb(253,252,247)',
        ink: 'rgb(26,30,26)',
        lines: [
          { ...line('AITHISG DEUCHAINN – CUDROM-TUITIDH AOTROM (LWD)'), bold: true, scale: 1.05 },
          { ...line('Geo-Thalamh Earr. · Pròiseact: Taigh-stòir a Tuath, ìre 2'), scale: 0.85 },
          rule,
          pair('Àite tomhais', `MP ${point(t)}`),
          pair('Ceann-latha', gaelicDate(t)),
          pair('Àm', `aig ${clock(t)}`),
          pair('Domhan-leud', `${lat.g}° ${Number(lat.min)}′ ${lat.sec}″ Tuath`),
          pair('Domhan-fhad', `${lng.g}° ${Number(lng.min)}′ ${lng.sec}″ an Ear`),
          pair('Teòthachd an adhair', `${temperature(t)} °C`),
          rule,
          pair('Tuiteam s1 / s2 / s3', `${t.drops.map((drop) => fixed(drop, 3, false)).join(' / ')} mm`),
          pair('Tuiteam cuibheasach s', `${mean(t, false)} mm`),
          pair('s/v', `${sv(t, false)} ms`),
          { ...pair('Modal deformachaidh Evd', `${fixed(t.evd, 1, false)} MN/m²`), bold: true },
          pair('Riatanas', `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? 'coileanta' : 'gun choileanadh'}`),
          rule,
          { ...line(`Clò-bhuailte ${german(workingDayAfter(t, 1))} aig 07:50 · Duilleag 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // An APRS client's list of raw packets: the tester's handheld sent its position with a timestamp
    // in UTC (day, hour, minute, a few minutes after the test), degrees and minutes to hundredths and
    // the DAO extension "!Wxy!" with the third decimal of each; the comment carries the test's date,
    // clock, Evd, s, s/v and the required value. Other stations' packets and the receive clocks
    // around it.
    name: 'APRS-Rohpakete mit DAO-Erweiterung im Client',
    half: 'development',
    draw: (t) => {
      const sent = utcOf(t, 2 + (t.second % 6));
      const { position, dao } = aprsPosition(t.lat, t.lng);
      const stamp = `${two(sent.day)}${two(sent.hour)}${two(sent.minute)}z`;
      const heard = (minutes: number) => `${clock(t, minutes)}:${two((t.second * 7 + minutes) % 60)}`;
      return {
        font: MONO,
        fontSize: 14,
        width: 1220,
        background: 'rgb(250,250,250)',
        ink: 'rgb(30,32,36)',
        lines: [
          {
            ...line(at('APRSIS32 – Rohdaten  (Filter: r/52/13/50)', 0), grey(`${german(t)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(222,230,240)',
          },
          line(`${heard(-6)}  DB0LNB>APMI06,TCPIP*,qAC,T2LEIPZIG:!5111.20N/01226.50E#PHG3260 Digi Lager Nord`),
          line(`${heard(-1)}  DL4XK-9>APDR16,WIDE1-1,qAR,DB0LNB:=5108.88N/01231.02E>093/041 Bagger 3`),
          line(`${heard(2 + (t.second % 6))}  DL7LWD-7>APLWD1,WIDE1-1,qAR,DB0LNB:@${stamp}${position}_`),
          line(
            `           LWD MP${point(t)} ${german(t)} ${clock(t)} Evd ${evdComma(t)} s ${mean(t)} sv ${sv(t)} Soll ${REQUIRED} ${dao}`,
          ),
          line(
            `${heard(9)}  DB0LNB>APMI06,TCPIP*,qAC,T2LEIPZIG:T#${String(100 + t.minute).padStart(3, '0')},138,042,011,000,000,00000000`,
          ),
          rule,
          line(
            grey(`Pakete: ${210 + t.second}   Stationen: 14   IS: verbunden seit ${german(daysAfter(t, -3))} 06:12`, 0),
          ),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A data logger's file opened in a text editor: a header with the station's position in decimal
    // degrees, the logging start as a modified Julian date and a calendar date, and one record per
    // test with its MJD (UTC), its local date and clock with seconds, Evd, s, s/v and the required
    // value, then the battery and the end of the file.
    name: 'Loggerdatei mit modifiziertem Julianischen Datum',
    half: 'development',
    draw: (t) => {
      const started = daysAfter(t, -(1 + (t.minute % 3)));
      const startTruth = { ...started, hour: 6, minute: 30, second: 0 };
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1140,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,36)',
        lines: [
          { ...line(at(`LWD${point(t)}.DAT – Editor`, 0), grey('UTF-8  LF', 1, 'end')), fill: 'rgb(232,234,238)' },
          line('# ZFG 3.1 Datenlogger, Seriennr. 31-0478'),
          line('# Zeitbasis: MJD = JD - 2400000,5 (UTC); Datum/Zeit lokal (MEZ/MESZ)'),
          line(`# Standort: lat ${degrees6(t.lat).text}  lon ${degrees6(t.lng).text}  (WGS84)`),
          line(`# Start: MJD ${modifiedJulianDate(startTruth)}  ${german(started)} 06:30:00`),
          line(`# Anforderung: Evd >= ${REQUIRED} MN/m2`),
          line('# mjd;datum;zeit;mp;evd_mn_m2;s_mm;sv_ms'),
          line(
            `${modifiedJulianDate(t)};${german(t)};${clockSeconds(t)};${point(t)};${evdComma(t)};${mean(t)};${sv(t)}`,
          ),
          line(`# Akku ${fixed(11.2 + (t.second % 9) / 10, 1, true)} V  Temp ${temperature(t)} C`),
          line('# EOF'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // The site's radio log book (a printed form filled in by hand): the channel and the day, then
    // one line per call with its clock, from, to and the message; the lab's call reports the test
    // (its clock a few minutes before the call), Evd, s, s/v, the requirement and the position in
    // decimal-comma degrees to five decimals.
    name: 'Funkbuch der Baustelle mit durchgegebenem Prüfergebnis',
    half: 'development',
    draw: (t) => {
      const call = (minutes: number) => clock(t, minutes);
      const row = (time: string, from: string, to: string, text: string) =>
        line(
          ...[handwriting(time, 0), handwriting(from, 0.09), handwriting(to, 0.2), handwriting(text, 0.31)].filter(
            (cell) => cell.text !== '',
          ),
        );
      const head = (time: string, from: string, to: string, text: string) => ({
        ...line(at(time, 0), at(from, 0.09), at(to, 0.2), at(text, 0.31)),
        bold: true,
        fill: 'rgb(234,236,228)',
      });
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(252,252,246)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line(at('FUNKBUCH', 0), at(`Kanal 412 · ${german(t)}`, 1, 'end')), bold: true, scale: 1.1 },
          line(grey('Baustelle Lager Nord, BA 2 · Funkleiter: Polier Brandt · Blatt 3', 0)),
          head('Zeit', 'von', 'an', 'Spruch'),
          row(call(-24), 'Kran 1', 'Polier', 'Windmessung 7,8 m/s, weiter'),
          row(call(-9), 'Polier', 'Labor', 'MP vor Achse 3 freigegeben?'),
          row(
            call(4 + (t.second % 5)),
            'Labor',
            'Polier',
            `MP ${point(t)}, ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m²,`,
          ),
          row('', '', '', `s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ${REQUIRED} – ${passes(t) ? 'hält' : 'hält nicht'}`),
          row('', '', '', `Lage ${degrees5Comma(t.lat).text} / ${degrees5Comma(t.lng).text}`),
          row(call(12 + (t.second % 5)), 'Polier', 'Walze 2', passes(t) ? 'Achse 3 fertig' : 'Achse 3 nachverdichten'),
          rule,
          line(grey('Sprüche knapp halten · Notruf Kanal 400', 0)),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A parking ticket from the machine at the site road (behind the windscreen), its back written on
    // in ballpoint: the ticket's date (the day of the test), its start and end clocks, the fee and the
    // ticket's number, and by hand the test point, the test's clock, Evd, s, s/v, the requirement and
    // the position as degrees and decimal-comma minutes without signs ("N 52 07,4074").
    name: 'Parkschein mit Notiz auf dem Rand',
    half: 'development',
    draw: (t) => {
      const start = -(20 + (t.second % 30));
      const hours = 2 + (t.minute % 2);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: MONO,
        fontSize: 17,
        width: 620,
        background: 'rgb(255,253,240)',
        ink: 'rgb(30,30,34)',
        lines: [
          { ...line('  STADT MARKKLEEBERG'), bold: true },
          line('  PARKSCHEIN  Automat 0417'),
          line(`  Datum       ${german(t)}`),
          line(`  Parkbeginn  ${clock(t, start)}`),
          { ...line(`  Parkende    ${clock(t, start + 60 * hours)}`), bold: true },
          line(`  Betrag      ${fixed(hours * 1.5, 2, true)} EUR`),
          line(`  Nr. ${String(30_000 + t.minute * 97 + t.second)}`),
          rule,
          line(handwriting(`MP ${point(t)}  ${clock(t)}`, 0.02)),
          line(handwriting(`Evd ${evdComma(t)}  s ${mean(t)}  s/v ${sv(t)}`, 0.02)),
          line(handwriting(`Soll ${REQUIRED} ${passes(t) ? 'ok' : 'n.i.O.'}`, 0.02)),
          line(handwriting(`N ${lat.g} ${comma(lat.minutes)}  E ${lng.g} ${comma(lng.minutes)}`, 0.02)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A lab technician's travel expense claim: the trip's date, departure and return clocks, the
    // kilometres driven, the rate, the parking fee and the sum in euros, the purpose naming the test with
    // its clock, Evd, s, s/v and the requirement, the site's position as "N 52.12346°, E 13.56789°",
    // and the date of the claim (later).
    name: 'Reisekostenabrechnung mit Prüfauftrag als Reisezweck',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.3);
      const km = 40 + t.minute * 3;
      const parking = 1.5 * (1 + (t.minute % 3));
      const fare = Math.round(km * 0.3 * 100) / 100;
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(26,26,30)',
        lines: [
          {
            ...line(
              at('REISEKOSTENABRECHNUNG', 0),
              grey(`Geotest Labor GmbH · Pers.-Nr. ${2100 + t.second}`, 1, 'end'),
            ),
            bold: true,
          },
          rule,
          pair('Reisetag', german(t)),
          pair(
            'Abfahrt / Rückkehr',
            `${clock(t, -(70 + (t.second % 20)))} Uhr / ${clock(t, 95 + (t.minute % 30))} Uhr`,
          ),
          pair('Reiseziel', 'Baustelle Lager Nord, BA 2'),
          pair('Lage Prüfstelle', `N ${degrees5(t.lat).text}°, E ${degrees5(t.lng).text}°`),
          pair('Reisezweck', `LWD-Prüfung MP ${point(t)} um ${clock(t)} Uhr:`),
          pair('', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms (Soll ≥ ${REQUIRED})`),
          rule,
          line(at(`Fahrtkosten ${km} km × 0,30 €`, 0), at(euros(fare), 1, 'end')),
          line(at('Parkgebühr lt. Beleg', 0), at(euros(parking), 1, 'end')),
          { ...line(at('Summe', 0), at(euros(fare + parking), 1, 'end')), bold: true },
          rule,
          line(grey(`Leipzig, ${german(workingDayAfter(t, 4))}   Unterschrift ______________   geprüft ______`, 0)),
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A sheet of a receipt book filled in by hand: the printed form (number, amount, "incl. VAT",
    // received from, for, place and date, signature), the fee for the test, and "for" naming the
    // test with its date, clock, Evd, s, s/v and the position in degrees, minutes and decimal-comma
    // seconds with the hemisphere after; the receipt itself is dated a day later.
    name: 'Quittung aus dem Quittungsblock für die Prüfgebühr',
    half: 'development',
    draw: (t) => {
      const net = 65 + (t.minute % 4) * 10;
      const gross = Math.round(net * 119) / 100;
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const field = (label: string, value: string) => line(grey(label, 0), handwriting(value, 0.26));
      return {
        font: SERIF,
        fontSize: 17,
        width: 1000,
        background: 'rgb(246,250,246)',
        ink: 'rgb(40,60,50)',
        lines: [
          {
            ...line(
              at('QUITTUNG', 0),
              at(`Nr. ${String(4_100 + t.second * 3)}`, 0.45),
              at(`EUR  ${fixed(gross, 2, true)}`, 1, 'end'),
            ),
            bold: true,
            scale: 1.15,
          },
          line(grey(`Netto EUR ${fixed(net, 2, true)} + 19 % MwSt. EUR ${fixed(gross - net, 2, true)}`, 0)),
          rule,
          field('Zahlungsart', 'bar'),
          field('von', 'Lager Nord Projekt GmbH'),
          field('für', `LWD-Prüfung MP ${point(t)} am ${german(t)}, ${clock(t)} Uhr`),
          field('', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms, Soll ${REQUIRED}`),
          field('', `Stelle ${lat.g}° ${lat.min}' ${comma(lat.sec)}" N, ${lng.g}° ${lng.min}' ${comma(lng.sec)}" O`),
          rule,
          line(grey('dankend erhalten', 0), handwriting(`Markkleeberg, ${german(daysAfter(t, 1))}`, 0.26)),
          line(grey('Stempel / Unterschrift', 0), handwriting('i. A. Köhler', 0.26)),
          blank,
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A device's service form sent with the drop-weight device to the maker: the device, its serial
    // number, the drop counter, the last calibration, the fault, and the last test before the fault
    // with its date, clock, Evd, s, s/v and the position in degrees and minutes to three decimals with
    // a point and the hemisphere after; the form's own date and the receipt stamp are later.
    name: 'Servicebegleitschein des Fallgewichtsgeräts mit letzter Messung',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      const sent = workingDayAfter(t, 1);
      return {
        font: LIBERATION_SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,34)',
        lines: [
          {
            ...line(at('SERVICEBEGLEITSCHEIN / RMA', 0), at(`RMA ${t.year}-${String(300 + t.minute * 5)}`, 1, 'end')),
            bold: true,
            scale: 1.08,
            fill: 'rgb(255,236,200)',
          },
          line(grey(`Absender: Geotest Labor GmbH, Leipzig · Datum ${german(sent)}`, 0)),
          rule,
          pair('Gerät', 'Leichtes Fallgewichtsgerät ZFG 3.1'),
          pair('Seriennummer', `31-0${String(400 + t.second)}`),
          pair('Fallzähler', `${(18_000 + t.minute * 123).toLocaleString('de-DE')} Stöße`),
          pair('Letzte Kalibrierung', calibrated(t)),
          pair('Fehlerbild', 'Setzungsanzeige springt, Sensor-Kabel?'),
          rule,
          { ...line('Letzte Messung vor dem Ausfall'), bold: true },
          pair('Messpunkt / Zeit', `MP ${point(t)}, ${german(t)}, ${clock(t)} Uhr`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m²  s ${mean(t)} mm  s/v ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('GPS', `${lat.g}° ${lat.minutes}' N   ${lng.g}° ${lng.minutes}' E`),
          rule,
          line(grey(`Eingang Service: ${german(daysAfter(sent, 2))}   Bearbeiter ______`, 0)),
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A mobile crane's log book (Kranbuch) page: the day's entry with operating hours, wind, the
    // outrigger's load, and the check of the outrigger pad's ground with the light drop weight — its
    // clock, Evd, s, s/v, the required value and the place in degrees, minutes and decimal-comma
    // seconds with "n. Br." / "ö. L." after them — then the operator's end of shift.
    name: 'Kranbuch mit Prüfung der Abstützfläche',
    half: 'development',
    draw: (t) => {
      const hoursRun = 4_200 + t.minute * 17 + (t.second % 10) / 10;
      const row = (label: string, value: string) => line(at(label, 0), handwriting(value, 0.34));
      return {
        font: SANS,
        fontSize: 16,
        width: 1000,
        background: 'rgb(250,250,244)',
        ink: 'rgb(30,30,34)',
        lines: [
          {
            ...line(at('KRANBUCH  ·  Mobilkran AC 100-4L', 0), at(`Seite ${40 + (t.minute % 50)}`, 1, 'end')),
            bold: true,
            fill: 'rgb(250,232,160)',
          },
          rule,
          row('Datum', german(t)),
          row('Betriebsstunden Beginn', `${fixed(hoursRun, 1, true)} h`),
          row('Wind (Anemometer)', `${fixed(5 + (t.second % 40) / 10, 1, true)} m/s`),
          row('Stützlast max.', `${fixed(24 + (t.minute % 12) / 2, 1, true)} t`),
          { ...line('Prüfung Abstützfläche (LWD)'), bold: true },
          row('Zeit / Messpunkt', `${clock(t)} · MP ${point(t)}`),
          row('Ergebnis', `Evd ${evdComma(t)} MN/m²  s ${mean(t)}  s/v ${sv(t)}`),
          row('gefordert', `Evd ≥ ${REQUIRED} MN/m² ${passes(t) ? '→ freigegeben' : '→ Platten unterlegen'}`),
          row('Standort', `${abbreviatedDms(t.lat, 'n. Br.')}   ${abbreviatedDms(t.lng, 'ö. L.')}`),
          rule,
          row('Schichtende', `${clock(t, 180 + (t.second % 60))} Uhr · ${fixed(hoursRun + 3.5, 1, true)} h`),
          line(grey('Kranführer ____________   Aufsicht ____________', 0)),
        ],
      };
    },
    expected: printedAs(seconds1),
  },
];
