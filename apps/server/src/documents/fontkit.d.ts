// fontkit (pdfkit's font engine) ships no types; the PDF records only hand its parsed font to pdfkit.
declare module 'fontkit' {
  /** A parsed font (pdfkit accepts it wherever it takes a font file). */
  export function create(buffer: Uint8Array, postscriptName?: string): { layout: (...args: never[]) => unknown };
}
