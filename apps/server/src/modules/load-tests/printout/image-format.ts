// The result image of a dynamic test may be JPEG, PNG or GIF (spec part 3 §5). Tesseract's
// Leptonica reads all three directly (GIF checked by the rendered test set), so the only
// preprocessing needed is refusing anything else, or anything huge, before it reaches the worker.

export type PrintoutImageFormat = 'png' | 'jpeg' | 'gif';

export class UnsupportedImageError extends Error {
  constructor() {
    super('Unsupported or unreadable image: only intact JPEG, PNG and GIF files up to 40 megapixels can be read');
    this.name = 'UnsupportedImageError';
  }
}

export const detectImageFormat = (image: Uint8Array): PrintoutImageFormat | null => {
  if (image.length < 8) return null;
  if (image[0] === 0x89 && image[1] === 0x50 && image[2] === 0x4e && image[3] === 0x47) return 'png';
  if (image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff) return 'jpeg';
  const signature = String.fromCharCode(...image.subarray(0, 6));
  if (signature === 'GIF87a' || signature === 'GIF89a') return 'gif';
  return null;
};

/** Pixel size from the file header, without decoding; null when the header cannot be read. */
export const imageDimensions = (image: Uint8Array): { width: number; height: number } | null => {
  const view = new DataView(image.buffer, image.byteOffset, image.byteLength);
  const format = detectImageFormat(image);
  if (format === 'png' && image.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (format === 'gif' && image.length >= 10)
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (format === 'jpeg') {
    // Walk the markers to the first start-of-frame (SOF0…SOF15 except DHT, JPG and DAC).
    let offset = 2;
    while (offset + 9 < image.length) {
      if (image[offset] !== 0xff) return null;
      const marker = image[offset + 1]!;
      if (marker === 0xff) {
        offset++;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
      }
      offset += 2 + length;
    }
  }
  return null;
};

/** Larger images are refused before OCR: a 10 MB file can otherwise unpack to gigabytes. */
export const MAX_PRINTOUT_PIXELS = 40_000_000;

/** Smaller than this no printout is legible, and Leptonica's thresholding fails on it. */
const MIN_PRINTOUT_SIDE = 16;

export const isReadableSize = (image: Uint8Array): boolean => {
  const size = imageDimensions(image);
  return (
    size !== null &&
    size.width >= MIN_PRINTOUT_SIDE &&
    size.height >= MIN_PRINTOUT_SIDE &&
    size.width * size.height <= MAX_PRINTOUT_PIXELS
  );
};
