// Ten further held-out layouts for the second OCR test set (issue 38), the twenty-fifth batch.
// Written without looking at the reader, its tests, its benchmark or the decisions on what it gets
// wrong, and modelled on what light drop-weight devices (TP BF-StB B 8.3), site paperwork and the
// screens results are read on print and show: a Belarusian protocol ("пятніца, 5 снежня 2025 г.",
// degrees, minutes and seconds with "пн. ш." / "у. д."), an Uzbek one ("2025-yil 5-dekabr, juma",
// "soat 14:03", "shimoliy" / "sharqiy"), a Georgian one in its own script ("5 დეკემბერი 2025"), a
// levelling field book with staff readings and heights, the return slip of the rented device with
// the last stored test, a data logger's file with the day of the year and "HHMM" clocks, a
// Bluetooth debugging app with the raw characteristics and the position in units of 10⁻⁷ degree,
// the device's web page as HTML source (a UTC moment in an attribute), a soil sampling protocol
// after LAGA PN 98 with the test beside the heap, and an apprentice's weekly record book. Each
// prints numbers of other quantities near Evd and dates or clocks that are not the test's
// (decision 0820).
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
  type Line,
} from './heldout-layouts.js';
import { clock, clockSeconds, decimalDegrees, temperature } from './fresh-heldout-layouts.js';
import { REQUIRED, calibrated, passes, weekday } from './fourth-heldout-layouts.js';
import { daysAfter, utcOffsetHours } from './fifth-heldout-layouts.js';
import { workingDayAfter } from './twelfth-heldout-layouts.js';
import { dayOfYear } from './fourteenth-heldout-layouts.js';
import { printedAs } from './third-heldout-layouts.js';
import { WEEKDAYS_SHORT_DE } from './sixteenth-heldout-layouts.js';
import {
  DEJAVU_SANS as SANS,
  DEJAVU_SANS_CONDENSED as CONDENSED,
  DEJAVU_SANS_MONO as MONO,
  DEJAVU_SERIF as SERIF,
  LIBERATION_MONO,
  LIBERATION_SANS,
  LIBERATION_SANS_NARROW as NARROW,
} from './heldout-fonts.js';
import {
  comma,
  degrees5,
  degrees5Comma,
  degrees6,
  degrees6Comma,
  german,
  iso,
  minutes3,
  minutes4,
  seconds1,
  evdComma,
  evdPoint,
  point,
  grey,
  settlements,
} from './heldout-formats.js';

// ---- Belarusian, Uzbek and Georgian ----------------------------------------------------------------

/** Belarusian months in the genitive ("5 снежня"). */
export const MONTHS_BE = [
  'студзеня',
  'лютага',
  'сакавіка',
  'красавіка',
  'мая',
  'чэрвеня',
  'ліпеня',
  'жніўня',
  'верасня',
  'кастрычніка',
  'лістапада',
  'снежня',
];
export const WEEKDAYS_BE = ['нядзеля', 'панядзелак', 'аўторак', 'серада', 'чацвер', 'пятніца', 'субота'];
/** "пятніца, 5 снежня 2025 г.". */
export const belarusianDate = (t: HeldoutTruth) =>
  `${WEEKDAYS_BE[weekday(t)]}, ${t.day} ${MONTHS_BE[t.month - 1]} ${t.year} г.`;

export const MONTHS_UZ = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
];
export const WEEKDAYS_UZ = ['yakshanba', 'dushanba', 'seshanba', 'chorshanba', 'payshanba', 'juma', 'shanba'];
/** The year first, then the day and month: "2025-yil 5-dekabr, juma". */
export const uzbekDate = (t: HeldoutTruth) =>
  `${t.year}-yil ${t.day}-${MONTHS_UZ[t.month - 1]}, ${WEEKDAYS_UZ[weekday(t)]}`;

