// Reads the Evd value (MN/m²) from printout text by meaning, not by position (issue 38): a number
// is the Evd only when it stands by a recognised Evd label — "Evd", "E_vd", "Ev,d", "Evd [MN/m²]",
// "dyn. Verformungsmodul", "dynamic deformation modulus", "module dynamique" — on the label's line
// after it, on the line below it, or in the label's column of a table, and is neither a term of a
// formula ("Evd = 22,5 / s") nor a number of another quantity (mm, ms, %, s/v, Ev2). Where the
// label leads to more than one such number, all of them are returned as candidates for the user
// to pick from, and none is filled. Values outside 1–500 are still found: the plausibility check
// flags them for review instead of silently taking another number.
import { CYRILLIC_REQUIREMENT, namesEvdInCyrillic, withCyrillic } from './lookalike-letters.js';
import type { Found } from './found-value.js';
import { linesOf, NUMBERISH, toNumber, type TextLine as Line } from './ocr-normalize.js';

/** Numbers below or above can never be an Evd as printed (settlements in mm, serial numbers). */
const MIN_EVD = 0.5;
const MAX_EVD = 9999;

// "Evd", "Ev_d", "E_vd", "Ev,d", "E vd" with the usual misreadings (EVD, Eyd, Ev d, Evo), and the
// words for it; "evd" in lower case as a column or key is named (a database's "evd_mn_m2", decision
// 0803), without separators.
const LABELS = [
  /(?<![A-Za-z])E\s?[_,.]?\s?[vVyY]\s?[_,.]?\s?[dDo](?![a-zäöü0-9])/g,
  /(?<![A-Za-z])evd(?![a-zäöü0-9])/g,
  /dyn(?:amischer|\.)?\s*Verformungsmodul/gi,
  /dynamic\s+(?:deformation\s+)?modulus/gi,
  /module\s+dynamique/gi,
];
const VALUE = new RegExp(
  `(?<![0-9A-Za-z.,])(${NUMBERISH}{1,3}(?:[.,]${NUMBERISH}{1,3})?)(?![0-9A-Za-z]|[.,][0-9])`,
  'g',
);

/**
 * What may stand between a label and its value: separators, the unit, "-Wert", "(MN/m²)", the
 * quotes of a key in a data export ('"Evd": 31.6'), and specks a fax or a stain leaves that OCR
 * reads as marks ("Evd © 96,5", "Evd ~ . 75,9"; decision 0756) — never a letter or a digit, but
 * for the word saying the value was measured ("Evd gemessen 79,8 MN/m²" beside a table of required
 * values; decision 0780), or the verb of a sentence ("Evd ist: 38,1 MN/m²", "Evd beträgt 38,1";
 * decision 0812).
 */
