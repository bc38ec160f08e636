// Dot leaders and dashed rules are whitened before recognition (decision 0732); text is not.
import { describe, expect, it } from 'vitest';
import { removeDashedRules, removeLeaders, type GreyImage } from './prepare-image.js';

const LINE = 30;
const page = (width = 600, height = 120): GreyImage => ({
  data: new Uint8Array(width * height).fill(255),
  width,
  height,
});
const fill = (image: GreyImage, x0: number, y0: number, w: number, h: number) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) image.data[y * image.width + x] = 0;
};
const ink = (image: GreyImage, x0 = 0, x1 = image.width) => {
  let count = 0;
  for (let y = 0; y < image.height; y++)
    for (let x = x0; x < x1; x++) if (image.data[y * image.width + x]! < 160) count++;
  return count;
};

describe('removeLeaders', () => {
  it('whitens a run of evenly spaced dots on one baseline and keeps the label beside it', async () => {
    const image = page();
    fill(image, 10, 40, 60, 25); // a label: one block of ink a line high
    for (let i = 0; i < 20; i++) fill(image, 100 + i * 15, 61, 4, 4);
    await removeLeaders(image, LINE);
    expect(ink(image, 90)).toBe(0);
    expect(ink(image, 0, 80)).toBe(60 * 25);
  });

  it('keeps dots with ink between them ("1.2.3.4.5"), a short ellipsis and scattered dots', async () => {
    const image = page();
    for (let i = 0; i < 6; i++) {
      fill(image, 20 + i * 16, 40, 6, 25); // a digit
      fill(image, 28 + i * 16, 61, 4, 4); // its point
    }
    for (let i = 0; i < 3; i++) fill(image, 250 + i * 12, 61, 4, 4); // "..."
    fill(image, 400, 30, 4, 4);
    fill(image, 430, 70, 4, 4);
    const before = ink(image);
    await removeLeaders(image, LINE);
    expect(ink(image)).toBe(before);
  });
});

describe('removeDashedRules', () => {
  it('whitens a dashed rule between lines and keeps the text above and below it', async () => {
    const image = page(600, 160);
    fill(image, 10, 10, 200, 25); // a line of text
    for (let i = 0; i < 25; i++) fill(image, 10 + i * 22, 70, 14, 2);
    fill(image, 10, 110, 200, 25);
    await removeDashedRules(image, LINE);
    expect(ink(image)).toBe(2 * 200 * 25);
  });

  it('keeps the thin strokes of letters: ink close above or below is no rule', async () => {
    const image = page(600, 160);
    for (let i = 0; i < 10; i++) {
      fill(image, 10 + i * 22, 40, 14, 2); // the top stroke of a letter …
      fill(image, 10 + i * 22, 44, 3, 20); // … and its stem
    }
    const before = ink(image);
    await removeDashedRules(image, LINE);
    expect(ink(image)).toBe(before);
  });
});
