// Renders printout images for the OCR tests, in Debian's Chromium through playwright-core (the same
// browser the end-to-end tests drive; nothing is downloaded). A page is drawn from text items —
// lines, label–value table rows with grid lines, framed boxes, an app's title bar — then
// "photographed": laid on a table, tilted in perspective, turned, blurred, lit unevenly, dimmed and
// given seeded sensor noise. Same input, same image: the test set is deterministic.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM, CHROMIUM_ARGS } from '../chromium.js';
import { encodeGrayGif } from './gif-encoder.js';

export type PageItem =
  | { kind: 'text'; text: string; scale?: number; bold?: boolean; center?: boolean; indent?: number }
  /** Cells at the given fractions of the width; `grid` draws the table's lines. */
  | { kind: 'row'; cells: string[]; columns: number[]; grid?: boolean; bold?: boolean }
  /** Text in a drawn frame (the result box of a protocol). */
  | { kind: 'box'; text: string; scale?: number }
  /** An app's coloured title bar with light text. */
  | { kind: 'bar'; text: string; color: string }
  | { kind: 'gap' };

export type PageSpec = {
  items: PageItem[];
  /** CSS font family list, e.g. "'DejaVu Sans Mono', monospace". */
  font: string;
  fontSize: number;
  /** Page width in px; the height follows the items. */
  width: number;
  /** Paper and ink colours (thermal paper is light grey, ink not quite black). */
  paper: string;
  ink: string;
  bold?: boolean;
};

export type PhotoSpec = {
  /** Turn in degrees, clockwise (any angle: skew, quarter-turns). */
  rotate?: number;
  /** Keystone: the top edge is this fraction narrower than the bottom (camera tilted). */
  perspective?: number;
  /** Table colour around the page (real-looking photos); without it the page fills the image. */
  table?: string;
  /** Enlarges the whole photo (a phone photo is several thousand pixels wide). */
  scale?: number;
  blur?: number;
  /** Light falling off to one corner: 0 (even) to 1 (the far corner black). */
  shade?: number;
  /** Dims the whole picture: contrast multiplied by this factor, e.g. 0.45. */
  dim?: number;
  /** Amplitude of uniform grey noise, 0–255. */
  noise?: number;
};

export type PrintoutFormat = 'png' | 'jpeg' | 'gif';

type Rendered = { dataUrl?: string; gray?: string; width: number; height: number };