const BETWEEN_LABEL_AND_VALUE =
  /^(?:[\s=:()[\]/|"'`.*~©®°-]|MNPERM2|MPa|-?Wert|Modul|\(?MN\/m|(?<![a-zäöü])(?:gemessen|measured|messwert|istwert|ist|is|betr[äa]gt|betrug|war|was)(?![a-zäöü]))*$/i;
/** The unit of Evd right after a number. */
const EVD_UNIT = /^\s*(?:MNPERM2|MPa\b|\(?MN\/m)/i;
/** kN/m² left as printed by the normalisation (ocr-normalize.ts converts only what is unambiguous). */
const KILO_NEWTON_UNIT = /^\s*kN\s?\/\s?m/i;
/** Units of other quantities: a settlement in mm, s/v in ms, a ratio in %, a weight. */
const OTHER_UNIT = /^\s*(?:mm|ms|%|kg|kN|Hz|s(?![a-zäöü])|m(?![a-zäöü/²2]))/i;
/**
 * An arithmetic operator: a number next to one is a term of a formula, not a result. The division
 * by the settlement with its slash read as a bar or lost ("Evd = 22,5 | s = 76,8", "22,5 s = 67,9";
 * decision 0780) too.
 */
const OPERATOR_AFTER = /^\s*(?:[/*×·+]\s*(?:[0-9OolI]|s\b|\(|v\b)|\|?\s*s\s?=)/;
/** An operator with an operand before it ("22,5 / 0,497", "s * 2"): right after the label alone ("Evd /57,9", a stain's edge) it divides nothing. */
const OPERATOR_BEFORE = /[0-9A-Za-z)]\s*[/*×·+]\s*$/;
/** A unit in brackets in a table header ("Evd [MN/m²]", "s [mm]"): not a column of its own. */
const UNIT_IN_BRACKETS = /[[(]\s*(?:MNPERM2|MPa|mm|ms|%|-)\s*[\])]/gi;

/**
 * A printed requirement, never a measured value: a comparison before the number ("≥ 45", "> 45",
 * "min. 45", "mindestens 45" and "at least 45" since decision 0812) …
 */
const COMPARISON_BEFORE =
  /(?:[≥≤><]=?|=>|<=|\bmin(?:d|imum)?\.?|\bmax(?:imum)?\.?|\bmindestens|\bh[öo]chstens|\bat\s(?:least|most))\s*$/i;
/**
 * … or a requirement word before the label on its line ("Anforderung Evd = 45 MN/m²"; the Icelandic
 * "Krafa" and the Maltese "Rekwiżit" since decision 0800, the Low German "Fordert" since decision 0816,
 * the Afrikaans "Vereiste" and the Swahili "kinachotakiwa" since decision 0819).
 */
const REQUIREMENT_WORD = withCyrillic(
  /(?<![a-zäöü])(?:anforderung(?:en)?|soll(?:wert)?|gefordert|fordert|erforderlich|grenzwert|zielwert|mindestwert|required|requirement|target|min(?:imum)?\.?|mind\.|exig[ée]e?|exigid[oa]|requise?|el[őo][íi]rt|eis|vereiste?|y[eêé]u\s?c[aầâäà]u|soglia|richiest[oa]|krafa|rekwi[zż]it|kinachotakiwa|riachtanas|t[əae]l[əae]b|wymagan[ayeo]?|po[žz]adovan[aáéeyý]?|krav|gerekli|requerid[oa]|m[íi]nim[oa]|cerut[ăa]?|necesar[ăa]?|vaatimus|zahtj?ev|pras[īi]ba)(?![a-zäöü])/i,
  // Ukrainian and Russian ("Вимога Evd ≥ 45 МН/м²", read "Bumora"; decision 0760).
  CYRILLIC_REQUIREMENT,
);
/**
 * A requirement written as the label's index: "Evd,erf", "EVD, ERF", "Evd,req", "Evd,soll",
 * "Evd,min" — the required value printed beside the measured one, never the measurement.
 */
// A bare space is no index: "Evd Soll" in a table header names two columns.
const REQUIREMENT_INDEX = /^(?:\s?[,._]\s?)?(?:erf|req|soll|min|zul|target)(?![a-zäöü])/i;
/**
 * A ratio of Evd and another quantity ("Ev2/Evd = 2,02", "Evd/Ev2"): its number is no Evd.
 * A slash before the label, or a slash and another label after it, makes it one.
 */
const RATIO_BEFORE = /[A-Za-z0-9]\s?\/\s?$/;
const RATIO_AFTER = /^\s?\/\s?E\s?v/i;
const lineEndOf = (text: string, index: number) => {
  const end = text.indexOf('\n', index);
  return end === -1 ? text.length : end;
};

/** A requirement's verdict: "erfüllt", "eingehalten", "bestanden", "met", "passed" (its umlaut lost too). */
const VERDICT = /(?<!\p{L})(?:erf[üu]l+t|eingehalten|bestanden|met|passed)(?!\p{L})/giu;
/**
 * A form's requirement line offers both verdicts to tick ("Evd ≥ 45 MN/m²  [X] erfüllt  [ ] nicht
 * erfüllt", the "≥" often read "="): its number is the requirement, never the measured Evd, whatever
 * the comparison became (decision 0754). One verdict alone ("Evd 48,2 MN/m² erfüllt") may follow
 * the measured value and does not count.
 */
const offersBothVerdicts = (line: string) => {
  const verdicts = [...line.matchAll(VERDICT)];
  const negated = verdicts.filter((v) => /(?:nicht|not)\s?$/i.test(line.slice(0, v.index)));
  return negated.length > 0 && negated.length < verdicts.length;
};
const isRequirement = (text: string, lineStart: number, n: { start: number }) =>
  COMPARISON_BEFORE.test(text.slice(lineStart, n.start)) ||
  offersBothVerdicts(text.slice(lineStart, lineEndOf(text, lineStart)));
/** A caption above a column ("Grenzwert" / "Evd ≥ 45 MN/m²"): a requirement word starting the line above. */
const REQUIREMENT_CAPTION = new RegExp(`^\\W{0,3}(?:${REQUIREMENT_WORD.source})`, 'i');

/** Labels of quantities in MN/m² that are not Evd: a static test's moduli and stresses. */
const OTHER_MODULUS =
  /(?<![A-Za-z])(?:E\s?v\s?[12]|E\s?v\s?2\s?\/\s?E\s?v\s?1|σ\S*|sigma|Spannung|Last(?:stufe)?|Druck|stress|load)(?![a-zäöü])/i;

/**
 * Words that name the Evd or its result in front of its label on the value's line ("Dynamischer
 * Verformungsmodul Evd", "Dynamický modul deformace Evd", "Ergebnis: Evd", "Measured Evd"), in the
 * languages the reader knows. Any other word there ("Grænse: Evd ≥ 45", a requirement word not known)
 * makes the line another quantity's: its number is not filled without review. A mean ("Mittelwert
 * Evd (5 Versuche)") is no name of the test's Evd: it averages several tests. A GNSS controller
 * stores the test as a point attribute ("Attribut EVD 45.4 MN/m2", decision 0768): the attribute
 * names the Evd's value too. A letter's sentence names it with its article and "von" ("ein
 * dynamischer Verformungsmodul von Evd = 52,8 MN/m²", decision 0780). The Welsh "Modwlws dynamig"
 * and the Icelandic "Aflögunarstuðull" since decision 0800; a sentence's verb before it ("Der
 * dynamische Verformungsmodul beträgt Evd = 42,4 MN/m²") since decision 0806; the Faroese
 * "formbroytingarmodul" and the Frisian "ferfoarmingsmodulus" since decision 0809; any "Verform…" (the
 * Low German "Verformmodul") since decision 0816; the Swahili "ubadilikaji" since decision 0819.
 */
const EVD_NAME_WORD =
  /^(?:dyn\p{L}*|din[aáâ]m\p{L}*|modul\p{L}*|m[óo]dul\p{L}*|moduł|modwl\p{L}*|dinimic\p{L}*|betr[äa]gt|betrug|lautet|ergab|ergibt|formbroyting\p{L}*|ferfoarming\p{L}*|afl[öo]gunarstu[ðd]ul\p{L}*|ubadilikaji|verform\p{L}*|vervormings\p{L}*|deform\p{L}*|odkszta\p{L}*|d[ée]formation|ergebnis(?:se)?|resultat\p{L}*|r[ée]sultat|result\p{L}*|risultat\p{L}*|wynik|v[ýy]sledek|(?:muodonmuutos)?moduul\p{L}*|tulos|mitattu|mess(?:wert|ung|ergebnis)?|gemessen\p{L}*|measured|mesur[ée]e?|misurat[oa]|gemeten|zmierzon\p{L}*|nam[ěe][řr]en\p{L}*|wert|value|valeur|valore|warto[śs][ćc]|hodnota|attribut+e?|attr|des|der|du|de|di|of|the|il|le|la|od|ein|eine[nm]?|von|lfg|lwd|ldd|plate|platte|[dđ]un|bi[eếéê]n|d[aạä]ng|[dđ][oộôö]ng)$/iu;
/**
 * The same words spelled out, for words OCR misread by one letter ("modut", "mouule",
 * "Veriormungsmodul") or cut short ("modu}"): such a word still names the Evd.
 */
const EVD_NAME_STEMS = [
  'dynamisch',
  'dynamic',
  'dynamique',
  'dynamiczny',
  'dynamický',
  'dynamisk',
  'dinamico',
  'dinámico',
  'dinamikus',
  'modul',
  'module',
  'modulus',
  'modulo',
  'verformungsmodul',
  // Estonian "dünaamiline" ("ü" read "ii" or "u"; decision 0774).
  'dunaamiline',
  'vervormingsmodulus',
  'deformace',
  'deformation',
  'deformasyon',
  'deformazione',
  'odkształcenia',
  'ergebnis',
  'result',
  'resultat',
  'risultato',
  'wynik',
  'výsledek',
  'messwert',
  'gemessen',
  'measured',
  'hodnota',
  'wert',
  'value',
  'valeur',
  // Somali (decision 0831): "Moduluska gallafsanaanta Evd".
  'moduluska',
  'gallafsanaanta',
];

/** Whether a and b differ by at most one inserted, deleted or replaced letter. */
const oneEditApart = (a: string, b: string) => {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return [a.slice(i + 1) === b.slice(i + 1), a.slice(i + 1) === b.slice(i), a.slice(i) === b.slice(i + 1)].some(
    Boolean,
  );
};

/** A word naming the Evd: known, or a known word (or its start, four letters or more) misread by one letter. */
const namesEvd = (word: string) => {
  // The symbol itself before its name ("Evd (dyn. Verformungsmodul) = 60,2", decision 0756).
  if (EVD_NAME_WORD.test(word) || /^E[vVyY][dDo]$/.test(word) || namesEvdInCyrillic(word)) return true;
  // Compared without accents ("modülü" as "modulu"), and "ü" is often read as "ii" ("modiilii"):
  // such a word is compared with a plain "u" for it (decision 0756).
  const lower = word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ii/g, 'u');
  return (
    lower.length >= 4 &&
    EVD_NAME_STEMS.some((stem) => oneEditApart(lower, stem) || oneEditApart(lower, stem.slice(0, lower.length)))
  );
};

/**
 * Whether the words in front of a label (after the line's last number: "s 0,497 mm Evd 45,3" has
 * a value of its own before) all name the Evd or its result, the words of three letters or more. A
 * word split by one blank, as a typewriter's spacing is read ("Ver formungsmodul Evd"; decision
 * 0800), names it when the two parts joined do.
 */
const labelledAsEvd = (before: string) => {
  // A clock's "Uhr" right after the last number is its unit, no label ("um 08:00 Uhr: Evd 87,0");
  // a free-text field's name is no quantity's ("Kommentar Evd 54,9", a waypoint's; decision 0825).
  const words = [
    ...before
      .slice(before.search(/[0-9][^0-9]*$/) + 1)
      .replace(/^\s*uhr(?!\p{L})/iu, '')
      .replace(/^\s*(?:kommentar|bemerkung|anmerkung|notiz|comment|note|remark)s?\s?:?/iu, '')
      .matchAll(/\p{L}+/gu),
  ];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]];
    if (word[0].length < 3 || namesEvd(word[0])) continue;
    const joined = next && next.index === word.index + word[0].length + 1 && namesEvd(word[0] + next[0]);
    if (!joined) return false;
    i++;
  }
  return true;
};

/** A word of a quantity's name: two letters or more, or letters around a slash ("s/v"). */
const OWN_LABEL = /[A-Za-zäöüÄÖÜ]{2,}|[A-Za-z]\/[A-Za-z]/;

type NumberAt = { value: number; start: number; end: number };
/**
 * `column`: read from a table row whose numbers matched the header one to one; `foreign`: on a line
 * whose label before "Evd" is a word not known as the Evd's name; `kiloNewton`: printed in kN/m² in
 * a way not surely converted to MN/m² ("48.200 kN/m²": thousands or decimals?).
 */
type Candidate = {
  value: number;
  score: number;
  start: number;
  end: number;
  column?: boolean;
  split?: boolean;
  foreign?: boolean;
  kiloNewton?: boolean;
  /** The actual value of a target/actual row whose printed difference does not confirm it. */
  unconfirmed?: boolean;
};

const numbersIn = (segment: string, offset: number): NumberAt[] => {
  const found: NumberAt[] = [];
  for (const match of segment.matchAll(VALUE)) {
    const token = match[1]!;
    // A value starts with a digit; "s1" or a lone "S" is a label, not a misread number.
    if (!/^\d/.test(token)) continue;
    const value = toNumber(token);
    if (value !== null) found.push({ value, start: offset + match.index, end: offset + match.index + token.length });
  }
  return found;
};

/**
 * Below this a light drop-weight device does not measure (its range starts at about 15 MN/m²): a
 * value under it is likelier a number that lost its first digit ("5,0" for 95,0) than a result,
 * and is not filled without review.
 */
const BELOW_RANGE = 10;

const plausibleSize = (value: number) => value >= MIN_EVD && value <= MAX_EVD;

/** The label's value on its own line after it, `none` when there is none, `formula` when the line is a calculation. */
const onLabelLine = (text: string, labelEnd: number, line: Line): Candidate | 'none' | 'formula' => {
  const rest = text.slice(labelEnd, line.end);
  const numbers = numbersIn(rest, labelEnd).filter((n) => !isRequirement(text, line.start, n));
  if (numbers.length === 0) return 'none';
  const isTerm = (n: NumberAt) =>
    OPERATOR_AFTER.test(text.slice(n.end, line.end)) || OPERATOR_BEFORE.test(text.slice(labelEnd, n.start));
  const formula = numbers.some(isTerm);
  if (formula) {
    // "Ev,d = 22,5 / s = 22,5 / 0,497 = 45,3 MN/m²": only the result after the last "=" counts, and
    // only with the unit printed after it.
    const lastEquals = rest.lastIndexOf('=');
    const result = numbers.find((n) => n.start > labelEnd + lastEquals && !isTerm(n));
    if (!result || lastEquals < 0 || !EVD_UNIT.test(text.slice(result.end, line.end))) return 'formula';
    return { value: result.value, score: 3, start: result.start, end: result.end };
  }
  const first = numbers[0]!;
  const before = text.slice(labelEnd, first.start);
  const after = text.slice(first.end, line.end);
  // Only separators, the unit or "-Wert" may stand between label and value: in "Evd=228MNm Y 2"
  // (comma lost) the "2" at the end of the line is noise, not the Evd. Across a dot leader
  // ("Evd (MN/m²) ……… 44,6", the dots often read as letters) the value ends the line: the only
  // number after the label, nothing but its unit after it.
  const leader = before.indexOf('…');
  const acrossLeader =
    leader >= 0 &&
    BETWEEN_LABEL_AND_VALUE.test(before.slice(0, leader)) &&
    numbers.length === 1 &&
    /^\s*(?:MNPERM2|MPa)?\s*$/i.test(after);
  // The Evd's name in brackets after its label ("Evd (dynamisk modul) 60,1") is part of the label.
  const named = before.replace(/\(([^()0-9]*)\)/g, (bracket, inner: string) => (labelledAsEvd(inner) ? ' ' : bracket));
  if (!acrossLeader && !BETWEEN_LABEL_AND_VALUE.test(named)) return 'none';
  // The Evd in kN/m² not surely converted: offered as read, never filled (decision 0750).
  if (KILO_NEWTON_UNIT.test(after) && plausibleSize(first.value))
    return { value: first.value, score: 1, start: first.start, end: first.end, kiloNewton: true };
  if (OTHER_UNIT.test(after) || !plausibleSize(first.value)) return 'none';
  let score = 1;
  if (/[=:]/.test(before) || acrossLeader) score += 1;
  if (EVD_UNIT.test(after) || /MNPERM2|MPa/i.test(before)) score += 2;
  // Digits between the value and its unit ("Evd 7" 1 2 MN/m" for 21.3 on a segment display): the
  // number was read in pieces, the first piece is no value to fill.
  const unit = after.search(/MNPERM2|MPa|MN\/m/i);
  const split = unit > 0 && /[0-9]/.test(after.slice(0, unit));
  return { value: first.value, score, start: first.start, end: first.end, split };
};

/** Column headers of a table line: the words left when units in brackets are removed. */
const headerWords = (line: string) =>
  line
    .replace(UNIT_IN_BRACKETS, ' ')
    .replace(/(?<![A-Za-z])(?:MNPERM2|MPa)(?![A-Za-z])/gi, ' ')
    .replace(/[|]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word));

