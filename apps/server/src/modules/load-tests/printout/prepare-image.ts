// Turns a photo of a printout into what Tesseract reads best (decision 0270): upright by its EXIF
// orientation, at most 2000 px on the long side (a 40-megapixel photo costs no more than a small
// one: libjpeg decodes it at a fraction of its size, decision 0731), grey, light-on-dark displays
// inverted, a page or screen photographed at an angle warped back to a rectangle (issue 38), with
// uneven light divided out and the contrast stretched. The page's quarter-turn and skew (up to
// 15°) are measured on a small copy by projection profiles and undone with one rotation.
import type Sharp from 'sharp';
import { detectImageFormat, imageDimensions, MAX_PRINTOUT_PIXELS } from './image-format.js';
import { histogramMedian, straightenPage } from './straighten-page.js';

// sharp costs ~28 MB resident once imported; it is loaded with the first printout (decision 0210).
let sharpModule: Promise<typeof Sharp> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** Long side Tesseract gets; larger photos only cost time (text stays > 20 px high on printouts). */
export const MAX_LONG_SIDE = 2000;
/** Long side of the copy on which the orientation is measured. */
const ANALYSIS_LONG_SIDE = 700;
const MAX_SKEW = 15;
const TILE = 32;

/** Lets other requests run between slices of the pixel passes, which run on the main thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows per slice: a few hundred thousand pixels, well under 50 ms. */
const rowsPerSlice = (width: number) => Math.max(1, Math.floor(250_000 / Math.max(width, 1)));

export type GreyImage = { data: Uint8Array; width: number; height: number };

export type PreparedPage = {
  grey: GreyImage;
  /** Quarter-turns to try, most likely first (degrees clockwise: 0, 90, 180, 270). */
  turns: number[];
  /** Skew in degrees to undo together with a quarter-turn. */
  skew: number;
  /** Median height of a text line's ink in `grey`'s pixels, when lines were found. */
  lineHeight: number | null;
};

/** A photo this much larger than the target is decoded by libjpeg at half size or less. */
const SHRINK_ON_LOAD_FACTOR = 3;
/** Below this long side a large photo is rather decoded whole than shrunk on load. */
const MIN_SHRUNK_LONG_SIDE = 1600;

/**
 * The long side a photo is decoded to. libjpeg decodes a JPEG at 1/2, 1/4 or 1/8 of its size for
 * a fraction of the time of a full decode, but sharp uses it only when the whole shrink is ≥ 3×
 * (it leaves an integer shrink to the exact resize, to avoid libjpeg's rounding). A 4,800–6,000 px
 * photo would miss that by aiming at 2,000 px: it aims a little lower (≥ 1,600 px) instead, where
 * text of a photographed printout is still far above what Tesseract needs.
 */
export const decodeLongSide = (format: string | null, longSide: number) => {
  if (longSide <= MAX_LONG_SIDE) return longSide;
  if (format !== 'jpeg' || longSide >= SHRINK_ON_LOAD_FACTOR * MAX_LONG_SIDE) return MAX_LONG_SIDE;
  const shrunk = Math.floor(longSide / SHRINK_ON_LOAD_FACTOR);
  return shrunk >= MIN_SHRUNK_LONG_SIDE ? shrunk : MAX_LONG_SIDE;
};

