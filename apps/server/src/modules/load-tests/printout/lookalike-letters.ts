// Cyrillic and Greek words as the reader's OCR reads them (decisions 0760, 0764). Tesseract runs with the German and
// English models only (traineddata.ts), so a Ukrainian or Russian page comes out in the Latin
// letters that look like the Cyrillic ones: "Вимога" (requirement) as "Bumora", "Час" (time) as
// "Yac" or "Hac", "червня" (of June) as "4epBHa", "Повірка" (verification) as "Mosipka". Each word
// below is matched in its Cyrillic spelling and in these look-alikes, letter by letter. Greek the
// same way (decision 0764): "Ημερομηνία" (date) as "Huepounvia", "Ώρα" (time) as "Qpa",
// "Αυγούστου" (of August) as "Auyo0otov", "Εκτυπώθηκε" (printed) as "EKTunwenke".

/** The Latin letters, digits or marks each Cyrillic or Greek letter was read as (and the letter itself). */
const LOOKALIKES: Record<string, string> = {
  а: '[аaA]',
  б: '[б6bB]',
  в: '[вBbsS8]',
  г: '[гrT]',
  д: '[дAaDpgnH\\[]',
  е: '[еeE]',
  є: '[єeEc]',
  ж: '(?:ж|[»>)]?[xXkK])',
  з: '[з3]',
  и: '[иuUnNW]',
  і: '[іiIl1]',
  ї: '[їiIl1]',
  й: '[йuUn]',
  к: '[кkKxw]',
  л: '(?:л|J1|[nJN])',
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
  ц: '[цuUL]',
  ч: '[ч4YyHhv]',
  ш: '(?:ш|ww|LW|[wW])',
  щ: '[щwW]',
  ь: '[ьb]',
  ю: '[юoO]',
  я: '(?:я|HSA|SA|HA|[aARs])',
  // Kazakh letters (decision 0825): "жылғы" read "XbINFbl", "қазан" read "Ka3aH", "сағат" "cafaT".
  ғ: '[ғFfr]',
  қ: '[қkK]',
  ң: '[ңHh]',
  ә: '[әa3]',
  ү: '[үyY]',
  ұ: '[ұyY]',
  ө: '[өo0O]',
  // Belarusian letters (decision 0822): "кастрычніка" read "kacTpbl4Hika", "траўня", "чэрвеня".
  ы: '(?:ы|b[lI1i]|[bI]l)',
  ў: '[ўyY]',
  э: '[э3eE]',
  // Macedonian and Serbian letters (decision 0795): "Барање" read "bapamre", "Датум" read "[aTym".
  ј: '[јjJ]',
  њ: '(?:њ|mr|rn|[mHhw])',
  љ: '(?:љ|Jb|[nJ])',
  ѓ: '[ѓrT]',
  ќ: '[ќkK]',
  џ: '[џuU]',
  ѕ: '[ѕsS]',
  ъ: '[ъb]',
  // Greek (small letters; accented ones as their plain letter, below).
  α: '[αaA]',
  β: '[βB8]',
  γ: '[γyYr]',
  δ: '[δ6dA]',
  ε: '[εeEcg]',
  ζ: '[ζZ]',
  η: '[ηnHh]',
  θ: '[θeO0]',
  ι: '[ιiIl1]',
  κ: '[κkKx]',
  λ: '[λAX]',
  μ: '(?:μ|pu|[uMp])',
  ν: '[νvV]',
  ο: '[οoO0]',
  π: '[πnNM]',
  ρ: '[ρpP]',
  σ: '[σςsoc]',
  ς: '[ςσsoc]',
  τ: '[τtT]',
  υ: '[υuyYv0]',
  χ: '[χxX]',
  ω: '[ωwQ]',
};

/** Greek accented letters as their plain ones, so a word can be written as it is spelled. */
const plainGreek = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '');

/** A Cyrillic word as a pattern matching it and its Latin look-alikes. */
const lookalike = (word: string) =>
  [...word.toLowerCase()]
    .map((letter) => {
      const plain = plainGreek(letter);
      if (LOOKALIKES[letter] || !LOOKALIKES[plain]) return LOOKALIKES[letter] ?? letter;
      return `(?:${letter}|${LOOKALIKES[plain]})`;
    })
    .join('');

const NOT_LETTER_BEFORE = '(?<![A-Za-zÀ-ÿА-яЁёІіЇїЄєҐґΑ-ω])';
const NOT_LETTER_AFTER = '(?![A-Za-zÀ-ÿА-яЁёІіЇїЄєҐґΑ-ω])';
/** Whole words (or, with `stem`, words starting so) of the vocabulary, as one pattern's source. */
const wordsSource = (words: string[], stem = false) =>
  `${NOT_LETTER_BEFORE}(?:${words.map(lookalike).join('|')})${stem ? '' : NOT_LETTER_AFTER}`;

