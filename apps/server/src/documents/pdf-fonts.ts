// PDF fonts. The 14 standard PDF fonts only cover WinAnsi (≥, ², σ and the like would break), so
// protocols embed DejaVu Sans from Debian's fonts-dejavu-core, installed here and in CI.
import fs from 'node:fs';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';

export const pdfFontFiles = {
  regular: `${FONT_DIR}/DejaVuSans.ttf`,
  bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
} as const;

export class MissingPdfFontError extends Error {}

/** Throws with the package to install when a font file is missing (checked before each document). */
export function assertPdfFonts(): void {
  for (const file of Object.values(pdfFontFiles)) {
    if (!fs.existsSync(file)) {
      throw new MissingPdfFontError(
        `PDF-Schrift fehlt: ${file}. Bitte das Debian-Paket fonts-dejavu-core installieren (apt-get install fonts-dejavu-core).`,
      );
    }
  }
}
