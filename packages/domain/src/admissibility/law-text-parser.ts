// Derives the 27 Einbautabellen of EBV Anlage 2 (cells, row footnotes, footnote texts, K/M marks)
// from the law text as published (Markdown with the official HTML tables). Pure string work, so
// the generator script and the test run the same code on packages/domain/reference/law.
import { anlage2Columns } from './anlage2-columns.js';
import {
  formatCellText,
  type Anlage2Cell,
  type Anlage2Footnote,
  type Anlage2Mark,
  type Anlage2Row,
  type Anlage2Symbol,
  type Anlage2Table,
} from './anlage2-types.js';

const footnoteAnchor = /<a href="#FnA[^"]*" class="FnR">(\d+)<\/a>/g;

const stripTags = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&')
    .replace(/\\\*/g, '*')
    .replace(/\s+/g, ' ')
    .trim();

const anchorsOf = (html: string) => [...html.matchAll(footnoteAnchor)].map((match) => Number(match[1]));

/** Only Anlage 2: from its heading to the heading of Anlage 3. */
export function anlage2Section(lawText: string): string {
  const start = lawText.indexOf('\n# Anlage 2 ');
  const end = lawText.indexOf('\n# Anlage 3 ');
  if (start < 0 || end < start) throw new Error('Anlage 2 nicht im Gesetzestext gefunden');
  return lawText.slice(start, end);
}

function parseCell(html: string): Anlage2Cell {
  const symbol = stripTags(html.replace(footnoteAnchor, '')).replace(/-/g, '–');
  if (symbol !== '+' && symbol !== '–' && symbol !== '/') throw new Error(`Unbekannter Tabelleneintrag: ${html}`);
  return { symbol: symbol as Anlage2Symbol, footnotes: anchorsOf(html) };
}

function parseRow(html: string): Anlage2Row {
  const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((match) => match[1] ?? '');
  if (cells.length !== 2 + anlage2Columns.length) throw new Error(`Zeile mit ${cells.length} Zellen: ${html}`);
  const [numberCell = '', labelCell = '', ...valueCells] = cells;
  const label = stripTags(labelCell.replace(footnoteAnchor, '')).replace(/\s+,/g, ',').replace(/,$/, '');
  return {
    mountingMethod: Number(stripTags(numberCell)),
    label,
    footnotes: anchorsOf(labelCell),
    cells: valueCells.map((cell) => formatCellText(parseCell(cell))),
  };
}

const marksOf = (text: string): Anlage2Mark[] => {
  const marks = new Set([...text.matchAll(/[„"]([KM])[“"]/g)].map((match) => match[1] as Anlage2Mark));
  return (['K', 'M'] as const).filter((mark) => marks.has(mark));
};

/** Footnotes follow the table: `<span id="FnA…_2_TT_NN"></span>`, the number, then the text. */
function parseFootnotes(afterTable: string): Anlage2Footnote[] {
  const blocks = afterTable.split(/<span id="FnA[^"]*"><\/span>/).slice(1);
  return blocks.map((block) => {
    const paragraphs = block
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== '' && paragraph !== '\u00a0');
    const [numberText = '', ...textParagraphs] = paragraphs;
    const text = stripTags(textParagraphs.join(' '));
    return { number: Number(numberText), text, marks: marksOf(text) };
  });
}

export function parseAnlage2(lawText: string): Anlage2Table[] {
  const section = anlage2Section(lawText);
  const headings = [...section.matchAll(/\nTabelle\s(\d+):\s/g)];
  return headings.map((heading, index) => {
    const start = heading.index + heading[0].length;
    const end = headings[index + 1]?.index ?? section.length;
    const chunk = section.slice(start, end);
    const tableStart = chunk.indexOf('<table');
    const tableEnd = chunk.indexOf('</table>');
    const title = stripTags(chunk.slice(0, tableStart));
    const body = chunk.slice(chunk.indexOf('<tbody', tableStart), tableEnd);
    const rows = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => parseRow(match[1] ?? ''));
    return { number: Number(heading[1]), title, rows, footnotes: parseFootnotes(chunk.slice(tableEnd)) };
  });
}
