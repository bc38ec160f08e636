// Tesseract's language data comes from npm (@tesseract.js-data/deu and /eng): nothing is downloaded
// at run time. tesseract.js wants one folder holding every "<lang>.traineddata.gz", while each
// package has its own folder, so both files are copied into one private temporary folder.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

export const OCR_LANGUAGES = ['deu', 'eng'] as const;
// The "best_int" models: the accuracy of "best" at the speed of integer arithmetic.
const MODEL_FOLDER = '4.0.0_best_int';

export const traineddataFile = (language: string) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
    MODEL_FOLDER,
    `${language}.traineddata.gz`,
  );

export type LanguageFolder = { path: string; remove(): Promise<void> };

export const prepareLanguageFolder = async (languages: readonly string[] = OCR_LANGUAGES): Promise<LanguageFolder> => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'baustellendoku-ocr-'));
  await Promise.all(
    languages.map((language) => copyFile(traineddataFile(language), path.join(folder, `${language}.traineddata.gz`))),
  );
  return { path: folder, remove: () => rm(folder, { recursive: true, force: true }) };
};
