// Draws a held-out layout (heldout-layouts.ts) as SVG, rasterises it with sharp (librsvg, the
// system's DejaVu and Liberation fonts) and "photographs" it as a phone on a site would: at an
// angle on a table (a true perspective warp), dim and unevenly lit with sensor noise, blurred,
// turned by a quarter-turn with or without an EXIF tag, or enlarged to a 4,000 px+ photo.
// Seeded: the same case gives the same bytes on every run.
import sharp from 'sharp';
import { homography, project } from '../../modules/load-tests/printout/homography.js';
import type { Drawing } from './heldout-layouts.js';

export type Shot =
  | { kind: 'scan' }
  | { kind: 'perspective'; tilt: number; turn: number }
  | { kind: 'dim'; dim: number; shade: number }
  | { kind: 'blur'; sigma: number }
  /** Pixels turned clockwise by `turn`, no EXIF: the reader must find the orientation itself. */
  | { kind: 'turned'; turn: 90 | 180 | 270 }
  /** Pixels stored turned with the EXIF orientation that turns them back (3, 6 or 8). */
  | { kind: 'exif'; orientation: 3 | 6 | 8 }
  /** Enlarged so the long side is at least `longSide` px. */
  | { kind: 'large'; longSide: number };

/** Seeded uniform numbers in [0, 1) (mulberry32). */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The drawing as an SVG document; displays get their housing around the screen. Lines may carry a
 * colour band behind them and figures (shapes) instead of text.
 */
export const drawingSvg = (drawing: Drawing): { svg: string; width: number; height: number } => {
  const size = drawing.fontSize;
  const margin = Math.round(size * 1.2);
  const inner = drawing.width - 2 * margin;
  const heights = drawing.lines.map((l) =>
    l.figure ? size * 1.5 * l.figure.lines : l.rule ? size * 0.8 : size * 1.5 * (l.scale ?? 1),
  );
  const screenHeight = Math.ceil(2 * margin + heights.reduce((a, b) => a + b, 0));
  const housing = drawing.display ? Math.round(size * 2.5) : 0;
  const width = drawing.width + 2 * housing;
  const height = screenHeight + 2 * housing;
  const parts: string[] = [];
  if (drawing.display)
    parts.push(`<rect width="${width}" height="${height}" rx="${size}" fill="${drawing.display.housing}"/>`);
  parts.push(
    `<rect x="${housing}" y="${housing}" width="${drawing.width}" height="${screenHeight}" rx="${drawing.display ? size / 3 : 0}" fill="${drawing.background}"/>`,
  );
  // Colour bands first, under the text: consecutive lines with the same fill make one band.
  let bandTop = housing + margin;
  drawing.lines.forEach((l, index) => {
    const h = heights[index]!;
    const previous = drawing.lines[index - 1]?.fill;
    const next = drawing.lines[index + 1]?.fill;
    if (l.fill && previous !== l.fill) bandTop = lineTop(heights, index, housing + margin);
    if (l.fill && next !== l.fill) {
      const top = bandTop - size * 0.15;
      const bottom = lineTop(heights, index, housing + margin) + h + size * 0.15;
      parts.push(
        `<rect x="${housing + margin * 0.6}" y="${top.toFixed(1)}" width="${(drawing.width - margin * 1.2).toFixed(1)}" height="${(bottom - top).toFixed(1)}" rx="${size / 2}" fill="${l.fill}"/>`,
      );
    }
  });
  // A fax's sheet went in askew: everything on the page turns, the page itself does not.
  const content = parts.length;
  let y = housing + margin;
  drawing.lines.forEach((l, index) => {
    const h = heights[index]!;
    if (l.figure) parts.push(l.figure.svg({ x: housing + margin, y, width: inner, height: h }, drawing));
    if (l.rule) {
      const mid = Math.round(y + h / 2);
      parts.push(
        `<line x1="${housing + margin}" y1="${mid}" x2="${housing + margin + inner}" y2="${mid}" stroke="${drawing.ink}" stroke-width="${Math.max(1, size / 12)}" stroke-dasharray="${size / 2} ${size / 4}"/>`,
      );
    }
    const fontSize = Math.round(size * (l.scale ?? 1));
    for (const cell of l.cells) {
      const x = housing + margin + inner * (cell.at ?? 0);
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y + h * 0.72 + (cell.shift ?? 0) * fontSize).toFixed(1)}" font-family="${cell.font ?? drawing.font}" font-size="${fontSize}"${l.bold ? ' font-weight="bold"' : ''}${cell.italic ? ' font-style="italic"' : ''}${cell.anchor === 'end' ? ' text-anchor="end"' : ''} fill="${cell.ink ?? drawing.ink}" xml:space="preserve">${xml(cell.text)}</text>`,
      );
    }
    y += h;
  });
  if (drawing.fax)
    parts.push(
      `<g transform="rotate(${drawing.fax.skew} ${width / 2} ${height / 2})">${parts.splice(content).join('')}</g>`,
    );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
  return { svg, width, height };
};

