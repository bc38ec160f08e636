// Perspective straightening (issue 38): a printout photographed at an angle on a table is a
// trapezoid, its lines converge and Tesseract loses them. When the page (or a display's screen)
// stands out from its surround as one four-cornered region, brighter or darker, that lies wholly
// inside the photo, its corners are found on a small copy and the page is warped back to a
// rectangle; a device's plain housing around its screen is cut away with it (decision 0731).
// Photos where the page fills the frame (scans, close-ups) are left as they are.
import { homography, type Point } from './homography.js';
import type { GreyImage } from './prepare-image.js';

const ANALYSIS_SIDE = 400;

/** Lets other requests run between the passes over the pixels, which run on the main thread. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The median grey of a histogram of `count` pixels (the lower one where half the pixels lie at or below a grey). */
export const histogramMedian = (histogram: Uint32Array, count: number) => {
  let median = 0;
  for (let seen = 0; median < 255 && seen + histogram[median]! < count / 2; median++) seen += histogram[median]!;
  return median;
};

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

type Region = {
  corners: Point[];
  /** Area of the corners' quadrilateral, in analysis pixels. */
  quad: number;
  /** How many pixels the region has (a frame's are its ring, not what it encloses). */
  pixels: number;
};

/**
 * Four-cornered regions of one side of the threshold (brighter or darker) whose outline covers at
 * least 15 % of the photo and that lie wholly inside it: a page on a table, a display's housing on a table,
 * a screen inside its housing.
 */
const regionsOf = (small: Uint8Array, width: number, height: number, inside: (value: number) => boolean) => {
  const label = new Uint8Array(small.length);
  const regions: Region[] = [];
  const rowLeft = new Int32Array(height);
  const rowRight = new Int32Array(height);
  // Plain loops and typed arrays: this runs on the main thread over the whole analysis copy.
  const queue = new Int32Array(small.length);
  for (let start = 0; start < small.length; start++) {
    if (label[start] || !inside(small[start]!)) continue;
    let count = 0;
    queue[count++] = start;
    label[start] = 1;
    const visit = (q: number) => {
      if (label[q] || !inside(small[q]!)) return;
      label[q] = 1;
      queue[count++] = q;
    };
    for (let i = 0; i < count; i++) {
      const p = queue[i]!;
      const x = p % width;
      if (p >= width) visit(p - width);
      if (p + width < small.length) visit(p + width);
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
    }
    // A frame's own pixels may be few; what it encloses must be large (checked below).
    if (count < small.length * 0.03) continue;
    // Inside the photo: the region (nearly) never reaches the frame.
    let onFrame = 0;
    let [tl, tr, br, bl] = [0, 0, 0, 0];
    let [minSum, maxSum, maxDiff, minDiff] = [Infinity, -Infinity, -Infinity, Infinity];
    rowLeft.fill(width);
    rowRight.fill(-1);
    for (let i = 0; i < count; i++) {
      const p = queue[i]!;
      const x = p % width;
      const y = (p - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) onFrame++;
      if (x < rowLeft[y]!) rowLeft[y] = x;
      if (x > rowRight[y]!) rowRight[y] = x;
      if (x + y < minSum) [minSum, tl] = [x + y, p];
      if (x + y > maxSum) [maxSum, br] = [x + y, p];
      if (x - y > maxDiff) [maxDiff, tr] = [x - y, p];
      if (x - y < minDiff) [minDiff, bl] = [x - y, p];
    }
    if (onFrame > 2 * (width + height) * 0.02) continue;
    const corners = [tl, tr, br, bl].map((p): Point => [p % width, Math.floor(p / width)]);
    // Four-cornered: the region filled out row by row covers its corners' quadrilateral.
    let filled = 0;
    for (let y = 0; y < height; y++) if (rowRight[y]! >= 0) filled += rowRight[y]! - rowLeft[y]! + 1;
    const quad = area(corners);
    if (quad < small.length * 0.15 || filled / quad < 0.9 || filled / quad > 1.1) continue;
    regions.push({ corners, quad, pixels: count });
  }
  return regions;
};

/** Whether point p lies inside the convex quadrilateral (corners in order, either direction). */
const insideQuad = ([px, py]: Point, corners: Point[]) => {
  let sign = 0;
  for (let i = 0; i < corners.length; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % corners.length]!;
    const cross = Math.sign((bx - ax) * (py - ay) - (by - ay) * (px - ax));
    if (cross === 0) continue;
    if (sign !== 0 && cross !== sign) return false;
    sign = cross;
  }
  return true;
};

