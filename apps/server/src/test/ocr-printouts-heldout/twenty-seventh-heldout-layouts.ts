// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-seventh batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Kyrgyz protocol ("5-декабрь 2025-ж., жума", "саат
// 14:03", "т. к." / "ч. у."), a Tajik one ("5 декабри соли 2025, ҷумъа", "соати 14:03", "арзи
// шимолӣ" before the degrees), a Turkmen one in its Latin script ("5 dekabr 2025 ý., anna", "sagat
// 14:03"), a BIM viewer's property panel with the site's reference position as IFC angle tuples
// (degrees, minutes, seconds, millionths of a second), a tower crane's aviation obstacle notice with
// the position as "DDMMSS.SN DDDMMSS.SE" and the test of the crane's footprint, a town's acceptance of
// a reinstated road opening ("Freitag, den 5. Dezember 2025", "nördl. Br." / "östl. L."), a claim to
// the contractors' all-risk insurer with the control test, a site app's outbox of failed uploads with
// the position in ISO 6709 ("+5207.4073+01334.0745/"), an excavator's 3D machine-guidance screen with
// the stored as-built point, and a telephone memo pad with the value passed on by phone. Each prints
// numbers of other quantities near Evd and dates or clocks that are not the test's (decision 0826).
import {
  at,
  fixed,
  labelValue,
  line,
  results,
  rule,
  two,
  type HeldoutLayout,
  type HeldoutTruth,
} from './heldout-layouts.js';
import { MONTHS_DE, clock, clockSeconds, freshDateText, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, WEEKDAYS_DE, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { seconds2 } from './twenty-sixth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SERIF_CONDENSED as SERIF_CONDENSED,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
  LIBERATION_SERIF,
} from './heldout-fonts.js';
import {
  comma,
  degrees5Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  point,
  grey,
} from './heldout-formats.js';

// ---- Kyrgyz, Tajik and Turkmen ----------------------------------------------------------------------

/** Kyrgyz months (the day before them with a hyphen: "5-декабрь"). */
export const MONTHS_KY = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
];
export const WEEKDAYS_KY = ['жекшемби', 'дүйшөмбү', 'шейшемби', 'шаршемби', 'бейшемби', 'жума', 'ишемби'];
/** "5-декабрь 2025-ж., жума". */
export const kyrgyzDate = (t: HeldoutTruth) =>
  `${t.day}-${MONTHS_KY[t.month - 1]} ${t.year}-ж., ${WEEKDAYS_KY[weekday(t)]}`;

/** Tajik months with the izafat "-и" before "соли" (year): "5 декабри соли 2025". */
export const MONTHS_TG = [
  'январи',
  'феврали',
  'марти',
  'апрели',
  'майи',
  'июни',
  'июли',
  'августи',
  'сентябри',
  'октябри',
  'ноябри',
  'декабри',
];
export const WEEKDAYS_TG = ['якшанбе', 'душанбе', 'сешанбе', 'чоршанбе', 'панҷшанбе', 'ҷумъа', 'шанбе'];
/** "5 декабри соли 2025, ҷумъа". */
export const tajikDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_TG[t.month - 1]} соли ${t.year}, ${WEEKDAYS_TG[weekday(t)]}`;

export const MONTHS_TK = [
  'ýanwar',
  'fewral',
  'mart',
  'aprel',
  'maý',
  'iýun',
  'iýul',
  'awgust',
  'sentýabr',
  'oktýabr',
  'noýabr',
  'dekabr',
];
export const WEEKDAYS_TK = ['ýekşenbe', 'duşenbe', 'sişenbe', 'çarşenbe', 'penşenbe', 'anna', 'şenbe'];
/** "5 dekabr 2025 ý., anna" ("ý." for ýyl, the year). */
export const turkmenDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_TK[t.month - 1]} ${t.year} ý., ${WEEKDAYS_TK[weekday(t)]}`;

// ---- other helpers ----------------------------------------------------------------------------------

/**
 * An IFC compound plane angle (IfcSite.RefLatitude / RefLongitude): degrees, minutes, seconds and
 * millionths of a second, here from the position rounded to hundredths of a second: "(52, 7, 24, 440000)".
 */
