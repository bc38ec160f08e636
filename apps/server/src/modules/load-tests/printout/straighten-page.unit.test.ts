// Image normalisation before recognition (issue 38): dark displays inverted, a page photographed at
// an angle found by its corners and warped back to a rectangle, full-frame pages left alone; since
// decision 0791 a found page's own polarity, two pages read one below the other, blocks of ink that
// are no text lines.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { invertIfDark, preparePage, type GreyImage } from './prepare-image.js';
import { findPages, straightenPage } from './straighten-page.js';

/** A grey image drawn by a function of the pixel position. */
const image = (width: number, height: number, grey: (x: number, y: number) => number): GreyImage => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = grey(x, y);
  return { data, width, height };
};

/** The corners of the trapezoid of `inTrapezoid`: top-left, top-right, bottom-right, bottom-left. */
const TRAPEZOID_CORNERS = [
  [100, 100],
  [500, 100],
  [550, 500],
  [50, 500],
];

/** Inside the trapezoid whose top edge runs 100–500 at y = 100 and bottom edge 50–550 at y = 500. */
const inTrapezoid = (x: number, y: number) => {
  if (y < 100 || y > 500) return false;
  const t = (y - 100) / 400;
  return x >= 100 - 50 * t && x <= 500 + 50 * t;
};

/** The first page's corners, or null when no page lies inside the photo. */
const findPageCorners = async (photo: GreyImage) => (await findPages(photo))[0] ?? null;

/** Corners within 6 px of the expected ones. */
const expectCorners = (corners: readonly (readonly [number, number])[] | null, expected: number[][]) => {
  expect(corners).not.toBeNull();
  corners!.forEach(([x, y], i) => {
    expect(Math.abs(x - expected[i]![0]!)).toBeLessThan(6);
    expect(Math.abs(y - expected[i]![1]!)).toBeLessThan(6);
  });
};

describe('straightenPage', () => {
  it('finds the corners of a page lying at an angle on a darker table and warps it to a rectangle', async () => {
    // Paper with dark "text" stripes on a brown-grey table.
    const photo = image(600, 600, (x, y) => (inTrapezoid(x, y) ? (y % 40 < 8 && x % 60 < 40 ? 40 : 235) : 100));
    expectCorners(await findPageCorners(photo), TRAPEZOID_CORNERS);
    const straight = await straightenPage(photo);
    expect(straight.width).toBeGreaterThan(490);
    expect(straight.height).toBeGreaterThan(395);
    // No table left in the picture: the corners are paper now.
    for (const [x, y] of [
      [3, 3],
      [straight.width - 4, 3],
      [3, straight.height - 4],
      [straight.width - 4, straight.height - 4],
    ])
      expect(straight.data[y! * straight.width + x!]).toBeGreaterThan(180);
  });

  /** Inside the trapezoid shrunk by `inset` pixels on every side (approximately). */
  const inInset = (x: number, y: number, inset: number) => {
    if (y < 100 + inset || y > 500 - inset) return false;
    const t = (y - 100) / 400;
    return x >= 100 - 50 * t + inset && x <= 500 + 50 * t - inset;
  };

  it('takes the screen, not the plain housing around it, of a display photographed at an angle', async () => {
    // A light housing (190) on a grey table (100), inside it a dark screen (20) with light text.
    const photo = image(600, 600, (x, y) => {
      if (!inTrapezoid(x, y)) return 100;
      if (!inInset(x, y, 40)) return 190;
      return y % 40 < 8 && x % 60 < 40 && x > 170 && x < 430 ? 230 : 20;
    });
    expectCorners(await findPageCorners(photo), [
      [140, 140],
      [460, 140],
      [505, 460],
      [95, 460],
    ]);
  });

  it('finds a dark screen lying on a lighter desk', async () => {
    const photo = image(600, 600, (x, y) => (inTrapezoid(x, y) ? (y % 40 < 8 && x % 60 < 40 ? 220 : 25) : 200));
    expectCorners(await findPageCorners(photo), TRAPEZOID_CORNERS);
  });

  it('keeps the whole page when a dark box on it is surrounded by text', async () => {
    // The page's text runs around the box, so the page is no plain frame.
    const photo = image(600, 600, (x, y) => {
      if (!inTrapezoid(x, y)) return 100;
      if (inInset(x, y, 40)) return 30;
      return y % 14 < 5 && x % 9 < 6 ? 40 : 235;
    });
    expectCorners(await findPageCorners(photo), TRAPEZOID_CORNERS);
  });

  it('does not take the grid of a ruled table for a page', async () => {
    // A scanned page (paper up to the frame) with a table of thin rules in its middle.
    const scan = image(600, 600, (x, y) => {
      const inTable = x >= 50 && x <= 550 && y >= 150 && y <= 450;
      return inTable && (x % 50 < 2 || y % 50 < 2) ? 30 : 240;
    });
    expect(await findPageCorners(scan)).toBeNull();
  });

  it('reads two pages apart from each other one below the other: a collage, a page break, two tickets', async () => {
    // Two sheets side by side on a table, the right one a little smaller: both are pages.
    const sheets = image(600, 400, (x, y) => {
      const left = x >= 30 && x < 280 && y >= 60 && y < 360;
      const right = x >= 320 && x < 560 && y >= 80 && y < 340;
      if (!left && !right) return 90;
      return y % 30 < 6 && x % 40 < 28 ? 30 : 240;
    });
    const pages = await findPages(sheets);
    expect(pages).toHaveLength(2);
    expectCorners(pages[0]!, [
      [30, 60],
      [280, 60],
      [280, 360],
      [30, 360],
    ]);
    expect(pages[1]![0]![0]).toBeGreaterThan(310);
    const stacked = await straightenPage(sheets);
    expect(stacked.width).toBeLessThan(260);
    expect(stacked.height).toBeGreaterThan(540);
    // A small card beside the page is no second page.
    const card = image(600, 400, (x, y) => {
      const page = x >= 30 && x < 380 && y >= 40 && y < 380;
      const small = x >= 420 && x < 560 && y >= 100 && y < 260;
      if (!page && !small) return 90;
      return y % 30 < 6 && x % 40 < 28 ? 30 : 240;
    });
    expect(await findPages(card)).toHaveLength(1);
  });

  it('leaves a page that fills the photo as it is, even when unevenly lit', async () => {
    const scan = image(400, 500, (x, y) => (y % 30 < 6 && x > 40 && x < 300 ? 30 : Math.round(250 - (x + y) * 0.2)));
    expect(await findPageCorners(scan)).toBeNull();
    expect(await straightenPage(scan)).toBe(scan);
  });
});