/** A row's marker ("▶", ">", "»", "*"): a first entry without letters or digits. */
const MARKER = /^[^\p{L}\p{N}]+$/u;
/** An entry of a table row that is a number: a real digit, otherwise only digit look-alikes and punctuation. */
const NUMBER_ENTRY = new RegExp(`^(?=.*[0-9])(?:${NUMBERISH}|[().,:;/-])+$`);

type Row = { value: NumberAt; marked: boolean };

/**
 * The number in the label's column of a table row: the row's n-th number when it has as many
 * numbers as the header has columns, else its n-th entry — when every entry before it is a number
 * (words in a row stand together for one column: "n. i. O."), the row has as many entries as the
 * header has columns, and a marker in front of the row ("▶ 4 09:31 …", the current test) is no
 * column. A word between would shift the columns ("Mittel 0,597 45,3"): no value.
 */
const rowValue = (text: string, row: Line, column: number, columns: number): Row | undefined => {
  const all = numbersIn(row.text, row.start);
  const entries = [...row.text.matchAll(/\S+/g)].map((e) => ({ text: e[0], start: row.start + e.index }));
  // The row number misread as letters ("i)" for 1): the whole row is numbers or look-alikes.
  const misreadNumber = new RegExp(`^(?:${NUMBERISH}|[().,:;-])+$`);
  const numberAt = (entry: { text: string; start: number } | undefined) =>
    entry && all.find((n) => n.start === entry.start && n.end === entry.start + entry.text.length);
  // A time ("09:10") reads as two numbers: such a row is matched by its entries only.
  if (all.length === columns && !/\d\s?:\s?\d/.test(row.text)) return { value: all[column]!, marked: false };
  if (entries.length === columns && entries.every((e) => misreadNumber.test(e.text))) {
    const value = numberAt(entries[column]);
    return value && { value, marked: false };
  }
  // Runs of words are one entry.
  const merged: { text: string; start: number; word: boolean }[] = [];
  for (const entry of entries) {
    const word = !NUMBER_ENTRY.test(entry.text);
    const last = merged.at(-1);
    if (word && last?.word) last.text += ` ${entry.text}`;
    else merged.push({ ...entry, word });
  }
  const marked = merged[0]!.word && MARKER.test(merged[0]!.text);
  const cells = marked ? merged.slice(1) : merged;
  // One cell more than the header has columns is tolerated after the label's column (a rating
  // "i. O." read as "i. 0." splits in two); one fewer never (a lost cell shifts the columns).
  const tail = columns - 1 - column;
  if (cells.length < columns || cells.length > columns + (tail > 0 ? 1 : 0)) return undefined;
  // Words before the label's column shift it — except a name in the first column ("P 20 Str. A")
  // of a row with exactly as many cells as the header has columns.
  const named = cells.length === columns && column > 0 && cells[0]!.word;
  if (cells.slice(named ? 1 : 0, column + 1).some((cell) => cell.word)) return undefined;
  const value = numberAt(cells[column]);
  return value && { value, marked };
};

