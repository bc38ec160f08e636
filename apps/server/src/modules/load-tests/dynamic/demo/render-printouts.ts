// Renders the demo result printouts (thermal-paper style) of light drop-weight devices as PNG:
// text laid out with pdfkit, rasterised with poppler's pdftoppm. Run once by hand when the demo
// data changes (`npx tsx apps/server/src/modules/load-tests/dynamic/demo/render-printouts.ts`); the
// PNGs are committed so the demo seed needs neither tool at run time.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { demoDynamicTests } from './printouts.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const mono = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';
const monoBold = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

for (const printout of demoDynamicTests) {
  const width = 170;
  const height = 40 + printout.lines.length * 13;
  const doc = new PDFDocument({ size: [width, height], margin: 0 });
  const pdfFile = path.join(os.tmpdir(), `${printout.file}.pdf`);
  const out = fs.createWriteStream(pdfFile);
  doc.pipe(out);
  doc.rect(0, 0, width, height).fill('#fbfaf5');
  doc.registerFont('mono', mono).registerFont('monoBold', monoBold);
  printout.lines.forEach((line, index) => {
    const bold = line.startsWith('!');
    doc
      .font(bold ? 'monoBold' : 'mono')
      .fontSize(bold ? 9.5 : 8)
      .fillColor('#222222')
      .text(bold ? line.slice(1) : line, 10, 18 + index * 13, { lineBreak: false });
  });
  doc.end();
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
  execFileSync('pdftoppm', ['-r', '150', '-png', '-gray', '-singlefile', pdfFile, path.join(here, printout.file)]);
  fs.rmSync(pdfFile);
}
