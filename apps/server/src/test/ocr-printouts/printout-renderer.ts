// Renders printout images for the OCR tests from text layouts, in Debian's Chromium through
// playwright-core (the same browser the end-to-end tests drive; nothing is downloaded). The canvas
// draws the text with system fonts, then rotates, blurs and adds seeded noise like a phone photo.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { encodeGrayGif } from './gif-encoder.js';

export type PrintoutStyle = {
  /** CSS font family list, e.g. "'DejaVu Sans Mono', monospace". */
  font: string;
  fontSize: number;
  /** Canvas width in px; the height follows the lines. */
  width: number;
  /** Rotation in degrees (photos are rarely straight). */
  rotate?: number;
  /** Gaussian blur radius in px. */
  blur?: number;
  /** Amplitude of uniform grey noise, 0–255. */
  noise?: number;
  /** Paper and ink grey levels (thermal paper is light grey, ink not quite black). */
  paper?: number;
  ink?: number;
  /** Bold text (some devices print the result bold). */
  bold?: boolean;
};

export type PrintoutFormat = 'png' | 'jpeg' | 'gif';

type Rendered = { dataUrl?: string; gray?: string; width: number; height: number };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Runs inside the page: keep it self-contained (no closures over Node values).
const drawInPage = (args: {
  lines: string[];
  style: PrintoutStyle;
  format: PrintoutFormat;
  seed: number;
}): Rendered => {
  const { lines, style, format } = args;
  const paper = style.paper ?? 255;
  const ink = style.ink ?? 0;
  const lineHeight = Math.round(style.fontSize * 1.45);
  const margin = Math.round(style.fontSize * 1.5);
  const textCanvas = document.createElement('canvas');
  textCanvas.width = style.width;
  textCanvas.height = margin * 2 + lineHeight * lines.length;
  const text = textCanvas.getContext('2d')!;
  text.fillStyle = `rgb(${paper},${paper},${paper})`;
  text.fillRect(0, 0, textCanvas.width, textCanvas.height);
  text.fillStyle = `rgb(${ink},${ink},${ink})`;
  text.font = `${style.bold ? 'bold ' : ''}${style.fontSize}px ${style.font}`;
  text.textBaseline = 'top';
  lines.forEach((line, i) => text.fillText(line, margin, margin + i * lineHeight));

  // Rotate around the centre onto a canvas large enough to hold the turned page.
  const angle = ((style.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const out = document.createElement('canvas');
  out.width = Math.ceil(textCanvas.width * cos + textCanvas.height * sin);
  out.height = Math.ceil(textCanvas.width * sin + textCanvas.height * cos);
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = `rgb(${paper},${paper},${paper})`;
  ctx.fillRect(0, 0, out.width, out.height);
  if (style.blur) ctx.filter = `blur(${style.blur}px)`;
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(angle);
  ctx.drawImage(textCanvas, -textCanvas.width / 2, -textCanvas.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';

  const image = ctx.getImageData(0, 0, out.width, out.height);
  let seed = args.seed >>> 0;
  const random = () => {
    // mulberry32: deterministic noise, so a failing image can be reproduced
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const amplitude = style.noise ?? 0;
  const gray = new Uint8Array(out.width * out.height);
  for (let p = 0; p < gray.length; p++) {
    const value = image.data[p * 4]! + (amplitude ? (random() - 0.5) * 2 * amplitude : 0);
    const clamped = Math.max(0, Math.min(255, Math.round(value)));
    gray[p] = clamped;
    image.data[p * 4] = image.data[p * 4 + 1] = image.data[p * 4 + 2] = clamped;
  }
  if (format === 'gif') {
    let binary = '';
    for (let i = 0; i < gray.length; i += 0x8000) binary += String.fromCharCode(...gray.subarray(i, i + 0x8000));
    return { gray: btoa(binary), width: out.width, height: out.height };
  }
  ctx.putImageData(image, 0, 0);
  return {
    dataUrl: out.toDataURL(format === 'png' ? 'image/png' : 'image/jpeg', 0.8),
    width: out.width,
    height: out.height,
  };
};

export type PrintoutRenderer = {
  render(lines: string[], style: PrintoutStyle, format: PrintoutFormat, seed?: number): Promise<Buffer>;
  close(): Promise<void>;
};

export const openPrintoutRenderer = async (): Promise<PrintoutRenderer> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium fehlt (${CHROMIUM}): die OCR-Tests zeichnen ihre Ausdrucke darin. Installieren mit: node scripts/ensure-chromium.mjs`,
    );
  }
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const page: Page = await browser.newPage();
  // TypeScript transpilers may wrap functions in a `__name(...)` helper that exists only in Node;
  // the drawing function is serialised into the page, so give the page a no-op version of it.
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.evaluate('globalThis.__name = (fn) => fn;');
  return {
    async render(lines, style, format, seed = 1) {
      // Make sure the font is loaded before measuring and drawing.
      await page.evaluate(
        (font) => document.fonts.load(font).then(() => undefined),
        `${style.fontSize}px ${style.font}`,
      );
      const result = await page.evaluate(drawInPage, { lines, style, format, seed });
      if (result.gray !== undefined) {
        return encodeGrayGif(new Uint8Array(Buffer.from(result.gray, 'base64')), result.width, result.height);
      }
      return Buffer.from(result.dataUrl!.split(',')[1]!, 'base64');
    },
    close: () => browser.close(),
  };
};
