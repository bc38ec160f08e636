// Reads the test's date and time: German dd.MM.yyyy / dd.MM.yy, ISO yyyy-MM-dd, dd/MM/yyyy and dd-MM-yyyy (day
// first, as European devices print it) and month names ("12. März 2025", "12 Mar 2025",
// "12-Mar-2025", English month first "Nov 29, 2026"), each with an optional HH:mm(:ss), "16h39" or
// a 12-hour time with AM/PM. Returns local ISO "yyyy-MM-ddTHH:mm" (the printout has no zone), or
// "yyyy-MM-dd" when no time was printed. Seconds are dropped: the form's time input takes hh:mm,
// and a misread second ("15:51:89") must not cost the whole time.
import { siteWallClock } from '../../../lib/site-clock.js';
import type { Found, Span } from './found-value.js';
import { linesOf, NUMBERISH, toDigits, type TextLine as Line } from './ocr-normalize.js';
import { findEvd, mentionsEvdLabel, namesTest, TEST_NAME } from './parse-evd.js';
import {
  CYRILLIC_DATE_LABEL,
  CYRILLIC_OTHER_MOMENT,
  CYRILLIC_TIME_LABEL,
  cyrillicMonth,
  KAZAKH_DATE,
  MONGOLIAN_DATE,
  withCyrillic,
} from './lookalike-letters.js';

const N = NUMBERISH;
// A look-alike letter ending a word is no digit: the "g" of "Sonntag, 28.01.2024" is no day. A day
// needs a real digit: the weekday "Do, 19.06.2025" (D and o look like digits) is no day whose match
// would hide the date after it (decision 0760).
const GERMAN = new RegExp(
  `(?<![0-9.,]|\\p{L}(?=\\p{L}))(?=${N}?[0-9])(${N}{1,2})\\s?[.,]\\s?(${N}{1,2})\\s?[.,]\\s?(${N}{4}|${N}{2})(?![0-9])`,
  'gu',
);
// The "T" of an ISO 8601 timestamp is often read as a 7 ("2025-02-01707:38:45"), or read and a 7
// added before or after it ("2025-01-267T17:32:32", "2024-05-25T708:38:19"; decision 0760): it
// belongs to the date, so the time after it reads on its own.
const ISO = new RegExp(
  `(?<![0-9])(${N}{4})\\s?[-/]\\s?(${N}{2})\\s?[-/]\\s?(${N}{2})(?:7?T7?(?=${N}{2}\\s?:)|(?![0-9])|7(?=${N}{2}\\s?:))`,
  'g',
);
/**
 * Year first with points and no point after the day, as some devices print it ("DATE 2024.08.24";
 * decision 0787): two digits each for month and day, no blank between (a year-first date with a
 * point after the day is `YEAR_FIRST`'s).
 */
const YEAR_DOTTED = new RegExp(`(?<![0-9.,])(${N}{4})\\.(${N}{2})\\.(${N}{2})(?![0-9.,])`, 'g');
const SLASH = new RegExp(`(?<![0-9/])(${N}{1,2})\\s?/\\s?(${N}{1,2})\\s?/\\s?(${N}{4}|${N}{2})(?![0-9/])`, 'g');
// Day first with hyphens ("14-05-2025", Dutch and other printouts): a four-digit year only, since
// serial and test numbers are hyphenated too.
const DASH = new RegExp(`(?<![0-9-])(${N}{1,2})-(${N}{1,2})-(${N}{4})(?![0-9-])`, 'g');
/**
 * Month names and their usual abbreviations by the month's number: German (with the Austrian
 * "Jänner", "Feber"), English, French, Dutch, Italian, Spanish, Danish, Norwegian and Swedish,
 * Polish, Czech (nominative and genitive, as dates are written: "26 czerwca 2025 r.",
 * "11. června 2025"), Hungarian ("június"), Portuguese, Romanian and Turkish ("22 Nisan 2024",
 * decision 0756), Latvian in the nominative and the locative a date takes ("augusts", "augustā";
 * decision 0768), Estonian and Albanian ("3. november 2025", "10 tetor 2025"; decision 0774), Slovak
 * in the genitive and Slovenian ("14. marca 2025", "11. júna 2025", "3. avgusta 2025"; decision
 * 0780), the Icelandic "ágúst" and the Maltese names ("14 ta' Awwissu 2024"; decision 0800), the
 * Irish ("Meán Fómhair", joined to one word by ocr-normalize.ts) and Azerbaijani names (decision
 * 0803), the Kurmanji ones ("15 Îlon 2024"; decision 0806), the Frisian ones ("23 desimber 2024";
 * decision 0809), the Galician, Indonesian and Low German ones not shared with another language
 * ("12 de xuño de 2025", its "ñ" read "fi"; "18 Maret 2025", "Oktover"; decision 0816), the Filipino
 * and Swahili ones ("ika-9 ng Nobyembre 2025", "23 Agosti 2024"; decision 0819), the Somali ones ("12
 * Maajo 2025"; decision 0831); with or without
 * their diacritics. Longer prefixes first.
 */
const MONTHS: [RegExp, number][] = [
  [
    /^(?:jan(?:uar|uary|vier|eiro)?|j[äa]n(?:ner)?|janv|janu[áa]ra?|gen(?:naio)?|ene(?:ro)?|januari|sty(?:cznia|czeń)?|led(?:na|en)|ocak|ianuarie|janvar(?:is|i)|jaanuar|janar|jannar|ean[áa]ir|yanvar|[çc]ile|jannewaris|schaner|januaro|xaneiro|januaar|enero|janaayo)$/i,
    1,
  ],
  [
    /^(?:feb(?:ruar|ruary|braio|rero|ruari|ruarie)?|febru[áa]ra?|feber|f[ée]v(?:rier|ereiro)?|lut(?:ego|y)?|[úu]nora?|[şs]ubat|februar(?:is|i)|veebruar|shkurt|frar|feabhra|fevral|sibat|febrewaris|favrer|februaro|febreiro|februaar|pebrero|febraayo)$/i,
    2,
  ],
  [
    /^(?:m[äa]r(?:z|ch|s|ts|t|tie)?|maart|marzo|mar[çc]o|mrt|mrz|m[áa]rc(?:ius)?|marca|marec|marzec|b[řr]ez(?:na|en)|mart[sa]|marzu|m[áa]rta|adar|marto|maret|marso|machi|maarso)$/i,
    3,
  ],
  [
    /^(?:apr(?:il|ile|ilie)?|[áa]pr(?:ilis)?|apr[íi]la|avr(?:il)?|abr(?:il)?|kwi(?:etnia|ecień)?|dub(?:na|en)|nisan|april(?:is|i)|aprill|prill|aibre[áa]n|aprel|n[îi]san|avrigl|aprilo|aprili|abriil)$/i,
    4,
  ],
  [
    /^(?:ma[iyj]|mei|maio|m[áa]j(?:us)?|mag(?:gio)?|mayo|maja|kv[ěe]t(?:na|en)|may[ıi]s|maij[sa]|mejju|bealtaine|gulan|maaie|matg|majo|maajo)$/i,
    5,
  ],
  [
    /^(?:jun(?:io?|ho)?|june|j[úu]n(?:ius)?|juin|giu(?:gno)?|cze(?:rwca|rwiec)?|[čc]erv(?:na|en)|haziran|iunie|junij[sa]?|j[úu]na|juuni|qershor|[ġg]unju|meitheamh|iyun|hez[îi]ran|juny|zercladur|xu(?:[ñnf]|fi)o|hunyo|juun)$/i,
    6,
  ],
  [
    /^(?:jul(?:io?|ho)?|july|j[úu]l(?:ius)?|juil(?:let)?|lug(?:lio)?|lip(?:ca|iec)?|[čc]erven(?:ce|ec)|temmuz|iulie|julij[sa]?|j[úu]la|juuli|korrik|lulju|i[úu]il|iyul|t[îi]rmeh|fanadur|xullo|hulyo|julai|luuliyo)$/i,
    7,
  ],
  [
    /^(?:aug(?:ust|usti|ustus|usztus)?|ao[uû]t|ago(?:sto)?|sie(?:rpnia|rpień)?|srp(?:na|en)|a[ğg]ustos|august[sa]|avgusta?|gusht|[áa]g[úu]st|awwissu|l[úu]nasa|avqust|tebax|avust|a[uŭü]gusto|agustus|agosti|ogosto)$/i,
    8,
  ],
  [
    /^(?:sep(?:t|tember|tembre|tembrie)?|szept(?:ember)?|set(?:tembre|embro)?|septiembre|wrz(?:e[sś]nia|esień)?|z[áa][řr][íi]|eyl[üu]l|septembr(?:is|i|a)|shtator|settembru|me[áa]nf[óo]mhair|sentyabr|[îi]lon|septimber|settember|septembro|setyembre|septemba|sebtembar)$/i,
    9,
  ],
  // The O of a month read as a zero on a display: "0CT".
  [
    /^(?:[o0][kc]t(?:ober|obre|ubre|[óo]ber|ombrie)?|ott(?:obre)?|outubro|pa[zź](?:dziernika|dziernik)?|[řr][íi](?:jna|jen)|ekim|okt[óo]br(?:is|i|a)|oktoober|tetor|ottubru|deireadhf[óo]mhair|oktyabr|cotmeh|oktobro|oktover|oktubre|oktoba|oktoobar)$/i,
    10,
  ],
  [
    /^(?:n[o0]v(?:ember|embre|embro)?|noviembre|noiembrie|lis(?:topada|topadu|topad)?|kas[ıi]m|novembr(?:is|i|a|u)|n[ëe]ntor|samhain|noyabr|mijdar|novimber|nobyembre|novemba|nofembar)$/i,
    11,
  ],
  [
    /^(?:de[zc](?:ember|embro|embrie)?|desember|d[ée]c(?:embre)?|dic(?:embre|iembre)?|gru(?:dnia|dzień)?|pros(?:ince|inec)|aral[ıi]k|decembr(?:is|i|a)|detsember|dhjetor|di[ċc]embru|nollaig|dekabr|berfanbar|desimber|disyembre|desemba|desembar)$/i,
    12,
  ],
];
/**
 * The month a name gives, as written or with its accents dropped: OCR often reads one accent for
 * another ("äprilis" for "április").
 */
const monthSpelled = (word: string) => {
  // A long vowel's macron read as a dotless i ("septembrıi" for "septembrī") is an i.
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
  return MONTHS.find(([pattern]) => pattern.test(word) || pattern.test(plain))?.[1];
};
/** Any month's name, for a quick test of many spellings (accents dropped). */
const ANY_MONTH = new RegExp(`^(?:${MONTHS.map(([pattern]) => pattern.source.slice(1, -1)).join('|')})$`, 'i');
/**
 * The month a name of five letters or more gives when one of its letters was misread, dropped or
 * added ("mércius" for "március", "Fcbruar"; decision 0756) — only when exactly one month is that
 * near: "jusio" (junio or julio) names none. Compared without accents.
 */
