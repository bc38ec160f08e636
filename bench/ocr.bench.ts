// OCR of one device printout: the app's warm tesseract.js worker (deu+eng, npm traineddata) vs
// Debian's `tesseract` command on the same image with the same settings (PSM 6, Sauvola), measured
// alternately in one run.
// Targets: median < 1.5 s, and at most 2× the command's median.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrintoutReader } from '../apps/server/src/modules/dynamic-load/ocr/printout-reader.js';
import { openPrintoutRenderer } from '../apps/server/src/test/ocr-printouts/printout-renderer.js';
import { printoutSamples } from '../apps/server/src/test/ocr-printouts/printout-samples.js';
import { printTable } from './table.js';

const RUNS = 9;
const TARGET_MS = 1500;
const TARGET_RATIO = 2;

const hasCommand = () => spawnSync('tesseract', ['--version'], { stdio: 'ignore' }).status === 0;

/** The Debian command is only needed here: install it when missing and we may. */
const ensureTesseractCommand = (): boolean => {
  if (hasCommand()) return true;
  if (process.getuid?.() !== 0) {
    console.log('tesseract fehlt: sudo apt-get install -y tesseract-ocr tesseract-ocr-deu tesseract-ocr-eng');
    return false;
  }
  console.log('Installiere tesseract-ocr (apt-get) für den Vergleich ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'tesseract-ocr', 'tesseract-ocr-deu', 'tesseract-ocr-eng'],
  ]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) return false;
  }
  return hasCommand();
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const ms = (value: number) => value.toFixed(0);

const sample = printoutSamples[0]!;
const renderer = await openPrintoutRenderer();
const image = await renderer.render(sample.lines, sample.style, 'png', 1);
await renderer.close();
const folder = mkdtempSync(path.join(os.tmpdir(), 'ocr-bench-'));
const imageFile = path.join(folder, 'printout.png');
writeFileSync(imageFile, image);

const reader = createPrintoutReader();
const coldStart = performance.now();
const warmup = await reader.read(image);
const coldMs = performance.now() - coldStart;
const withCommand = ensureTesseractCommand();

const workerTimes: number[] = [];
const commandTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let started = performance.now();
  await reader.recognizeText(image);
  workerTimes.push(performance.now() - started);
  if (withCommand) {
    started = performance.now();
    execFileSync('tesseract', [imageFile, 'stdout', '-l', 'deu+eng', '--psm', '6', '-c', 'thresholding_method=2'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    commandTimes.push(performance.now() - started);
  }
}
await reader.close();
rmSync(folder, { recursive: true, force: true });

const workerMedian = median(workerTimes);
const rows: Record<string, string | number>[] = [
  {
    Messung: 'tesseract.js, warmer Worker',
    'Median ms': ms(workerMedian),
    'min ms': ms(Math.min(...workerTimes)),
    'max ms': ms(Math.max(...workerTimes)),
  },
];
let ratio = NaN;
if (withCommand) {
  const commandMedian = median(commandTimes);
  ratio = workerMedian / commandMedian;
  rows.push({
    Messung: 'tesseract (Debian-Befehl, inkl. Start)',
    'Median ms': ms(commandMedian),
    'min ms': ms(Math.min(...commandTimes)),
    'max ms': ms(Math.max(...commandTimes)),
  });
}
console.log(
  `OCR eines Ausdrucks (${RUNS} Läufe je Variante, abwechselnd; erster Aufruf mit Worker-Start: ${ms(coldMs)} ms)`,
);
printTable(rows);
const fieldsOk = JSON.stringify(warmup) === JSON.stringify(sample.expected);
console.log(`Felder gelesen: ${fieldsOk ? 'alle richtig' : `ABWEICHUNG ${JSON.stringify(warmup)}`}`);
console.log(
  `Verhältnis Worker / Befehl: ${Number.isNaN(ratio) ? 'n/a (tesseract-Befehl fehlt)' : ratio.toFixed(2)} (Ziel ≤ ${TARGET_RATIO})`,
);
const ok = workerMedian < TARGET_MS && (Number.isNaN(ratio) || ratio <= TARGET_RATIO) && fieldsOk;
console.log(ok ? 'Ziel erreicht' : `Ziel verfehlt (Median < ${TARGET_MS} ms, ≤ ${TARGET_RATIO}× Befehl)`);
process.exit(ok ? 0 : 1);