export const MONTHS_KA = [
  'იანვარი',
  'თებერვალი',
  'მარტი',
  'აპრილი',
  'მაისი',
  'ივნისი',
  'ივლისი',
  'აგვისტო',
  'სექტემბერი',
  'ოქტომბერი',
  'ნოემბერი',
  'დეკემბერი',
];
export const WEEKDAYS_KA = ['კვირა', 'ორშაბათი', 'სამშაბათი', 'ოთხშაბათი', 'ხუთშაბათი', 'პარასკევი', 'შაბათი'];
/** "5 დეკემბერი 2025, პარასკევი". */
export const georgianDate = (t: HeldoutTruth) =>
  `${t.day} ${MONTHS_KA[t.month - 1]} ${t.year}, ${WEEKDAYS_KA[weekday(t)]}`;

// ---- other helpers ----------------------------------------------------------------------------------

/** A clock as four digits without a separator ("1403"). */
export const hhmm = (hour: number, minute: number) => `${two(hour)}${two(minute)}`;
/**
 * Degrees as a whole number of 10⁻⁷ degree, as GNSS chips and Bluetooth devices send them
 * ("481455607"); the last digit is the receiver's own, so the printed value has seven decimals.
 */
export const degreesE7 = (value: number) => {
  const raw = Math.round(value * 1e7) + (Math.round(value * 1e6) % 7);
  const text = String(raw);
  const { g, m } = decimalDegrees(raw / 1e7, 7);
  return { text, g, m };
};
/** Levelling: staff readings in metres (four decimals) and the heights they give, from a bench mark. */
export const levellingRows = (t: HeldoutTruth) => {
  const benchMark = 38 + (t.minute % 17) + (t.second % 10) / 10 + 0.0127;
  const back = 1.2 + ((t.second * 13) % 700) / 1000 + (t.minute % 9) / 10_000;
  const instrument = benchMark + back;
  const toPoint = 1.35 + ((t.minute * 7) % 500) / 1000 + (t.second % 7) / 10_000;
  const toTurn = 1.05 + ((t.second * 3) % 600) / 1000 + ((t.minute + 3) % 10) / 10_000;
  return {
    benchMark,
    back,
    toPoint,
    toTurn,
    point: instrument - toPoint,
    turn: instrument - toTurn,
  };
};
/** The week's Monday and Friday (the record book's week) of the test's day. */
export const weekOf = (t: HeldoutTruth) => {
  const monday = daysAfter(t, -((weekday(t) + 6) % 7));
  return { monday, friday: daysAfter(monday, 4) };
};

const requirement = (t: HeldoutTruth, yes: string, no: string) => `Evd ≥ ${REQUIRED} MN/m² – ${passes(t) ? yes : no}`;
const mean = (t: HeldoutTruth, decimalComma = true) => fixed(t.settlement, 3, decimalComma);
const sv = (t: HeldoutTruth, decimalComma = true) => fixed(t.sv, 2, decimalComma);
const m4 = (value: number) => fixed(value, 4, true);

// ---- the layouts ------------------------------------------------------------------------------------

