// The result image of a dynamic test may be JPEG, PNG or GIF (spec part 3 §5). Tesseract's
// Leptonica reads all three directly (GIF checked by the rendered test set), so the only
// preprocessing needed is refusing anything else before it reaches the OCR worker.

export type PrintoutImageFormat = 'png' | 'jpeg' | 'gif';

export class UnsupportedImageError extends Error {
  constructor() {
    super('Unsupported image format: only JPEG, PNG and GIF can be read');
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
