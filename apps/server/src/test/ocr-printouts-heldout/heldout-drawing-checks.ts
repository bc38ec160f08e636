// Checks of a held-out layout's drawing for the generator's unit tests (not the reader's): the text
// it prints, text running into the page's margins, and cells of one line drawn over each other.
import sharp from 'sharp';
import type { Drawing } from './heldout-layouts.js';
import { drawingSvg } from './heldout-photo.js';

/** Everything the drawing prints, one line per cell, figures by the text they show. */
export const printedText = (drawing: Drawing) =>
  drawing.lines
    .flatMap((l) => [...l.cells.map((cell) => cell.text), ...(l.figure?.says ? [l.figure.says] : [])])
    .join('\n');

/** The decimal numbers in a text ("0,512", "44.6"), as numbers. */
export const decimals = (text: string) =>
  [...text.matchAll(/\d+[.,]\d+/g)].map((match) => Number(match[0].replace(',', '.')));

const rgb = (colour: string) => colour.match(/\d+/g)!.map(Number);

/** Pixels of ink in the strips just inside the left and right edge of the screen or page. */
export const inkInMargins = async (drawing: Drawing) => {
  const { svg, width, height } = drawingSvg(drawing);
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height) throw new Error('rendered size differs from the SVG');
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const housing = drawing.display ? Math.round(size * 2.5) : 0;
  const background = rgb(drawing.background);
  const strips = [
    [housing + Math.ceil(size / 3), housing + Math.floor(margin / 2)],
    [housing + drawing.width - Math.floor(margin / 2), housing + drawing.width - Math.ceil(size / 3)],
  ];
  let inked = 0;
  for (let y = housing + size; y < height - housing - size; y++)
    for (const [from, to] of strips)
      for (let x = from!; x < to!; x++) {
        const o = (y * info.width + x) * 3;
        if (background.some((value, c) => Math.abs(data[o + c]! - value) > 60)) inked++;
      }
  return inked;
};

/** An upper estimate of a font's mean character width in em, regular and bold. */
const characterWidth = (font: string): [number, number] => {
  if (font.includes('Mono')) return [0.61, 0.61];
  if (font.includes('Narrow')) return [0.46, 0.5];
  if (font.includes('Condensed')) return [0.53, 0.58];
  if (font.startsWith('Liberation')) return [0.5, 0.54];
  return [0.58, 0.64];
};

/**
 * Cells of one line that would overlap, by an upper estimate of their width: "label value" pairs
 * where the value starts inside the label.
 */
export const overlappingCells = (drawing: Drawing) => {
  const size = drawing.fontSize;
  const inner = drawing.width - 2 * Math.round(size * 1.2);
  const found: string[] = [];
  for (const l of drawing.lines) {
    const spans = l.cells
      .filter((cell) => cell.text.trim() !== '')
      .map((cell) => {
        const [regular, bold] = characterWidth(cell.font ?? drawing.font);
        const em = size * (l.scale ?? 1) * (l.bold ? bold : regular);
        const x = inner * (cell.at ?? 0);
        const width = cell.text.length * em;
        return {
          text: cell.text,
          from: cell.anchor === 'end' ? x - width : x,
          to: cell.anchor === 'end' ? x : x + width,
        };
      })
      .sort((a, b) => a.from - b.from);
    spans.forEach((span, index) => {
      const next = spans[index + 1];
      if (next && span.to > next.from) found.push(`${span.text} | ${next.text}`);
    });
  }
  return found;
};