describe('invertIfDark', () => {
  it('turns light text on a dark display into dark text on light', () => {
    const display = image(300, 200, (x, y) => (y % 25 < 6 && x % 20 < 12 ? 220 : 20));
    expect(invertIfDark(display)).toBe(true);
    expect(display.data[199 * 300 + 299]).toBe(235);
  });

  it('leaves dim paper with dark ink alone', () => {
    const dim = image(300, 200, (x, y) => (y % 25 < 6 && x % 20 < 12 ? 30 : 110));
    expect(invertIfDark(dim)).toBe(false);
    expect(dim.data[199 * 300 + 299]).toBe(110);
  });
});

describe('a page found inside a dark photo', () => {
  it('is told dark or light on its own: a white protocol shared in a dark video call reads dark on light', async () => {
    // A dark call window (25) with light captions at its right, the shared white page (240) with
    // dark text in its middle: the photo as a whole is inverted, the page found in it turned back.
    const call = image(600, 400, (x, y) => {
      if (x >= 190 && x < 410 && y >= 110 && y < 290)
        return x >= 200 && x < 400 && y >= 120 && y < 280 && y % 24 < 6 && x % 16 < 10 ? 30 : 240;
      return x > 450 && x < 580 && y % 30 < 6 ? 220 : 25;
    });
    const png = await sharp(call.data, { raw: { width: 600, height: 400, channels: 1 } })
      .png()
      .toBuffer();
    const { grey } = await preparePage(png);
    const mean = grey.data.reduce((sum, value) => sum + value, 0) / grey.data.length;
    expect(mean).toBeGreaterThan(150);
    expect(grey.data.some((value) => value < 100)).toBe(true);
  });

  it('is inverted, whatever its median, when its text is brighter than its paper and nothing darker', () => {
    // The dimmed call inverted: the page mid-grey (150), its text brighter (210).
    const page = image(300, 200, (x, y) => (y % 25 < 6 && x % 20 < 12 ? 210 : 150));
    expect(invertIfDark(page)).toBe(false);
    expect(invertIfDark(page, true)).toBe(true);
    // Dim paper with dark ink stays as it is either way, and so does a light screen with a white
    // dialog box over part of it (more white than text).
    const dim = image(300, 200, (x, y) => (y % 25 < 6 && x % 20 < 12 ? 30 : 150));
    expect(invertIfDark(dim, true)).toBe(false);
    const dialog = image(300, 200, (x, y) => (y >= 120 && y < 150 ? 255 : y % 25 < 6 && x % 20 < 12 ? 30 : 200));
    expect(invertIfDark(dialog, true)).toBe(false);
  });
});

describe('blocks of ink', () => {
  it('are no text lines: a page beside a dark block a third of its height and more keeps its size', async () => {
    // Paper with small text beside a dark block running the page's full height (a housing's edge):
    // the rows' ink makes one "line" the page's height, which said nothing of the text's size and
    // shrank the page to a tenth.
    const page = image(600, 400, (x, y) => (x < 150 ? 30 : y % 30 < 8 && x > 200 && x < 560 && x % 14 < 9 ? 40 : 240));
    const png = await sharp(page.data, { raw: { width: 600, height: 400, channels: 1 } })
      .png()
      .toBuffer();
    const prepared = await preparePage(png);
    expect(prepared.grey.width).toBe(600);
    expect(prepared.lineHeight).toBeNull();
  });
});