export const twentyFifthHeldoutLayouts: HeldoutLayout[] = [
  {
    // A Belarusian protocol of a crew from Hrodna: the weekday and "5 снежня 2025 г.", the clock,
    // degrees, minutes and seconds with a decimal comma and "пн. ш." / "у. д." (north latitude, east
    // longitude), the settlements, the mean, s/v, Evd, the requirement, the calibration and a print line.
    name: 'Пратакол выпрабавання па-беларуску',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.42);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      return {
        font: SANS,
        fontSize: 17,
        width: 1000,
        background: 'rgb(252,252,250)',
        ink: 'rgb(22,24,30)',
        lines: [
          { ...line('ПРАТАКОЛ ВЫПРАБАВАННЯ – ЛЁГКІ ПАДАЮЧЫ ГРУЗ'), bold: true, scale: 1.1 },
          { ...line('ТАА «Гродна Геатэхніка» · Аб’ект: склад Поўнач, чарга 2'), scale: 0.85 },
          rule,
          pair('Пункт вымярэння', `MP ${point(t)}`),
          pair('Дата', belarusianDate(t)),
          pair('Час', `${clock(t)}`),
          pair('Шырата', `${lat.g}° ${lat.min}′ ${comma(lat.sec)}″ пн. ш.`),
          pair('Даўгата', `${lng.g}° ${lng.min}′ ${comma(lng.sec)}″ у. д.`),
          pair('Тэмпература паветра', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Асадка s1 / s2 / s3', 'Сярэдняя асадка s', 's/v', 'Дынамічны модуль Evd']),
          pair('Патрабаванне', requirement(t, 'выканана', 'не выканана')),
          pair('Каліброўка', calibrated(t)),
          rule,
          { ...line(`Надрукавана ${german(workingDayAfter(t, 1))} а 07:55 · Старонка 1 з 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // An Uzbek (Latin script) protocol: the year first ("2025-yil 5-dekabr, juma"), "soat 14:03",
    // decimal-comma degrees to six decimals with "shimoliy" (north) and "sharqiy" (east), the
    // settlements, the mean, s/v, Evd, the requirement, the calibration and a print line.
    name: 'Sinov bayonnomasi o‘zbek tilida',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      return {
        font: LIBERATION_SANS,
        fontSize: 18,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(20,28,36)',
        lines: [
          {
            ...line('SINOV BAYONNOMASI – YENGIL TUSHUVCHI YUK (LWD)'),
            bold: true,
            scale: 1.05,
            fill: 'rgb(232,242,236)',
          },
          { ...line('“Samarqand Geotexnika” MChJ · Obyekt: Shimoliy ombor, 2-navbat'), scale: 0.85 },
          rule,
          pair('O‘lchash nuqtasi', `MP ${point(t)}`),
          pair('Sana', uzbekDate(t)),
          pair('Vaqt', `soat ${clock(t)}`),
          pair('Kenglik', `${degrees6Comma(t.lat).text}° shimoliy`),
          pair('Uzunlik', `${degrees6Comma(t.lng).text}° sharqiy`),
          pair('Havo harorati', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['Cho‘kish s1 / s2 / s3', 'O‘rtacha cho‘kish s', 's/v', 'Deformatsiya moduli Evd']),
          pair('Talab', requirement(t, 'bajarildi', 'bajarilmadi')),
          pair('Kalibrlash', calibrated(t)),
          rule,
          { ...line(`Chop etilgan ${german(workingDayAfter(t, 1))}, soat 08:20 · 1-sahifa / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(degrees6Comma),
  },
  {
    // A Georgian protocol in the Georgian script: "5 დეკემბერი 2025, პარასკევი", the clock with
    // "სთ" (hours), degrees and decimal-comma minutes with "ჩ. გ." / "ა. გ." (north latitude, east
    // longitude), the settlements, the mean, s/v, Evd, the requirement and a print line.
    name: 'გამოცდის ოქმი ქართულად',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.44);
      const lat = minutes3(t.lat);
      const lng = minutes3(t.lng);
      return {
        font: SERIF,
        fontSize: 17,
        width: 1020,
        background: 'rgb(250,249,246)',
        ink: 'rgb(26,24,30)',
        lines: [
          { ...line('გამოცდის ოქმი – მსუბუქი დაცემადი ტვირთი (LWD)'), bold: true, scale: 1.05 },
          { ...line('შპს „ქართლი გეოტექნიკა“ · ობიექტი: ჩრდილოეთის საწყობი, II რიგი'), scale: 0.85 },
          rule,
          pair('საზომი წერტილი', `MP ${point(t)}`),
          pair('თარიღი', georgianDate(t)),
          pair('დრო', `${clock(t)} სთ`),
          pair('განედი', `${lat.g}° ${comma(lat.minutes)}′ ჩ. გ.`),
          pair('გრძედი', `${lng.g}° ${comma(lng.minutes)}′ ა. გ.`),
          pair('ტემპერატურა', `${temperature(t)} °C`),
          rule,
          ...results(t, pair, ['ჯდენა s1 / s2 / s3', 'საშუალო ჯდენა s', 's/v', 'დეფორმაციის მოდული Evd']),
          pair('მოთხოვნა', requirement(t, 'შესრულდა', 'არ შესრულდა')),
          pair('კალიბრაცია', calibrated(t)),
          rule,
          { ...line(`დაბეჭდილია ${german(workingDayAfter(t, 1))}, 08:05 სთ · გვერდი 1 / 1`), scale: 0.85 },
        ],
      };
    },
    expected: printedAs(minutes3),
  },
  {
    // A levelling field book kept by the site's surveyor: the bench mark's height above sea level,
    // back-, intermediate and foresight readings on the staff (metres to four decimals), the heights
    // they give, the start and end of the run; the light drop-weight test at the levelled point with
    // its clock, Evd, s, s/v and the requirement, and the point's position in degrees and minutes.
    name: 'Nivellement-Feldbuch mit Lattenablesungen, Prüfung am Zwischenpunkt',
    half: 'development',
    draw: (t) => {
      const x = [0, 0.16, 0.31, 0.46, 0.6, 0.76];
      const row = (cells: string[]): Line => line(...cells.map((text, index) => at(text, x[index]!)));
      const level = levellingRows(t);
      const lat = minutes4(t.lat);
      const lng = minutes4(t.lng);
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1080,
        background: 'rgb(253,252,246)',
        ink: 'rgb(24,26,34)',
        lines: [
          {
            ...line(at('NIVELLEMENT – FELDBUCH', 0), at('Blatt 3', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line(`Datum ${german(t)}   Beginn ${clock(t, -35 - (t.second % 15))}   Ende ${clock(t, 25)}`),
          line(`Instrument NA 730 Nr. 5527   Latte 1 (4 m)   Wetter: bedeckt, ${temperature(t)} °C`),
          rule,
          { ...row(['Punkt', 'Rückblick', 'Zwischen', 'Vorblick', 'Höhe NHN', 'Bemerkung']), bold: true },
          row(['HP 1711', m4(level.back), '', '', m4(level.benchMark), 'Höhenfestpunkt']),
          row([`MP ${point(t)}`, '', m4(level.toPoint), '', m4(level.point), `LWD ${clock(t)}`]),
          row(['W 1', '', '', m4(level.toTurn), m4(level.turn), 'Wechselpunkt']),
          rule,
          { ...line(`LWD-Prüfung MP ${point(t)} um ${clock(t)} Uhr`), bold: true },
          line(`Evd ${evdComma(t)} MN/m²   s ${mean(t)} mm   s/v ${sv(t)} ms   Soll Evd ≥ ${REQUIRED} MN/m²`),
          line(`Lage (GNSS): N ${lat.g}° ${lat.minutes}'   E ${lng.g}° ${lng.minutes}'`),
          rule,
          line(grey(`Σ R − Σ V = ${m4(level.back - level.toTurn)} m · gerechnet ${german(workingDayAfter(t, 1))}`, 0)),
        ],
      };
    },
    expected: printedAs(minutes4),
  },
  {
    // The return slip of the rental firm for the light drop-weight device: the contract, the rental
    // period with its start and return moments, the days, the day rate and deposit in euros, the
    // drop counter before and after, and the last stored test read out of the device at the return
    // with its date, clock, Evd, s, s/v and the position in decimal degrees.
    name: 'Rückgabeschein des Mietgeräts mit letztem Speicherplatz',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.38);
      const start = daysAfter(t, -2 - (t.second % 3));
      const back = workingDayAfter(t, 1);
      const counter = 18_000 + t.minute * 7 + t.second;
      const days = Math.round(
        (Date.UTC(back.year, back.month - 1, back.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000,
      );
      return {
        font: CONDENSED,
        fontSize: 17,
        width: 980,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,24,28)',
        lines: [
          {
            ...line(at('RÜCKGABESCHEIN', 0), at('Baumaschinen Hansen Mietpark', 1, 'end')),
            bold: true,
            scale: 1.1,
            fill: 'rgb(255,236,200)',
          },
          line(`Mietvertrag Nr. ${t.year}-${4400 + t.minute} · Kunde: Erdbau Lager Nord GmbH`),
          rule,
          pair('Gerät', 'Leichtes Fallgewichtsgerät, Inv.-Nr. 40817'),
          pair('Mietbeginn', `${german(start)}, 07:00 Uhr`),
          pair('Rückgabe', `${german(back)}, 16:30 Uhr`),
          pair('Miettage / Tagessatz', `${days} × 38,50 € = ${fixed(days * 38.5, 2, true)} €`),
          pair('Kaution', '250,00 € erstattet'),
          pair('Schlagzähler', `${counter} → ${counter + 60 + (t.second % 40)}`),
          pair('Zustand', 'sauber, vollständig, Fallgewicht gesichert'),
          rule,
          { ...line('Letzter Speicherplatz (bei Rückgabe ausgelesen)'), bold: true },
          pair('Speicher-Nr. / Messpunkt', `${12 + (t.minute % 30)} / MP ${point(t)}`),
          pair('Datum / Uhrzeit', `${german(t)} / ${clock(t)}`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('s / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('GPS', `${degrees5(t.lat).text} N  ${degrees5(t.lng).text} E`),
          rule,
          { ...line(grey('Unterschrift Mieter ____________   Unterschrift Vermieter ____________', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(degrees5),
  },
  {
    // A site data logger's file opened in a text editor: semicolon-separated records of two kinds
    // (102: hourly status with battery voltage, air temperature and humidity; 101: the test the
    // device sent), dated by the year and the day of the year, clocks as "HHMM"; Evd, s, s/v and
    // the position in decimal degrees; comment lines with the columns, the requirement and the
    // moment the file was read out.
    name: 'Datenlogger-Datei mit Tag des Jahres und HHMM',
    half: 'development',
    draw: (t) => {
      const doy = dayOfYear(t);
      const status = (hour: number) =>
        [
          '102',
          String(t.year),
          String(doy),
          hhmm(hour, 0),
          fixed(12.4 + (t.second % 30) / 100 - (hour - t.hour) * 0.02, 2, false),
          fixed(temperature(t) + (hour - t.hour) * 0.3, 1, false),
          String(75 + (t.minute % 12) - (hour - t.hour)),
        ].join(';');
      const test = [
        '101',
        String(t.year),
        String(doy),
        hhmm(t.hour, t.minute),
        String(point(t)),
        evdPoint(t),
        mean(t, false),
        sv(t, false),
        degrees6(t.lat).text,
        degrees6(t.lng).text,
      ].join(';');
      return {
        font: MONO,
        fontSize: 15,
        width: 920,
        background: 'rgb(255,255,255)',
        ink: 'rgb(30,30,30)',
        lines: [
          { ...line(at('BA2_STATION3.DAT – Editor', 0), grey('— □ ✕', 1, 'end')), fill: 'rgb(232,234,238)' },
          rule,
          line(grey('; Datenlogger Baugrund BA 2, Station 3, Firmware 2.07', 0)),
          line(grey('; 101: ID;Jahr;Tag;HHMM;MP;Evd;s;s/v;Breite;Länge', 0)),
          line(grey('; 102: ID;Jahr;Tag;HHMM;U_Batt;T_Luft;Feuchte', 0)),
          line(grey(`; Soll Evd >= ${REQUIRED} MN/m2 · ausgelesen ${iso(workingDayAfter(t, 1))} 07:12`, 0)),
          line(status(t.hour - 1)),
          line(status(t.hour)),
          line(test),
          line(status(t.hour + 1)),
          rule,
          line(grey('Zeile 9, Spalte 1', 0), grey('Windows (CRLF) · ANSI', 1, 'end')),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A Bluetooth debugging app connected to the device: its address, signal strength, services and
    // characteristics with the raw bytes in hex and their decoded values — Evd, s, s/v, the test's
    // moment, the requirement, the position as whole numbers in units of 10⁻⁷ degree — and the
    // app's log with its own clocks on a later day.
    name: 'Bluetooth-Debug-App mit Rohwerten, Lage in 10⁻⁷ Grad',
    half: 'development',
    draw: (t) => {
      const lat = degreesE7(t.lat);
      const lng = degreesE7(t.lng);
      const read = workingDayAfter(t, 1);
      const hex = (value: number) =>
        (Math.round(value) >>> 0).toString(16).toUpperCase().padStart(8, '0').match(/../g)!.reverse().join('-');
      const accent = 'rgb(110,190,255)';
      const value = (text: string): Line => line(at(text, 0.04));
      return {
        font: SANS,
        fontSize: 16,
        width: 780,
        background: 'rgb(20,22,28)',
        ink: 'rgb(228,230,236)',
        lines: [
          line(grey('07:41', 0), grey('✱  ▾ 64 %', 1, 'end')),
          { ...line(at('←  LFG-40817', 0), at('TRENNEN', 1, 'end')), bold: true, scale: 1.1 },
          line(
            grey(
              `C4:7F:${two(10 + (t.second % 80))}:3A:${two(20 + (t.minute % 70))}:91 · −${60 + (t.second % 25)} dBm`,
              0,
            ),
          ),
          rule,
          { ...line(at('Messung · 0x2A9D', 0)), ink: accent, bold: true },
          value(`Wert (0x): ${hex(t.evd * 10)}-${hex(t.settlement * 1000).slice(0, 5)}`),
          value(`Evd = ${evdPoint(t)} MN/m²   s = ${mean(t, false)} mm   s/v = ${sv(t, false)} ms`),
          value(`Zeit = ${iso(t)} ${clockSeconds(t)} (Gerätezeit)`),
          value(`Soll = ${REQUIRED} MN/m²   Ergebnis = ${passes(t) ? 1 : 0}`),
          { ...line(at('Position · 0x2A67', 0)), ink: accent, bold: true },
          value(`Wert (0x): ${hex(Number(lat.text))}-${hex(Number(lng.text))}`),
          value(`lat_e7 = ${lat.text}   lon_e7 = ${lng.text}`),
          value(`Fix = 3D   HDOP = ${fixed(0.7 + (t.second % 9) / 10, 1, false)}`),
          rule,
          { ...line(at('Protokoll', 0)), bold: true },
          line(grey(`${iso(read)} 07:40:12.331  Verbunden`, 0.02)),
          line(grey(`${iso(read)} 07:40:13.018  Dienste gefunden (4)`, 0.02)),
          line(grey(`${iso(read)} 07:41:02.764  Gelesen 0x2A9D, 0x2A67`, 0.02)),
        ],
      };
    },
    expected: printedAs(degreesE7),
  },
  {
    // The device's own web page (it is its own Wi-Fi access point) in the browser's source view:
    // line numbers, tags and attributes; the head's generator meta with the moment of the page in
    // ISO form with an offset, the test's moment once as a UTC attribute and once as the shown
    // local text, the table of settlements, mean, s/v, Evd and the requirement, the position in
    // decimal degrees inside spans.
    name: 'Geräte-Webseite als HTML-Quelltext, UTC im Attribut',
    half: 'development',
    draw: (t) => {
      const offset = utcOffsetHours(t);
      const utc = new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour - offset, t.minute, t.second));
      const utcText = `${utc.toISOString().slice(0, 19)}Z`;
      const served = workingDayAfter(t, 1);
      const tag = 'rgb(136,18,128)';
      const number = (index: number) => grey(String(index), 0);
      let index = 0;
      const source = (text: string, indent = 0): Line => {
        index += 1;
        return line(number(index), { ...at(`${'  '.repeat(indent)}${text}`, 0.06), ink: tag });
      };
      const cell = (label: string, value: string) => source(`<tr><td>${label}</td><td>${value}</td></tr>`, 2);
      return {
        font: LIBERATION_MONO,
        fontSize: 15,
        width: 1080,
        background: 'rgb(255,255,255)',
        ink: 'rgb(40,40,40)',
        lines: [
          {
            ...line(at(`view-source:http://192.168.4.1/messung/${12 + (t.minute % 30)}`, 0), grey('☆  ⋮', 1, 'end')),
            fill: 'rgb(236,238,242)',
          },
          rule,
          source('<!DOCTYPE html>'),
          source('<html lang="de"><head><meta charset="utf-8">'),
          source(
            `<meta name="generator" content="LFG-Web 3.14.2, ${iso(served)}T07:3${t.second % 10}:12+0${utcOffsetHours(served)}:00">`,
            1,
          ),
          source(`<title>Messung MP ${point(t)}</title></head><body>`),
          source(`<h1>LWD-Messung MP ${point(t)}</h1>`, 1),
          source(`<p>Prüfzeit: <time datetime="${utcText}">${german(t)} ${clock(t)}</time></p>`, 1),
          source('<table>', 1),
          cell('s1 / s2 / s3', `${settlements(t, true)} mm`),
          cell('s', `${mean(t)} mm`),
          cell('s/v', `${sv(t)} ms`),
          cell('Evd', `<b>${evdComma(t)}</b> MN/m²`),
          cell('Soll', `≥ ${REQUIRED} MN/m²`),
          source('</table>', 1),
          source(
            `<p>Lage: <span class="lat">${degrees6(t.lat).text}</span> N, <span class="lon">${degrees6(t.lng).text}</span> E</p>`,
            1,
          ),
          source(`<footer>Akku ${40 + (t.second % 55)} % · Gerätezeit UTC+${offset}</footer>`, 1),
          source('</body></html>'),
        ],
      };
    },
    expected: printedAs(degrees6),
  },
  {
    // A soil sampling protocol after LAGA PN 98 for a heap of excavated soil: the heap's volume,
    // the numbers of single, mixed and laboratory samples, the sampling's start and end, the cooling
    // temperature, the hand-over to the lab on a later day; below, the light drop-weight test on
    // the subgrade beside the heap with its clock, Evd, s, s/v and the requirement, and the
    // position in degrees, minutes and seconds with a decimal point.
    name: 'Probenahmeprotokoll LAGA PN 98 mit Prüfung am Haufwerk',
    half: 'development',
    draw: (t) => {
      const pair = labelValue(0.4);
      const lat = seconds1(t.lat);
      const lng = seconds1(t.lng);
      const volume = 300 + ((t.minute * 13 + t.second) % 400);
      const singles = volume <= 500 ? 16 : 20;
      return {
        font: NARROW,
        fontSize: 18,
        width: 1000,
        background: 'rgb(255,255,252)',
        ink: 'rgb(22,26,32)',
        lines: [
          {
            ...line(at('PROBENAHMEPROTOKOLL nach LAGA PN 98', 0), at('Umweltlabor Weser', 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line(`Bauvorhaben Lager Nord, BA 2 · Haufwerk HW ${3 + (t.minute % 6)} (Bodenaushub, Achse 3)`),
          rule,
          pair('Probenahme', `${german(t)}, ${clock(t, -80 - (t.second % 20))}–${clock(t, -25 - (t.minute % 10))} Uhr`),
          pair('Volumen Haufwerk', `ca. ${volume} m³`),
          pair('Einzel- / Misch- / Laborproben', `${singles} / ${singles / 4} / 1`),
          pair('Probengefäße', '2 × Braunglas 1 l, 1 × PE-Eimer 10 l'),
          pair('Kühlung', `${fixed(3.5 + (t.second % 10) / 10, 1, true)} °C (Kühlbox)`),
          pair('Übergabe Labor', `${german(workingDayAfter(t, 1))}, 07:30 Uhr`),
          rule,
          { ...line('Verdichtungsprüfung am Planum neben dem Haufwerk'), bold: true },
          pair('Prüfpunkt / Uhrzeit', `MP ${point(t)} / ${clock(t)} Uhr`),
          { ...pair('Evd', `${evdComma(t)} MN/m²`), bold: true },
          pair('s / s/v', `${mean(t)} mm / ${sv(t)} ms`),
          pair('Anforderung', `Evd ≥ ${REQUIRED} MN/m²`),
          pair('Lage (WGS 84)', `${lat.g}°${lat.min}'${lat.sec}"N  ${lng.g}°${lng.min}'${lng.sec}"E`),
          rule,
          { ...line(grey('Probenehmer: Sachkunde nach LAGA PN 98 · Seite 1 von 1', 0)), scale: 0.9 },
        ],
      };
    },
    expected: printedAs(seconds1),
  },
  {
    // An apprentice's weekly record book (Ausbildungsnachweis) signed by the foreman: the week from
    // Monday to Friday, one row per day with the work and the hours, vocational school on one day;
    // the test's day tells of the light drop-weight test with its date, clock, Evd, s, s/v, the
    // requirement and the position in decimal-comma degrees; signatures dated later.
    name: 'Ausbildungsnachweis eines Azubis mit Prüfeintrag',
    half: 'development',
    draw: (t) => {
      const { monday, friday } = weekOf(t);
      const testDay = (weekday(t) + 6) % 7;
      // Vocational school on Tuesday, or on Thursday when the test was on a Tuesday.
      const school = testDay === 1 ? 3 : 1;
      const tasks = [
        'Schalung Fundament Achse 2 gestellt',
        'Bodenaustausch, Walze gefahren',
        'Planum Achse 3 verdichtet',
        'Leitungsgraben verfüllt',
        'Baustelle aufgeräumt, Werkzeug gepflegt',
        'Samstagsarbeit: Planum abgezogen',
        'Sonntag: Bereitschaft',
      ].map((task, offset) => (offset === school ? 'Berufsschule (Vermessung, Mathematik)' : task));
      const day = (offset: number) => daysAfter(monday, offset);
      const shown = [0, 1, 2, 3, 4, ...(testDay > 4 ? [testDay] : [])];
      const x = [0, 0.16, 0.9];
      const row = (cells: string[]): Line => line(at(cells[0]!, x[0]!), at(cells[1]!, x[1]!), at(cells[2]!, 1, 'end'));
      const hours = (offset: number) => (offset === school ? '8,0' : offset === 4 ? '6,5' : offset > 4 ? '5,0' : '8,5');
      const total = shown.reduce((sum, offset) => sum + Number(hours(offset).replace(',', '.')), 0);
      return {
        font: LIBERATION_SANS,
        fontSize: 16,
        width: 1100,
        background: 'rgb(255,255,255)',
        ink: 'rgb(24,26,32)',
        lines: [
          {
            ...line(at('AUSBILDUNGSNACHWEIS (wöchentlich)', 0), at(`Nr. ${20 + (t.minute % 30)}`, 1, 'end')),
            bold: true,
            scale: 1.1,
          },
          line(`Azubi: Jonas Petersen · Beruf: Tiefbaufacharbeiter · 2. Ausbildungsjahr`),
          line(`Woche vom ${german(monday)} bis ${german(day(shown[shown.length - 1]!))}`),
          rule,
          { ...row(['Tag', 'Tätigkeit', 'Std.']), bold: true, fill: 'rgb(236,240,246)' },
          ...shown.flatMap((offset) => {
            const label = `${WEEKDAYS_SHORT_DE[weekday(day(offset))]} ${german(day(offset))}`;
            if (offset !== testDay) return [row([label, tasks[offset]!, hours(offset)])];
            return [
              row([label, `${tasks[offset]!}; mit dem Polier LWD-Prüfung an MP ${point(t)}`, hours(offset)]),
              line(
                at(
                  `um ${clock(t)} Uhr: Evd ${evdComma(t)} MN/m², s ${mean(t)} mm, s/v ${sv(t)} ms (Soll ≥ ${REQUIRED})`,
                  0.16,
                ),
              ),
              line(at(`Messpunkt ${degrees5Comma(t.lat).text}° N, ${degrees5Comma(t.lng).text}° O`, 0.16)),
            ];
          }),
          rule,
          row(['', 'Summe', fixed(total, 1, true)]),
          line(
            grey(`Azubi ${german(daysAfter(friday, 3))} ________`, 0),
            grey(`Ausbilder ${german(daysAfter(friday, 4))} ________`, 0.5),
          ),
        ],
      };
    },
    expected: printedAs(degrees5Comma),
  },
];
