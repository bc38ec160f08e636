// Renders the whole OCR test set (printout-test-set.ts) in one Chromium session.
import { openPrintoutRenderer, withExifOrientation } from './printout-renderer.js';
import { printoutTestSet, type TestCase } from './printout-test-set.js';

export type RenderedCase = { testCase: TestCase; image: Buffer };

export const renderTestSet = async (cases: TestCase[] = printoutTestSet()): Promise<RenderedCase[]> => {
  const renderer = await openPrintoutRenderer();
  try {
    const rendered: RenderedCase[] = [];
    for (const testCase of cases) {
      const image = await renderer.renderPage(testCase.page, testCase.photo, testCase.format, testCase.seed);
      rendered.push({ testCase, image: testCase.exif ? await withExifOrientation(image, testCase.exif) : image });
    }
    return rendered;
  } finally {
    await renderer.close();
  }
};
