import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONT_CLASS, webFontReady } from './web-font';

describe('webFontReady', () => {
  afterEach(() => {
    document.documentElement.classList.remove(WEB_FONT_CLASS);
    vi.unstubAllGlobals();
  });

  const stubFonts = (load: (font: string) => Promise<unknown[]>) => {
    const fonts = { load: vi.fn(load) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    return fonts;
  };

  it('loads nothing when the boot script left the font off (a first visit)', () => {
    const fonts = stubFonts(async () => []);
    expect(webFontReady()).toBeUndefined();
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it('starts loading the face at once when the font is switched on, and tells whether it came', async () => {
    document.documentElement.classList.add(WEB_FONT_CLASS);
    const fonts = stubFonts(async () => [{}]);
    await expect(webFontReady()).resolves.toBe(true);
    expect(fonts.load).toHaveBeenCalledWith('1em "Inter Variable"');
    stubFonts(() => Promise.reject(new Error('no font')));
    await expect(webFontReady()).resolves.toBe(false);
  });
});