/** A table's line of units in brackets only ("[mm] [ms] [MN/m²]", "MN/m²" read as "MN/m?"). */
const unitsLine = (row: Line | undefined) =>
  row !== undefined &&
  /\S/.test(row.text) &&
  !row.text
    .replace(UNIT_IN_BRACKETS, ' ')
    .replace(/[[({]\s*(?:MN\s?\/\s?m\S{0,2}|mm|ms|%|-)\s*[\])}]/gi, ' ')
    .trim();

/**
 * The value below the label: the only number of the next line, or in a table the number in the
 * label's column (the header's n-th word, the row's n-th number). A table with several rows of
 * measurements gives the value only from the one row marked as the current one; otherwise every
 * row's value is a candidate. When the row's numbers cannot be matched to the header, all
 * plausible ones are candidates.
 */
const belowLabel = (
  text: string,
  label: { start: number; end: number },
  line: Line,
  linesBelow: Line[],
): { found: Candidate } | { candidates: NumberAt[] } | null => {
  // A line of units under a table's header ("[mm] [ms] [MN/m²]") belongs to the header: the
  // values stand in the line below it.
  const following = unitsLine(linesBelow[0]) ? linesBelow.slice(1) : linesBelow;
  const next = following[0];
  if (!next || !next.text.trim()) return null;
  const requirement = (n: NumberAt) => isRequirement(text, next.start, n);
  const numbers = numbersIn(next.text, next.start).filter(
    (n) => !OTHER_UNIT.test(text.slice(n.end, next.end)) && !requirement(n),
  );
  if (numbers.length === 0) return null;
  const words = headerWords(text.slice(line.start, line.end));
  const labelWords = headerWords(text.slice(label.start, label.end)).length;
  if (words.length <= labelWords) {
    // The label alone on its line: the value starts the next line ("E_vd:" / "45,3 MN/m²").
    const first = numbers[0]!;
    if (first.start - next.start - (next.text.length - next.text.trimStart().length) > 2) return null;
    return plausibleSize(first.value) ? { found: { ...first, score: 1 } } : null;
  }
  // One number with Evd's unit right after it ("Ergebnis Evd" / "111,0 MN/m²"; a form grid's row
  // "1,76 ms  75,3 MN/m²  ≥ 45 MN/m²" under "s/v  Dyn. Modul Evd  Anforderung"): the unit says what
  // it is — when every other number of the line carries a unit of its own or is a requirement.
  const all = numbersIn(next.text, next.start);
  const withUnit = numbers.filter(
    (n) => EVD_UNIT.test(text.slice(n.end, next.end)) && !OTHER_MODULUS.test(text.slice(next.start, n.start)),
  );
  const othersNamed = all.every(
    (n) => withUnit.some((w) => w.start === n.start) || requirement(n) || OTHER_UNIT.test(text.slice(n.end, next.end)),
  );
  if (withUnit.length === 1 && othersNamed && plausibleSize(withUnit[0]!.value))
    return { found: { ...withUnit[0]!, score: 2 } };
  const column = headerWords(text.slice(line.start, label.start)).length;
  const columns = words.length - (labelWords - 1);
  // The table's rows: the lines below the header with three numbers or more, up to the first that
  // has fewer — whether or not each could be matched to the header.
  const rowLines: Line[] = [];
  for (const row of following) {
    if (!row.text.trim()) continue;
    if (numbersIn(row.text, row.start).length < 3) break;
    rowLines.push(row);
  }
  const rows = rowLines.map((row) => rowValue(text, row, column, columns));
  const usable = (n: NumberAt) => !OTHER_UNIT.test(text.slice(n.end, lineEndOf(text, n.end))) && plausibleSize(n.value);
  const marked = rows.filter((row) => row?.marked);
  // One row, or several with exactly one marked as the current test and matched to the header.
  const chosen = rowLines.length === 1 ? rows[0] : rowLines.length > 1 && marked.length === 1 ? marked[0] : undefined;
  if (chosen) return usable(chosen.value) ? { found: { ...chosen.value, score: 2, column: true } } : null;
  // Several measurements and none marked as the current one: each matched row's value is a candidate.
  if (rowLines.length > 1) return { candidates: rows.flatMap((row) => (row ? [row.value] : [])).filter(usable) };
  // A line that names a quantity of its own before its number ("s/v [ms] 1,84") is that
  // quantity's line, not a row of the label's table.
  const firstNumber = numbers[0]!.start - next.start;
  if (OWN_LABEL.test(next.text.slice(0, firstNumber).replace(UNIT_IN_BRACKETS, ' '))) return null;
  return { candidates: numbers.filter((n) => plausibleSize(n.value)) };
};