const monthMisread = (word: string) => {
  const plain = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (plain.length < 5) return undefined;
  const months = new Set<number>();
  for (let i = 0; i <= plain.length; i++) {
    const [head, tail] = [plain.slice(0, i), plain.slice(i + 1)];
    const variants = [head + tail];
    for (let code = 97; code <= 122; code++) {
      const ch = String.fromCharCode(code);
      variants.push(head + ch + tail, head + ch + plain.slice(i));
    }
    for (const variant of variants) if (ANY_MONTH.test(variant)) months.add(monthSpelled(variant)!);
  }
  return months.size === 1 ? [...months][0] : undefined;
};
/**
 * The month a short name gives whose vowel with an acute accent was read as another with one
 * ("méja" for "mája", decision 0780): each such letter tried as each vowel, only when exactly one
 * month is named so. Other marks are not guessed ("Mürz" is a river, not "März").
 */
const monthAccentMisread = (word: string) => {
  const letters = [...word.toLowerCase().normalize('NFC')];
  const months = new Set<number>();
  for (const [i, letter] of letters.entries()) {
    if (letter.normalize('NFD').slice(1) !== '\u0301') continue;
    for (const vowel of 'aeiou') {
      const month = monthSpelled([...letters.slice(0, i), vowel, ...letters.slice(i + 1)].join(''));
      if (month !== undefined) months.add(month);
    }
  }
  return months.size === 1 ? [...months][0] : undefined;
};
const monthNamed = (word: string) => monthSpelled(word) ?? monthMisread(word) ?? monthAccentMisread(word);
/**
 * Day, month name, year: "12. März 2025", "12 Mar 2025", "12-Mar-2025", "26 czerwca 2025 r.", the
 * Spanish and Portuguese "11 de junio de 2025".
 */
const MONTH_NAME = new RegExp(
  `(?<![0-9])(\\d{1,2})\\.?(?:-a)?[\\s-]?(?:d[ea]\\s|d['’]|ta'\\s?|ng\\s)?([\\p{L}0]{3,15})\\.?[\\s-]?(?:de\\s)?(\\d{4})(?![0-9])`,
  'giu',
);
/**
 * Year first with points, as Hungarian dates are written: "2025. 06. 12.", "2025. június 11." (the
 * month as a number or a name; the last point read as a comma too). Other dates overlapping one are parts of it ("06. 12. 07" of
 * "2025. 06. 12. 07:52" is no 6 December 2007).
 */
const YEAR_FIRST = new RegExp(
  `(?<![0-9.,])(\\d{4})\\s?\\.\\s?(?:(\\d{1,2})\\s?\\.|(\\p{L}{3,12})\\.?)\\s?(\\d{1,2})[.,](?![0-9])`,
  'gu',
);
/**
 * Day, month abbreviated and year run together, as devices and labels print it ("25MAY25",
 * "03DEC2024"; decision 0756), or between dashes with the year's two digits ("06-DEZ-25", a
 * handheld GPS's; decision 0825): only a month's name between the digits.
 */
const COMPACT = /(?<![0-9A-Za-z-])(\d{1,2})(-?)([A-Za-z]{3})\2(\d{4}|\d{2})(?![0-9A-Za-z-])/g;
/**
 * Day, the month in Roman numerals and year, as many hands write a date ("14.III.2025", "4. X. 2024";
 * decision 0774). A Roman month read as digits ("16.11.2025" for 16.II.2025) cannot be told from
 * one printed so and stays the German date it reads as.
 */
const ROMAN_DATE = /(?<![0-9.,])(\d{1,2})\s?\.\s?(I{1,3}|IV|VI{0,3}|IX|XI{0,2})\s?\.\s?(\d{4})(?![0-9])/g;
const ROMAN_MONTHS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
/**
 * Year first with "gada" (of the year), then the day and the month's name, as Latvian dates are
 * written: "2025. gada 3. februārī", "2024. g. 12. jūnijā" (decision 0768); the Uzbek "2024-yil
 * 5-dekabr" the same way (decision 0822).
 */
const LATVIAN_DATE =
  /(?<![0-9])(\d{4})(?:\.?\s?g(?:ada|\.)|\s?-\s?yil,?)\s?(\d{1,2})(?:\.|\s?-)?\s?(\p{L}{3,12})(?!\p{L})/gu;
/**
 * Day, a Ukrainian or Russian month's name and year ("20 червня 2025 р."), the name perhaps read in
 * Latin look-alikes ("20 4epBHa 2025 p.", "3 nuctonapa 2025"; decision 0760).
 */
const CYRILLIC_DATE = /(?<![0-9])(\d{1,2})\.?\s(\S{4,12})\s(\d{4})(?![0-9])/gu;
// English month first: "Nov 29, 2026", "November 29th 2026", "Sep. 3 2024".
const MONTH_FIRST = new RegExp(
  `(?<![A-Za-z])(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\\.?\\s?(\\d{1,2})(?:st|nd|rd|th)?\\s?,?\\s?(\\d{4})(?![0-9])`,
  'gi',
);
/** A clock's label alone right before a number ("ZEIT ", "Time: "; not "Datum/Zeit"). */
const CLOCK_LABELLED = /(?<!\p{L})(?<!(?:dat\p{L}*|date)\s?[/&+-]?\s?)(?:zeit|time)\s?:?\s?$/iu;
/** The same inside `TIME`'s lookbehinds, case by case as `TIME` has no "i" flag. */
const CLOCK_WORD = '(?<![A-Za-z])(?:[Zz][Ee][Ii][Tt]|[Tt][Ii][Mm][Ee])\\s?:?\\s?';
// HH:mm(:ss); "HH.mm" only when "Uhr"/"uur"/"Auer" (Luxembourgish, decision 0795)/"oere" (Frisian,
// decision 0809) follows or a clock word stands right before it, the Scandinavian "kl.", the
// Finnish "klo", the Low German "Klock" and the Indonesian "pukul" ("Klock 15.03", "pukul 15.02";
// decision 0816), the Italian "ore" ("ore 14.02") or the Slovenian "ob" ("ob 13.27", decision 0780;
// a point alone would also match coordinates); "16h39" as French and other printouts write it; a
// 12-hour clock with AM/PM after it. Right after a clock's label, "HH.mm.ss" is a clock too ("ZEIT
// 11.14.16", decision 0795; no date has a month 14, but "ZEIT 01.08.25" is read as the clock its
// label says).
const TIME = new RegExp(
  `(?<![0-9:.,])(${N}{1,2})(?:\\s?:\\s?|\\.(?=${N}{2}\\s?(?:Uhr|uur|Auer|oere))|(?<=(?<![A-Za-z])(?:[Kk][Ll](?:[Oo]|\\.|[Oo][Cc][Kk])?|[Pp][Uu][Kk][Uu][Ll]|[Oo][Rr][Ee]|[Oo][Bb]|[Aa]?\\s?[Ll][Aa][Ss])\\s?${N}{1,2})\\.(?=${N}{2}(?![0-9.,]))|(?<=${CLOCK_WORD}${N}{1,2})\\.(?=${N}{2}\\.${N}{2}(?![0-9.,]))|\\s?h\\s?(?=${N}{2}))(${N}{2})(?:(?:\\s?:\\s?|(?<=${CLOCK_WORD}${N}{1,2}\\.${N}{2})\\.)(${N}{2}))?(?![0-9.,])(?:\\s?([AaPp])\\.?\\s?[Mm](?![a-z]))?`,
  'g',
);
// "Messung vom 09.11.2024", "Prüfung am …": the measurement's own date (decision 0760).
// "Datei" (an editor's file menu, decision 0768) is no date label. The moment named as the test's
// ("Zeitpunkt", "Test Time") and the Estonian "Kuupäev" (decision 0774) are, and the Norwegian and
// Danish "Dato" (decision 0791); an iCalendar entry's "DTSTART", the Icelandic "Dagsetning" and
// "Prüfung" right before a date ("Prüfung 01.01.2025, 15:03 Uhr"; not "letzte Prüfung", a device's
// last inspection) since decision 0800; the Azerbaijani "Tarix" since decision 0803, the Kurmanji
// "Dîrok" since decision 0806; the Indonesian "tanggal" and an order's "durchgeführt am" since decision
// 0816; the Filipino "Petsa" and the Swahili "Tarehe" since decision 0819.
/** "Messung vom", "Prüfung am" ("Pruefung am" too), "gemessen am": the test's moment follows. */
const MEASURED_ON = String.raw`(?<!\p{L})(?:messung|pr(?:[üu]|ue)fung|versuch|gemessen|durchgef(?:[üu]|ue)hrt)\s(?:vom|am)`;
const DATE_LABEL = withCyrillic(
  new RegExp(
    String.raw`(d[áa]tum|date(?!i|n)|dat\.|gepr[üu]ft am|id\p{L}pont|p[äa]iv[äa]m[äa][äa]r[äa]|kuup\p{L}ev|zeitpunkt|(?<!\p{L})test\s?time(?!\p{L})|(?<!\p{L})ng[aàá]y\s?th[iíì]\s?nghi|(?<!\p{L})(?:data|dato|fecha|tarih|tarix|d[îi]rok|tanggal|petsa|tarehe|sana|senesi|taariikhda)(?!\p{L})|${MEASURED_ON}(?!\p{L})|(?<!\p{L})dtstart(?!\p{L})|dagsetning|^\s*(?:zeit|time)\s?:?\s?(?=[0-9]{1,2}[.\-/][0-9]{1,2}[.\-/][0-9]{4}|[0-9]{4}-[0-9]{2}-)|(?<!\p{L}|(?:letzte|vorige|n[äa]chste)\s)pr(?:[üu]|ue)fung\s?:?\s?(?=[0-9]))`,
    'iu',
  ),
  CYRILLIC_DATE_LABEL,
);
/**
 * A sentence that names the test's moment and breaks the line before it ("… gemessen am" / "21.7.2024
 * um 12:06 Uhr", a transcript; decision 0800): the label of the date starting the next line.
 */
const LABEL_ENDS_LINE = new RegExp(String.raw`${MEASURED_ON}\s*$`, 'iu');
/**
 * A later page's running header (decision 0791): it continues the report ("(Fortsetzung)", "Forts.",
 * "continued", "cont'd", Dutch, Scandinavian, Czech, Polish, Italian and Spanish words, the Russian
 * "продолжение") or numbers a page after the first ("Seite 2 von 2", "Page 3 of 4", "Blatt 2/3").
 */
