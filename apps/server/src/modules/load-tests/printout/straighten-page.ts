// Perspective straightening (issue 38): a printout photographed at an angle on a table is a
// trapezoid, its lines converge and Tesseract loses them. When the page (or a display's screen)
// stands out from a darker surround as one bright four-cornered region that lies wholly inside
// the photo, its corners are found on a small copy and the page is warped back to a rectangle.
// Photos where the page fills the frame (scans, close-ups) are left as they are.
import { homography, type Point } from './homography.js';
import type { GreyImage } from './prepare-image.js';

const ANALYSIS_SIDE = 400;

/** Otsu's threshold of a grey histogram. */
const otsu = (histogram: Uint32Array, count: number) => {
  let sum = 0;
  for (let v = 0; v < 256; v++) sum += v * histogram[v]!;
  let below = 0;
  let belowSum = 0;
  let best = { threshold: 128, variance: -1 };
  for (let v = 0; v < 256; v++) {
    below += histogram[v]!;
    if (below === 0 || below === count) continue;
    belowSum += v * histogram[v]!;
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (count - below);
    const variance = below * (count - below) * (meanBelow - meanAbove) ** 2;
    if (variance > best.variance) best = { threshold: v, variance };
  }
  return best.threshold;
};

const area = (corners: Point[]) => {
  let twice = 0;
  corners.forEach(([x, y], i) => {
    const [nx, ny] = corners[(i + 1) % corners.length]!;
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
};

/**
 * The page's corners (top-left, top-right, bottom-right, bottom-left) in the image's pixels, or
 * null when no page lies on a darker surround.
 */
export const findPageCorners = (page: GreyImage): Point[] | null => {
  const step = Math.max(1, Math.ceil(Math.max(page.width, page.height) / ANALYSIS_SIDE));
  const width = Math.floor(page.width / step);
  const height = Math.floor(page.height / step);
  if (width < 20 || height < 20) return null;
  const small = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = page.data[y * step * page.width + x * step]!;
      small[y * width + x] = value;
      histogram[value]!++;
    }
  const threshold = otsu(histogram, small.length);
  // The largest bright region (4-connected).
  const label = new Int32Array(small.length).fill(-1);
  let best: { pixels: number[]; size: number } = { pixels: [], size: 0 };
  for (let start = 0; start < small.length; start++) {
    if (label[start] !== -1 || small[start]! <= threshold) continue;
    const pixels = [start];
    label[start] = start;
    for (let i = 0; i < pixels.length; i++) {
      const p = pixels[i]!;
      const x = p % width;
      for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
        if (q < 0 || q >= small.length || label[q] !== -1 || small[q]! <= threshold) continue;
        label[q] = start;
        pixels.push(q);
      }
    }
    if (pixels.length > best.size) best = { pixels, size: pixels.length };
  }
  if (best.size < small.length * 0.15) return null;
  // A page inside the photo: its region (nearly) never reaches the frame.
  let onFrame = 0;
  let tl: Point = [0, 0];
  let tr: Point = [0, 0];
  let br: Point = [0, 0];
  let bl: Point = [0, 0];
  let [minSum, maxSum, maxDiff, minDiff] = [Infinity, -Infinity, -Infinity, Infinity];
  const rows = new Map<number, [number, number]>();
  for (const p of best.pixels) {
    const x = p % width;
    const y = Math.floor(p / width);
    if (x === 0 || y === 0 || x === width - 1 || y === height - 1) onFrame++;
    const span = rows.get(y);
    rows.set(y, span ? [Math.min(span[0], x), Math.max(span[1], x)] : [x, x]);
    if (x + y < minSum) {
      minSum = x + y;
      tl = [x, y];
    }
    if (x + y > maxSum) {
      maxSum = x + y;
      br = [x, y];
    }
    if (x - y > maxDiff) {
      maxDiff = x - y;
      tr = [x, y];
    }
    if (x - y < minDiff) {
      minDiff = x - y;
      bl = [x, y];
    }
  }
  if (onFrame > 2 * (width + height) * 0.02) return null;
  const corners = [tl, tr, br, bl];
  // Four-cornered: the region filled out row by row covers its corners' quadrilateral.
  let filled = 0;
  for (const [left, right] of rows.values()) filled += right - left + 1;
  const quad = area(corners);
  if (quad < small.length * 0.15 || filled / quad < 0.9 || filled / quad > 1.1) return null;
  return corners.map(([x, y]) => [(x + 0.5) * step, (y + 0.5) * step] as const);
};

const distance = ([ax, ay]: Point, [bx, by]: Point) => Math.hypot(ax - bx, ay - by);

/** Lets other requests run between slices of the warp, which runs on the main thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The page inside `corners` warped to an upright rectangle (bilinear), or the image as it is. */
export const straightenPage = async (page: GreyImage): Promise<GreyImage> => {
  const corners = findPageCorners(page);
  if (!corners) return page;
  const [tl, tr, br, bl] = corners as [Point, Point, Point, Point];
  const width = Math.round(Math.max(distance(tl, tr), distance(bl, br)));
  const height = Math.round(Math.max(distance(tl, bl), distance(tr, br)));
  const h = homography(
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ],
    [tl, tr, br, bl],
  );
  const data = new Uint8Array(width * height);
  const { data: source, width: sw, height: sh } = page;
  const rowsPerSlice = Math.max(1, Math.floor(250_000 / width));
  for (let y = 0; y < height; y++) {
    if (y % rowsPerSlice === 0) await breathe();
    for (let x = 0; x < width; x++) {
      const w = h[6]! * x + h[7]! * y + 1;
      const u = (h[0]! * x + h[1]! * y + h[2]!) / w;
      const v = (h[3]! * x + h[4]! * y + h[5]!) / w;
      const x0 = Math.min(sw - 2, Math.max(0, Math.floor(u)));
      const y0 = Math.min(sh - 2, Math.max(0, Math.floor(v)));
      const fx = Math.min(1, Math.max(0, u - x0));
      const fy = Math.min(1, Math.max(0, v - y0));
      const i = y0 * sw + x0;
      const top = source[i]! * (1 - fx) + source[i + 1]! * fx;
      const bottom = source[i + sw]! * (1 - fx) + source[i + sw + 1]! * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data, width, height };
};
