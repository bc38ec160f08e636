// Reads dynamic plate load test printouts with tesseract.js. One worker is created on first use and
// kept warm (start-up costs ~0.6 s, a recognition ~0.3 s); recognitions queue so at most one runs at
// a time. tesseract.js runs the WASM engine in a worker thread, so the event loop stays free.
import type Tesseract from 'tesseract.js';
import { detectImageFormat, isReadableSize, UnsupportedImageError } from './image-format.js';
import { parsePrintoutText, type PrintoutFields } from './parse-printout-text.js';
import { OCR_LANGUAGES, prepareLanguageFolder, type LanguageFolder } from './traineddata.js';

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

export type PrintoutReader = {
  /** OCR plus parsing: the fields that could be read; absent fields are omitted. */
  read(image: Uint8Array, options?: ReadOptions): Promise<PrintoutFields>;
  /** OCR only (tests and diagnostics). */
  recognizeText(image: Uint8Array, options?: ReadOptions): Promise<string>;
  close(): Promise<void>;
};

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
      tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK,
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

  const recognizeText = (image: Uint8Array, options: ReadOptions = {}): Promise<string> => {
    if (closed) return Promise.reject(new Error('The printout reader is closed'));
    if (!detectImageFormat(image) || !isReadableSize(image)) return Promise.reject(new UnsupportedImageError());
    const timeout = new PrintoutReadTimeoutError(options.timeoutMs ?? 0);
    let state: 'queued' | 'running' | 'abandoned' = 'queued';
    let abort: (error: Error) => void = () => undefined;
    const job = queue.then(
      () =>
        new Promise<string>((resolve, reject) => {
          // A caller that gave up while waiting in the queue costs nothing.
          if (state === 'abandoned') return reject(timeout);
          state = 'running';
          abort = reject;
          engineReady()
            .then(({ worker }) => worker.recognize(Buffer.from(image)))
            .then(
              (result) => resolve(result.data.text),
              (error: unknown) => reject(asReadError(error)),
            );
        }),
    );
    // The next job waits for this one to settle, never for its result.
    queue = job.catch(() => undefined);
    if (!options.timeoutMs) return job;
    const timeoutMs = options.timeoutMs;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        // A terminated worker never answers its pending recognition, so settle the job here and
        // let the next one start a fresh worker.
        if (state === 'running') discardEngine();
        state = 'abandoned';
        abort(timeout);
        reject(timeout);
      }, timeoutMs);
      job.then(
        (text) => {
          clearTimeout(timer);
          resolve(text);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
  };

  return {
    recognizeText,
    read: async (image, options) => parsePrintoutText(await recognizeText(image, options)),
    async close() {
      closed = true;
      const current = engine;
      engine = null;
      await queue;
      if (current) await current.then(stopEngine, () => undefined);
    },
  };
};
