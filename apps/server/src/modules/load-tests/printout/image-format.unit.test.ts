import { describe, expect, it } from 'vitest';
import { PNG_1X1 } from '../../../test/fixtures.js';
import { encodeGrayGif } from '../../../test/ocr-printouts/gif-encoder.js';
import { detectImageFormat, imageDimensions, isReadableSize } from './image-format.js';

// A minimal baseline JPEG header: SOI, APP0 (JFIF), SOF0 with height 480 and width 640.
const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01,
]);

describe('printout image format', () => {
  it('recognises PNG, JPEG and GIF by their signatures and reads their size', () => {
    const gif = encodeGrayGif(new Uint8Array(12 * 7).fill(200), 12, 7);
    expect(detectImageFormat(PNG_1X1)).toBe('png');
    expect(imageDimensions(PNG_1X1)).toEqual({ width: 1, height: 1 });
    expect(detectImageFormat(JPEG_HEADER)).toBe('jpeg');
    expect(imageDimensions(JPEG_HEADER)).toEqual({ width: 640, height: 480 });
    expect(detectImageFormat(gif)).toBe('gif');
    expect(imageDimensions(gif)).toEqual({ width: 12, height: 7 });
  });

  it('refuses other files, images above 40 megapixels and images too small to hold a printout', () => {
    expect(detectImageFormat(Buffer.from('%PDF-1.7 xxxxxxxx'))).toBeNull();
    const huge = Buffer.from(PNG_1X1);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(5_000, 20);
    expect(isReadableSize(huge)).toBe(false);
    expect(isReadableSize(PNG_1X1)).toBe(false);
    const small = Buffer.from(PNG_1X1);
    small.writeUInt32BE(640, 16);
    small.writeUInt32BE(480, 20);
    expect(isReadableSize(small)).toBe(true);
  });
});