/**
 * The pages' corners (top-left, top-right, bottom-right, bottom-left) in the image's pixels: none
 * when no page lies inside the photo on a surround of another brightness, else the largest region.
 * The surround may be darker (paper on a table) or brighter (a dark display on a light desk):
 * regions on both sides of the threshold count. When a region is a plain frame around another
 * four-cornered region — a device's housing around its screen — the screen is the page: the
 * housing carries no text, and its edges would read as lines of ink. A second page apart from the
 * largest and at least half its size is a page of its own (a PDF viewer scrolled across a page
 * break, two photos of a display side by side, a strip beside another ticket; decision 0791): both
 * are returned, the upper or left one first.
 */
export const findPages = async (page: GreyImage): Promise<Point[][]> => {
  const step = Math.max(1, Math.ceil(Math.max(page.width, page.height) / ANALYSIS_SIDE));
  const width = Math.floor(page.width / step);
  const height = Math.floor(page.height / step);
  if (width < 20 || height < 20) return [];
  const small = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = page.data[y * step * page.width + x * step]!;
      small[y * width + x] = value;
      histogram[value]!++;
    }
  const threshold = otsu(histogram, small.length);
  const brighter = regionsOf(small, width, height, (value) => value > threshold);
  await breathe();
  const regions = [...brighter, ...regionsOf(small, width, height, (value) => value <= threshold)].sort(
    (a, b) => b.quad - a.quad,
  );
  const within = (inner: Region, outer: Region) =>
    inner !== outer && inner.corners.every((corner) => insideQuad(corner, outer.corners));
  // A page or a housing is solid: its own pixels and the regions it encloses cover most of it. The
  // thin rules of a table's grid enclose only small cells and are no page.
  const solid = (region: Region) =>
    region.pixels + regions.filter((inner) => within(inner, region)).reduce((sum, r) => sum + r.pixels, 0) >=
    region.quad * 0.6;
  const largest = regions.find(solid);
  if (!largest) return [];
  const apart = (a: Region, b: Region) =>
    !a.corners.some((corner) => insideQuad(corner, b.corners)) &&
    !b.corners.some((corner) => insideQuad(corner, a.corners));
  const second = regions.find(
    (other) => other !== largest && solid(other) && other.quad >= largest.quad * 0.5 && apart(other, largest),
  );
  const pageIn = (outer: Region) => {
    let chosen = outer;
    for (const inner of regions) {
      if (!within(inner, chosen) || !solid(inner)) continue;
      // A plain frame: the outer region's own pixels cover nearly all of the band between the two
      // quadrilaterals (a page's text would leave holes in it).
      const band = chosen.quad - inner.quad;
      if (band > 0 && chosen.pixels >= band * 0.93) chosen = inner;
    }
    return chosen.corners.map(([x, y]) => [(x + 0.5) * step, (y + 0.5) * step] as const);
  };
  const pages = [largest, ...(second ? [second] : [])].map(pageIn);
  // Reading order: the upper page first where one stands above the other, else the left one.
  const centre = (corners: Point[]) => [0, 1].map((axis) => corners.reduce((sum, c) => sum + c[axis]!, 0) / 4);
  if (pages.length === 2) {
    const [[ax, ay], [bx, by]] = pages.map(centre) as [number[], number[]];
    const first = Math.abs(by! - ay!) > Math.abs(bx! - ax!) ? ay! <= by! : ax! <= bx!;
    if (!first) pages.reverse();
  }
  return pages;
};

const distance = ([ax, ay]: Point, [bx, by]: Point) => Math.hypot(ax - bx, ay - by);

/**
 * The page found in the photo warped to an upright rectangle, two pages one below the other (the
 * first on top, a gap of paper between them), or the image as it is.
 */
export const straightenPage = async (page: GreyImage): Promise<GreyImage> => {
  const pages = await findPages(page);
  if (pages.length === 0) return page;
  const warped: GreyImage[] = [];
  for (const corners of pages) warped.push(await warpPage(page, corners));
  if (warped.length === 1) return warped[0]!;
  const width = Math.max(...warped.map((w) => w.width));
  const gap = Math.round(Math.min(...warped.map((w) => w.height)) * 0.05);
  const height = warped.reduce((sum, w) => sum + w.height, 0) + gap;
  // The margin beside a narrower page and the gap take the first page's paper (its median grey).
  const histogram = new Uint32Array(256);
  for (const value of warped[0]!.data) histogram[value]!++;
  const paper = histogramMedian(histogram, warped[0]!.data.length);
  const data = new Uint8Array(width * height).fill(paper);
  let top = 0;
  for (const w of warped) {
    for (let y = 0; y < w.height; y++) data.set(w.data.subarray(y * w.width, (y + 1) * w.width), (top + y) * width);
    top += w.height + gap;
  }
  return { data, width, height };
};

/** The page inside `corners` warped to an upright rectangle (bilinear). */
const warpPage = async (page: GreyImage, corners: Point[]): Promise<GreyImage> => {
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