/**
 * A table header with a target and an actual column ("Kennwert  Soll  Ist  Differenz  Bewertung",
 * "Parameter Target Actual"): in a row below it the target is the requirement and the actual the
 * measured value (decision 0774).
 */
const TARGET_WORD = /^(?:soll(?:wert)?|target|required|vorgabe)$/i;
const ACTUAL_WORD = /^(?:ist(?:wert)?|actual|measured)$/i;
/**
 * The Evd of a row under a target/actual header (decision 0774), `none` when the row has no
 * measured Evd there, undefined when the label's line is no such row. The header's order gives the
 * target's and the actual's number (the label's column has none); the target never fills Evd,
 * whatever its comparison became ("≥ 45,0" read "> 45,0" or "2450"). The actual is filled only
 * when the row confirms it: the difference printed after it equals actual minus target, or, where
 * no difference is printed, the target carries its comparison. Otherwise it is offered for review.
 */
const targetActualRow = (
  text: string,
  lines: Line[],
  index: number,
  labelEnd: number,
): Candidate | 'none' | undefined => {
  const header = lines
    .slice(Math.max(0, index - 4), index)
    .reverse()
    .find((line) => !/[0-9]/.test(line.text) && line.text.split(/\s+/).some((word) => TARGET_WORD.test(word)));
  if (!header) return undefined;
  const words = header.text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const target = words.findIndex((word) => TARGET_WORD.test(word));
  const actual = words.findIndex((word) => ACTUAL_WORD.test(word));
  if (actual < 0) return undefined;
  const line = lines[index]!;
  // The row's entries after the label, a comparison joined to the number after it ("> 45,0").
  const entries: { text: string; start: number }[] = [];
  for (const token of text.slice(labelEnd, line.end).matchAll(/\S+/g)) {
    const last = entries.at(-1);
    if (last && /^[≥≤<>=]+$/.test(last.text)) last.text += ` ${token[0]}`;
    else entries.push({ text: token[0], start: labelEnd + token.index });
  }
  // Before the first entry with a digit only the label's unit: "Evd [%]" (a ratio) is another
  // quantity's row.
  const first = entries.findIndex((entry) => /[0-9]/.test(entry.text.replace(/MNPERM2/gi, '')));
  if (
    first < 0 ||
    !BETWEEN_LABEL_AND_VALUE.test(
      entries
        .slice(0, first)
        .map((entry) => entry.text)
        .join(' '),
    )
  )
    return 'none';
  const cells = entries.slice(first);
  const [targetAt, actualAt] = target < actual ? [0, 1] : [1, 0];
  const numberOf = (cell: { text: string; start: number } | undefined) => {
    const found = cell ? numbersIn(cell.text, cell.start) : [];
    return found.length === 1 ? found[0] : undefined;
  };
  const measured = numberOf(cells[actualAt]);
  if (!measured || /^[≥≤<>=]/.test(cells[actualAt]!.text)) return 'none';
  const required = numberOf(cells[targetAt]);
  const difference = numberOf(cells[2]);
  const sign = /^[+±]/.test(cells[2]?.text ?? '') ? 1 : /^[-−]/.test(cells[2]?.text ?? '') ? -1 : 0;
  const confirmed =
    required !== undefined &&
    (difference !== undefined && sign !== 0
      ? Math.abs(measured.value - required.value - sign * difference.value) < 0.051
      : difference === undefined && /^[≥≤<>=]/.test(cells[targetAt]!.text));
  // A table's column: the target's digits right before the actual are no split number.
  return {
    value: measured.value,
    score: 3,
    start: measured.start,
    end: measured.end,
    column: true,
    unconfirmed: !confirmed,
  };
};

