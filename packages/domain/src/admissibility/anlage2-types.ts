// Shape of the Einbautabellen of EBV Anlage 2 as derived from the law text.

export type Anlage2Mark = 'K' | 'M';
export type Anlage2Footnote = { number: number; text: string; marks: Anlage2Mark[] };

/** '+' Einbau zulässig, '–' unzulässig, '/' nicht relevant; footnotes are the table's numbers. */
export type Anlage2Symbol = '+' | '–' | '/';

/** A cell as printed: the symbol followed by its footnote numbers, e.g. '+', '–', '+1', '+2,3'. */
export type Anlage2CellText = string;

export type Anlage2Row = {
  /** The Einbauweise (1–17). */
  mountingMethod: number;
  /** The row's wording in the table (the law's first column). */
  label: string;
  /** Footnotes attached to the row's label: they apply to every cell of the row. */
  footnotes: number[];
  /** The nine cells in the order of `anlage2Columns`. */
  cells: Anlage2CellText[];
};

export type Anlage2Table = {
  /** Tabelle 1–27. */
  number: number;
  title: string;
  /** Only the rows the table prints (Tabelle 4 lists Einbauweise 12 alone). */
  rows: Anlage2Row[];
  footnotes: Anlage2Footnote[];
};

export type Anlage2Cell = { symbol: Anlage2Symbol; footnotes: number[] };

export function parseCellText(text: Anlage2CellText): Anlage2Cell {
  const match = /^([+–/])(.*)$/.exec(text);
  if (!match) throw new Error(`Unbekannter Tabelleneintrag: ${text}`);
  const numbers = match[2] ? match[2].split(',').map(Number) : [];
  return { symbol: match[1] as Anlage2Symbol, footnotes: numbers };
}

export const formatCellText = (cell: Anlage2Cell): Anlage2CellText => cell.symbol + cell.footnotes.join(',');
