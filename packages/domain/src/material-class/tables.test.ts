// The generated tables against the law text (reference/law/ErsatzbaustoffV.md, Anlage 1 as HTML
// tables): a sample of cells of each table read from the law's own rows, and the script's output
// is what the committed file holds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { materialValueTables } from './tables.generated.js';

const lawFile = path.resolve(__dirname, '../../reference/law/ErsatzbaustoffV.md');
const law = fs.readFileSync(lawFile, 'utf8');
const anlage1 = law.slice(law.indexOf('# Anlage 1 –'), law.indexOf('# Anlage 2 –'));

/** Every HTML table of Anlage 1 as rows of cell texts (footnote markers and tags removed). */
const lawTables = [...anlage1.matchAll(/<table[\s\S]*?<\/table>/g)].map(([table]) =>
  [...table.matchAll(/<tr[\s\S]*?<\/tr>/g)].map(([row]) =>
    [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map(([, cell]) =>
      cell!
        .replace(/<a [^>]*class="FnR"[^>]*>[^<]*<\/a>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/&nbsp;|\u00a0/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  ),
);

/** The law's row for a parameter name and unit in the table whose header names `headerClass`. */
function lawRow(headerClass: string, name: string, unit: string, nth = 0) {
  const table = lawTables.find((rows) => rows.some((cells) => cells.some((cell) => cell.includes(headerClass))));
  expect(table, `law table with ${headerClass}`).toBeDefined();
  const rows = table!.filter((cells) => cells[0]!.replace(/\.$/, '').startsWith(name) && cells[1] === unit);
  expect(rows.length, `${name} [${unit}] in ${headerClass}`).toBeGreaterThan(nth);
  return rows[nth]!;
}

type Values = Record<string, Record<string, { raw: string }>>;
const generated = (table: string, materialClass: string, key: string) =>
  (materialValueTables.find((entry) => entry.table === table)!.values as unknown as Values)[materialClass]![key]!.raw;

describe('generated tables match the law text', () => {
  // [table, header class, law row name, unit, column offset after name+unit, class, key]
  const samples = [
    ['1', 'CUM-1', 'Antimon', 'µg/l', 0, 'CUM-1', 'antimon_eluat'],
    ['1', 'CUM-1', 'Arsen', 'µg/l', 1, 'CUM-2', 'arsen_eluat'],
    ['1', 'CUM-1', 'Sulfat', 'mg/l', 7, 'HMVA-1', 'sulfat_eluat'],
    ['1', 'CUM-1', 'Sulfat', 'mg/l', 6, 'BFA', 'sulfat_eluat'],
    ['1', 'CUM-1', 'Chlorid', 'mg/l', 8, 'HMVA-2', 'chlorid_eluat'],
    ['1', 'CUM-1', 'Zink', 'µg/l', 2, 'GRS', 'zink_eluat'],
    ['2', 'GS-0', 'Diuron', 'µg/l', 0, 'GS-0', 'diuron_eluat'],
    ['2', 'GS-0', 'MKW', 'µg/l', 3, 'GS-3', 'mkw_eluat'],
    ['3', 'BM-F3', 'Arsen', 'mg/kg', 0, 'BM-0 Sand', 'arsen_feststoff'],
    ['3', 'BM-F3', 'Blei', 'µg/l', 3, 'BM-0*', 'blei_eluat'],
    ['3', 'BM-F3', 'Zink', 'mg/kg', 2, 'BM-0 Ton', 'zink_feststoff'],
    ['3', 'BM-F3', 'Sulfat', 'mg/l', 7, 'BM-F3', 'sulfat_eluat'],
    ['3', 'BM-F3', 'Kohlenwasserstoffe', 'mg/kg', 7, 'BM-F3', 'kohlenwasserstoffe_feststoff'],
    ['4', 'Tributylzinn', 'Cyanide', 'mg/kg', 3, 'BM-F3', 'cyanide_feststoff'],
    ['4', 'Tributylzinn', 'Vanadium', 'µg/l', 0, 'BM-F0*', 'vanadium_eluat'],
  ] as const;

  it.each(samples)('table %s (%s): %s [%s] column +%i = %s %s', (table, header, name, unit, column, cls, key) => {
    const cells = lawRow(header, name, unit);
    expect(cells[2 + column]).toBe(generated(table, cls, key));
  });

  it('the committed file is what the script derives from the reference', async () => {
    const script = path.resolve(__dirname, '../../scripts/generate-material-class-tables.mjs');
    const file = path.resolve(__dirname, 'tables.generated.ts');
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'material-class-')), 'tables.generated.ts');
    execFileSync(process.execPath, [script, '--out', out]);
    const options = await prettier.resolveConfig(file);
    const derived = await prettier.format(fs.readFileSync(out, 'utf8'), { ...options, filepath: file });
    expect(derived).toBe(fs.readFileSync(file, 'utf8'));
  }, 60_000);
});