/**
 * The label occurrences; overlapping names count once. `until`: where the next label on the same
 * line starts — a label's value stands before it ("… von Evd = 52,8 MN/m². Gefordert ist Evd ≥ 45",
 * the measured and the required Evd in one sentence; decision 0780). The last label of a line has
 * none: the line's rest, the line below and a table's column are its own.
 */
const labelsOf = (text: string) => {
  const found: { start: number; end: number; until?: number }[] = [];
  for (const pattern of LABELS)
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      // A requirement's index or a ratio: the label names something else, not the measured Evd.
      const after = text.slice(end, lineEndOf(text, end));
      if (REQUIREMENT_INDEX.test(after) || RATIO_AFTER.test(after)) continue;
      if (RATIO_BEFORE.test(text.slice(Math.max(0, start - 4), start))) continue;
      found.push({ start, end });
    }
  found.sort((a, b) => a.start - b.start);
  const labels = found.filter((label, i) => i === 0 || label.start >= found[i - 1]!.end);
  return labels.map((label, i) => {
    const later = labels[i + 1];
    return later && !text.slice(label.end, later.start).includes('\n') ? { ...label, until: later.start } : label;
  });
};

/**
 * A line that starts a column under a requirement's caption: the line above starts with a
 * requirement word ("Grenzwert", "Anforderung", "Soll") and carries no value in Evd's unit itself,
 * so the value below it is the requirement ("Grenzwert" / "Evd ≥ 45 MN/m²", "≥" often read "=").
 */
const underRequirementCaption = (text: string, lines: Line[], index: number) => {
  const above = lines[index - 1];
  return above !== undefined && REQUIREMENT_CAPTION.test(above.text) && !/MNPERM2|MPa|MN\/m/i.test(above.text);
};

/**
 * A label that starts its line ("sind" at most before it) right after a line that states a value in
 * Evd's unit and ends with a requirement word, a sentence wrapped there ("… Evd = 106,7 MN/m² -
 * gefordert" / "sind Evd = 45 MN/m²", a post's running text; decision 0803): the requirement's. A
 * table's header ending with "Target" has no value and is not such a line.
 */
const COPULA = '(?:sind|ist|is|are)';
const REQUIREMENT_ENDS_LINE = new RegExp(`(?:${REQUIREMENT_WORD.source})(?:\\s${COPULA})?[\\s|:-]*$`, 'i');
const STARTS_LINE = new RegExp(`^[\\s|:-]*(?:${COPULA}\\s)?[\\s|:-]*$`, 'i');
const continuesRequirement = (text: string, lines: Line[], index: number, labelStart: number) => {
  const above = lines[index - 1];
  return (
    above !== undefined &&
    REQUIREMENT_ENDS_LINE.test(above.text) &&
    /[0-9]\s?(?:MNPERM2|MPa)/.test(above.text) &&
    STARTS_LINE.test(text.slice(lines[index]!.start, labelStart))
  );
};

/**
 * Numbers printed as a requirement anywhere on the page: after a comparison ("≥ 45", ">= 45",
 * "min. 45"), after a requirement's index ("Evd,soll 45.0") or a requirement word on its line.
 */
const requiredValues = (text: string, lines: Line[]): number[] =>
  lines.flatMap((line) =>
    numbersIn(line.text, line.start)
      .filter(
        (n) =>
          isRequirement(text, line.start, n) ||
          REQUIREMENT_WORD.test(text.slice(line.start, n.start)) ||
          /(?:erf|req|soll|zul)\W{0,3}$/i.test(text.slice(line.start, n.start)),
      )
      .map((n) => n.value),
  );

/**
 * A whole number of three digits or more on a page that prints its other values with decimals
 * ("223" beside "0,967 mm", "1,009 mm"): the decimal separator was likely lost ("22,3"), so the
 * value is not filled without review.
 */
const separatorLost = (text: string, value: NumberAt) => {
  const token = text.slice(value.start, value.end);
  return /^\d{3,}$/.test(token) && (text.match(/\d[.,]\d/g) ?? []).length >= 2;
};

/** Decimals of a number as printed ("67,71" → 2). */
const decimalsOf = (text: string, n: NumberAt) => /[.,]([^.,]+)$/.exec(text.slice(n.start, n.end))?.[1]?.length ?? 0;

/**
 * Whether the page prints another number with Evd's unit (a requirement, another test's Evd) with
 * as many decimals as the value: then that many decimals are the page's own notation.
 */
