// Cyrillic words as the reader's OCR reads them (decision 0760). Tesseract runs with the German and
// English models only (traineddata.ts), so a Ukrainian or Russian page comes out in the Latin
// letters that look like the Cyrillic ones: "Вимога" (requirement) as "Bumora", "Час" (time) as
// "Yac" or "Hac", "червня" (of June) as "4epBHa", "Повірка" (verification) as "Mosipka". Each word
// below is matched in its Cyrillic spelling and in these look-alikes, letter by letter.

/** The Latin letters, digits or marks each Cyrillic letter was read as (and the letter itself). */
const LOOKALIKES: Record<string, string> = {
  а: '[аaA]',
  б: '[б6b]',
  в: '[вBbsS8]',
  г: '[гrT]',
  д: '[дAaDpgnH\\[]',
  е: '[еeE]',
  є: '[єeEc]',
  ж: '(?:ж|[»>)]?[xXkK])',
  з: '[з3]',
  и: '[иuUnN]',
  і: '[іiIl1]',
  ї: '[їiIl1]',
  й: '[йuUn]',
  к: '[кkKxw]',
  л: '(?:л|J1|[nJ])',
  м: '[мmM]',
  н: '[нHhN]',
  о: '[оoO0]',
  п: '(?:п|MN|[nNM])',
  р: '[рpP]',
  с: '[сcC]',
  т: '[тtT]',
  у: '[уyY]',
  ф: '[фf]',
  х: '[хxX]',
  ц: '[цuU]',
  ч: '[ч4YyHh]',
  ш: '(?:ш|ww|[wW])',
  щ: '[щwW]',
  ь: '[ьb]',
  ю: '[юoO]',
  я: '(?:я|HSA|SA|HA|[aAR])',
};

/** A Cyrillic word as a pattern matching it and its Latin look-alikes. */
const lookalike = (word: string) => [...word.toLowerCase()].map((letter) => LOOKALIKES[letter] ?? letter).join('');

const NOT_LETTER_BEFORE = '(?<![A-Za-zÀ-ÿА-яЁёІіЇїЄєҐґ])';
const NOT_LETTER_AFTER = '(?![A-Za-zÀ-ÿА-яЁёІіЇїЄєҐґ])';
/** Whole words (or, with `stem`, words starting so) of the vocabulary, as one pattern's source. */
const wordsSource = (words: string[], stem = false) =>
  `${NOT_LETTER_BEFORE}(?:${words.map(lookalike).join('|')})${stem ? '' : NOT_LETTER_AFTER}`;

/** Requirement words: Ukrainian "вимога"/"вимоги", Russian "требование", "норма". */
export const CYRILLIC_REQUIREMENT = wordsSource(['вимога', 'вимоги', 'требование', 'норматив']);
/** The date's label: "Дата". */
export const CYRILLIC_DATE_LABEL = wordsSource(['дата']);
/** The time's label: "Час" (Ukrainian), "Время" (Russian). */
export const CYRILLIC_TIME_LABEL = wordsSource(['час', 'время']);
/**
 * Other moments: verification and calibration ("Повірка", "поверка", "калібрування", "калибровка"),
 * print ("Надруковано", "друк", "напечатано"), export.
 */
export const CYRILLIC_OTHER_MOMENT = wordsSource(
  ['повірк', 'поверк', 'калібр', 'калибр', 'надрук', 'друк', 'напечат', 'печать', 'експорт', 'экспорт'],
  true,
);

/**
 * Month names in the genitive, as dates are written ("14 березня 2025 р.", "14 марта 2025 г."),
 * Ukrainian then Russian; five letters or more (the Russian "мая", "июня", "июля" left out), so no
 * short word of a Latin page looks like one.
 */
const MONTHS: [string[], number][] = [
  [['січня', 'января'], 1],
  [['лютого', 'февраля'], 2],
  [['березня', 'марта'], 3],
  [['квітня', 'апреля'], 4],
  [['травня'], 5],
  [['червня'], 6],
  [['липня'], 7],
  [['серпня', 'августа'], 8],
  [['вересня', 'сентября'], 9],
  [['жовтня', 'октября'], 10],
  [['листопада', 'ноября'], 11],
  [['грудня', 'декабря'], 12],
];
const MONTH_PATTERNS = MONTHS.map(
  // In either case: OCR reads a look-alike small or capital ("nunHsa", "»xoBTHSA").
  ([names, month]) => [new RegExp(`^(?:${names.map(lookalike).join('|')})$`, 'i'), month] as const,
);

/** The month a Cyrillic month name (or its look-alike reading) gives; only one month may match. */
export const cyrillicMonth = (word: string): number | undefined => {
  const months = MONTH_PATTERNS.filter(([pattern]) => pattern.test(word)).map(([, month]) => month);
  return months.length === 1 ? months[0] : undefined;
};

/** `pattern` or the Cyrillic words of `source` (as `wordsSource` gives them), with `pattern`'s flags. */
export const withCyrillic = (pattern: RegExp, source: string) =>
  new RegExp(`(?:${pattern.source})|${source}`, pattern.flags);
