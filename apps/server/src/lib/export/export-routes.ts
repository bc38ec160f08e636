// One list's export routes (issue 35 item 4, decision 0600): `GET <list path>/export.csv` and
// `GET <list path>/export.xlsx`, with the list's own query (its filters and search; paging is not
// a filter and is left out) and the list's own access declaration, so an export shows exactly the
// rows the screen shows and is refused exactly where the list is. Both stream: the first page is
// read before the answer starts (a failure is then still a proper error answer), the rest as the
// client takes the bytes.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contentDisposition } from '../../modules/files/files.service.js';
import type { AccessDeclaration, ProjectAccess } from '../../platform/access/index.js';
import { siteWallClock } from '../site-clock.js';
import type { ExportColumn } from './columns.js';
import { writeCsv } from './export-csv.js';
import { writeXlsx } from './export-xlsx.js';

export const exportFormats = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof exportFormats;

/** What one export holds: the list's German name (file and sheet), its columns, its rows by page. */
export type ListExport<Row> = {
  title: string;
  columns: readonly ExportColumn<Row>[];
  pages: AsyncIterable<readonly Row[]>;
};

/** `<project number> <list> <TT.MM.JJJJ>.<format>`, with the site's day and no path characters. */
export function exportFileName(access: ProjectAccess, title: string, format: ExportFormat, now = new Date()): string {
  const day = siteWallClock(now).toISOString().slice(0, 10).split('-').reverse().join('.');
  const project = access.row?.number?.trim() || access.row?.name?.trim() || 'Projekt';
  return `${project} ${title} ${day}.${format}`.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-');
}

/** Pulls the first page now (errors become a normal answer), then the others as they are asked for. */
async function startedPages<Row>(pages: AsyncIterable<readonly Row[]>): Promise<AsyncIterable<readonly Row[]>> {
  const iterator = pages[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    },
  };
}

type Schema = z.ZodObject;

/**
 * Registers the CSV and XLSX export of a list at `<path>/export.csv|xlsx`. `querystring` is the
 * list's query without paging (`listQuery.omit({ skip: true, limit: true })`), `access` the list's
 * declaration, and `list` builds the export from the validated input and the caller's access.
 */
export function registerListExport<Row, Q extends Schema, P extends Schema | undefined = undefined>(
  app: FastifyInstance,
  path: string,
  options: {
    querystring: Q;
    params?: P;
    access: AccessDeclaration;
    list: (input: {
      query: z.infer<Q>;
      params: P extends Schema ? z.infer<P> : undefined;
      access: ProjectAccess;
    }) => ListExport<Row> | Promise<ListExport<Row>>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const format of Object.keys(exportFormats) as ExportFormat[]) {
    api.get(
      `${path}/export.${format}`,
      {
        schema: {
          querystring: options.querystring,
          ...(options.params ? { params: options.params } : {}),
          produces: [exportFormats[format]],
        },
        config: { access: options.access },
      },
      async (request, reply) => {
        const access = request.access.project;
        const list = await options.list({
          query: request.query as z.infer<Q>,
          params: request.params as P extends Schema ? z.infer<P> : undefined,
          access,
        });
        const pages = await startedPages(list.pages);
        const stream = new PassThrough();
        const written =
          format === 'csv' ? writeCsv(stream, list.columns, pages) : writeXlsx(stream, list.title, list.columns, pages);
        // Headers are gone once bytes flow: a failure later can only cut the download off.
        written.catch((error: unknown) => {
          if (!stream.destroyed) request.log.error({ err: error }, 'list export failed');
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        return reply
          .header('Content-Type', exportFormats[format])
          .header('Content-Disposition', contentDisposition(exportFileName(access, list.title, format), 'attachment'))
          .header('Cache-Control', 'no-store')
          .send(stream);
      },
    );
  }
}

/** The list's query as its export takes it: the same filters and search, no paging. */
export const withoutPaging = <S extends z.ZodRawShape>(query: z.ZodObject<S>) =>
  // zod cannot check the keys against a generic shape; every list query has both.
  query.omit({ skip: true, limit: true } as never) as unknown as z.ZodObject<Omit<S, 'skip' | 'limit'>>;