const finerValuesPrinted = (text: string, lines: Line[], value: NumberAt) =>
  lines.some((line) =>
    numbersIn(line.text, line.start).some(
      (n) =>
        n.start !== value.start &&
        EVD_UNIT.test(text.slice(n.end, line.end)) &&
        decimalsOf(text, n) >= decimalsOf(text, value),
    ),
  );

/**
 * A value ending its line while the next line starts with digits or marks and then Evd's unit
 * ("= 60" / ",2 MN/m2", "= 6" / "0,2 MN/m²"): a printer that wraps at a fixed width cut the number,
 * and what was read on the label's line is only its first part (decision 0756). Not joined either:
 * the piece alone at a line's start is read without context ("28" / ",0" read ",9").
 */
const continuesBelow = (text: string, value: NumberAt) => {
  const lineEnd = lineEndOf(text, value.end);
  if (text.slice(value.end, lineEnd).trim() !== '') return false;
  const next = text.slice(lineEnd + 1, lineEndOf(text, lineEnd + 1));
  return /^\s*[^\p{L}\s]{0,3}\s?[0-9]*\s*(?:MNPERM2|MPa)/u.test(next) && !/^\s*(?:MNPERM2|MPa)/.test(next);
};

/**
 * Whether the characters after the value's tenths are a footnote's mark ("67,7¹" read "67,7!" or
 * "67,71"): one digit (or its look-alike, once or twice), and the page prints that footnote below
 * the value — a line starting with the same number and words ("1 Mittel aus drei Messstößen …",
 * decision 0756).
 */
const footnoteMark = (text: string, lines: Line[], value: NumberAt) => {
  const extra = /[.,]\d(.+)$/.exec(text.slice(value.start, value.end))?.[1];
  const digits = extra === undefined ? null : [...extra].map((ch) => toNumber(ch));
  const mark = digits?.[0];
  if (mark === undefined || mark === null || digits!.length > 2 || digits!.some((d) => d !== mark)) return false;
  const footnote = new RegExp(`^\\W{0,2}${mark}\\s?\\p{L}{2,}`, 'u');
  return lines.some((line) => line.start > value.end && footnote.test(line.text));
};

/**
 * Numbers with Evd's unit that neither follow another quantity's label on their line (Ev1, Ev2,
 * σ, Last) nor a requirement.
 */
const unlabelledWithUnit = (text: string, lines: Line[]): NumberAt[] =>
  lines.flatMap((line) =>
    numbersIn(line.text, line.start).filter(
      (n) =>
        EVD_UNIT.test(text.slice(n.end, line.end)) &&
        plausibleSize(n.value) &&
        !isRequirement(text, line.start, n) &&
        !REQUIREMENT_WORD.test(text.slice(line.start, n.start)) &&
        !underRequirementCaption(text, lines, lines.indexOf(line)) &&
        !OTHER_MODULUS.test(text.slice(line.start, n.start)),
    ),
  );