// Runs inside the page: keep it self-contained (no closures over Node values).
const drawInPage = (args: { page: PageSpec; photo: PhotoSpec; format: PrintoutFormat; seed: number }): Rendered => {
  const { page, photo, format } = args;
  const size = page.fontSize;
  const lineHeight = Math.round(size * 1.45);
  const margin = Math.round(size * 1.2);
  const heightOf = (item: PageItem) =>
    item.kind === 'gap'
      ? lineHeight / 2
      : item.kind === 'box'
        ? lineHeight * (item.scale ?? 1) + size
        : item.kind === 'bar'
          ? lineHeight * 1.8
          : item.kind === 'row'
            ? lineHeight * 1.25
            : lineHeight * (item.scale ?? 1);
  const sheet = document.createElement('canvas');
  sheet.width = page.width;
  sheet.height = Math.ceil(margin * 2 + page.items.reduce((sum, item) => sum + heightOf(item), 0));
  const pen = sheet.getContext('2d')!;
  pen.fillStyle = page.paper;
  pen.fillRect(0, 0, sheet.width, sheet.height);
  pen.textBaseline = 'middle';
  const fontOf = (scale = 1, bold = page.bold) => `${bold ? 'bold ' : ''}${Math.round(size * scale)}px ${page.font}`;
  let y = margin;
  for (const item of page.items) {
    const height = heightOf(item);
    const middle = y + height / 2;
    pen.fillStyle = page.ink;
    pen.strokeStyle = page.ink;
    pen.lineWidth = Math.max(1, size / 14);
    if (item.kind === 'text') {
      pen.font = fontOf(item.scale, item.bold ?? page.bold);
      const x = item.center ? (sheet.width - pen.measureText(item.text).width) / 2 : margin + (item.indent ?? 0) * size;
      pen.fillText(item.text, x, middle);
    } else if (item.kind === 'row') {
      pen.font = fontOf(1, item.bold ?? page.bold);
      const inner = sheet.width - 2 * margin;
      item.cells.forEach((cell, i) => pen.fillText(cell, margin + inner * item.columns[i]! + size * 0.4, middle));
      if (item.grid) {
        pen.strokeRect(margin, y, inner, height);
        for (const column of item.columns.slice(1)) {
          pen.beginPath();
          pen.moveTo(margin + inner * column, y);
          pen.lineTo(margin + inner * column, y + height);
          pen.stroke();
        }
      }
    } else if (item.kind === 'box') {
      pen.font = fontOf(item.scale, true);
      const width = pen.measureText(item.text).width + size * 1.6;
      const x = (sheet.width - width) / 2;
      pen.lineWidth = Math.max(2, size / 8);
      pen.strokeRect(x, y + size * 0.25, width, height - size * 0.5);
      pen.fillText(item.text, x + size * 0.8, middle);
    } else if (item.kind === 'bar') {
      pen.fillStyle = item.color;
      pen.fillRect(0, y, sheet.width, height);
      pen.fillStyle = '#ffffff';
      pen.font = fontOf(1.1, true);
      pen.fillText(item.text, margin, middle);
    }
    y += height;
  }

  // The photo: page on the table, keystone, turn, enlargement.
  const scale = photo.scale ?? 1;
  const border = photo.table ? Math.round(sheet.width * 0.12) : 0;
  const keystone = document.createElement('canvas');
  keystone.width = sheet.width + 2 * border;
  keystone.height = sheet.height + 2 * border;
  const k = keystone.getContext('2d')!;
  k.fillStyle = photo.table ?? page.paper;
  k.fillRect(0, 0, keystone.width, keystone.height);
  const narrowing = photo.perspective ?? 0;
  for (let row = 0; row < sheet.height; row++) {
    // Each row is squeezed towards the centre, the top most (the camera looks down at an angle).
    const squeeze = narrowing * (1 - row / sheet.height);
    const width = sheet.width * (1 - squeeze);
    k.drawImage(sheet, 0, row, sheet.width, 1, border + (sheet.width - width) / 2, border + row, width, 1);
  }
  const angle = ((photo.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const out = document.createElement('canvas');
  out.width = Math.ceil((keystone.width * cos + keystone.height * sin) * scale);
  out.height = Math.ceil((keystone.width * sin + keystone.height * cos) * scale);
  const ctx = out.getContext('2d')!;
  ctx.fillStyle = photo.table ?? page.paper;
  ctx.fillRect(0, 0, out.width, out.height);
  if (photo.blur) ctx.filter = `blur(${photo.blur * scale}px)`;
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  ctx.drawImage(keystone, -keystone.width / 2, -keystone.height / 2);
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
  const amplitude = photo.noise ?? 0;
  const dim = photo.dim ?? 1;
  const shade = photo.shade ?? 0;
  const gray = format === 'gif' ? new Uint8Array(out.width * out.height) : null;
  const diagonal = out.width + out.height;
  for (let p = 0; p < out.width * out.height; p++) {
    const light = (1 - (shade * ((p % out.width) + Math.floor(p / out.width))) / diagonal) * dim;
    const grain = amplitude ? (random() - 0.5) * 2 * amplitude : 0;
    for (let c = 0; c < 3; c++) {
      const value = image.data[p * 4 + c]! * light + (1 - dim) * 40 + grain;
      image.data[p * 4 + c] = Math.max(0, Math.min(255, Math.round(value)));
    }
    if (gray) gray[p] = image.data[p * 4]!;
  }
  if (gray) {
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

/** EXIF orientations: the pixels are stored turned, the tag says how to show them upright. */
export type ExifOrientation = 3 | 6 | 8;
const STORED_TURN: Record<ExifOrientation, number> = { 3: 180, 6: 270, 8: 90 };

export type PrintoutRenderer = {
  renderPage(page: PageSpec, photo: PhotoSpec, format: PrintoutFormat, seed: number): Promise<Buffer>;
  close(): Promise<void>;
};

/** Stores a JPEG's pixels turned and tags it so that viewers (and the reader) turn it back. */
export const withExifOrientation = (jpeg: Buffer, orientation: ExifOrientation) =>
  sharp(jpeg).rotate(STORED_TURN[orientation]).withMetadata({ orientation }).jpeg({ quality: 80 }).toBuffer();

export const openPrintoutRenderer = async (): Promise<PrintoutRenderer> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium fehlt (${CHROMIUM}): die OCR-Tests zeichnen ihre Ausdrucke darin. Installieren mit: node scripts/ensure-chromium.mjs`,
    );
  }
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page: Page = await browser.newPage();
  // TypeScript transpilers may wrap functions in a `__name(...)` helper that exists only in Node;
  // the drawing function is serialised into the page, so give the page a no-op version of it.
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.evaluate('globalThis.__name = (fn) => fn;');
  return {
    renderPage: async (spec, photo, format, seed) => {
      // Make sure the font is loaded before measuring and drawing.
      await page.evaluate((font) => document.fonts.load(font).then(() => undefined), `${spec.fontSize}px ${spec.font}`);
      const result = await page.evaluate(drawInPage, { page: spec, photo, format, seed });
      if (result.gray !== undefined) {
        return encodeGrayGif(new Uint8Array(Buffer.from(result.gray, 'base64')), result.width, result.height);
      }
      return Buffer.from(result.dataUrl!.split(',')[1]!, 'base64');
    },
    close: () => browser.close(),
  };
};
