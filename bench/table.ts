/** Prints benchmark rows as an aligned table. */
export function printTable(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const width = (column: string) => Math.max(column.length, ...rows.map((row) => String(row[column]).length));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(width(columns[index]!))).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${columns.map((column) => '-'.repeat(width(column) + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
}
