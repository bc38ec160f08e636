// Reads dynamic plate load test printouts with tesseract.js. One worker is created on first use and
// kept warm (start-up costs ~0.6 s, a recognition ~0.3 s); reads queue so at most one runs at a
// time. tesseract.js runs the WASM engine in a worker thread, so the event loop stays free.
// Each photo is first put upright and evened out (prepare-image.ts); when the measured
// orientation reads badly, the other quarter-turns are tried and the best reading wins.
import type Tesseract from 'tesseract.js';
import { extractPrintoutFields, GERMANY, type Area, type OcrText } from './extract-fields.js';
import { detectImageFormat, isReadableSize, UnsupportedImageError } from './image-format.js';
import type { PrintoutFields } from './parse-printout-text.js';
import { preparePage, softenedLine, uprightPng } from './prepare-image.js';
import { normalizeOcrText } from './ocr-normalize.js';
import { mentionsEvd } from './parse-evd.js';
import { OCR_LANGUAGES, prepareLanguageFolder, type LanguageFolder } from './traineddata.js';
import { confirmValues, linesToConfirm, unsureFields } from './confirm-values.js';

export class PrintoutReadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Reading the printout took longer than ${timeoutMs} ms`);
    this.name = 'PrintoutReadTimeoutError';
  }
}

export type ReadOptions = {
  /** Abort after this many ms (queue wait included); the running recognition is killed. */
  timeoutMs?: number;
};

export type FieldReadOptions = ReadOptions & {
  /** Where positions must lie to be taken over; default Germany. */
  area?: Area;
  /** "Today" for the date check; default now. */
  now?: Date;
  /** Diagnostics: called with the text of every recognition, in order (bench, test-set scripts). */
  onRecognized?: (ocr: OcrText) => void;
};

export type PrintoutReader = {
  /**
   * Preparation, OCR and parsing: the plausible, confidently read fields, the doubtful ones under
   * `review`; fields not found at all are omitted.
   */
  read(image: Uint8Array, options?: FieldReadOptions): Promise<PrintoutFields>;
  /** OCR of the image as given, without preparation (bench and diagnostics). */
  recognizeText(image: Uint8Array, options?: ReadOptions): Promise<string>;
  close(): Promise<void>;
};

type Box = { x0: number; y0: number; x1: number; y1: number };

/** One recognised line: its text, each character's confidence and where it stands in the image. */
export type OcrLine = OcrText & { bbox: Box };

/** The lines of Tesseract's result, with per-character confidences from its word and symbol results. */
export const ocrLinesOf = (page: Tesseract.Page): OcrLine[] => {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        let text = '';
        const confidences: number[] = [];
        const append = (chunk: string, confidence: number | ((i: number) => number)) => {
          for (let i = 0; i < chunk.length; i++)
            confidences.push(typeof confidence === 'number' ? confidence : confidence(i));
          text += chunk;
        };
        line.words.forEach((word, index) => {
          if (index > 0) append(' ', 100);
          // Symbols carry each character's own confidence (the LSTM's certainty of that glyph); the
          // word's confidence also weighs the dictionary, so numbers always score low there.
          // Fall back to it only when the symbols do not spell the word one character each.
          const symbols = word.symbols ?? [];
          const bySymbol =
            symbols.map((symbol) => symbol.text).join('') === word.text && symbols.every((sy) => sy.text.length === 1);
          append(word.text, bySymbol ? (i) => symbols[i]!.confidence : word.confidence);
        });
        lines.push({ text, confidences, bbox: line.bbox });
      }
  return lines;
};

/** The lines joined into one text, each ended by a newline (certain). */
export const joinLines = (lines: OcrText[]): OcrText => ({
  text: lines.map((line) => `${line.text}\n`).join(''),
  confidences: lines.flatMap((line) => [...line.confidences, 100]),
});

/** Text and per-character confidences from Tesseract's word and symbol results. */
export const ocrTextOf = (page: Tesseract.Page): OcrText => joinLines(ocrLinesOf(page));

/** How good a reading is: fields found first, then the page's mean confidence. */
const readingScore = (fields: PrintoutFields, pageConfidence: number) =>
  Object.keys(fields.confidence ?? {}).length * 100 + pageConfidence;
/**
 * Two fields found or a confident page: the orientation is right, other turns would only cost
 * time. Upside-down text reads as a few low-confidence fragments and never gets here.
 */
const isGoodReading = (fields: PrintoutFields, pageConfidence: number, text: string) =>
  Object.keys(fields.confidence ?? {}).length >= 2 || pageConfidence >= 75 || readsLabelsUpright(text);

/** Words a printout labels its fields with, besides Evd: date, time, position. */
const FIELD_LABELS =
  /(?<![a-zäöü])(?:datum|date|zeit|uhrzeit|time|heure|tijd|gps|position|koordinaten|coordinates|lat|lon|long|breite|länge)(?![a-zäöü])/gi;
/**
 * Two different field labels read as words (the Evd label counts as one): the page is upright,
 * whatever its values gave (segment digits and dim displays read badly in any turn). The other
 * quarter-turns read such a page as fragments only and cost up to three recognitions more
 * (decision 0736).
 */
export const readsLabelsUpright = (text: string) => {
  const normalized = normalizeOcrText(text);
  const labels = new Set([...normalized.matchAll(FIELD_LABELS)].map((match) => match[0].toLowerCase()));
  return labels.size + (mentionsEvd(normalized) ? 1 : 0) >= 2;
};

/**
 * The Evd is named (or its unit stands alone) but no number was found by it: on a display the value is often printed much
 * bigger than its label, and Tesseract's uniform-block mode (PSM 6) drops a line far taller than
 * the others. Single-column mode (PSM 4) allows lines of different sizes; it is only the second
 * try because on ordinary printouts it splits and merges lines more often.
 */
const evdNamedButNotRead = (fields: PrintoutFields, text: string) =>
  fields.evd === undefined && fields.review?.evd === undefined && mentionsEvd(normalizeOcrText(text));

// tesseract.js's PSM values (its enum is only reachable through the lazily imported module).
const SINGLE_BLOCK = '6' as Tesseract.PSM;
const SINGLE_COLUMN = '4' as Tesseract.PSM;

type Engine = { worker: Tesseract.Worker; languages: LanguageFolder };

const startEngine = async (): Promise<Engine> => {
  // tesseract.js is imported with the first recognition, not at server start (decision 0210).
  const { default: tesseract } = await import('tesseract.js');
  const languages = await prepareLanguageFolder(OCR_LANGUAGES);
  try {
    const worker = await tesseract.createWorker(OCR_LANGUAGES.join('+'), tesseract.OEM.LSTM_ONLY, {
      langPath: languages.path,
      gzip: true,
      // 'none': never write a cache into the working directory or read a stale one.
      cacheMethod: 'none',
      // Without a handler tesseract.js rethrows a failed job inside its message listener, an
      // uncaught exception that would end the server; the job's promise rejects either way.
      errorHandler: () => undefined,
    });
    // Printouts are one column of short lines; PSM 6 ("uniform block") keeps them in order.
    // Sauvola's local thresholding (method 2): with the global Otsu default, JPEG noise on grey
    // thermal paper became thousands of specks — minutes of work and no text (decision 0141).
    await worker.setParameters({
      tessedit_pageseg_mode: SINGLE_BLOCK,
      preserve_interword_spaces: '1',
      thresholding_method: '2',
    } as Partial<Tesseract.WorkerParams>);
    return { worker, languages };
  } catch (error) {
    await languages.remove();
    throw error;
  }
};

/** tesseract.js rejects with a bare string; Leptonica's "cannot read" means a broken image file. */
const asReadError = (error: unknown): Error => {
  if (error instanceof UnsupportedImageError || error instanceof PrintoutReadTimeoutError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /attempting to read image/i.test(message) ? new UnsupportedImageError() : new Error(`OCR failed: ${message}`);
};

const stopEngine = async (engine: Engine) => {
  await engine.worker.terminate().catch(() => undefined);
  await engine.languages.remove();
};

export const createPrintoutReader = (): PrintoutReader => {
  let engine: Promise<Engine> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const engineReady = () =>
    (engine ??= startEngine().catch((error: unknown) => {
      engine = null; // a failed start may succeed on the next request
      throw error;
    }));

  /** Kills the current worker (hung or timed out); the next job starts a fresh one. */
  const discardEngine = () => {
    const current = engine;
    engine = null;
    if (current) void current.then(stopEngine, () => undefined);
  };

  /** Runs `work` with the warm worker when its turn in the queue comes, within the timeout. */
  const runJob = <T>(
    image: Uint8Array,
    work: (worker: Tesseract.Worker, stillWanted: () => boolean) => Promise<T>,
    options: ReadOptions,
  ): Promise<T> => {
    if (closed) return Promise.reject(new Error('The printout reader is closed'));
    if (!detectImageFormat(image) || !isReadableSize(image)) return Promise.reject(new UnsupportedImageError());
    const timeout = new PrintoutReadTimeoutError(options.timeoutMs ?? 0);
    let state: 'queued' | 'running' | 'abandoned' = 'queued';
    let abort: (error: Error) => void = () => undefined;
    const job = queue.then(
      () =>
        new Promise<T>((resolve, reject) => {
          // A caller that gave up while waiting in the queue costs nothing.
          if (state === 'abandoned') return reject(timeout);
          state = 'running';
          abort = reject;
          engineReady()
            .then(({ worker }) => work(worker, () => state === 'running'))
            .then(resolve, (error: unknown) => reject(asReadError(error)));
        }),
    );
    // The next job waits for this one to settle, never for its result.
    queue = job.catch(() => undefined);
    if (!options.timeoutMs) return job;
    const timeoutMs = options.timeoutMs;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A terminated worker never answers its pending recognition, so settle the job here and
        // let the next one start a fresh worker.
        if (state === 'running') discardEngine();
        state = 'abandoned';
        abort(timeout);
        reject(timeout);
      }, timeoutMs);
      job.then(
        (result) => {
          clearTimeout(timer);
          resolve(result);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
  };

  const recognizeText = (image: Uint8Array, options: ReadOptions = {}) =>
    runJob(image, async (worker) => (await worker.recognize(Buffer.from(image))).data.text, options);

  const read = (image: Uint8Array, options: FieldReadOptions = {}) =>
    runJob(
      image,
      async (worker, stillWanted) => {
        const context = { area: options.area ?? GERMANY, now: options.now ?? new Date() };
        const page = await preparePage(image).catch(() => {
          throw new UnsupportedImageError();
        });
        let best: { fields: PrintoutFields; score: number; png: Buffer; text: string; lines: OcrLine[] } | null = null;
        const recognize = async (png: Buffer) => {
          // After a timeout the worker is gone: a further recognition must not reach it.
          if (!stillWanted()) throw new PrintoutReadTimeoutError(options.timeoutMs ?? 0);
          const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
          const lines = ocrLinesOf(data);
          const ocr = joinLines(lines);
          options.onRecognized?.(ocr);
          const fields = extractPrintoutFields(ocr, context);
          const reading = { fields, score: readingScore(fields, data.confidence), png, text: data.text, lines };
          if (!best || reading.score > best.score) best = reading;
          return { fields, confidence: data.confidence, text: data.text };
        };
        for (const turn of page.turns) {
          const { fields, confidence, text } = await recognize(await uprightPng(page, turn));
          if (isGoodReading(fields, confidence, text)) break;
        }
        const first = best!;
        if (evdNamedButNotRead(first.fields, first.text)) {
          await worker.setParameters({ tessedit_pageseg_mode: SINGLE_COLUMN });
          try {
            await recognize(first.png);
          } finally {
            await worker.setParameters({ tessedit_pageseg_mode: SINGLE_BLOCK });
          }
        }
        const chosen = best!;
        if (unsureFields(chosen.fields).length === 0) return chosen.fields;
        // A value with a digit Tesseract was not quite sure of: its lines once more, softened.
        const reread = new Map<number, string>();
        for (const index of linesToConfirm(chosen.lines)) {
          if (!stillWanted()) throw new PrintoutReadTimeoutError(options.timeoutMs ?? 0);
          const { data } = await worker.recognize(await softenedLine(chosen.png, chosen.lines[index]!.bbox));
          reread.set(index, data.text.replace(/\s*\n\s*/g, ' ').trim());
        }
        return confirmValues(chosen.fields, chosen.lines, reread, context);
      },
      options,
    );

  return {
    recognizeText,
    read,
    async close() {
      closed = true;
      const current = engine;
      engine = null;
      await queue;
      if (current) await current.then(stopEngine, () => undefined);
    },
  };
};