/**
 * Requirement words: Ukrainian "вимога"/"вимоги", Russian "требование", "норма", Bulgarian
 * "изискване" (read "N3nckBaHe", "W3ncksaHe"; decision 0774), Macedonian "барање" (read
 * "bapamre") and Serbian "захтев" (read "3axTes"; decision 0795), Belarusian "патрабаванне" (read
 * "MaTpabaBaHHe"; decision 0822), Mongolian "шаардлага" (read "LWaapanara") and Kazakh "талап"
 * (decision 0825), Tajik "Талабот" (read "TanaboT"; decision 0828).
 */
export const CYRILLIC_REQUIREMENT = wordsSource([
  'вимога',
  'вимоги',
  'требование',
  'норматив',
  'изискване',
  'барање',
  'захтев',
  'απαίτηση',
  'патрабаванне',
  'шаардлага',
  'талап',
  'талабот',
]);
/**
 * The date's label: "Дата", the Macedonian and Serbian "Датум", the Mongolian "Огноо" and the Kazakh
 * "Күні" (decision 0825), the Tajik "Сана" (decision 0828), the Greek "Ημερομηνία".
 */
export const CYRILLIC_DATE_LABEL = wordsSource(['дата', 'датум', 'огноо', 'күні', 'сана', 'ημερομηνία']);
/**
 * The time's label: "Час" (Ukrainian), "Время" (Russian, read "Bpems" too), "Време" (Macedonian,
 * Bulgarian, Serbian, read "Bpeme"; decision 0795), the Mongolian "Цаг" (read "Lar") and the Kazakh
 * "сағат" (read "cafaT"; decision 0825), the Kyrgyz "саат" and the Tajik "Вақт" (read "caaT", "BaKT";
 * decision 0828), "Ώρα" (Greek).
 */
export const CYRILLIC_TIME_LABEL = wordsSource(['час', 'время', 'време', 'цаг', 'сағат', 'саат', 'вақт', 'ώρα']);
/**
 * The stem of "printed" inside a word, as the Bulgarian "Отпечатано" is read with a letter added or
 * changed before it ("OrtneyaTaHo", "OtnevaTtano"; decision 0774), the Belarusian "Надрукавана" read
 * "HapnpykasaHa" (decision 0822).
 */
const PRINTED_INSIDE = `${lookalike('печат')}|${lookalike('друкав')}`;
/**
 * Other moments: verification and calibration ("Повірка", "поверка", "калібрування", "калибровка"),
 * print ("Надруковано", "друк", "напечатано", "Распечатано" read "PacnevartaHo": decision 0791), export;
 * the Mongolian print and calibration ("Хэвлэсэн" read "X3Bn3C3H", "тохируулга") and the Kazakh
 * print ("Басып шығарылды", read "Bacwin …"; decision 0825).
 */
export const CYRILLIC_OTHER_MOMENT = `${wordsSource(
  [
    'повірк',
    'поверк',
    'калібр',
    'калибр',
    'надрук',
    'друк',
    'напечат',
    'печать',
    'распеч',
    'експорт',
    'экспорт',
    'εκτυπ',
    'хэвлэсэн',
    'тохируулг',
    'басып',
  ],
  true,
)}|${PRINTED_INSIDE}`;

/**
 * Month names in the genitive, as dates are written ("14 березня 2025 р.", "14 марта 2025 г."),
 * Ukrainian, Russian, Macedonian, Bulgarian and Serbian (as written, "10 декември 2025 година";
 * decision 0795), Belarusian (decision 0822), Kazakh in the nominative (decision 0825), then Greek (decision 0764); five letters or more (the Russian "мая", "июня", "июля" left out), so no
 * short word of a Latin page looks like one.
 */
const MONTHS: [string[], number][] = [
  [['січня', 'января', 'јануари', 'януари', 'јануар', 'студзеня', 'қаңтар', 'ιανουαρίου'], 1],
  [['лютого', 'февраля', 'февруари', 'фебруар', 'лютага', 'ақпан', 'φεβρουαρίου'], 2],
  [['березня', 'марта', 'сакавіка', 'наурыз', 'μαρτίου'], 3],
  [['квітня', 'апреля', 'април', 'красавіка', 'сәуір', 'απριλίου'], 4],
  [['травня', 'траўня', 'мамыр', 'μαΐου'], 5],
  [['червня', 'чэрвеня', 'маусым', 'ιουνίου'], 6],
  [['липня', 'ліпеня', 'шілде', 'ιουλίου'], 7],
  [['серпня', 'августа', 'август', 'жніўня', 'тамыз', 'αυγούστου'], 8],
  [['вересня', 'сентября', 'септември', 'септембар', 'верасня', 'қыркүйек', 'σεπτεμβρίου'], 9],
  [['жовтня', 'октября', 'октомври', 'октобар', 'кастрычніка', 'қазан', 'οκτωβρίου'], 10],
  [['листопада', 'ноября', 'ноември', 'новембар', 'лістапада', 'қараша', 'νοεμβρίου'], 11],
  [['грудня', 'декабря', 'декември', 'децембар', 'снежня', 'желтоқсан', 'δεκεμβρίου'], 12],
];
const MONTH_PATTERNS = MONTHS.map(
  // In either case: OCR reads a look-alike small or capital ("nunHsa", "»xoBTHSA").
  ([names, month]) => [new RegExp(`^(?:${names.map(lookalike).join('|')})$`, 'i'), month] as const,
);