/** Decodes (honouring EXIF orientation), downscales and converts to grey. */
const decodeGrey = async (image: Uint8Array): Promise<GreyImage> => {
  const sharp = await loadSharp();
  const size = imageDimensions(image);
  const target = decodeLongSide(detectImageFormat(image), size ? Math.max(size.width, size.height) : MAX_LONG_SIDE);
  // EXIF orientation as a load option, not .rotate(): turning before the resize would make sharp
  // decode a phone photo (which carries an orientation) at full size.
  const { data, info } = await sharp(image, { limitInputPixels: MAX_PRINTOUT_PIXELS, failOn: 'none', autoOrient: true })
    .resize({ width: target, height: target, fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`Expected one grey channel, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
};

/**
 * Light text on a dark screen (device displays, apps in dark mode) becomes dark on light, as
 * Tesseract and the light flattening expect (issue 38). The polarity is told by the centre of the
 * picture (a display's housing or the table lies at the edges): on paper the pixels far from the
 * median are darker (ink), on a display they are brighter (text). Dim paper stays as it is. A page
 * found inside the photo (`found`, decision 0791) that is light is inverted too when nothing on it
 * is darker than its paper and its text is brighter: a white protocol shared in a dark video call,
 * dimmed, is inverted with the call around it to a mid-grey page with brighter text. A light
 * screen with a white dialog box on it keeps its dark text and stays as it is.
 */
export const invertIfDark = (page: GreyImage, found = false): boolean => {
  const { data, width, height } = page;
  const histogram = new Uint32Array(256);
  for (let y = Math.floor(height * 0.2); y < Math.ceil(height * 0.8); y += 2)
    for (let x = Math.floor(width * 0.2); x < Math.ceil(width * 0.8); x += 2) histogram[data[y * width + x]!]!++;
  let count = 0;
  for (const n of histogram) count += n;
  const median = histogramMedian(histogram, count);
  let brighter = 0;
  let darker = 0;
  for (let v = 0; v < 256; v++) {
    if (v > median + 50) brighter += histogram[v]!;
    if (v < median - 50) darker += histogram[v]!;
  }
  const lightText = median < 128 ? brighter > darker * 1.5 : found && brighter > darker * 10;
  if (!lightText) return false;
  for (let i = 0; i < data.length; i++) data[i] = 255 - data[i]!;
  return true;
};

/**
 * Divides out uneven light: the paper's brightness per 32 px tile (its 90th percentile), smoothly
 * enlarged, becomes white; ink keeps its distance from the paper. Shadows and dim photos end up
 * like a scan. Then the grey range of the ink is stretched to full contrast.
 */
const flattenLight = async ({ data, width, height }: GreyImage): Promise<GreyImage> => {
  const sharp = await loadSharp();
  const tilesX = Math.ceil(width / TILE);
  const tilesY = Math.ceil(height / TILE);
  const histograms = new Uint32Array(tilesX * tilesY * 256);
  const slice = rowsPerSlice(width);
  for (let y = 0; y < height; y++) {
    if (y % slice === 0) await breathe();
    const row = Math.floor(y / TILE) * tilesX;
    for (let x = 0; x < width; x++) histograms[(row + Math.floor(x / TILE)) * 256 + data[y * width + x]!]!++;
  }
  const paper = new Uint8Array(tilesX * tilesY);
  for (let tile = 0; tile < paper.length; tile++) {
    let total = 0;
    for (let v = 0; v < 256; v++) total += histograms[tile * 256 + v]!;
    let seen = 0;
    let v = 0;
    while (v < 255 && seen + histograms[tile * 256 + v]! < total * 0.9) seen += histograms[tile * 256 + v++]!;
    paper[tile] = Math.max(v, 24);
  }
  const background = await sharp(paper, { raw: { width: tilesX, height: tilesY, channels: 1 } })
    .blur(1.2)
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  const flat = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < flat.length; i++) {
    if (i % 250_000 === 0) await breathe();
    const value = Math.min(255, Math.round((data[i]! * 255) / Math.max(background[i]!, 1)));
    flat[i] = value;
    histogram[value]!++;
  }
  // Stretch: the darkest 0.5 % become black, paper stays white.
  let dark = 0;
  for (let seen = 0; dark < 254 && seen + histogram[dark]! < flat.length * 0.005; dark++) seen += histogram[dark]!;
  const span = Math.max(255 - dark, 40);
  for (let i = 0; i < flat.length; i++)
    flat[i] = Math.max(0, Math.min(255, Math.round(((flat[i]! - dark) * 255) / span)));
  return { data: flat, width, height };
};

/** Ink pixels of a small copy as coordinates around the centre (every one counts the same). */
const inkPoints = async (page: GreyImage) => {
  const sharp = await loadSharp();
  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(page.width, page.height));
  const width = Math.max(1, Math.round(page.width * scale));
  const height = Math.max(1, Math.round(page.height * scale));
  const small = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (small[y * width + x]! < 128) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
  // Keep the measurement fast on pages full of ink.
  const stride = Math.max(1, Math.floor(xs.length / 40_000));
  return {
    xs: xs.filter((_, i) => i % stride === 0),
    ys: ys.filter((_, i) => i % stride === 0),
    size: Math.ceil(Math.hypot(width, height)),
    scale,
  };
};

/** Ink projected across the given angle: one bin per pixel row of the turned page. */
const profile = (xs: number[], ys: number[], size: number, degrees: number) => {
  const angle = (degrees * Math.PI) / 180;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  const bins = new Float64Array(size + 2);
  for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! * cos - xs[i]! * sin + size / 2) + 1]!++;
  return bins;
};

/** How sharply ink falls into lines when projected across the given angle (Postl's criterion). */
const profileScore = (xs: number[], ys: number[], size: number, degrees: number) => {
  const bins = profile(xs, ys, size, degrees);
  let score = 0;
  for (let b = 1; b < bins.length; b++) score += (bins[b]! - bins[b - 1]!) ** 2;
  return score;
};

/** Median and tallest height of the text lines in a profile (runs of rows with ink), in bins. */
const lineHeights = (bins: Float64Array): { median: number; tallest: number } | null => {
  const threshold = Math.max(2, Math.max(...bins) * 0.04);
  const heights: number[] = [];
  let run = 0;
  for (const count of bins) {
    if (count >= threshold) run++;
    else {
      if (run >= 3) heights.push(run);
      run = 0;
    }
  }
  if (heights.length === 0) return null;
  heights.sort((a, b) => a - b);
  return { median: heights[Math.floor(heights.length / 2)]!, tallest: heights[heights.length - 1]! };
};

export type Orientation = {
  /** 0: lines run across the image, 90: along it. */
  family: 0 | 90;
  skew: number;
  /** Median height of a text line's ink in page pixels, when lines were found. */
  lineHeight: number | null;
  /** Height of the tallest line (a value printed bigger than the rest), when lines were found. */
  tallestLine: number | null;
};

/** Skew within ±15°, whether the lines run across or along the image, and how high they are. */
export const measureOrientation = async (page: GreyImage): Promise<Orientation> => {
  const { xs, ys, size, scale } = await inkPoints(page);
  if (xs.length < 50) return { family: 0, skew: 0, lineHeight: null, tallestLine: null };
  let best = { family: 0 as 0 | 90, skew: 0, score: -1 };
  for (const family of [0, 90] as const) {
    for (let skew = -MAX_SKEW; skew <= MAX_SKEW; skew += 0.25) {
      if (skew % 2 === 0) await breathe();
      const score = profileScore(xs, ys, size, family + skew);
      if (score > best.score) best = { family, skew, score };
    }
  }
  const coarse = best;
  for (let skew = coarse.skew - 0.2; skew <= coarse.skew + 0.21; skew += 0.05) {
    const score = profileScore(xs, ys, size, coarse.family + skew);
    if (score > best.score) best = { family: coarse.family, skew, score };
  }
  const lines = lineHeights(profile(xs, ys, size, best.family + best.skew));
  return {
    family: best.family,
    skew: Math.round(best.skew * 10) / 10,
    lineHeight: lines === null ? null : lines.median / scale,
    tallestLine: lines === null ? null : lines.tallest / scale,
  };
};

/**
 * Tesseract reads best with lines of ink about 25–45 px high: huge text from a close-up photo
 * costs seconds without gaining anything, tiny text loses characters. A value printed much bigger
 * than the rest (a display's big Evd) is dropped as a picture when it is far over that height: the
 * page is made smaller until it fits, as long as the ordinary lines keep ≥ 22 px.
 */
const textScale = (lineHeight: number | null, tallestLine: number | null) => {
  if (lineHeight === null) return 1;
  const byMedian = lineHeight > 48 ? 40 / lineHeight : lineHeight < 18 ? Math.min(1.6, 24 / lineHeight) : 1;
  const tallest = (tallestLine ?? lineHeight) * byMedian;
  if (tallest <= 64) return byMedian;
  return byMedian * Math.min(1, Math.max(56 / tallest, 22 / (lineHeight * byMedian)));
};

const resizeGrey = async (page: GreyImage, factor: number): Promise<GreyImage> => {
  const sharp = await loadSharp();
  const width = Math.max(1, Math.round(page.width * factor));
  const height = Math.max(1, Math.round(page.height * factor));
  const data = await sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: factor < 1 ? 'lanczos3' : 'cubic' })
    .greyscale()
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
};

export const preparePage = async (image: Uint8Array): Promise<PreparedPage> => {
  const decoded = await decodeGrey(image);
  invertIfDark(decoded);
  const straightened = await straightenPage(decoded);
  // The page found inside the photo is told dark or light once more on its own (decision 0791): a
  // white protocol shared in a dark video call was inverted with the call around it.
  if (straightened !== decoded) invertIfDark(straightened, true);
  const flat = await flattenLight(straightened);
  const { family, skew, lineHeight: measured, tallestLine } = await measureOrientation(flat);
  // "Lines" a third of the page high or more are blocks of ink (a device's housing, gravel, a dark
  // frame), not text: they say nothing of its size, and the rules, dashes and dots removed by a
  // line's size would take the text with them (decision 0791).
  const lineHeight = measured !== null && measured <= (family === 0 ? flat.height : flat.width) / 3 ? measured : null;
  const factor = textScale(lineHeight, tallestLine);
  const grey = factor === 1 ? flat : await resizeGrey(flat, factor);
  const turns = family === 0 ? [0, 180, 90, 270] : [90, 270, 0, 180];
  return { grey, turns, skew, lineHeight: lineHeight === null ? null : lineHeight * factor };
};

/**
 * Whitens long straight runs of ink — the grid of a table, the frame of a result box, the edge of
 * the paper — which Tesseract would otherwise read as characters or let split lines apart. A
 * vertical run is a rule only when it is clearly longer than a line of text is high: the stems of
 * a large value ("Evd 45,3" printed bigger on a display) are as long as their line is high.
 */
const removeRules = async ({ data, width, height }: GreyImage, lineHeight: number | null) => {
  const minimum = Math.max(60, Math.round(Math.min(width, height) * 0.06));
  const minimumVertical = Math.max(minimum, Math.round(2 * (lineHeight ?? 0)));
  // Runs are found on the untouched image in both directions, so crossings clear with both rules.
  // Both passes walk the pixels row by row (the vertical runs of all columns side by side): the
  // same runs as column by column, without a cache miss a pixel (decision 0778).
  const clear = new Uint8Array(data.length);
  const slice = rowsPerSlice(width);
  // Where the current vertical run of each column started (-1: none).
  const columnStart = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y++) {
    if (y % slice === 0) await breathe();
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const dark = y < height && x < width && data[row + x]! < 160;
      if (y < height) {
        if (dark && start < 0) start = x;
        if (!dark && start >= 0) {
          if (x - start >= minimum)
            // The rule's blurred edge goes too: one line either side.
            for (let side = Math.max(0, y - 1); side <= Math.min(height - 1, y + 1); side++)
              clear.fill(1, side * width + start, side * width + x);
          start = -1;
        }
      }
      if (x === width) continue;
      const top = columnStart[x]!;
      if (dark && top < 0) columnStart[x] = y;
      if (!dark && top >= 0) {
        if (y - top >= minimumVertical)
          for (let side = Math.max(0, x - 1); side <= Math.min(width - 1, x + 1); side++)
            for (let j = top; j < y; j++) clear[j * width + side] = 1;
        columnStart[x] = -1;
      }
    }
  }
  for (let i = 0; i < data.length; i++) if (clear[i]) data[i] = 255;
};

/**
 * Whitens dashed rules ("– – – – –" between the rows of a form): five or more dashes of about one
 * length and one spacing along a pixel row, each thin (no stroke of a letter goes up or down from
 * its middle, paper a third of a line above and below) and at least 0.4 of a text line long. Tesseract glues such a rule to the small labels
 * under it and reads both as garbage.
 */
export const removeDashedRules = async ({ data, width, height }: GreyImage, lineHeight: number | null) => {
  const line = lineHeight ?? 30;
  const minDash = Math.max(6, Math.round(line * 0.4));
  const maxGap = Math.round(line * 0.8);
  const thin = Math.max(3, Math.round(line * 0.15));
  const dark = (x: number, y: number) => data[y * width + x]! < 160;
  const clearance = Math.round(line * 0.35);
  /** Thin at x, with paper above and below it for a third of a line: no part of a letter. */
  const isolated = (x: number, y: number) => {
    let top = y;
    let bottom = y;
    while (top > 0 && dark(x, top - 1) && y - top <= thin) top--;
    while (bottom < height - 1 && dark(x, bottom + 1) && bottom - y <= thin) bottom++;
    if (bottom - top + 1 > thin) return false;
    for (let d = 1; d <= clearance; d++)
      if ((top - d >= 0 && dark(x, top - d)) || (bottom + d < height && dark(x, bottom + d))) return false;
    return true;
  };
  const clear: [number, number, number][] = [];
  const slice = rowsPerSlice(width);
  for (let y = 0; y < height; y++) {
    if (y % slice === 0) await breathe();
    const dashes: [number, number][] = [];
    for (let x = 0, start = -1; x <= width; x++) {
      const ink = x < width && dark(x, y);
      if (ink && start < 0) start = x;
      if (!ink && start >= 0) {
        if (x - start >= minDash && [start + 1, (start + x) >> 1, x - 2].every((at) => isolated(at, y)))
          dashes.push([start, x]);
        start = -1;
      }
    }
    // Runs of dashes of one length and one spacing.
    let first = 0;
    for (let i = 1; i <= dashes.length; i++) {
      const gap = i < dashes.length ? dashes[i]![0] - dashes[i - 1]![1] : Infinity;
      const length = i < dashes.length ? dashes[i]![1] - dashes[i]![0] : 0;
      const firstLength = dashes[first]![1] - dashes[first]![0];
      if (gap <= maxGap && Math.abs(length - firstLength) <= firstLength * 0.35) continue;
      if (i - first >= 5) for (let d = first; d < i; d++) clear.push([y, dashes[d]![0], dashes[d]![1]]);
      first = i;
    }
  }
  // The dash's blurred edge goes too: two pixels around it.
  for (const [y, start, end] of clear)
    for (let row = Math.max(0, y - 2); row <= Math.min(height - 1, y + 2); row++)
      for (let x = Math.max(0, start - 2); x < Math.min(width, end + 2); x++) data[row * width + x] = 255;
};

/**
 * Whitens dot leaders ("Evd ........ 44,6"): five or more small dots of one size, evenly spaced on
 * one baseline. Tesseract reads them as runs of letters and digits ("iiiiies GG", "0000020000")
 * that hide the value from its label and cost seconds. A decimal point, a colon, the dots of an
 * umlaut or an ellipsis of three never form such a run, nor dots with ink between them ("1.2.3.4.5").
 */
export const removeLeaders = async ({ data, width, height }: GreyImage, lineHeight: number | null) => {
  const line = lineHeight ?? 30;
  const maxDot = Math.max(3, Math.round(line * 0.3));
  const labels = new Int32Array(data.length);
  const stack = new Int32Array(data.length);
  const dots: { x0: number; y0: number; x1: number; y1: number; cx: number; cy: number }[] = [];
  const slice = rowsPerSlice(width);
  let next = 0;
  for (let y = 0; y < height; y++) {
    if (y % slice === 0) await breathe();
    for (let x = 0; x < width; x++) {
      const start = y * width + x;
      if (labels[start] || data[start]! >= 160) continue;
      next++;
      let top = 0;
      stack[top++] = start;
      labels[start] = next;
      let [x0, y0, x1, y1] = [x, y, x, y];
      while (top > 0) {
        const at = stack[--top]!;
        const px = at % width;
        const py = (at - px) / width;
        if (px < x0) x0 = px;
        if (px > x1) x1 = px;
        if (py < y0) y0 = py;
        if (py > y1) y1 = py;
        // Left, right, up, down (no array a pixel, decision 0778).
        for (let side = 0; side < 4; side++) {
          const neighbour = side === 0 ? at - 1 : side === 1 ? at + 1 : side === 2 ? at - width : at + width;
          if (neighbour < 0 || neighbour >= data.length) continue;
          if ((neighbour === at - 1 && px === 0) || (neighbour === at + 1 && px === width - 1)) continue;
          if (labels[neighbour] || data[neighbour]! >= 160) continue;
          labels[neighbour] = next;
          stack[top++] = neighbour;
        }
      }
      const w = x1 - x0 + 1;
      const h = y1 - y0 + 1;
      if (w <= maxDot && h <= maxDot && w <= 2.5 * h && h <= 2.5 * w)
        dots.push({ x0, y0, x1, y1, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2 });
    }
  }
  /** Only paper between two dots of a leader, from the baseline up to a letter's height: "1.2.3.4.5" is text. */
  const paperBetween = (a: (typeof dots)[number], b: (typeof dots)[number]) => {
    const top = Math.max(0, Math.round(Math.min(a.cy, b.cy) - line * 0.6));
    const bottom = Math.min(height - 1, Math.round(Math.max(a.cy, b.cy) + line * 0.1));
    for (let y = top; y <= bottom; y++)
      for (let x = a.x1 + 1; x < b.x0; x++) if (data[y * width + x]! < 160) return false;
    return true;
  };
  // Runs along a baseline: each dot's right neighbour is the nearest dot to its right on the same
  // baseline; a run keeps going while the spacing stays within a third of the first gap.
  dots.sort((a, b) => a.cx - b.cx);
  const used = new Uint8Array(dots.length);
  const sameBaseline = line * 0.15;
  for (let i = 0; i < dots.length; i++) {
    if (used[i]) continue;
    const run = [i];
    let gap = -1;
    for (let j = i + 1; j < dots.length && dots[j]!.cx - dots[run.at(-1)!]!.cx <= line * 1.2; j++) {
      const last = dots[run.at(-1)!]!;
      const dot = dots[j]!;
      if (used[j] || Math.abs(dot.cy - last.cy) > sameBaseline || dot.cx - last.cx < 2) continue;
      const step = dot.cx - last.cx;
      if (gap > 0 && Math.abs(step - gap) > gap / 3) continue;
      if (!paperBetween(last, dot)) continue;
      if (gap < 0) gap = step;
      run.push(j);
    }
    if (run.length < 5) continue;
    // With its grey rim: what is left of a dot's blurred edge would still be read as a speck.
    const rim = Math.max(2, Math.round(line * 0.12));
    for (const index of run) {
      used[index] = 1;
      const { x0, y0, x1, y1 } = dots[index]!;
      for (let y = Math.max(0, y0 - rim); y <= Math.min(height - 1, y1 + rim); y++)
        for (let x = Math.max(0, x0 - rim); x <= Math.min(width - 1, x1 + rim); x++) data[y * width + x] = 255;
    }
  }
};

/**
 * The page turned so its lines run left to right: quarter-turn `turn` (clockwise) plus the
 * measured skew, as a PNG for Tesseract. Corners uncovered by the rotation become paper white.
 */
export const uprightPng = async (page: PreparedPage, turn: number): Promise<Buffer> => {
  const sharp = await loadSharp();
  // The measured angle is the clockwise turn of the lines; turning back by it makes them level.
  const angle = ((-(turn + page.skew) % 360) + 360) % 360;
  const { data, width, height } = page.grey;
  const turned = await sharp(data, { raw: { width, height, channels: 1 } })
    .rotate(angle, { background: { r: 255, g: 255, b: 255 } })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const upright = {
    data: new Uint8Array(turned.data.buffer, turned.data.byteOffset, turned.data.length),
    width: turned.info.width,
    height: turned.info.height,
  };
  await removeRules(upright, page.lineHeight);
  await removeDashedRules(upright, page.lineHeight);
  await removeLeaders(upright, page.lineHeight);
  // Without a resolution Tesseract warns and assumes 70 dpi: say 70 (300 misread more digits on
  // the test set, decision 0270).
  return sharp(upright.data, { raw: { width: upright.width, height: upright.height, channels: 1 } })
    .withMetadata({ density: 70 })
    .png({ compressionLevel: 1 })
    .toBuffer();
};

/**
 * One line of a prepared page cut out with a margin and softened (decision 0736): a Gaussian blur
 * of one pixel joins the dots of dot-matrix and segment glyphs into strokes, so a digit misread
 * from its dots reads differently, and a clearly printed one the same. White border added, PNG.
 */
export const softenedLine = async (png: Buffer, box: { x0: number; y0: number; x1: number; y1: number }) => {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const margin = Math.round((box.y1 - box.y0) * 0.3) + 4;
  const left = Math.max(0, box.x0 - margin);
  const top = Math.max(0, box.y0 - margin);
  const right = Math.min(width, box.x1 + margin);
  const bottom = Math.min(height, box.y1 + margin);
  return sharp(png)
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .blur(1)
    .extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' })
    .png()
    .toBuffer();
};
