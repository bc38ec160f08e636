// OCR of the rendered test set (see src/test/ocr-printouts): every field must be read correctly on
// at least 11 of 12 images. Runs real tesseract.js with the npm traineddata and Debian's Chromium
// for rendering, as CI has both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPrintoutRenderer } from '../../../test/ocr-printouts/printout-renderer.js';
import { printoutSamples } from '../../../test/ocr-printouts/printout-samples.js';
import { UnsupportedImageError } from './image-format.js';
import { createPrintoutReader, PrintoutReadTimeoutError, type PrintoutReader } from './printout-reader.js';

type Rendered = { name: string; format: string; image: Buffer; expected: object };

let images: Rendered[] = [];
let reader: PrintoutReader;

beforeAll(async () => {
  const renderer = await openPrintoutRenderer();
  try {
    images = [];
    for (const [index, sample] of printoutSamples.entries()) {
      const image = await renderer.render(sample.lines, sample.style, sample.format, index + 1);
      images.push({ name: sample.name, format: sample.format, image, expected: sample.expected });
    }
  } finally {
    await renderer.close();
  }
  reader = createPrintoutReader();
}, 120_000);

afterAll(async () => {
  await reader?.close();
});

describe('printout reader on the rendered test set', () => {
  it('has at least 12 images in PNG, JPEG and GIF', () => {
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(new Set(images.map((image) => image.format))).toEqual(new Set(['png', 'jpeg', 'gif']));
  });

  it('reads every field correctly on at least 11 of 12 images', async () => {
    const report: string[] = [];
    let correct = 0;
    for (const { name, image, expected } of images) {
      const fields = await reader.read(image, { timeoutMs: 30_000 });
      const ok = JSON.stringify(fields) === JSON.stringify(expected);
      if (ok) correct++;
      report.push(
        `${ok ? 'OK    ' : 'FEHLER'} ${name}${ok ? '' : `\n       gelesen:  ${JSON.stringify(fields)}\n       erwartet: ${JSON.stringify(expected)}`}`,
      );
    }
    console.log(`OCR-Testsatz: ${correct} von ${images.length} Ausdrucken vollständig richtig\n${report.join('\n')}`);
    expect(correct).toBeGreaterThanOrEqual(Math.ceil((images.length * 11) / 12));
  }, 300_000);

  it('queues concurrent reads: each caller gets the fields of its own image', async () => {
    const chosen = images.slice(0, 3);
    const results = await Promise.all(chosen.map(({ image }) => reader.read(image)));
    results.forEach((fields, index) => expect(fields.evd).toBe((chosen[index]!.expected as { evd: number }).evd));
  }, 60_000);

  it('keeps the event loop free while recognising', async () => {
    let last = Date.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = Date.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    try {
      await reader.read(images[0]!.image);
    } finally {
      clearInterval(timer);
    }
    // A recognition on the main thread would stall it for the whole read (0.3–2 s); the margin
    // above the 10 ms tick allows for a machine shared with other test files.
    expect(longestGap).toBeLessThan(250);
  }, 30_000);

  it('refuses files that are not JPEG, PNG or GIF', async () => {
    await expect(reader.read(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a broken image file without harming the worker', async () => {
    const png = images.find((image) => image.format === 'png')!;
    const broken = Buffer.concat([png.image.subarray(0, 33), Buffer.alloc(500, 7)]);
    await expect(reader.read(broken)).rejects.toBeInstanceOf(UnsupportedImageError);
    expect(await reader.read(png.image)).toEqual(png.expected);
  }, 60_000);

  it('aborts after the timeout and recovers with a fresh worker', async () => {
    await expect(reader.read(images[1]!.image, { timeoutMs: 1 })).rejects.toBeInstanceOf(PrintoutReadTimeoutError);
    const fields = await reader.read(images[1]!.image, { timeoutMs: 30_000 });
    expect(fields).toEqual(images[1]!.expected);
  }, 60_000);
});