/**
 * Year first, as Kazakh and Mongolian dates are written (decision 0825): "2025 жылғы 22 қазан" (the
 * year's word, the day, the month's name; read "2025 XbINFbl 22 Ka3aH") and "2025 оны 8 сарын 27"
 * (the year's word, the month's number and word, the day; read "2025 oHbl 8 capblH 27").
 */
export const KAZAKH_DATE = new RegExp(
  `(?<![0-9])(\\d{4})\\s?${lookalike('жылғы')}\\s?(\\d{1,2})\\s?([^\\s,.]{4,12})${NOT_LETTER_AFTER}`,
  'giu',
);
export const MONGOLIAN_DATE = new RegExp(
  `(?<![0-9])(\\d{4})\\s?${lookalike('оны')}\\s?(\\d{1,2})\\s?${lookalike('сарын')}\\s?(\\d{1,2})(?![0-9])`,
  'giu',
);

/** The month a Cyrillic month name (or its look-alike reading) gives; only one month may match. */
export const cyrillicMonth = (word: string): number | undefined => {
  const months = MONTH_PATTERNS.filter(([pattern]) => pattern.test(word)).map(([, month]) => month);
  return months.length === 1 ? months[0] : undefined;
};

/** `pattern` or the Cyrillic words of `source` (as `wordsSource` gives them), with `pattern`'s flags. */
export const withCyrillic = (pattern: RegExp, source: string) =>
  new RegExp(`(?:${pattern.source})|${source}`, pattern.flags);

/** Each Cyrillic letter of a word as a pattern matching it or one of its look-alikes (1–3 characters). */
const letterPatterns = (word: string) => [...word].map((letter) => new RegExp(`^(?:${lookalike(letter)})$`, 'iu'));

/**
 * Whether `word` starts with the Cyrillic `stem` as OCR reads it, with at most `edits` letters
 * misread, dropped or added beyond the look-alikes: "OuHamuyeckun" (Д read "O") for
 * "динамический", "pgedopmauun" for "деформации".
 */
const startsLike = (word: string, stem: RegExp[], edits: number) => {
  // best[j]: the fewest edits matching the stem's letters so far to the word's first j characters.
  let best = Array.from({ length: word.length + 1 }, (_, j) => j);
  for (const pattern of stem) {
    const next = new Array<number>(word.length + 1).fill(Infinity);
    next[0] = best[0]! + 1;
    for (let j = 0; j <= word.length; j++) {
      if (j > 0) next[j] = Math.min(next[j]!, best[j]! + 1, next[j - 1]! + 1, best[j - 1]! + 1);
      for (let k = 1; k <= 3 && j + k <= word.length; k++)
        if (pattern.test(word.slice(j, j + k))) next[j + k] = Math.min(next[j + k]!, best[j]!);
    }
    best = next;
  }
  return Math.min(...best) <= edits;
};

/**
 * The Evd's name in Russian, Ukrainian, Bulgarian and Serbian ("Динамический модуль деформации Evd
 * 37,7 МПа", read "OuHamuyeckun mopynb pgedopmauun Evd 69,7 Ma"; decision 0791): the stems of
 * "dynamic", "modulus" and "deformation", two letters misread beyond the look-alikes in the long
 * ones, one in "модул" (the Russian "модуль", the Macedonian and Bulgarian "модул", read "Mmoayn";
 * decision 0795); the Belarusian "Дынамічны" read "ObiHaMivHbl" (decision 0822).
 */
const CYRILLIC_EVD_NAMES = ['динамическ', 'динамічн', 'дынамічн', 'динамичен', 'динамичк', 'модул', 'деформац'].map(
  (stem) => ({
    letters: letterPatterns(stem),
    edits: stem.length >= 8 ? 2 : 1,
  }),
);

/** Whether a word (as OCR read it) is one of the Cyrillic words naming the Evd. */
export const namesEvdInCyrillic = (word: string) =>
  word.length >= 5 && CYRILLIC_EVD_NAMES.some(({ letters, edits }) => startsLike(word, letters, edits));

/**
 * A clock written in words' abbreviations, as Russian, Ukrainian and Bulgarian protocols print it
 * ("11 ч 23 мин", "9 год 05 хв"), read in look-alikes ("11 4 23 MuH", "11423 MuH"; decision 0791),
 * and the Mongolian "07 цаг 54 минут" (read "07 uar 54 MuHyT"; decision 0825): hours and minutes.
 */
export const CYRILLIC_CLOCK = new RegExp(
  `(?<![0-9.,:])([01]?[0-9]|2[0-3]) ?(?:${lookalike('ч')}|${lookalike('год')}|${lookalike('цаг')})\\.? ?([0-5][0-9]) ?(?:${lookalike('минут')}|${lookalike('мин')}|${lookalike('хв')})${NOT_LETTER_AFTER}`,
  'giu',
);