/** A comment line of a file, perhaps after the editor's line number: "# …", "7 # …", "// …". */
const COMMENT_LINE = /^\s*(?:[0-9]{1,4}\s+)?(?:#|\/\/)/;

export const findEvd = (text: string): (Found<number> & { candidates?: number[] }) | undefined => {
  const lines = linesOf(text);
  const lineIndexOf = (index: number) => lines.findIndex((line) => index >= line.start && index <= line.end);
  const candidates: Candidate[] = [];
  const loose: NumberAt[] = [];
  for (const label of labelsOf(text)) {
    const index = lineIndexOf(label.start);
    const line = lines[index]!;
    // "Anforderung Evd ≥ 45 MN/m²", or "Evd = 45" under a caption "Grenzwert": a requirement.
    if (
      REQUIREMENT_WORD.test(text.slice(line.start, label.start)) ||
      underRequirementCaption(text, lines, index) ||
      continuesRequirement(text, lines, index, label.start)
    )
      continue;
    // A label followed by another on its line ("dynamischer Verformungsmodul Evd", "… Evd = 52,8
    // MN/m². Gefordert ist Evd ≥ 45"): only a value before the next label, with Evd's unit after it,
    // is its own ("Mittelwert Evd (5 Versuche): 50,8 MN/m² · Soll Evd ≥ 45": not the 5).
    if (label.until !== undefined) {
      const segment = { start: line.start, end: label.until, text: text.slice(line.start, label.until) };
      const own = onLabelLine(text, label.end, segment);
      if (own !== 'none' && own !== 'formula' && EVD_UNIT.test(text.slice(own.end, label.until)))
        candidates.push(labelledAsEvd(text.slice(line.start, label.start)) ? own : { ...own, foreign: true });
      continue;
    }
    const row = targetActualRow(text, lines, index, label.end);
    if (row === 'none') continue;
    if (row) {
      candidates.push(labelledAsEvd(text.slice(line.start, label.start)) ? row : { ...row, foreign: true });
      continue;
    }
    const same = onLabelLine(text, label.end, line);
    if (same === 'formula') continue;
    if (same !== 'none') {
      candidates.push(labelledAsEvd(text.slice(line.start, label.start)) ? same : { ...same, foreign: true });
      continue;
    }
    // A label line with a number that is not its value ("Evd-Messung 12") has no value below either,
    // nor a comment of a file in an editor ("7 # Evd in MN/m2, Setzungen in mm"; decision 0812).
    if (numbersIn(text.slice(label.end, line.end), label.end).length > 0 || COMMENT_LINE.test(line.text)) continue;
    const below = belowLabel(text, label, line, lines.slice(index + 1));
    if (below && 'found' in below) candidates.push(below.found);
    else if (below) loose.push(...below.candidates);
  }
  // No Evd label read at all (too small, blurred, or a word not known): a number with Evd's unit
  // is offered to pick — never filled, as only a recognised label makes a number the Evd.
  if (candidates.length === 0 && loose.length === 0) loose.push(...unlabelledWithUnit(text, lines));
  // A line whose label is not known as the Evd's ("Grænse: Evd ≥ 45", its "≥" misread) counts only
  // when no line named as the Evd leads to a value, and then never without review.
  if (candidates.some((c) => !c.foreign))
    candidates.splice(0, candidates.length, ...candidates.filter((c) => !c.foreign));
  candidates.sort((a, b) => b.score - a.score || a.start - b.start);
  const best = candidates[0];
  const distinct = [...new Set([...candidates.map((c) => c.value), ...loose.map((n) => n.value)])];
  if (!best) {
    if (loose.length === 0) return undefined;
    return { value: loose[0]!.value, spans: loose.map((n) => [n.start, n.end]), doubtful: true, candidates: distinct };
  }
  // Two labels that lead to different numbers: the printout says two things, the user decides.
  if (distinct.length > 1) {
    return {
      value: best.value,
      spans: [[best.start, best.end]],
      doubtful: true,
      candidates: distinct,
    };
  }
  // "82, 2" for 82,2 (decision 0780): a comma or point with a blank beside it and a lone digit after
  // it is the value's own decimal split off by the OCR, never a value of 82. Offered as both readings.
  const splitDecimal = SPLIT_DECIMAL.exec(text.slice(best.end, lineEndOf(text, best.end)));
  if (splitDecimal) {
    const token = text.slice(best.start, best.end);
    const joined = /^\d+$/.test(token) ? Number(`${token}.${splitDecimal[1]}`) : undefined;
    return {
      value: joined ?? best.value,
      spans: [[best.start, best.end + splitDecimal[0].length]],
      doubtful: true,
      candidates: joined === undefined ? [best.value] : [joined, best.value],
    };
  }
  // "67,7¹" read as 67.71: a device measures Evd to 0.1 MN/m², so a digit beyond that (not a trailing
  // zero: "45,30" is 45.3) is a footnote mark or a misread digit joined to the value, unless the
  // page prints another Evd-like number (a requirement, another test's value) with as many
  // decimals. The value without the extra digits is offered first, the number as read beside it —
  // unless the extra digit is the mark of a footnote printed below (then the tenths are the value).
  const tenths = Math.trunc(best.value * 10 + 1e-6) / 10;
  const footnote = footnoteMark(text, lines, best);
  if (Math.abs(tenths - best.value) > 1e-9 && !footnote && !finerValuesPrinted(text, lines, best)) {
    return {
      value: tenths,
      spans: [[best.start, best.end]],
      doubtful: true,
      candidates: [tenths, best.value],
    };
  }
  // "Evd = 2 2,8": a digit right after the value means OCR split one number; neither part is safe.
  // In a table row the next column's number follows; a split there would not match the header.
  // A value that equals a requirement printed on the page, or whose decimal separator seems lost,
  // is not filled without review: the required value read as a measurement, or 22,3 read as 223.
  const doubtful =
    best.split === true ||
    best.foreign === true ||
    best.kiloNewton === true ||
    best.unconfirmed === true ||
    requiredValues(text, lines).includes(footnote ? tenths : best.value) ||
    separatorLost(text, best) ||
    best.value < BELOW_RANGE ||
    // "59:9" for 59,9: a digit after a colon or semicolon is the value's own decimal, misread.
    /^ ?[:;] ?[0-9]/.test(text.slice(best.end)) ||
    continuesBelow(text, best) ||
    (!best.column && (/^ ?[0-9OoQDlI|SBZ]/.test(text.slice(best.end)) || digitRightBefore(text, best.start)));
  return { value: footnote ? tenths : best.value, spans: [[best.start, best.end]], doubtful };
};

/** A decimal separator with a blank beside it and a lone digit after it, right after a value ("82, 2"). */
const SPLIT_DECIMAL = /^(?:\s[.,]\s?|[.,]\s)([0-9])(?![0-9]|[.,][0-9])/;

/**
 * A digit right before the value ("Evd = 2 2,8": one number split). The square of the unit printed
 * before the value ("Evd  N/mm²  34,8", the marker MNPERM2; decision 0760) is no such digit.
 */
const digitRightBefore = (text: string, start: number) =>
  /[0-9] ?$/.test(text.slice(start - 2, start)) && !/MNPERM2 ?$/.test(text.slice(Math.max(0, start - 8), start));

/** Whether the text names the Evd by one of its labels (not a requirement's or a ratio's). */
export const mentionsEvdLabel = (text: string) => labelsOf(text).length > 0;

/** The test's own name: a plate load test, the light drop weight, its abbreviation "LWD". */
export const TEST_NAME = /plattendruck|fallgewicht|(?<!\p{L})lwd(?!\p{L})/iu;
/** Whether a line names the test: by its name or by Evd's label. */
export const namesTest = (line: string) => mentionsEvdLabel(line) || TEST_NAME.test(line);

/**
 * Whether the (normalised) text speaks of an Evd, whether or not a value was found: its label, or
 * its unit on a line without any number (the value above or beside it was not read).
 */
export const mentionsEvd = (text: string) =>
  mentionsEvdLabel(text) || /^[^0-9\n]*(?:MNPERM2|MPa)[^0-9\n]*$/im.test(text);

/** Quantities of another test of the subgrade: density, water content, Proctor, degree of compaction. */
const OTHER_TEST =
  /dichte|proctor|(?<!\p{L})dpr(?!\p{L})|wassergehalt|verdichtungsgrad|density|moisture|water\s?content/iu;
/** Words of the plate load test besides its Evd: the test's name, settlements, s/v. */
const PLATE_TEST = /plattendruck|fallgewicht|setzung|settlement|(?<!\p{L})s\s?\/\s?v(?!\p{L})/iu;

/**
 * Whether the (normalised) text is another test's printout only (decision 0791): a nuclear density
 * gauge's ticket photographed beside the strip, a Proctor or water content test — it names that
 * test's quantities and nothing of the plate load test (no Evd label or unit, no settlement, no
 * s/v). Its date, clock and position are that test's, minutes apart from the plate's.
 */
export const anotherTestOnly = (text: string) => OTHER_TEST.test(text) && !mentionsEvd(text) && !PLATE_TEST.test(text);

export const parseEvd = (text: string): number | undefined => {
  const found = findEvd(text);
  return found && !found.candidates ? found.value : undefined;
};