/** The top of line `index` (the lines above it stacked from `top`). */
const lineTop = (heights: number[], index: number, top: number) =>
  top + heights.slice(0, index).reduce((a, b) => a + b, 0);

export type Rgb = { data: Uint8Array; width: number; height: number };

const rasterise = async (drawing: Drawing): Promise<Rgb> => {
  const { svg } = drawingSvg(drawing);
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const page = {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
  return drawing.fax ? faxed(page, drawing.fax.coarse) : page;
};

/**
 * The page as a fax machine prints it: sampled at `across` × `down` drawing pixels per fax pixel,
 * each fax pixel black or white, enlarged back to the page's size without smoothing.
 */
export const faxed = async (page: Rgb, [across, down]: [number, number]): Promise<Rgb> => {
  const small = await raw(page)
    .resize(Math.round(page.width / across), Math.round(page.height / down), { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tones = Buffer.alloc(small.data.length);
  for (let i = 0; i < small.data.length; i += 3) {
    const tone = small.data[i]! + small.data[i + 1]! + small.data[i + 2]! < 3 * 150 ? 24 : 248;
    tones[i] = tones[i + 1] = tones[i + 2] = tone;
  }
  const big = await sharp(tones, { raw: { width: small.info.width, height: small.info.height, channels: 3 } })
    .resize(page.width, page.height, { fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(big.buffer, big.byteOffset, big.length), width: page.width, height: page.height };
};

/**
 * The page lying on a table, photographed from the bottom at an angle: its far (top) edge is
 * `tilt` narrower, the whole page turned by `turn` degrees, corners jittered a little.
 */
const perspective = (page: Rgb, tilt: number, turn: number, random: () => number): Rgb => {
  const border = Math.round(Math.max(page.width, page.height) * 0.15);
  const width = page.width + 2 * border;
  const height = page.height + 2 * border;
  const cx = width / 2;
  const cy = height / 2;
  const angle = (turn * Math.PI) / 180;
  const jitter = () => (random() - 0.5) * page.width * 0.02;
  const squeeze = (page.width * tilt) / 2;
  const corners: [number, number][] = [
    [border + squeeze + jitter(), border + jitter()],
    [border + page.width - squeeze + jitter(), border + jitter()],
    [border + page.width + jitter(), border + page.height + jitter()],
    [border + jitter(), border + page.height + jitter()],
  ].map(([x, y]) => {
    const dx = x! - cx;
    const dy = y! - cy;
    return [cx + dx * Math.cos(angle) - dy * Math.sin(angle), cy + dx * Math.sin(angle) + dy * Math.cos(angle)] as [
      number,
      number,
    ];
  });
  const h = homography(corners, [
    [0, 0],
    [page.width, 0],
    [page.width, page.height],
    [0, page.height],
  ]);
  const out = new Uint8Array(width * height * 3);
  const table = [112, 98, 84];
  const source = page.data;
  const rowBytes = page.width * 3;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [u, v] = project(h, x + 0.5, y + 0.5);
      const o = (y * width + x) * 3;
      const px = u - 0.5;
      const py = v - 0.5;
      if (px < 0 || py < 0 || px >= page.width - 1 || py >= page.height - 1) {
        out[o] = table[0]!;
        out[o + 1] = table[1]!;
        out[o + 2] = table[2]!;
        continue;
      }
      // Bilinear: the warped text keeps smooth edges as a camera would see them. The four
      // neighbours' offsets once a pixel, not a closure a channel (decision 0778: the same bytes).
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      const fx = px - x0;
      const fy = py - y0;
      const topLeft = (y0 * page.width + x0) * 3;
      const bottomLeft = topLeft + rowBytes;
      for (let c = 0; c < 3; c++) {
        const top = source[topLeft + c]! * (1 - fx) + source[topLeft + 3 + c]! * fx;
        const bottom = source[bottomLeft + c]! * (1 - fx) + source[bottomLeft + 3 + c]! * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  return { data: out, width, height };
};

/** Dim light falling off towards one corner, plus sensor noise. */
const dimmed = (page: Rgb, dim: number, shade: number, random: () => number): Rgb => {
  const out = new Uint8Array(page.data.length);
  const diagonal = page.width + page.height;
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const light = dim * (1 - (shade * (page.width - x + y)) / diagonal);
      const grain = (random() - 0.5) * 24;
      for (let c = 0; c < 3; c++) {
        const i = (y * page.width + x) * 3 + c;
        out[i] = Math.max(0, Math.min(255, Math.round(page.data[i]! * light + 18 + grain)));
      }
    }
  return { data: out, width: page.width, height: page.height };
};

const raw = (image: Rgb) => sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

/** The case's image file (PNG or JPEG bytes) for a drawing and a shot. */
export const photograph = async (
  drawing: Drawing,
  shot: Shot,
  seed: number,
): Promise<{ image: Buffer; format: 'png' | 'jpeg' }> => {
  const page = await rasterise(drawing);
  const random = seededRandom(seed);
  switch (shot.kind) {
    case 'scan':
      return { image: await raw(page).png().toBuffer(), format: 'png' };
    case 'perspective':
      return {
        image: await raw(perspective(page, shot.tilt, shot.turn, random))
          .jpeg({ quality: 82 })
          .toBuffer(),
        format: 'jpeg',
      };
    case 'dim':
      return {
        image: await raw(dimmed(page, shot.dim, shot.shade, random))
          .jpeg({ quality: 80 })
          .toBuffer(),
        format: 'jpeg',
      };
    case 'blur':
      return { image: await raw(page).blur(shot.sigma).jpeg({ quality: 85 }).toBuffer(), format: 'jpeg' };
    case 'turned':
      return { image: await raw(page).rotate(shot.turn).png().toBuffer(), format: 'png' };
    case 'exif': {
      // Stored turned the other way; the tag tells viewers (and the reader) to turn it back.
      const stored = { 3: 180, 6: 270, 8: 90 }[shot.orientation];
      const image = await raw(page)
        .rotate(stored)
        .withMetadata({ orientation: shot.orientation })
        .jpeg({ quality: 85 })
        .toBuffer();
      return { image, format: 'jpeg' };
    }
    case 'large': {
      const factor = shot.longSide / Math.max(page.width, page.height);
      const tilted = perspective(page, 0.06, 2, random);
      return {
        image: await raw(tilted)
          .resize(Math.round(tilted.width * factor), Math.round(tilted.height * factor), { kernel: 'cubic' })
          .blur(1.2)
          .jpeg({ quality: 85 })
          .toBuffer(),
        format: 'jpeg',
      };
    }
  }
};