export const ifcAngle = (value: number) => {
  const { g, min, sec } = seconds2(value);
  const [whole, hundredths] = sec.split('.');
  return `(${g}, ${Number(min)}, ${Number(whole)}, ${Number(hundredths) * 10_000})`;
};
/** Aviation's position without separators, seconds to tenths: "520724.4N 0133404.5E". */
export const aviationPosition = (lat: number, lng: number) => {
  const a = seconds1(lat);
  const b = seconds1(lng);
  return `${two(a.g)}${a.min}${a.sec}N ${String(b.g).padStart(3, '0')}${b.min}${b.sec}E`;
};
/** ISO 6709 with degrees and decimal minutes (±DDMM.MMMM±DDDMM.MMMM/): "+5207.4073+01334.0745/". */
export const iso6709 = (lat: number, lng: number) => {
  const a = minutes4(lat);
  const b = minutes4(lng);
  return `+${two(a.g)}${a.minutes}+${String(b.g).padStart(3, '0')}${b.minutes}/`;
};
/** A formal German date: "Freitag, den 5. Dezember 2025". */
export const formalDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_DE[weekday(t)]}, den ${t.day}. ${MONTHS_DE[t.month - 1]} ${t.year}`;

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const INK_BLUE = 'rgb(24,52,140)';
const handwriting = (text: string, x = 0) => ({ ...at(text, x), italic: true, ink: INK_BLUE });
/** A status line on a dark screen: lighter than the grey of paper captions. */
const STATUS_GREY = 'rgb(158,168,182)';

// ---- the layouts ------------------------------------------------------------------------------------

export const twentySeventhHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Kyrgyz protocol of a crew from Bishkek: the day with a hyphen before the month and the year
    // with "-ж." ("5-декабрь 2025-ж., жума"), "саат 14:03", degrees and decimal-comma minutes to three
    // decimals with "т. к." / "ч. у." (north latitude, east longitude), the settlements, the mean,
    // s/v, Evd, the requirement, the calibration and a print line.
    name: 'Сыноо протоколу кыргыз тилинде',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: SERIF_CONDENSED,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,253,248)',
        ink: 'rgb(26,24,30)',
        lines: [
          { ...line('СЫНОО ПРОТОКОЛУ – ЖЕҢИЛ ТҮШҮҮЧҮ ЖҮК (LWD)'), bold: true, scale: 1.08 },
          { ...line('«Ала-Тоо Геотехника» ЖЧК · Объект: Түндүк кампа, 2-кезек'), scale: 0.85 },
          rule,
          pair('Өлчөө чекити', `MP ${point(t)}`),
          pair('Күнү', kyrgyzDate(t)),
          pair('Убактысы', `саат ${clock(t)}`),
          pair('Кеңдик', `${lat.g}° ${comma(lat.minutes)}′ т. к.`),
          pair('Узундук', `${lng.g}° ${comma(lng.minutes)}′ ч. у.`),
          pair('Абанын температурасы', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Чөгүү s1 / s2 / s3', 'Орточо чөгүү s', 's/v', 'Деформация модулу Evd']),
          pair('Талап', requirement(t, 'аткарылды', 'аткарылган жок')),
          pair('Калибрлөө', calibrated(t)),
          rule,
          { ...line(`Басылган ${german(workingDayAfter(t, 1))}, саат 07:55 · 1-барак / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A Tajik protocol (Cyrillic with Ғ, Ӣ, Қ, Ӯ, Ҳ, Ҷ): the month with the izafat before "соли"
    // (year) ("5 декабри соли 2025, ҷумъа"), "соати 14:03", the words for north latitude and east
    // longitude before degrees, minutes and seconds with a decimal comma, the settlements, the mean,
    // s/v, Evd, the requirement, the calibration and a print line.
    name: 'Протоколи санҷиш бо забони тоҷикӣ',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: SANS,
        fontSize: 17,
        width: 1020,
        background: 'rgb(250,252,255)',
        ink: 'rgb(18,26,42)',
        lines: [
          {
            ...line('ПРОТОКОЛИ САНҶИШ – БОРИ САБУКИ АФТАНДА (LWD)'),
            bold: true,
            scale: 1.05,
            fill: 'rgb(230,238,228)',
          },
          { ...line('«Помир Геотехника» ҶДММ · Объект: Анбори шимолӣ, навбати 2'), scale: 0.85 },
          rule,
          pair('Нуқтаи ченкунӣ', `MP ${point(t)}`),
          pair('Сана', tajikDate(t)),
          pair('Вақт', `соати ${clock(t)}`),
          pair('Арз', `арзи шимолӣ ${lat.g}° ${lat.min}′ ${comma(lat.sec)}″`),
          pair('Тӯл', `тӯли шарқӣ ${lng.g}° ${lng.min}′ ${comma(lng.sec)}″`),
          pair('Ҳарорати ҳаво', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Нишаст s1 / s2 / s3', 'Нишасти миёна s', 's/v', 'Модули деформатсия Evd']),
          pair('Талабот', requirement(t, 'иҷро шуд', 'иҷро нашуд')),
          pair('Калибронӣ', calibrated(t)),
          rule,
          { ...line(`Чоп шуд ${german(workingDayAfter(t, 1))}, соати 08:05 · Саҳифаи 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // A Turkmen protocol in the Latin script (Ä, Ç, Ň, Ş, Ý, Ž): "5 dekabr 2025 ý., anna",
    // "sagat 14:03", the words for north latitude and east longitude before decimal-comma degrees to
    // five decimals, the settlements, the mean, s/v, Evd, the requirement, the calibration and a
    // print line.
    name: 'Synag hasabaty türkmen dilinde',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: LIBERATION_SERIF,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,20,28)',
        lines: [
          { ...line('SYNAG HASABATY – ÝEŇIL GAÝDYŞ ÝÜKI (LWD)'), bold: true, scale: 1.1 },
          { ...line('„Köpetdag Geotehnika" HJ · Desga: Demirgazyk ammar, 2-nji tapgyr'), scale: 0.85 },
          rule,
          pair('Ölçeg nokady', `MP ${point(t)}`),
          pair('Senesi', turkmenDate(t)),
          pair('Wagty', `sagat ${clock(t)}`),
          pair('Giňlik', `demirgazyk giňlik ${degrees5Comma(t.lat).text}°`),
          pair('Uzynlyk', `gündogar uzynlyk ${degrees5Comma(t.lng).text}°`),
          pair('Howanyň temperaturasy', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Çökme s1 / s2 / s3', 'Ortaça çökme s', 's/v', 'Deformasiýa moduly Evd']),
          pair('Talap', requirement(t, 'ýerine ýetirildi', 'ýerine ýetirilmedi')),
          pair('Kalibrleme', calibrated(t)),
          rule,
          { ...line(`Çap edildi ${german(workingDayAfter(t, 1))}, sagat 08:15 · Sahypa 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A BIM viewer on a laptop with the site model open: the selected test point (an annotation) and
    // its property sets — the app's own set with the moment of the test (ISO, with seconds), Evd,
    // s, s/v and the required value, the object's GUID and layer — and the site's reference position
    // as IFC stores it, compound angles of degrees, minutes, seconds and millionths of a second, with
    // the reference height; the model's change date (later) in the status bar.
    name: 'BIM-Viewer Eigenschaften eines Prüfpunkts, IfcSite-Lage als Winkeltupel',
    half: 'development',
    draw: (t) => {
      const x = [0.02, 0.4];
      const row = (label: string, value: string) => line(at(label, x[0]!), at(value, x[1]!));
      const heading = (text: string) => ({ ...line(at(text, 0)), bold: true, fill: 'rgb(226,232,242)' });
      const guid = `2${'O3hKq$Tx7ZfNbw9LmRuaE'.slice(t.second % 6)}${'ABCDEFGHJK'.slice(0, t.second % 6)}`;
      const changed = workingDayAfter(t, 2);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(248,249,251)',
        ink: 'rgb(28,32,40)',
        lines: [
          {
            ...line(at('LagerNord_BA2_Erdbau.ifc – BIM Viewer', 0), grey('Datei  Ansicht  Messen  Hilfe', 1, 'end')),
            fill: 'rgb(214,220,230)',
          },
          line(grey('Modellbaum ▸ IfcProject ▸ IfcSite „Lager Nord“ ▸ Prüfpunkte LWD', 0)),
          rule,
          { ...line(`Eigenschaften: IfcAnnotation „MP ${point(t)}“`), bold: true, scale: 1.08 },
          row('GlobalId', guid),
          row('Layer', 'E-Planum-Pruefung'),
          heading('Pset_Baustellendoku_LWD'),
          row('Messpunkt', `MP ${point(t)}`),
          row('Messzeitpunkt', `${iso(t)}T${clockSeconds(t)}`),
          row('Evd', `${evdComma(t)} MN/m²`),
          row('Setzung s', `${mean(t)} mm`),
          row('s/v', `${sv(t)} ms`),
          row('Evd Soll', `${REQUIRED} MN/m²`),
          row('Prüfer', 'T. Albers'),
          heading('IfcSite (Bezug)'),
          row('RefLatitude', ifcAngle(t.lat)),
          row('RefLongitude', ifcAngle(t.lng)),
          row('RefElevation', `${fixed(110 + (t.minute % 9) + (t.second % 100) / 100, 3, false)} m`),
          rule,
          line(
            grey(`Geändert ${german(changed)} 11:2${t.second % 10} · IFC4`, 0),
            grey(`Einheiten: m, MN/m² · ${40 + (t.minute % 50)} Objekte ausgewählt: 1`, 1, 'end'),
          ),
        ],
      };
    },
    expected: printedAs(seconds2),
  },
  {
    // A tower crane's notice of an aviation obstacle to the aviation authority, with the proof of
    // the crane's footprint attached: the crane, hook height and the highest point, the position as
    // aviation writes it ("520724.4N 0133404.5E"), the heights above sea level, the period the crane
    // stands (later dates), and the light drop-weight test of the crane's footprint with its date,
    // clock, Evd, s, s/v, the required value and the outrigger load and ground pressure.
    name: 'Kranaufstellfläche mit Luftfahrthindernis-Anzeige, Lage GGMMSS.S',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.36);
      const ground = 105 + (t.minute % 20) + (t.second % 10) / 10;
      const hook = 40 + (t.second % 15) + 0.5;
      const from = workingDayAfter(t, 3);
      const until = daysAfter(from, 120 + (t.minute % 30));
      return {
        font: NARROW,
        fontSize: 19,
        width: 1000,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,22,30)',
        lines: [
          { ...line('ANZEIGE EINES LUFTFAHRTHINDERNISSES (§ 15 LuftVG)'), bold: true, scale: 1.12 },
          line('an die Landesluftfahrtbehörde · Anlage 2: Nachweis der Kranaufstellfläche'),
          rule,
          pair('Antragsteller', 'Hochbau Lager Nord GmbH, Leipzig'),
          pair('Hindernis', `Turmdrehkran, Hakenhöhe ${fixed(hook, 1, true)} m, Ausladung 60 m`),
          pair('Standort (WGS 84)', aviationPosition(t.lat, t.lng)),
          pair('Geländehöhe', `${fixed(ground, 1, true)} m ü. NHN`),
          pair('Höchster Punkt', `${fixed(ground + hook + 8.2, 1, true)} m ü. NHN`),
          pair('Standzeit', `${german(from)} bis ${german(until)}`),
          pair('Kennzeichnung', 'Tages- und Nachtkennzeichnung (Feuer W rot)'),
          rule,
          { ...line('Nachweis der Aufstellfläche (Planum unter dem Kranfundament)'), bold: true },
          pair('Prüfung', `LWD, MP ${point(t)}, am ${german(t)} um ${clock(t)} Uhr`),
          { ...pair('Ergebnis', `Evd ${evdComma(t)} MN/m²`), bold: true },
          pair('Setzung / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung (Statik)', `Evd ≥ ${REQUIRED} MN/m²`),
          pair(
            'Eckdruck / Sohlpressung',
            `max. ${380 + (t.minute % 60)} kN / ${fixed(250 + (t.second % 40) + 0.5, 1, true)} kN/m²`,
          ),
          rule,
          {
            ...line(
              grey(`Leipzig, ${german(workingDayAfter(t, 1))}   gez. Bauleitung   Anlagen: Lageplan, Kranstatik`, 0),
            ),
            scale: 0.9,
          },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // The town's acceptance of a reinstated road opening: the permit's number and date (earlier),
    // the place and the opening's size, the acceptance's date written formally ("Freitag, den
    // 5. Dezember 2025"), the meeting's start before the test, the compaction test of the backfill
    // with its clock, Evd, s, s/v and the requirement of ZTV A-StB, the position in degrees and
    // decimal-comma minutes with "nördl. Br." / "östl. L.", and the end of the warranty.
    name: 'Abnahme eines Straßenaufbruchs durch das Tiefbauamt',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.34);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      const permit = daysAfter(t, -(20 + (t.minute % 25)));
      const length = 1.8 + (t.second % 12) / 10;
      const breadth = 0.8 + (t.minute % 6) / 10;
      return {
        font: LIBERATION_SERIF,
        fontSize: 18,
        width: 1040,
        background: 'rgb(254,254,250)',
        ink: 'rgb(24,24,24)',
        lines: [
          {
            ...line(at('STADT MARKKLEEBERG', 0), at('Tiefbauamt · Straßenaufbrüche', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          { ...line('Niederschrift über die Abnahme der Wiederherstellung'), bold: true },
          rule,
          pair(
            'Aufbruchgenehmigung',
            `Nr. 66/${t.year}/${String(300 + t.minute * 3).padStart(4, '0')} vom ${german(permit)}`,
          ),
          pair('Ort', 'Hauptstraße 41, Gehweg und Fahrbahn (Anschluss Trinkwasser)'),
          pair(
            'Aufbruchfläche',
            `${fixed(length, 2, true)} m × ${fixed(breadth, 2, true)} m = ${fixed(length * breadth, 2, true)} m²`,
          ),
          pair('Abnahme am', formalDate(t)),
          pair('Beginn des Termins', `${clock(t, -(15 + (t.second % 20)))} Uhr`),
          rule,
          { ...line('Verdichtungsprüfung der Verfüllung (Plattendruck dynamisch)'), bold: true },
          pair('Messpunkt / Uhrzeit', `MP ${point(t)} · ${clock(t)} Uhr`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m² (s ${mean(t)} mm, s/v ${sv(t)} ms)`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m² (ZTV A-StB) – ${passes(t) ? 'erfüllt' : 'nicht erfüllt'}`),
          pair('Lage', `${lat.g}° ${comma(lat.minutes)}' nördl. Br., ${lng.g}° ${comma(lng.minutes)}' östl. L.`),
          rule,
          line(`☐ mängelfrei abgenommen   ☐ mit Auflagen   Gewährleistung bis ${german({ ...t, year: t.year + 5 })}`),
          { ...line(grey('Für die Stadt: ____________      Für den Antragsteller: ____________', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // A claim to the contractors' all-risk insurer after heavy rain softened the subgrade: the
    // policy number, the day of the damage (earlier) and the rain, the place, what happened, the
    // control test with its date ("5. Dez. 2025"), clock, Evd, s, s/v, the value at acceptance
    // (earlier, no unit label "Evd") and the requirement, the estimated costs and the deductible in
    // euros, the position in decimal degrees with a comma, and the day the claim was signed.
    name: 'Schadenanzeige an die Bauleistungsversicherung mit Kontrollprüfung',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.33);
      const damaged = daysAfter(t, -(2 + (t.second % 4)));
      const costs = 8000 + t.minute * 97 + t.second * 13;
      const euros = (value: number) => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},00 €`;
      const before = fixed(t.evd + 8 + (t.second % 9), 1, true);
      return {
        font: CONDENSED,
        fontSize: 17,
        width: 1040,
        background: 'rgb(255,255,255)',
        ink: 'rgb(22,26,34)',
        lines: [
          {
            ...line(at('SCHADENANZEIGE', 0), at('Bauleistungsversicherung', 1, 'end')),
            bold: true,
            scale: 1.15,
            fill: 'rgb(232,238,246)',
          },
          line(`Versicherungsschein-Nr. BL 4 072 ${300 + t.minute}-5 · Schaden-Nr. wird vergeben`),
          rule,
          pair('Schadentag', `${german(damaged)}, Starkregen ${30 + (t.second % 25)} l/m² in 6 h`),
          pair('Schadenort', 'Lager Nord, BA 2, Planum Achse 3, Station 0+120 bis 0+180'),
          pair('Hergang', 'Planum durchnässt und aufgeweicht, Spurrinnen bis 8 cm'),
          rule,
          { ...line('Feststellung (Kontrollprüfung mit dem leichten Fallgewicht)'), bold: true },
          pair('Geprüft am', `${freshDateText(t, 'germanMonthShort')} um ${clock(t)} Uhr, MP ${point(t)}`),
          pair('Ergebnis', `Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms`),
          pair('Zum Vergleich', `Abnahmewert vor dem Ereignis ${before} MN/m², Soll ≥ ${REQUIRED} MN/m²`),
          pair('Lage', `Breite ${degrees5Comma(t.lat).text}°, Länge ${degrees5Comma(t.lng).text}°`),
          rule,
          pair('Geschätzte Kosten', `${euros(costs)} netto (Selbstbehalt ${euros(2500)})`),
          pair('Maßnahme', 'Bodenaustausch 0,30 m, erneute Prüfung'),
          rule,
          {
            ...line(
              grey(`Leipzig, ${german(workingDayAfter(t, 2))}   Unterschrift Versicherungsnehmer ____________`, 0),
            ),
            scale: 0.9,
          },
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
  {
    // A site documentation app's outbox after a dead spot: a banner, three entries waiting (a photo
    // taken after the test, named with its own moment; the test record with its creation date and
    // clock, Evd, s, s/v, the required value and the position in ISO 6709 degrees and minutes; a
    // note written later), the failed attempts with their clocks and an HTTP status, the status
    // bar's clock (later).
    name: 'Postausgang der Doku-App mit fehlgeschlagenen Uploads, Ort nach ISO 6709',
    half: 'development',
    draw: (t) => {
      const photo = { ...t, minute: (t.minute + 2) % 60, hour: t.hour + (t.minute >= 58 ? 1 : 0) };
      const photoName = `IMG_${t.year}${two(t.month)}${two(t.day)}_${two(photo.hour)}${two(photo.minute)}${two((t.second + 17) % 60)}.jpg`;
      const card = 'rgb(238,241,246)';
      const failed = clock(t, 150 + (t.second % 40));
      return {
        font: SANS,
        fontSize: 16,
        width: 720,
        background: 'rgb(255,255,255)',
        ink: 'rgb(28,30,36)',
        lines: [
          line(grey(clock(t, 160 + (t.second % 40)), 0), grey('Kein Netz  ▯▯▯▯  23 %', 1, 'end')),
          { ...line(at('←  Postausgang (3)', 0), at('⟳', 1, 'end')), bold: true, scale: 1.12 },
          {
            ...line({ ...at('⚠ Keine Verbindung – 3 Einträge warten auf Upload', 0), ink: 'rgb(150,60,0)' }),
            fill: 'rgb(255,240,214)',
          },
          rule,
          { ...line(at('Foto', 0), grey('3,4 MB', 1, 'end')), bold: true, fill: card },
          { ...line(at(photoName, 0)), fill: card },
          {
            ...line(grey(`Versuch 2 fehlgeschlagen ${clock(t, 118 + (t.second % 25))} · Zeitüberschreitung`, 0)),
            fill: card,
          },
          rule,
          { ...line(at(`LWD-Messung MP ${point(t)}`, 0), grey('4 KB', 1, 'end')), bold: true, fill: card },
          { ...line(at(`erstellt ${german(t)}, ${clock(t)}`, 0)), fill: card },
          {
            ...line(at(`Evd ${evdComma(t)} MN/m² · s ${mean(t)} mm · s/v ${sv(t)} ms · Soll ${REQUIRED}`, 0)),
            fill: card,
          },
          { ...line(at(`Ort ${iso6709(t.lat, t.lng)}`, 0)), fill: card },
          { ...line(grey(`Versuch 3 fehlgeschlagen ${failed} · HTTP 503`, 0)), fill: card },
          rule,
          { ...line(at('Notiz', 0), grey('1 KB', 1, 'end')), bold: true, fill: card },
          { ...line(at(`„Planum nass, Nachprüfung“ · erstellt ${clock(t, 25 + (t.second % 20))}`, 0)), fill: card },
          rule,
          line(
            { ...at('ALLE ERNEUT SENDEN', 0), ink: 'rgb(20,110,200)' },
            { ...at('VERWERFEN', 1, 'end'), ink: 'rgb(180,40,40)' },
          ),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // An excavator's 3D machine-guidance screen (dark, in the cab's housing): the design file, the
    // RTK fix and the cab clock (later), the bucket tip's design and actual heights with the
    // difference, the slopes, and the dialog of the as-built point the operator stored at the test:
    // number, code, moment with seconds, remark with Evd, s, s/v and the requirement, and the
    // position in degrees, minutes and seconds to hundredths with the hemisphere after.
    name: 'Baggersteuerung 3D mit gespeichertem Aufmaßpunkt',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.34);
      const design = 110 + (t.minute % 9) + (t.second % 100) / 100;
      const difference = ((t.second % 9) - 4) / 1000;
      const lat = seconds2(t.lat);
      const lng = seconds2(t.lng);
      return {
        font: CONDENSED,
        fontSize: 17,
        width: 800,
        background: 'rgb(14,18,24)',
        ink: 'rgb(226,232,240)',
        display: { housing: 'rgb(210,170,20)' },
        lines: [
          line(
            { ...at('LN_BA2_Planum.dsz', 0), ink: STATUS_GREY },
            { ...at(`RTK Fix ±0,012 m   ${clock(t, 30 + (t.second % 30))}`, 1, 'end'), ink: STATUS_GREY },
          ),
          line(
            at(`Löffelspitze Soll ${fixed(design, 3, true)}`, 0),
            at(`Ist ${fixed(design + difference, 3, true)}`, 0.5),
            at(`Δ ${difference >= 0 ? '+' : '−'}${fixed(Math.abs(difference), 3, true)} m`, 1, 'end'),
          ),
          line(
            `Querneigung ${fixed(2 + (t.minute % 6) / 10, 1, true)} %   Längsneigung ${fixed((t.second % 8) / 10, 1, true)} %`,
          ),
          rule,
          { ...line('Aufmaßpunkt gespeichert'), bold: true, scale: 1.1, fill: 'rgb(40,60,90)' },
          pair('Punkt-Nr.', String(1000 + point(t))),
          pair('Code', 'LWD'),
          pair('Zeit', `${german(t)} ${clockSeconds(t)}`),
          pair('Bemerkung', `MP ${point(t)} Evd ${evdComma(t)} MN/m²`),
          pair('', `s ${mean(t)} mm  s/v ${sv(t)} ms  Soll ${REQUIRED}`),
          pair('Breite', `${lat.g}°${lat.min}'${lat.sec}"N`),
          pair('Länge', `${lng.g}°${lng.min}'${lng.sec}"E`),
          pair('Höhe', `${fixed(design + difference, 3, true)} m`),
          rule,
          line(at('[ OK ]', 0), at('[ Punkt abstecken ]', 0.3), at('[ Liste ]', 1, 'end')),
        ],
      };
    },
    expected: printedAs(seconds2),
  },
  {
    // A telephone memo pad: printed fields (for whom, date, time of the call, caller, number, tick
    // boxes) filled in by hand, the date of the call being the test's and its clock later; the
    // message, handwritten, with the test's clock, Evd, s, s/v, the requirement and the position
    // in decimal-comma degrees with "N" / "O", and the time to call back by.
    name: 'Telefonnotiz vom Block, Messwert durchgegeben',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.24);
      const called = clock(t, 20 + (t.second % 40));
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 900,
        background: 'rgb(255,250,214)',
        ink: 'rgb(60,60,60)',
        lines: [
          { ...line('TELEFONNOTIZ'), bold: true, scale: 1.3 },
          rule,
          line(at('Für:', 0), handwriting('Hr. Wendt (Bauleitung)', 0.24)),
          line(at('Datum:', 0), handwriting(german(t), 0.24), at('Uhrzeit:', 0.56), handwriting(called, 0.72)),
          line(at('Anrufer:', 0), handwriting('Fr. Özdemir, Prüflabor Geotest', 0.24)),
          line(at('Telefon:', 0), handwriting(`0341 2290-${40 + (t.minute % 50)}`, 0.24)),
          line('☐ hat angerufen   ☒ bittet um Rückruf   ☐ ruft wieder an'),
          rule,
          pair('Nachricht:', ''),
          line(handwriting(`LWD MP ${point(t)} heute um ${clock(t)} gemessen:`, 0.04)),
          line(handwriting(`Evd ${evdComma(t)} MN/m² (Soll ${REQUIRED}!)  s = ${mean(t)} mm, s/v ${sv(t)}`, 0.04)),
          line(handwriting(`Lage ${degrees5Comma(t.lat).text} N / ${degrees5Comma(t.lng).text} O`, 0.04)),
          line(handwriting(`Protokoll kommt per Mail. Rückruf bis ${clock(t, 90 + (t.second % 30))}!`, 0.04)),
          rule,
          line(at('Notiert von:', 0), handwriting('Kl.', 0.24)),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
];
