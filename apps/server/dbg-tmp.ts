import { readFileSync } from 'node:fs';
import tesseract from 'tesseract.js';
import { preparePage, uprightPng } from './src/modules/load-tests/printout/prepare-image.ts';
import { OCR_LANGUAGES, prepareLanguageFolder } from './src/modules/load-tests/printout/traineddata.ts';
import { writeFileSync } from 'node:fs';
const languages = await prepareLanguageFolder(OCR_LANGUAGES);
const worker = await tesseract.createWorker(OCR_LANGUAGES.join('+'), tesseract.OEM.LSTM_ONLY, { langPath: languages.path, gzip: true, cacheMethod: 'none' });
await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.SINGLE_BLOCK, preserve_interword_spaces: '1', thresholding_method: '2' } as any);
for (const file of process.argv.slice(2)) {
  const page = await preparePage(readFileSync(file));
  const png = await uprightPng(page, page.turns[0]!);
  writeFileSync(file.replace(/\.(jpg|png)$/, '.prep.png'), png);
  const { data } = await worker.recognize(png);
  console.log(`== ${file} turns ${page.turns} skew ${page.skew} conf ${data.confidence}\n${data.text}`);
}
await worker.terminate(); await languages.remove();
