// The platform's list export (decision 0600): columns, keyset pages, CSV and XLSX writers and
// the routes that put them behind a list's own query and access.
export * from './columns.js';
export * from './csv.js';
export * from './keyset.js';
export { registerListExport, withoutPaging, exportFileName, exportFormats, type ListExport } from './export-routes.js';
export { writeXlsx } from './export-xlsx.js';
export { writeCsv } from './export-csv.js';
export * from './person.js';
