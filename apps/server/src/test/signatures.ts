// Receipt signatures for tests (decision 0690): PNGs made from raw pixels with sharp — a drawn
// stroke, an empty canvas (transparent or white), noise too large to accept — and the request
// part a phone sends with them.
import sharp from 'sharp';

type Canvas = { width?: number; height?: number; background?: [number, number, number, number] };

/** A PNG of `width` × `height` with a dark stroke across (ink), or none (`ink: false`). */
export async function signaturePng(options: Canvas & { ink?: boolean } = {}): Promise<Buffer> {
  const { width = 600, height = 200, background = [0, 0, 0, 0], ink = true } = options;
  const pixels = Buffer.alloc(width * height * 4);
  for (let offset = 0; offset < pixels.length; offset += 4) pixels.set(background, offset);
  if (ink) {
    // A wave three pixels thick across the middle, as a finger draws it.
    for (let x = 20; x < width - 20; x += 1) {
      const y = Math.round(height / 2 + Math.sin(x / 25) * (height / 4));
      for (let dy = -1; dy <= 1; dy += 1) pixels.set([20, 20, 60, 255], ((y + dy) * width + x) * 4);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels: does not compress, so `side` 300 is well over 200 KB. */
export async function noisePng(side = 300): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 4);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: side, height: side, channels: 4 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export const pngDataUrl = (png: Buffer, type = 'image/png') => `data:${type};base64,${png.toString('base64')}`;

/** One signature as the delivery form sends it. */
export async function signatureInput(overrides: Record<string, unknown> = {}) {
  return {
    role: 'receiver',
    signerName: 'Paula Polier',
    signedAt: '2026-05-04T09:15:00.000Z',
    position: { latitude: 53.7001, longitude: 9.9932, accuracyInMeters: 12 },
    image: pngDataUrl(await signaturePng()),
    ...overrides,
  };
}