const LATER_PAGE =
  /fortsetzung|(?<!\p{L})forts\.|continued|continuation|(?<!\p{L})cont['’]?d(?!\p{L})|vervolg|forts[äa]ttning|fortsettelse|pokra[čc]ov[áa]n[íi]|ci[ąa]g\sdalszy|continuazione|continuaci[óo]n|продолжени|(?<!\p{L})(?:seite|page|blatt|side|sida|strona|strana)\s?(?:[2-9]|[1-9][0-9])\s?(?:von|of|\/|af|av|z|ze|di|de)\s?[0-9]/iu;
/**
 * Words that say a date or a clock is not the test's: calibration, print, export, report, revision,
 * receipt, signature, validity, working hours — in the languages the reader knows. A date or time on such a
 * line is never taken as the test's. Calibration abbreviated too ("Kal. 24.02.2023" on a device's
 * status line, "Cal. 03/2025"; decision 0754). An e-mail's quote header ("> Am 11.12.2024 um 17:46
 * schrieb …", "On … wrote") and the Latvian print ("Izdrukāts") too (decision 0768), the Estonian
 * and Albanian ("Prinditud", "Shtypur") since decision 0774; the Slovak and Slovenian print
 * ("Vytlačené", "Natisnjeno") and an app's last synchronisation ("Zuletzt synchronisiert") since
 * decision 0780; a photo's or a file's own moment ("Aufgenommen So., 5. Oktober 2025 · 10:17" of a
 * gallery's details, "IMG_20251005_101709.jpg", "Taken") since decision 0787. A later page's
 * running header ("Prüfbericht P-24-0639 vom 25.06.2024 (Fortsetzung)", "… Seite 2 von 2",
 * "continued") since decision 0791: it dates the report, while the test's moment stands on page 1;
 * the Norwegian print ("Skrevet ut") too. Since decision 0800: a file's save ("Gespeichert"), a
 * report's typing ("geschrieben"), the Icelandic calibration and print ("Kvörðun", "Prentað"), a
 * chat's "zuletzt online", and iCalendar's DTSTAMP (the record's) and DTEND (the event's end).
 * Since decision 0806: a file list's row, its size in kB or MB beside the file's own moment
 * ("LWD_MP219_20241114_1044.pdf  14.11.2024 10:56  PDF-Dokument  179 KB"), and the Kurmanji print
 * ("Hate çapkirin"), a LaTeX document's "\date{…}", and a signature's time stamp with its offset in
 * apostrophes, as PDF writes it ("2024.04.29 09:44:22 +02'00'"). Since decision 0816 a device's
 * real-time clock ("RTC lokal 11.11.2024 18:02:55": now, not the test), an order's issue and the
 * feedback after the test ("erteilt am", "Rückmeldung") and the Indonesian print ("Dicetak"). Since
 * decision 0819 the Afrikaans, Filipino and Swahili print ("Gedruk", "Inilimbag", "Imechapishwa"),
 * the Swahili calibration ("Urekebishaji") and a file copied or a tag read ("kopiert", "Gelesen"); a
 * day's or a job's start and end since decision 0822 by `SPAN_CLOCK` and `OTHER_EVENT`. Since
 * decision 0822 a computation's moment ("Σ R − Σ V = 0,5897 m · gerechnet 21.02.2025" in a
 * levelling book) and a connection log's lines ("07:40:12.331 Verbunden", "Dienste gefunden"); since
 * decision 0825 a file's change ("geändert 14.01.2025 07:19" in an editor's status line) and an
 * evaluation's ("Ausgewertet 22.12.2025" below a roller's compaction control); a time zone's line
 * ("Zeitzone= +01:00": an offset, no clock); since decision 0828 a permit's ("Aufbruchgenehmigung
 * Nr. 66/2024/0336 vom 08.11.2024"); since decision 0831 a video's or a file's creation
 * ("creation_time", "com.apple.quicktime.creationdate"), a Unix file listing's row ("-rw-r--r-- 1 …
 * 16.04.2025 07:36 MP16.csv"), a duration ("Duration: 00:00:22.01", no moment at all), the Somali
 * print and calibration ("La daabacay", "Hagaajinta"); since decision 0834 a sender's line
 * ("Absender: Geotest Labor GmbH, Leipzig - Datum 29.07.2024", a service slip's own date). The
 * Frisian print ("Ofdrukt") since decision 0809.
 */
const OTHER_MOMENT = withCyrillic(
  /((?<!\p{L})(?:kal|cal)(?:\.|(?!\p{L}))|kalibr|calibr|abgelegt|abgeheftet|archiviert|(?<!\p{L})(?:filed|prt|stand|emitid[oa]|tip[ăa]rit)(?!\p{L})|yazd[ıi]r|eich(?:ung|schein|datum)|hi[eệéê]u\s?chu[aẩâä]n|(?<!\p{L})in\s?l[uúü]c(?!\p{L})|wzorcow|[śs]wiadectw|taratur|(?<!platten)druck|gedruckt|gedr[eéë]ckt|print|wydruk|stampa|nyomtat|(?<!be)rechnung|invoice|zahlbar|f[äa]llig|vyti[sš]t|(?<!\p{L})tisk|udskr|utskr|gedrukt|skrevet\sut|tulostet|izdruk|prindi|shtyp|vytla[čc]|natisn|imprim|impres|export|erstellt|aufgestellt|ausgestellt|gesendet|versandt|(?<!\p{L})due(?!\p{L})|(?<!\p{L})termin(?!\p{L})|(?<!\p{L})rev(?:\.|ision|idiert)?(?!\p{L})|(?<!\p{L})sent(?!\p{L})|synchron|(?<!\p{L})sync(?:ed)?(?!\p{L})|(?<!\p{L})(?:schrieb|wrote)(?!\p{L})|eingang|empfangen|received|unterschrift|signatur|g[üu]ltig|valid|n(?:[äa]|ae)chste|next|arbeitszeit|arbeitsbeginn|arbeitsende|pause|working hours|orario|godziny pracy|scadenza|wa[żz]n|ispisan|aufgenommen|aufnahme(?:datum|zeit)|(?<!\p{L})(?:img|dsc|pxl)_|(?<!\p{L})(?:taken|captured)(?!\p{L})|gespeichert|geschrieben|calabr|priont|[çc]ap\s?edil|[çc]apkirin|ofdrukt|presit|erzeugt|w(?:[äa]|ae)gung|\\date(?=\s?\{)|[+-][0-9]{2}'[0-9]{2}'|(?<![0-9.,])[0-9]{1,3}(?:[.,][0-9]{3})*\s?[kKMG]B(?!\p{L})|importiert|imported|(?<!\p{L})now(?!\p{L})|kv[öoó]r[ðdoö]un|prenta[ðd]|(?<!\p{L})rtc(?!\p{L})|erteilt|r(?:[üu]|ue)ckmeldung|dicetak|gedruk|inilimbag|imechapishwa|urekebishaji|chop\s?etilgan|kopiert|gelesen|gerechnet|berechnet|ausgewertet|genehmigung|(?<!\p{L})absender(?!\p{L})|creation_?(?:time|date)|creationdate|(?<!\p{L})(?:duration|dauer|laufzeit)(?!\p{L})|(?<!\p{L})la\s?daabacay|hagaajinta|^\s*[-dl](?:[r-][w-][xsS-]){3}(?!\S)|ge(?:[äa]|ae)ndert|zeitzone|time\s?zone|modified|verbunden|(?<!\p{L})connected|gefunden|zuletzt\s?online|last\s?seen|(?<!\p{L})(?:saved|written)(?!\p{L})|(?<!\p{L})dt(?:stamp|end)(?!\p{L})|last-modified)/iu,
  `${LATER_PAGE.source}|${CYRILLIC_OTHER_MOMENT}`,
);
/**
 * The rest of a file's name after a date in it ("baustellenvideo_2024-08-22.srt"; decision 0806):
 * when the file was made or named, not the test's moment.
 */
const FILE_NAME_REST =
  /^[\p{L}\p{N}_-]*\.(?:srt|pdf|jpe?g|png|heic|docx?|xlsx?|csv|txt|zip|tex|ics|mp4|mov|json|xml|[l1][o0]g)(?!\p{L})/iu;
/**
 * Events after the test that a protocol dates beside it, on the test's own line too ("Prüfung:
 * 18.07.2024, 11:50 Uhr  Abnahme: 22.07.2024, 10:00 Uhr"; decision 0774): the acceptance, the
 * handover and its taking over ("Übergeben", "Übernommen"; decision 0825); a job's start or end
 * ("Beginn", "Ende"; decision 0822). Tested only on the words right before a date, so the test's date on that line keeps
 * its own label; an acceptance test ("Abnahmeprüfung", "Abnahmemessung") is the test itself.
 */
const OTHER_EVENT =
  /(?:abnahme(?!pr[üu]f|mess|versuch)|acceptance(?! test)|[üu]bergabe|[üu]bergeben|[üu]bernommen|[üu]bernahme|(?<!\p{L})(?:beginn|ende)(?!\p{L}))/iu;
/**
 * A document's number and its date right before the date ("Aufbruchgenehmigung Nr. 66/2024/0336
 * vom 08.11.2024", its word blurred; decision 0828): a permit's, an order's or a letter's, not the
 * test's — unless the line names a test or its report.
 */
const DOCUMENT_REFERENCE =
  /^(?!.*(?:pr(?:[üu]|ue)f|mess|versuch|lwd|plattendruck|bericht|protokoll|report)).*(?<!\p{L})(?:nr|no|az)\.?\s?[\p{L}\p{N}/._-]*\d[\p{L}\p{N}/._-]*\s(?:vom|from|du)\s*$/iu;
/**
 * A deadline, tested like `OTHER_EVENT` on the words right before a date ("Prüfbericht an Bauherrn
 * bis 13.12.2024", "Frist: …", "fällig am …", "spätestens …", "due …", "until …"; decision 0787):
 * when something must be done, never the test's moment.
 */
const DEADLINE = /(?<!\p{L})(?:bis|frist|f[äa]llig|sp[äa]testens|until|till|due|deadline)(?!\p{L})/iu;
/** The end of a range after a number of its line ("01.05.2025 bis 05.05.2025"): no deadline, a rival. */
const RANGE_END = /^[^\p{L}]*(?:bis|until|till)[^\p{L}]*$/iu;
/** A device's status bar: its clock beside Wi-Fi, mobile network or battery ("07:42  WLAN ▮ 73 %"). */
const STATUS_BAR = /(?<!\p{L})(?:wlan|wi-?fi|lte|[345]g|akku|batt(?:ery|erie)?)(?!\p{L})|[▮▯]|\d\s?%/iu;
/**
 * A page of messages (an SMS, a chat): a delivery state or the kind of message on it (decision
 * 0760; not an app's name, which a share sheet or a "GPS-Signal" prints as well). There a line
 * holding only a date and a clock is when a message arrived ("23.01.2025 06:58" above an older
 * message), never the test's moment; a date alone (a chat's day chip) still is. A chat's header
 * "zuletzt online" ("last seen") marks one too (decision 0800), and its composer's placeholder
 * ("Nachricht schreiben …", "Type a message"; decision 0812).
 */
const MESSAGE_PAGE =
  /(?<!\p{L})(?:zugestellt|gelesen|delivered|textnachricht|sms|imessage|zuletzt\s?online|last\s?seen|nachricht\s?schreiben|type\s?a\s?message)(?!\p{L})/iu;
/** A message's clock with its sender's name alone ("16:50 · Assistent"; decision 0812). */
const SENDER_STAMP = /^[\s·•|-]*\d{1,2}\s?:\s?\d{2}\s*[·•|-]\s*\p{L}+\s*$/u;
/** A delivery state beside a message's clock ("08:35 · zugestellt"). */
const DELIVERY = /(?<!\p{L})(?:zugestellt|gelesen|gesendet|delivered|read|sent|seen)(?!\p{L})/iu;
/** A clock with a day word at most ("Heute", "gestern", a weekday) and nothing else besides the date. */
const STAMP_REST = new RegExp(
  `^[\\s,.·•|-]*(?:(?:heute|gestern|today|yesterday|mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun)\\.?,?\\s*)?${N}{1,2}\\s?:\\s?${N}{2}(?:\\s?:\\s?${N}{2})?(?:\\s?uhr)?[\\s,.·•|-]*$`,
  'iu',
);
/**
 * "Linz, am 20. Jänner 2024", "Kraków, dnia …": a place and a date, the signature's, not the test's.
 * A weekday is no place: "Dienstag, den 22. Juli 2025", the Luxembourgish "Dënschdeg, den …"
 * (decision 0795).
 */
const PLACE_AND_DATE =
  /(?<!\p{L})(?!(?:\p{L}*tag|\p{L}*deg|m\p{L}ttwoch|sonnabend|\p{L}*day)\s?,)\p{L}{2,}\s?,\s?(?:am|den|dnia|il|le)\s*$/iu;
/**
 * A letter's place and date heading their own line ("Stuttgart, 29.09.2025"; decision 0812): when it
 * was written. Only a capitalised place before the comma, nothing after the date; not a weekday
 * and not a date's label ("Data Déardaoin, 11 Meán Fómhair 2025"). Lower-case words only as a
 * place's short particles ("Frankfurt am Main", "Halle an der Saale"): a label and a weekday in
 * lower case ("Dagfesting tysdagur, 25. mars 2025") are no place (decision 0813).
 */
const PLACE_DATE_LINE =
  /^\s*(?!(?:\p{L}*tag|\p{L}*deg|m\p{L}ttwoch|sonnabend|\p{L}*day)\s?,)\p{Lu}\p{Ll}+(?:[\s-](?:\p{Ll}{1,3}\s)*\p{Lu}\p{Ll}+)*\s?,\s*$/u;
/**
 * A letter's reference block (DIN 5008: "Ihr Zeichen", "Ihre Nachricht vom", "Unser Zeichen"; "Your
 * ref", "Our ref"). A page with two of them is a letter: the date beside a reference (the client's
 * request) and the one after "Datum" alone (the letter's own) are when it was written, not the
 * test (decision 0780).
 */
const LETTER_REFERENCE =
  /(?<!\p{L})(?:ihre?\s?(?:zeichen|nachricht|schreiben)|unsere?\s?(?:zeichen|nachricht)|(?:your|our)\s?ref(?:erence)?)(?!\p{L})/iu;
const isLetter = (text: string) =>
  new Set(
    [...text.matchAll(new RegExp(LETTER_REFERENCE.source, 'giu'))].map((match) =>
      match[0].toLowerCase().replace(/\s/g, ''),
    ),
  ).size >= 2;
/** A letter's own date: the label and the date, nothing else after it on its line. */
const LETTER_DATE_LABEL = /(?<!\p{L})(?:datum|date)\s?:?\s*$/iu;
// "um 14:02" / "at 14:02": the word right before a clock names it as a time of day. The Maltese "Ħin"
// ("Ħin fil-10:18") since decision 0800, the Irish "Am" right before a clock since decision 0803, the
// Kurmanji "saet" since decision 0806, the Frisian "Tiid" since decision 0809, the Low German "Tied"
// and "Klock" and the Indonesian "waktu" and "pukul" since decision 0816; the Afrikaans "Tyd" and "om"
// before a clock, the Filipino "Oras" and the Swahili "saa" since decision 0819.
/** The time of day's whole words in other languages, shared by the two patterns below. */
const TIME_WORDS =
  'godz(?:ina)?|ore|ora|heure|hora|tijd|czas|[čc]as|kl|klokken|klockan|tid|saat|vrijeme|vreme|kellonaika|klo|plkst|laiks|kell|kellaaeg|ura|[ħh]in|saet|tiid|horo|tied|klock|waktu|pukul|tyd|oras|saa|vaqt|soat|wagty|sagat|wa[qg]tiga|saacadda';
const TIME_LABEL = withCyrillic(
  new RegExp(
    String.raw`(uhrzeit|zeit|auerz[äa]it|time|(?<!\p{L})(?:uhr|auer|${TIME_WORDS})(?!\p{L})|(?<!\p{L})(?:um|at|am|om)\s(?=[0-9]{1,2}\s?:\s?[0-9]{2}))`,
    'iu',
  ),
  CYRILLIC_TIME_LABEL,
);
/** A word that names the time of day, as a label of its own (not "Fallzeit" or "Setzzeit"). */
const TIME_NAMED = withCyrillic(
  new RegExp(String.raw`(?<![\p{L}])(uhrzeit|zeit|auerz[äa]it|time|${TIME_WORDS})(?![\p{L}])`, 'iu'),
  CYRILLIC_TIME_LABEL,
);

/**
 * A timestamp in UTC, not the site's clock: "UTC" or "GMT" on its line, a key ending in "_utc"
 * ("timestamp_utc", "exported_utc"), a zero offset ("+00:00") or the "Z" of ISO 8601 right after a
 * clock ("2025-06-11T12:02:11Z", "12:02Z"). Such a time is converted to the site's (Europe/Berlin)
 * or sent to review, never filled as local time.
 */
const UTC_MARK =
  /(?<!\p{L})(?:utc|gmt)(?!\p{L})|_utc(?!\p{L})|(?<=[0-9]\s?:\s?[0-9]{2}(?:\s?:\s?[0-9]{2}(?:[.,][0-9]+)?)?)\s?(?:Z(?!\p{L})|[+]\s?00\s?:?\s?00(?![0-9]))/iu;

/**
 * The site's own clock named right before a date on a line marked as UTC (a log's entry stamped in
 * UTC that quotes the device's `ortszeit="2024-01-17 09:57:32" tz=Europe/Berlin`; decision 0812).
 */
const LOCAL_TIME = /(?:orts|lokal)zeit|local\s?time|(?<!\p{L})lokal|(?<!\p{L})tz\s?=\s?europe/iu;

/** An offset written after "UTC" or "GMT" ("UTC+2", "GMT+01:00", "UTC -05:00"). */
const UTC_OFFSET = /(?<!\p{L})(?:utc|gmt)\s?([+-])\s?(\d{1,2})(?:\s?:?\s?(\d{2}))?(?![0-9])/iu;

/**
 * The starts of the lines whose clocks are in UTC: a line marked so, and the rows of a table under
 * a header marked so ("Nr. Datum Zeit (UTC) …", the header without a clock of its own) — each row
 * below it with a clock, up to a line that labels a date or time of its own ("Datum / Uhrzeit
 * (Ortszeit) …") or has no clock (decision 0747).
 */
const utcLineStarts = (text: string): Set<number> => {
  const starts = new Set<number>();
  let underHeader = false;
  for (const line of linesOf(text)) {
    const own = text.slice(line.start, line.end);
    const clock = timeIn(text, line.start, line.end) !== null;
    if (UTC_MARK.test(own)) {
      starts.add(line.start);
      underHeader = !clock;
      continue;
    }
    underHeader = underHeader && clock && !DATE_LABEL.test(own) && !TIME_NAMED.test(own);
    if (underHeader) starts.add(line.start);
  }
  return starts;
};

/**
 * `labelled`: a date label on its line (or the label line above it); `other`: a date not the
 * test's; `utc`: on a line marked as UTC.
 */
type DateFound = {
  iso: string;
  index: number;
  end: number;
  labelled: boolean;
  other: boolean;
  utc: boolean;
  /** Month first only because its parts make no sense day first ("06/21/2025"): not sure. */
  guessed?: boolean;
  /** Counted from a diary page's head ("189. Tag" of 2025), not printed as a date. */
  counted?: boolean;
  /** Its line names the test ("So 15.09.2024 … LWD-Prüfung an MP 207" among a week's rows). */
  testNamed?: boolean;
};

const pad = (value: number) => String(value).padStart(2, '0');

const validDate = (year: number, month: number, day: number): string | null => {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
};

const numbers = (...tokens: (string | undefined)[]): number[] | null => {
  const values: number[] = [];
  for (const token of tokens) {
    // Each part needs at least one real digit: "us: SD" must not become 05:50.
    const digits = token === undefined || !/\d/.test(token) ? null : toDigits(token);
    if (digits === null || digits.includes('.')) return null;
    values.push(Number(digits));
  }
  return values;
};

const lineOf = (text: string, index: number) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return { start, end: end === -1 ? text.length : end, text: text.slice(start, end === -1 ? undefined : end) };
};

/**
 * Whether the page writes its slashed dates month first, as US devices do: it says so ("DATE FORMAT:
 * MM/DD/YYYY"), or one of its slashed dates has a second part above 12 and none a first part above
 * 12 ("06/21/2025": guessed, so such a date is not filled without review). Otherwise day first, as
 * European devices print them.
 */
const slashMonthFirst = (text: string, slashed: RegExpMatchArray[]): 'stated' | 'guessed' | false => {
  if (/(?<![A-Za-z])MM\s?[/.-]\s?DD(?![A-Za-z])/i.test(text)) return 'stated';
  if (/(?<![A-Za-z])DD\s?[/.-]\s?MM(?![A-Za-z])/i.test(text)) return false;
  const parts = slashed.map((match) => numbers(match[1], match[2])).filter((p): p is number[] => p !== null);
  return parts.some(([, second]) => second! > 12) && !parts.some(([first]) => first! > 12) ? 'guessed' : false;
};

/**
 * The name of the INI file's section a line stands in ("[Kalibrierung]" above "Datum= 20230814";
 * decision 0825), with a blank after it, or nothing: it names the moment of every date in it.
 */
const INI_SECTION = /^[ \t]*\[([\p{L}\p{N} _-]{3,40})\][ \t]*$/gmu;
const sectionOf = (text: string, lineStart: number) => {
  const sections = [...text.slice(0, lineStart).matchAll(INI_SECTION)];
  return sections.length > 0 ? `${sections.at(-1)![1]} ` : '';
};

const findDates = (text: string): DateFound[] => {
  const found: DateFound[] = [];
  const utcLines = utcLineStarts(text);
  const messagePage = MESSAGE_PAGE.test(text);
  const letter = isLetter(text);
  // A word in a year-first date's month place that names no month ("2025. gada 3." of a Latvian
  // date) makes it none.
  const yearFirst = [...text.matchAll(YEAR_FIRST)].filter((m) => m[3] === undefined || monthNamed(m[3]) !== undefined);
  const inYearFirst = (match: RegExpMatchArray) =>
    yearFirst.some(
      (y) => y !== match && match.index! < y.index + y[0].length && y.index < match.index! + match[0].length,
    );
  const add = (iso: string | null, match: RegExpMatchArray, guessed = false, counted = false) => {
    // A date never runs across lines ("battery": 7.10, / 21 "exported": a value and a line number).
    if (!iso || match[0].includes('\n') || inYearFirst(match)) return;
    const line = lineOf(text, match.index!);
    // "ZEIT 11.14.16" is a clock, whatever date its digits would make (decision 0795).
    if (/^\d{2}\.\d{2}\.\d{2}$/.test(match[0]) && CLOCK_LABELLED.test(text.slice(line.start, match.index!))) return;
    // A date standing alone in its column takes its label from the line above ("Data badania" /
    // "26 czerwca 2025").
    const before = text.slice(line.start, match.index!);
    const above = /\p{L}{2,}/u.test(before) || line.start === 0 ? '' : lineOf(text, line.start - 1).text;
    const label = `${sectionOf(text, line.start)}${
      above && (!/\d/.test(above) || LABEL_ENDS_LINE.test(above)) ? `${above} ${line.text}` : line.text
    }`;
    const rest = `${before} ${text.slice(match.index! + match[0].length, line.end)}`;
    const messageStamp = messagePage && STAMP_REST.test(rest);
    // The words right before the date, after the line's last digit: a second date on the test's
    // line names its own event (decision 0774).
    const own = before.slice(before.search(/[0-9][^0-9]*$/) + 1);
    // The site's clock named right before the date: the test's moment even on a line stamped in UTC.
    const local = LOCAL_TIME.test(own);
    const letterDate =
      letter &&
      (LETTER_REFERENCE.test(line.text) ||
        (LETTER_DATE_LABEL.test(before) && !/\p{L}/u.test(text.slice(match.index! + match[0].length, line.end))));
    const other =
      OTHER_MOMENT.test(label) ||
      FILE_NAME_REST.test(text.slice(match.index! + match[0].length, line.end)) ||
      OTHER_EVENT.test(own) ||
      DOCUMENT_REFERENCE.test(before) ||
      (DEADLINE.test(own) && !(RANGE_END.test(own) && /[0-9]/.test(before))) ||
      PLACE_AND_DATE.test(before) ||
      (PLACE_DATE_LINE.test(before) &&
        !DATE_LABEL.test(before) &&
        !/\S/.test(text.slice(match.index! + match[0].length, line.end))) ||
      messageStamp ||
      letterDate;
    found.push({
      iso,
      index: match.index!,
      end: match.index! + match[0].length,
      labelled: !other && (DATE_LABEL.test(label) || local),
      other,
      utc: utcLines.has(line.start) && !local,
      // By the test's name, not Evd's: a history's row "Anforderung Evd 80 → 45" names no test.
      ...(!other && TEST_NAME.test(line.text) && { testNamed: true }),
      ...(guessed && { guessed }),
      ...(counted && { counted }),
    });
  };
  // Day first: "03.06.2025", "12/03/2025", "14-05-2025" (their separators never overlap); slashed
  // dates month first where the page says so (below).
  const slashed = [...text.matchAll(SLASH)];
  const monthFirst = slashMonthFirst(text, slashed);
  for (const match of [...text.matchAll(GERMAN), ...slashed, ...text.matchAll(DASH)]) {
    const parts = numbers(match[1], match[2], match[3]);
    if (!parts) continue;
    const [first, second, year] = parts as [number, number, number];
    const swapped = monthFirst !== false && match[0].includes('/');
    const [day, month] = swapped ? [second, first] : [first, second];
    add(validDate(match[3]!.length === 2 ? 2000 + year : year, month, day), match, swapped && monthFirst === 'guessed');
  }
  // Day, month's name, year: the names the reader knows, and Ukrainian and Russian ones.
  const named = [...text.matchAll(MONTH_NAME)].map((match) => ({ match, month: monthNamed(match[2]!) }));
  const cyrillic = [...text.matchAll(CYRILLIC_DATE)].map((match) => ({ match, month: cyrillicMonth(match[2]!) }));
  for (const { match, month } of [...named, ...cyrillic]) {
    const parts = numbers(match[1], match[3]);
    if (!parts || !month) continue;
    const [day, year] = parts as [number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of text.matchAll(KAZAKH_DATE)) {
    const month = cyrillicMonth(match[3]!);
    if (month) add(validDate(Number(match[1]), month, Number(match[2])), match);
  }
  for (const match of text.matchAll(MONGOLIAN_DATE))
    add(validDate(Number(match[1]), Number(match[2]), Number(match[3])), match);
  for (const match of text.matchAll(COMPACT)) {
    const parts = numbers(match[1], match[4]);
    const month = monthNamed(match[3]!);
    // "08-OCT-2024" is the month-name pattern's.
    if (!parts || !month || (match[2] === '-' && match[4]!.length === 4)) continue;
    const [day, year] = parts as [number, number];
    add(validDate(match[4]!.length === 2 ? 2000 + year : year, month, day), match);
  }
  for (const match of text.matchAll(ROMAN_DATE)) {
    const month = ROMAN_MONTHS.indexOf(match[2]!) + 1;
    add(validDate(Number(match[3]), month, Number(match[1])), match);
  }
  for (const match of text.matchAll(LATVIAN_DATE)) {
    const month = monthNamed(match[3]!);
    if (month) add(validDate(Number(match[1]), month, Number(match[2])), match);
  }
  for (const match of text.matchAll(MONTH_FIRST)) {
    const parts = numbers(match[2], match[3]);
    const month = monthNamed(match[1]!);
    if (!parts || !month) continue;
    const [day, year] = parts as [number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of yearFirst) {
    const month = match[2] ?? monthNamed(match[3]!);
    add(month === undefined ? null : validDate(Number(match[1]), Number(month), Number(match[4])), match);
  }
  for (const match of text.matchAll(ISO)) {
    const parts = numbers(match[1], match[2], match[3]);
    if (!parts) continue;
    const [year, month, day] = parts as [number, number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of text.matchAll(YEAR_DOTTED)) {
    const parts = numbers(match[1], match[2], match[3]);
    if (!parts) continue;
    const [year, month, day] = parts as [number, number, number];
    add(validDate(year, month, day), match);
  }
  for (const match of text.matchAll(DAY_OF_YEAR)) add(dayCounted(text, match), match, false, true);
  // The test's date first: labelled as such, then one whose line names the test (decision 0822),
  // then any not named as another moment (the site's clock before UTC), then the rest. A date in UTC
  // ranks after every local one even when labelled (a table's rows under a header "Datum | Zeit
  // (UTC)", decision 0747).
  const rank = (date: DateFound) => (date.other ? 4 : date.utc ? 3 : date.labelled ? 0 : date.testNamed ? 1 : 2);
  return found.sort((a, b) => rank(a) - rank(b) || a.index - b.index);
};

/**
 * A diary's day page prints no full date but its head (decision 0787): the month and year ("Juli
 * 2025 KW 28"), perhaps the day's number alone, and the day of the year with the days left
 * ("Dienstag · 189. Tag · noch 176 Tage"). The day of the year and the year give the date; it is
 * taken only when at least two more of the head's parts agree with it — the month's name, the days
 * left, the weekday, the calendar week, the day's number — and none disagrees.
 */
const DAY_OF_YEAR = /(?<![0-9.,])(\d{1,3})\s?\.\s?Tag(?!\p{L})/giu;
const DAYS_LEFT = /(?<!\p{L})noch\s?(\d{1,3})\s?Tage?(?!\p{L})/iu;
const HEAD_YEAR = /(?<![0-9.,])((?:19|20)\d{2})(?![0-9.,])/g;
const CALENDAR_WEEK = /(?<!\p{L})(?:KW|Woche|week|wk)\s?(\d{1,2})(?![0-9])/iu;
/** Weekdays from Sunday, as `getUTCDay` counts them: German and English. */
const WEEKDAYS = [
  ['sonntag', 'sunday'],
  ['montag', 'monday'],
  ['dienstag', 'tuesday'],
  ['mittwoch', 'wednesday'],
  ['donnerstag', 'thursday'],
  ['freitag', 'friday'],
  ['samstag', 'sonnabend', 'saturday'],
];
const DAY_MS = 86_400_000;
/** The ISO 8601 week of a date (the week with its Thursday in the year; Monday first). */
const isoWeekOf = (date: Date) => {
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const january4 = Date.UTC(thursday.getUTCFullYear(), 0, 4);
  return (
    1 + Math.round(((thursday.getTime() - january4) / DAY_MS - 3 + ((new Date(january4).getUTCDay() + 6) % 7)) / 7)
  );
};

const dayCounted = (text: string, match: RegExpMatchArray): string | null => {
  const dayLine = lineOf(text, match.index!);
  const head = [dayLine];
  while (head.length < 3 && head[0]!.start > 0) head.unshift(lineOf(text, head[0]!.start - 1));
  const years = head.flatMap((line) => [...line.text.matchAll(HEAD_YEAR)].map((m) => ({ line, year: Number(m[1]) })));
  if (new Set(years.map(({ year }) => year)).size !== 1) return null;
  const { line: yearLine, year } = years[0]!;
  const count = Number(match[1]);
  const date = new Date(Date.UTC(year, 0, count));
  if (count < 1 || date.getUTCFullYear() !== year) return null;
  const checks: boolean[] = [];
  const month = yearLine.text
    .split(/[^\p{L}]+/u)
    .map((word) => (word.length >= 3 ? monthNamed(word) : undefined))
    .find((named) => named !== undefined);
  if (month !== undefined) checks.push(month === date.getUTCMonth() + 1);
  const left = DAYS_LEFT.exec(dayLine.text);
  if (left) checks.push(count + Number(left[1]) === (validDate(year, 2, 29) ? 366 : 365));
  const words = dayLine.text.toLowerCase().split(/[^\p{L}]+/u);
  const weekday = WEEKDAYS.findIndex((names) => names.some((name) => words.includes(name)));
  if (weekday >= 0) checks.push(weekday === date.getUTCDay());
  const week = head.map((line) => CALENDAR_WEEK.exec(line.text)).find((m) => m !== null);
  if (week) checks.push(Number(week[1]) === isoWeekOf(date));
  for (const line of head.slice(head.indexOf(yearLine) + 1, -1)) {
    const day = /^\s*(\d{1,2})\s*$/.exec(line.text);
    if (day) checks.push(Number(day[1]) === date.getUTCDate());
  }
  if (checks.includes(false) || checks.length < 2) return null;
  return validDate(year, date.getUTCMonth() + 1, date.getUTCDate());
};

/**
 * Whether the chosen date is surely the test's: it is labelled as the test's date and no other
 * date is labelled so, or the only one whose line names the test, or it is the only date of the page not named as another moment
 * (calibration, print, export, report …). A page with several dates of which none says it is the
 * test's goes to "bitte prüfen": a calibration or report date is never filled silently.
 */
const dateIsSure = (text: string, dates: DateFound[]) => {
  const chosen = dates[0]!;
  const rivals = (date: DateFound) => date.iso !== chosen.iso;
  if (chosen.other || chosen.guessed) return false;
  if (chosen.labelled) return !dates.some((date) => date.labelled && rivals(date));
  // A record's rows, each with its date, and only the one row naming the test (decision 0822).
  if (chosen.testNamed) return !dates.some((date) => (date.labelled || date.testNamed) && rivals(date));
  return (
    !dates.some((date) => !date.other && rivals(date)) &&
    !brokenDateBesides(text, dates) &&
    !unreadLabelledDate(text, dates)
  );
};

/**
 * Whether a line labelled as the test's date ("Datum zkoušky 27. zäafl 2025", its month name
 * misread) carries digits but no date that could be read: the test's date was there, so another
 * date of the page (a print date in a word not known) is not surely the test's.
 */
const unreadLabelledDate = (text: string, dates: DateFound[]) =>
  linesOf(text).some(
    (line) =>
      DATE_LABEL.test(line.text) &&
      !OTHER_MOMENT.test(line.text) &&
      /[0-9]/.test(line.text) &&
      !dates.some((date) => date.index >= line.start && date.index <= line.end) &&
      !(LABEL_ENDS_LINE.test(line.text) && dates.some((date) => /^\s*$/.test(text.slice(line.end + 1, date.index)))),
  );

/** Day, month and a year of this era with a separator lost or misread: "25 05.2024", "25.05 2024". */
const LOOSE_DATE = /(?<![0-9])\d{1,2}\s?[.,/ -]\s?\d{1,2}\s?[.,/ -]\s?(?:19|20)\d{2}(?![0-9])/g;

/**
 * Day, month name and year with the day's point misread ("vom Samstag, 27, April 2024" blurred),
 * when the word is a month's name (decision 0754).
 */
const LOOSE_NAMED_DATE = /(?<![0-9])\d{1,2}\s?[,;:'’]\s?(\p{L}{3,})\.?,?\s?(?:19|20)\d{2}(?![0-9])/gu;

/**
 * Day, a word and year with the year's abbreviation after it, as Ukrainian and Russian dates are
 * written ("28 жовтня 2025 р.", "14 марта 2025 г."), when the month's name was not read ("28
 * xo8TtTHA 2025 p."; decision 0760).
 */
const LOOSE_CYRILLIC_DATE = /(?<![0-9])\d{1,2}\.?\s\S{3,14}\s(?:19|20)\d{2}\s?[pрrг]\.(?!\p{L})/gu;

/**
 * Whether the page prints a date that could not be read ("25 05.2024" beside "Aspe 26.05.2024"
 * with its label misread, "27, April 2024" beside a filing date): the date that was read is then
 * not surely the only one.
 */
const brokenDateBesides = (text: string, dates: DateFound[]) =>
  unreadBesides(text, dates, [
    ...text.matchAll(LOOSE_DATE),
    ...[...text.matchAll(LOOSE_NAMED_DATE)].filter((match) => monthNamed(match[1]!) !== undefined),
    ...text.matchAll(LOOSE_CYRILLIC_DATE),
  ]);

/** Whether one of `matches` is no date that was read and stands on no line of another moment. */
const unreadBesides = (text: string, dates: DateFound[], matches: RegExpMatchArray[]) =>
  matches.some(
    (match) =>
      !dates.some((date) => match.index! < date.end && date.index < match.index! + match[0].length) &&
      !OTHER_MOMENT.test(lineOf(text, match.index!).text),
  );

type FoundTime = { time: string; span: Span };

/**
 * Day, a word and a year whose word was not read as a month ("21 Auyo0otov 2025", a Greek month's
 * name in Latin look-alikes): a date the page prints but could not be read.
 */
const DAY_WORD_YEAR = /(?<![0-9])\d{1,2}\.?\s[\p{L}0]{4,14}\.?\s(?:19|20)\d{2}(?![0-9])/gu;

/**
 * Whether the chosen date is a moment the reader has no reason to take for the test's (decision
 * 0764): it stands after a label the reader does not know ("EKTunwenke: 23/08/2025 18:55", a Greek
 * print line), not labelled as the test's date, while the page prints another moment — a clock of
 * its own on another line ("Qpa 15:42") where the date's line has a different one, or a date that
 * could not be read ("21 Auyo0otov 2025"). Then it goes to "bitte prüfen", never filled.
 */
const unknownMoment = (
  text: string,
  dates: DateFound[],
  line: { start: number; end: number },
  timeLines: { index: number; time: FoundTime }[],
  dateLine: number,
  onDateLine: FoundTime | null,
) => {
  const date = dates[0]!;
  if (date.labelled || !/\p{L}{3,}/u.test(text.slice(line.start, date.index))) return false;
  const rivalClock =
    onDateLine !== null && timeLines.some((l) => l.index !== dateLine && l.time.time !== onDateLine.time);
  // Another line with a year that is in no date the reader could read ("Beaivi suoidnemánu 14. b.
  // 2025" of a Northern Sami protocol above its "Čálihuvvon 15.07.2025 07:40"; decision 0843): the
  // page dates something the reader cannot tell from this one — unless the date's line names the test
  // or the date was counted from a page's head (its year stands there).
  const otherLines = (match: RegExpMatchArray) => match.index! < line.start || match.index! > line.end;
  const unreadYear =
    !date.testNamed && !date.counted && unreadBesides(text, dates, [...text.matchAll(YEAR_ALONE)].filter(otherLines));
  return rivalClock || unreadYear || unreadBesides(text, dates, [...text.matchAll(DAY_WORD_YEAR)]);
};
/** A year of this era standing alone, not in a date that was read nor in a longer number. */
const YEAR_ALONE = /(?<![0-9.,/:-])(?:19|20)[0-9]{2}(?![0-9.,/:-])/g;

/**
 * "yyyy-MM-dd" and "HH:mm" in UTC (or `offsetMinutes` ahead of it) as the site's wall-clock time
 * "yyyy-MM-ddTHH:mm".
 */
export const toSiteTime = (isoDate: string, time: string, offsetMinutes = 0): string =>
  siteWallClock(new Date(Date.parse(`${isoDate}T${time}:00Z`) - offsetMinutes * 60_000))
    .toISOString()
    .slice(0, 16);

/**
 * What follows the clock of an ISO 8601 date-time ("2025-06-03T14:26:27+02:00"; decision 0768): an
 * offset gives the moment in UTC ("+02:00", "-0500"), a "Z" marks UTC itself (see UTC_MARK);
 * nothing (a blank, a quote, a tag, a separator, the line's end) means the clock is local, as ISO
 * 8601 has it. Anything else stands where a zone designator would ("06:23: 142<" for
 * "06:23:14Z<" blurred): `unread`.
 */
const ZONE_AFTER =
  /^(?:\s?:\s?\d{2})?(?:[.,]\d{1,9})?(?:(?<zulu>\s?Z(?!\p{L}))|(?<sign>[+-])\s?(?<hours>\d{2})\s?:?\s?(?<minutes>\d{2})(?![0-9])|(?<end>\s|$|[<"',;|)}\]]))/u;
type Zone = { offsetMinutes: number } | 'local' | 'unread';
const zoneAfter = (text: string, clockEnd: number): Zone => {
  const zone = ZONE_AFTER.exec(text.slice(clockEnd, lineOf(text, clockEnd).end));
  if (!zone) return 'unread';
  const { zulu, sign, hours, minutes } = zone.groups!;
  if (zulu) return { offsetMinutes: 0 };
  if (!sign) return 'local';
  const offset = Number(hours) * 60 + Number(minutes);
  // Offsets run from -12:00 to +14:00 in quarter hours; anything else is a misreading.
  if (offset > 14 * 60 || Number(minutes) % 15 !== 0) return 'unread';
  return { offsetMinutes: sign === '-' ? -offset : offset };
};
/** Whether the clock follows the date's "T" right away: an ISO 8601 date-time ("2025-06-03T14:26"). */
const isoDateTime = (text: string, date: DateFound, clock: FoundTime) =>
  clock.span[0] === date.end && /^\S{4}\s?-.*[T7]$/.test(text.slice(date.index, date.end));

/** The first valid time in text.slice(start, end). */
/**
 * A word right before a clock that names a trip's moment, as a navigation screen shows it beside a
 * message ("Ankunft 09:19 · 42 km um 08:00 Uhr"; decision 0803): the arrival or departure, never the
 * test's clock; the next clock on the line is read instead.
 */
const TRIP_MOMENT = /(?<!\p{L})(?:ankunft|abfahrt|arrival|departure|eta|etd)\s?:?\s*$/iu;
/** A clock given roughly ("gegen 9.30 Uhr", "kurz nach 16 Uhr", "ca. 14:00"; decision 0812): never the test's. */
/** The Filipino afternoon and evening after a 12-hour clock ("3:15 ng hapon"; decision 0819). */
const AFTERNOON = /^\s?ng\s(?:hapon|gabi)(?!\p{L})/iu;
const ROUGHLY = /(?<!\p{L})(?:gegen|etwa|ca\.?|circa|ungef[äa]hr|kurz\s(?:nach|vor)|about|around|approx\.?)\s*$/iu;
const timeIn = (text: string, start = 0, end = text.length): FoundTime | null => {
  for (const match of text.slice(start, end).matchAll(TIME)) {
    const parts = numbers(match[1], match[2]);
    const before = text.slice(start, start + match.index);
    if (!parts || TRIP_MOMENT.test(before) || ROUGHLY.test(before)) continue;
    const [clock, minutes] = parts as [number, number];
    const half = match[4]?.toLowerCase();
    // "1:51 PM" is 13:51, "12:05 AM" is 00:05; a 12-hour clock never shows 0 or more than 12.
    if (half && (clock < 1 || clock > 12)) continue;
    const afternoon =
      !half && clock >= 1 && clock <= 11 && AFTERNOON.test(text.slice(start + match.index + match[0].length, end));
    const hours = half === 'p' || afternoon ? (clock % 12) + 12 : half === 'a' ? clock % 12 : clock;
    // The seconds are dropped but not their characters' confidence: they are part of what was read.
    const matchStart = start + match.index;
    if (hours <= 23 && minutes <= 59)
      return { time: `${pad(hours)}:${pad(minutes)}`, span: [matchStart, matchStart + match[0].length] };
  }
  return null;
};

/**
 * A serial number or address in colon-separated hex pairs, four or more ("04:52:A2:40:6C:32:80", an
 * NFC tag's; a MAC address; decision 0819): its "04:52" is no clock. Blanked, same length.
 */
const HEX_ID = /(?<![0-9A-Za-z:])[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){3,}(?![0-9A-Za-z:])/g;
const withoutHexIds = (text: string) => text.replace(HEX_ID, (id) => ' '.repeat(id.length));
/**
 * A job's or a day's start and end ("Datum 20.02.2025  Beginn 16:14  Ende 17:28" on a levelling
 * book's head, "Beginn 08:55" on a survey protocol's; decisions 0819, 0822) and the two ends of a
 * time range ("Probenahme 22.11.2025, 07:10–08:15 Uhr": a sampling's hour, while the test is a
 * moment): their clocks are no test's moment, while the date beside them is the day's. Blanked,
 * same length.
 */
const CLOCK_AT = String.raw`\d{1,2}\s?[:.]\s?\d{2}`;
const SPAN_CLOCK = new RegExp(
  String.raw`(?<!\p{L})(?:beginn|ende)\s?:?\s?${CLOCK_AT}(?:\s?:\s?\d{2})?(?![0-9])|(?<![0-9.:])\d{1,2}\s?:\s?\d{2}\s?[-–]\s?${CLOCK_AT}(?![0-9])`,
  'giu',
);
const withoutSpanClocks = (text: string) => text.replace(SPAN_CLOCK, (clock) => ' '.repeat(clock.length));
/**
 * A log entry's own clock at the start of a line that names the test and holds the test's clock
 * further on ("09:04 Labor Polier MP 76, 09:00 Uhr: Evd 65,4 MN/m²" of a radio log; decision 0834):
 * when the entry was written, not the test. Blanked, same length.
 */
const ENTRY_STAMP = /^([ \t]*\d{1,2}:\d{2}(?::\d{2})?)(?=[ \t][^\n]*?(?<![0-9.:])\d{1,2}:\d{2}(?![0-9]))/gm;
const withoutEntryStamps = (text: string) =>
  text.replace(ENTRY_STAMP, (stamp, _clock: string, offset: number) =>
    namesTest(lineOf(text, offset).text) ? ' '.repeat(stamp.length) : stamp,
  );

/** Text with every date blanked out, so "03.06" of a date is never read as the time 03:06. */
const withoutDates = (text: string, dates: DateFound[]) =>
  dates.reduce(
    (result, date) => result.slice(0, date.index) + ' '.repeat(date.end - date.index) + result.slice(date.end),
    text,
  );

/**
 * Words that name the test itself on a line of running text: its Evd label or the test's German
 * name ("08:45 Dynamischer Plattendruckversuch … Ergebnis Evd =", decision 0750); the Evd label as
 * parse-evd.ts knows it (one pattern, decision 0756).
 */

/**
 * A number shaped like a clock with a point or comma ("13.27", "ob 13.27"): hours 0–23, two digits
 * of minutes 0–59, no unit after it and no further number on its line (a table row's values go on).
 */
const CLOCK_SHAPED =
  /(?<![0-9.,:/-])([01]?[0-9]|2[0-3])[.,]([0-5][0-9])(?![0-9]|\s?(?:[%°]|(?:mm|ms|m|MN|MPa|MNPERM2|kN|kg|cm|km|Hz|s)(?!\p{L})))(?=[^0-9]*$)/gu;

/**
 * The clock of the measurement whose Evd was filled, where a page prints several measurements each
 * with its own labelled clock (decision 0787): the last such clock before the Evd's value, when
 * the clocks head their measurements (no Evd label before the first clock). `undefined` when the
 * labelled clocks agree (or there is one) and no other clock (`clocks`, a repeat's whose label was
 * misread) stands between the labelled one and the Evd; 'ambiguous' when they differ and no Evd was
 * filled, the page is laid out otherwise, or such a clock stands between — then the user picks.
 */
const clockOfFilledEvd = <L extends { start: number; time: FoundTime }>(
  text: string,
  labelled: L[],
  clocks: L[],
): L | 'ambiguous' | undefined => {
  if (labelled.length === 0) return undefined;
  const several = new Set(labelled.map((l) => l.time.time)).size > 1;
  const between = (from: L, to: number) =>
    clocks.some((c) => c.start > from.start && c.start < to && c.time.time !== from.time.time);
  if (!several && clocks.every((c) => c.time.time === labelled[0]!.time.time)) return undefined;
  const evd = findEvd(text);
  const at = evd && !evd.candidates ? evd.spans[0]![0] : undefined;
  if (!several) return at !== undefined && between(labelled[0]!, at) ? 'ambiguous' : undefined;
  const first = Math.min(...labelled.map((l) => l.start));
  const before = labelled.filter((l) => at !== undefined && l.start < at).sort((a, b) => a.start - b.start);
  if (at === undefined || before.length === 0 || mentionsEvdLabel(text.slice(0, first))) return 'ambiguous';
  return between(before.at(-1)!, at) ? 'ambiguous' : before.at(-1);
};

/**
 * A day planner's hour rows (decision 0787): lines starting with the hour ("7", "8" … "20"), an
 * entry written at its time right after its row's number ("17 17.40 MP 205 Planum: s = 0,219"). The
 * test's entry is the one that names the test on its line or on the next (its continuation, with
 * no entry of its own): "18 > Evd = 102,9 MN/m²". Only on a page of five rows or more, and only
 * where exactly one entry names the test.
 */
const HOUR_ROW = /^\s*([01]?[0-9]|2[0-3])(?!\S)/;
const HOUR_ROW_ENTRY = /^\s*([01]?[0-9]|2[0-3])\s+([01]?[0-9]|2[0-3])[.:]([0-5][0-9])(?![0-9])/;
const hourRowEntry = (lines: Line[]): FoundTime | null => {
  if (lines.filter((line) => HOUR_ROW.test(line.text)).length < 5) return null;
  const entries = lines.flatMap((line, index) => {
    const entry = HOUR_ROW_ENTRY.exec(line.text);
    if (!entry || Number(entry[1]) !== Number(entry[2])) return [];
    const next = lines[index + 1];
    const continued = next !== undefined && !HOUR_ROW_ENTRY.test(next.text) && namesTest(next.text);
    if (!namesTest(line.text) && !continued) return [];
    const start = line.start + entry[0].length - entry[2]!.length - entry[3]!.length - 1;
    return [{ time: `${pad(Number(entry[2]))}:${entry[3]}`, span: [start, line.start + entry[0].length] as Span }];
  });
  return entries.length === 1 ? entries[0]! : null;
};

/**
 * Hours, minutes and seconds (or their first digit) with their separators misread or lost: two
 * digits each, five or six digits in all, no unit after them.
 */
const GARBLED_CLOCK =
  /(?<![0-9.,:])([01][0-9]|2[0-3])[.:,;' ]?([0-5][0-9])[.:,;' ]?([0-5][0-9]?)(?![0-9])(?!\s?(?:[%°]|(?:mm|ms|m|MN|MPa|MNPERM2|kN|kg|cm|km|Hz|s)(?!\p{L})))/u;
const garbledClockBeside = (blanked: string, lines: Line[], dateLine: number) =>
  [lines[dateLine], lines[dateLine + 1]].some(
    (line) => line !== undefined && GARBLED_CLOCK.test(blanked.slice(line.start, line.end)),
  );

/**
 * A vehicle's logbook (decision 0812): a header naming the trips' departure and arrival columns
 * ("Datum Abfahrt Ankunft km Beginn …"), then rows that start with a date followed by those clocks,
 * each perhaps with a purpose line below it. The rows' clocks are when the van left and arrived,
 * never the test's; the test's moment is a clock in a purpose line that names the test ("Zweck:
 * LWD-Prüfung MP 51, geprüft um 12:28 Uhr – Evd 79,4"), on the date of the row above it.
 */
const TRIP_COLUMNS = /(?<!\p{L})(?:abfahrt|ankunft|departure|arrival)(?!\p{L})/iu;
const tripTable = (text: string, lines: Line[], dates: DateFound[]) => {
  const header = lines.findIndex((l) => TRIP_COLUMNS.test(l.text) && timeIn(l.text) === null);
  if (header < 0) return undefined;
  const rowDate = (l: Line) =>
    dates.find((d) => d.index >= l.start && d.index <= l.end && !/\S/.test(text.slice(l.start, d.index)));
  const rows = lines.flatMap((l, index) => {
    const date = index > header ? rowDate(l) : undefined;
    return date && timeIn(text, date.end, l.end) ? [{ index, date }] : [];
  });
  return rows.length > 0 ? rows : undefined;
};

/** A row's marker in front of it ("▶ 4 09:31 …", "> 4", "» 4", "* 4"): the current one of several. */
const MARKED_ROW = /^\s*(?:[▶►▸→»>*✓✔•]|-+>|=>)\s*\S/;

export const findDateTime = (text: string): (Found<string> & { poorlyRead?: boolean }) | undefined => {
  const dates = findDates(text);
  const date = dates[0];
  if (!date) return undefined;
  const blanked = withoutEntryStamps(withoutSpanClocks(withoutHexIds(withoutDates(text, dates))));
  const line = lineOf(blanked, date.index);
  const dateSpan: Span = [date.index, date.end];
  const lines = linesOf(blanked);
  const lineText = (l: { start: number; end: number }) => blanked.slice(l.start, l.end);
  const allTimes = lines
    .map((l, index) => ({ ...l, index, time: timeIn(blanked, l.start, l.end) }))
    .filter((l): l is typeof l & { time: FoundTime } => l.time !== null);
  // Working hours, print, export or calibration times, a status bar's clock and a clock in UTC are
  // never the test's local time (a UTC date's own clock is converted below).
  const utcLines = utcLineStarts(text);
  // On a page of messages, a clock alone (a day word at most: "Heute 08:35") or beside a delivery
  // state is when a message arrived (decision 0760).
  const messageTime = (line: string) =>
    MESSAGE_PAGE.test(text) && (STAMP_REST.test(line) || DELIVERY.test(line) || SENDER_STAMP.test(line));
  const timeLines = allTimes.filter(
    (l) =>
      !OTHER_MOMENT.test(lineText(l)) &&
      !STATUS_BAR.test(lineText(l)) &&
      !utcLines.has(l.start) &&
      !messageTime(lineText(l)),
  );
  const dateLine = lines.findIndex((l) => date.index >= l.start && date.index <= l.end);
  // A time labelled as such on its line, or below a table header naming the time ("Uhrzeit" two
  // lines above, that header itself without a clock).
  const headed = (l: { index: number }) =>
    [1, 2].some((up) => {
      const header = lines[l.index - up];
      return (
        header !== undefined && timeIn(blanked, header.start, header.end) === null && TIME_NAMED.test(lineText(header))
      );
    });
  const underHeader = timeLines.filter(headed);
  // The page's only clock is its test's when it is the only number on its line, or its line says it
  // is a time or names the test; a clock among other readings ("Blatt 119 Tiefgang 1,8 m HW 09:49", a
  // ship's log's high water below rows whose four-digit clocks are not read) may be any moment's
  // (decision 0843).
  const plainClockLine = (l: { start: number; end: number; time: FoundTime }) => {
    const rest = blanked.slice(l.start, l.time.span[0]) + ' ' + blanked.slice(l.time.span[1], l.end);
    return !/[0-9]/.test(rest) || TIME_LABEL.test(lineText(l)) || namesTest(lineText(l));
  };
  const labelled = [
    ...timeLines.filter((l) => TIME_LABEL.test(lineText(l))),
    ...(underHeader.length === 1 ? underHeader : []),
  ];
  const marked = timeLines.filter((l) => MARKED_ROW.test(lineText(l)));
  // A log whose entries each start with their clock (a site diary): the one entry naming the test.
  const entries = timeLines.every((l) => l.time.span[0] === l.start + lineText(l).search(/\S/));
  const naming = entries && timeLines.length > 1 ? timeLines.filter((l) => namesTest(lineText(l))) : [];
  const entry = naming.length === 1 ? naming[0] : undefined;
  const trips = tripTable(text, lines, dates);
  if (trips?.some((row) => row.index === dateLine)) {
    const purposes = labelled.filter((l) => !trips.some((row) => row.index === l.index));
    const purpose = purposes.length === 1 ? purposes[0]! : undefined;
    const row = purpose && trips.filter((r) => r.index < purpose.index).at(-1);
    if (!purpose || !row)
      return { value: date.iso, spans: trips.map((r): Span => [r.date.index, r.date.end]), doubtful: true };
    return {
      value: `${row.date.iso}T${purpose.time.time}`,
      spans: [[row.date.index, row.date.end], purpose.time.span],
      ...(!namesTest(lineText(purpose)) && { doubtful: true }),
    };
  }
  // The clock right after the date is its own ("2025-10-16 10:49:29" behind a log line's stamp,
  // decision 0812), else the line's first.
  const rightAfter = date.other ? null : timeIn(blanked, date.end, line.end);
  const onDateLine = date.other
    ? null
    : rightAfter && /^[\sT,]*$/.test(text.slice(date.end, rightAfter.span[0]))
      ? rightAfter
      : timeIn(blanked, line.start, line.end);
  // A clock-shaped number on the date's line that was not read as its time ("petek, 9. 5. 2025,
  // oh 13.27", the clock word misread): the date alone is not what the line says (decision 0780).
  const clocksShaped =
    onDateLine === null
      ? [...lineText(line).matchAll(CLOCK_SHAPED)].map((m) => ({
          time: `${pad(Number(m[1]))}:${m[2]}`,
          span: [line.start + m.index, line.start + m.index + m[0].length] as Span,
        }))
      : [];
  // Several measurements, each with its labelled clock ("Zeit 07:34:43" of an aborted try, "Zeit
  // 07:38:56" of its repeat; decision 0787): the moment is the clock of the measurement whose Evd
  // was filled, never silently another's, else the user picks.
  const measurementClock = onDateLine === null ? clockOfFilledEvd(text, labelled, timeLines) : undefined;
  const nextToDate = timeLines.find((l) => l.index === dateLine + 1 && !/\p{L}{2,}/u.test(lineText(l)));
  // A clock on another line that names the test as done today ("LWD MP 213 heute um 11:39
  // gemessen") beside a form's own date and clock ("Datum: 07.11.2025 Uhrzeit: 12:18" of a phone
  // note; decision 0828): the test's clock on the form's date.
  const todayClocks = onDateLine
    ? timeLines.filter(
        (l) =>
          l.index !== dateLine &&
          TEST_NAME.test(lineText(l)) &&
          /(?<!\p{L})(?:heute|today)(?!\p{L})/iu.test(lineText(l)) &&
          l.time.time !== onDateLine.time,
      )
    : [];
  const todayClock = todayClocks.length === 1 ? todayClocks[0]!.time : undefined;
  // A clock on another line that names the test and stands with its Evd (on the label's line or one
  // beside it) is the test's own: "10:03 Evd 20,0" written on a receipt below its "06.09.2024 09:06
  // Bon 4399", "nach LWD-Prüfung MP 174 um 08:59 Uhr" above the Evd in an accident's entry dated
  // "Datum / Uhrzeit Unfall …, 09:07 Uhr", a guard's "Labor prüft MP 179, 17:06 Uhr Evd 95,7" among
  // a turnstile's events (decision 0843). Not on a line with a date of its own (a log's stamps are
  // their entries' moments); two such clocks that differ leave the choice to the user.
  const evdLines = lines.flatMap((l, index) => (mentionsEvdLabel(lineText(l)) ? [index] : []));
  const testClocks = timeLines.filter(
    (l) =>
      l.index !== dateLine &&
      evdLines.some((index) => Math.abs(l.index - index) <= 1) &&
      namesTest(lineText(l)) &&
      !dates.some((d) => d.index >= l.start && d.index <= l.end),
  );
  const testClockTimes = new Set(testClocks.map((l) => l.time.time));
  const testClock =
    testClockTimes.size === 1 && (onDateLine !== null || timeLines.length > 1) ? testClocks[0]!.time : undefined;
  // No clock read at all: a diary's hour row may hold the test's entry at its time.
  const hourEntry = allTimes.length === 0 ? hourRowEntry(lines) : null;
  // The time on the date's line, else the labelled one of the measurement whose Evd was filled,
  // else labelled "Zeit"/"Uhrzeit"/"godz."/"ore", else on the line right below the date, else the
  // only time of the printout, else the one on the row marked as the current one ("▶ 4 09:31 …"),
  // else the one entry of a log that names the test, else a diary's hour row's entry.
  const time =
    todayClock ??
    testClock ??
    onDateLine ??
    (measurementClock === 'ambiguous' ? undefined : measurementClock?.time) ??
    labelled[0]?.time ??
    nextToDate?.time ??
    (timeLines.length === 1 ? timeLines[0]!.time : marked.length === 1 ? marked[0]!.time : (entry?.time ?? null)) ??
    hourEntry;
  // Rows of one day, each with its own clock ("28.08.2025 14:25:11 DK-1 004417 … rein" of a turnstile's
  // events): the first row's clock is one event of many, not surely the test's (decision 0843).
  // So are two labelled moments of one day with different clocks ("Zeitpunkt des Fundes 13.02.2024,
  // 14:23 Uhr" of a find and "Prüfung 13. Februar 2024, 13:47 Uhr" of the test beside it; decision
  // 0845): the user picks.
  const rowStart = (d: DateFound) => !/\S/.test(text.slice(lineOf(text, d.index).start, d.index));
  const clockOf = (d: DateFound) => {
    const l = lineOf(blanked, d.index);
    return timeIn(blanked, l.start, l.end)?.time;
  };
  const rowClocks = new Set(rowStart(date) ? dates.filter((d) => d.iso === date.iso && rowStart(d)).map(clockOf) : []);
  const labelledClocks = new Set(
    date.labelled
      ? dates
          .filter((d) => d.iso === date.iso && d.labelled)
          .map(clockOf)
          .filter((clock) => clock !== undefined)
      : [],
  );
  // Each way a clock is taken makes it sure only when it is the one taken (decision 0843; before, a
  // clock on the date's line was sure because another line was labelled). The only clock of a page
  // that also prints clocks of other moments, or not labelled while a status bar's or another clock
  // stands elsewhere, is not surely the test's.
  const timeSure =
    testClockTimes.size <= 1 &&
    ((time === onDateLine &&
      onDateLine !== null &&
      labelledClocks.size <= 1 &&
      (rowClocks.size <= 1 || namesTest(lineText(line)))) ||
      (labelled.some((l) => l.time === time) && measurementClock !== 'ambiguous') ||
      (time !== null &&
        [todayClock, testClock, nextToDate?.time, entry?.time, hourEntry].some((clock) => clock === time)) ||
      (timeLines.length === allTimes.length &&
        (timeLines.length === 1 ? plainClockLine(timeLines[0]!) : marked.length === 1)));
  // Test moments from two contexts are not joined unless both are the test's (decision 0764): a
  // clock taken from another line that prints a date of its own (a callout's "10.07.2025, 16:20 Uhr"
  // beside a title block's "Datum 16.07.2025") belongs to that date's moment, not to the chosen one.
  const timeLine =
    time && time !== onDateLine ? lines.find((l) => time.span[0] >= l.start && time.span[0] <= l.end) : undefined;
  const clockOfOtherDate =
    timeLine !== undefined &&
    dates.some((d) => d.iso !== date.iso && d.index >= timeLine.start && d.index <= timeLine.end);
  const clocksNotTaken = clocksShaped.filter((clock) => clock.time !== time?.time);
  const sure =
    dateIsSure(text, dates) &&
    !unknownMoment(text, dates, line, timeLines, dateLine, onDateLine) &&
    !clockOfOtherDate &&
    clocksNotTaken.length === 0;
  // An ISO date-time with an offset is converted to the site's time; one whose zone designator
  // could not be read is not filled as local time without review (decision 0768).
  const zone = onDateLine && isoDateTime(text, date, onDateLine) ? zoneAfter(text, onDateLine.span[1]) : 'local';
  if (zone !== 'local' && !date.utc) {
    const spans: Span[] = [dateSpan, onDateLine!.span];
    if (zone === 'unread') return { value: `${date.iso}T${onDateLine!.time}`, spans, doubtful: true };
    return {
      value: toSiteTime(date.iso, onDateLine!.time, zone.offsetMinutes),
      spans,
      ...(!sure && { doubtful: true }),
    };
  }
  // A date in UTC: its own clock converted to the site's time gives the day and time; without its
  // clock the site's day is not known (after 22:00 UTC it is the next one).
  if (date.utc) {
    const utcTime = onDateLine ?? timeIn(blanked, line.start, line.end);
    const spans: Span[] = utcTime ? [dateSpan, utcTime.span] : [dateSpan];
    if (!utcTime) return { value: date.iso, spans, doubtful: true };
    // "UTC+2", "GMT+01:00": the clock is that far ahead of UTC, not on UTC (decision 0768). Read on
    // the date's line; written only elsewhere (a table's header), the user checks it.
    const offset = UTC_OFFSET.exec(text.slice(line.start, line.end));
    const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) : 0;
    const unsure = !sure || (!offset && UTC_OFFSET.test(text)) || Math.abs(offsetMinutes) > 14 * 60;
    return { value: toSiteTime(date.iso, utcTime.time, offsetMinutes), spans, ...(unsure && { doubtful: true }) };
  }
  // The user sees every date's line when the date is not surely the test's.
  const dateSpans: Span[] = sure
    ? [dateSpan]
    : [
        dateSpan,
        ...dates.filter((d) => d.iso !== date.iso).map((d): Span => [d.index, d.end]),
        ...clocksNotTaken.map((clock) => clock.span),
      ];
  const otherClocks = measurementClock === 'ambiguous' ? timeLines.filter((l) => l.time.time !== time?.time) : [];
  if (time) {
    const value = `${date.iso}T${time.time}`;
    return {
      value,
      spans: [...dateSpans, time.span, ...otherClocks.map((l) => l.time.span)],
      ...((!sure || !timeSure || eventEndsBefore(text, value)) && { doubtful: true }),
    };
  }
  // Several times (a table of the day's measurements) and none says it is this test's: the user
  // picks — the date with the first time, marked doubtful, and every time's line shown.
  if (timeLines.length > 1)
    return {
      value: `${date.iso}T${timeLines[0]!.time.time}`,
      spans: [...dateSpans, ...timeLines.map((l) => l.time.span)],
      doubtful: true,
    };
  // The printout names a time ("Zeit:", "Time", "Heure") that could not be read: the date alone is
  // not what it printed, so the user checks it rather than getting the test at midnight.
  // A date counted from a diary page's head is the day of its entries, each at its own time: without
  // the test's entry's clock the date alone is not the test's moment (decision 0787).
  // A clock whose separators were misread beside the date or on the line below it ("12.05.2024
  // 07065", "Uhrzeit 10:07:09" read "Giwzen 10.0709"; decision 0791): the time was printed, not read,
  // and the page around it was read poorly.
  if (garbledClockBeside(blanked, lines, dateLine))
    return { value: date.iso, spans: dateSpans, doubtful: true, poorlyRead: true };
  // A job's start and end or a range were printed, or the date's line says "um … Uhr" with a clock
  // not read ("am 18.10.2024 um 1050 Uhr"; decision 0822): the day alone is not the moment.
  if (
    TIME_NAMED.test(blanked) ||
    allTimes.length > 0 ||
    date.counted ||
    text.search(SPAN_CLOCK) >= 0 ||
    /(?<!\p{L})(?:uhr|um\s?[0-9])(?!\p{L})/iu.test(lineText(line))
  )
    return { value: date.iso, spans: dateSpans, doubtful: true };
  return { value: date.iso, spans: dateSpans, ...(!sure && { doubtful: true }) };
};

/** An iCalendar event's end ("DTEND;TZID=Europe/Berlin:2025-10-18T12:22:22" once normalised). */
const EVENT_END = /(?<!\p{L})dtend(?!\p{L})[^\n]*?((?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2})/giu;
/**
 * Whether an iCalendar event ends before the moment read as its start (decision 0800): RFC 5545
 * has DTEND after DTSTART, so one of them was misread ("T120422" read "T122422" beside a DTEND
 * read "T122222") and the start is not filled without review.
 */
const eventEndsBefore = (text: string, start: string) =>
  [...text.matchAll(EVENT_END)].some((match) => match[1]! < start);

/**
 * Where no date could be read: the start of the first line labelled as the test's date that carries
 * digits ("Datum |0/8|./0|5|.|2|0|2|5|", a date in boxes), so the field goes to "bitte prüfen" with
 * that line rather than staying empty (decision 0756).
 */
export const unreadDateLine = (text: string): number | undefined =>
  linesOf(text).find(({ text: line }) => DATE_LABEL.test(line) && !OTHER_MOMENT.test(line) && /[0-9].*[0-9]/.test(line))
    ?.start;

export const parseDateTime = (text: string): string | undefined => findDateTime(text)?.value;
