// "Exportieren" → CSV / Excel (issue 35 item 4, decision 0600): downloads the list of the screen as
// the server exports it, with the screen's current filters and search (the list's own query
// without paging). A plain link per format: the browser downloads with the session cookie and
// names the file from the server's Content-Disposition; nothing is held in the page.
import { useRef } from 'react';
import { ChevronDown, FileDown, FileSpreadsheet } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { API_BASE, toQueryString, type Query } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const formats = [
  { format: 'csv', label: 'CSV (Excel, Semikolon)', icon: FileDown },
  { format: 'xlsx', label: 'Excel (XLSX)', icon: FileSpreadsheet },
] as const;

/** The export URL of a list: `/backend/api<list path>/export.<format>?<the list's query>`. */
export const exportUrl = (path: string, format: 'csv' | 'xlsx', query: Query) =>
  `${API_BASE}${path}/export.${format}${toQueryString(query)}`;

/**
 * The menu of a list screen's header. `path` is the list's API path; a screen with two lists (the
 * inventory and its delivery notes) names both in `lists`.
 */
export function ExportMenu({
  path,
  lists = path ? [{ name: '', path }] : [],
  query,
  label,
}: {
  path?: string;
  lists?: { name: string; path: string }[];
  query: Query;
  label?: string;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details
      ref={menu}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary
        className={cn(
          buttonVariants({ variant: 'secondary' }),
          'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
        )}
        aria-label={label ?? 'Liste exportieren'}
      >
        <FileDown aria-hidden />
        Exportieren
        <ChevronDown aria-hidden className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute right-0 z-40 mt-1 w-72 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
        {lists.flatMap((list) =>
          formats.map(({ format, label: text, icon: Icon }) => (
            <li key={`${list.path}.${format}`}>
              <a
                href={exportUrl(list.path, format, query)}
                download
                onClick={close}
                className="flex min-h-11 items-center gap-2 px-3 text-sm text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
                {list.name ? `${list.name}: ${text}` : text}
              </a>
            </li>
          )),
        )}
      </ul>
    </details>
  );
}
