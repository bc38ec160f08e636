// The search of a long list (decision 0380): the server searches, so the list finds an entry that
// is not loaded yet. What the user typed is kept in the address (?suche=…): back from an entry,
// the list shows the same hits. The request goes out once typing pauses.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Search, SearchX, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { EmptyState } from './empty-state';
import { Input } from './input';
import { ListSkeleton } from './skeleton';

const PARAM = 'suche';
const TYPING_PAUSE_MS = 300;
/** The server's limit (GET …?search: at most 100 characters). */
const MAX_LENGTH = 100;

/** The search of the current list: `text` as typed, `search` as sent to the server. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get(PARAM)?.trim() ?? '';
  const [text, setText] = useState(search);
  // Back and forward change the address: the field follows.
  useEffect(() => setText((current) => (current.trim() === search ? current : search)), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(
      () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (text.trim()) next.set(PARAM, text.trim());
            else next.delete(PARAM);
            return next;
          },
          { replace: true, preventScrollReset: true },
        ),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search, setParams]);
  return { text, setText, search };
}

/**
 * A search kept in the component, not in the address: for a card among others on one page (the
 * dashboard). Same shape and typing pause as `useListSearch`.
 */
export function useLocalSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return { text, setText, search };
}

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  /** e.g. "Bestellungen durchsuchen" (read by screen readers). */
  label: string;
  /** What can be searched, e.g. "Anlieferungsnummer oder Lieferant". */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="search" className={cn('relative w-full sm:max-w-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={MAX_LENGTH}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-0 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:text-slate-900 max-md:size-11"
          aria-label="Suche leeren"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

/**
 * A searched list's frame: without entries (and no search) only `noEntries`; otherwise the search
 * field, then the loading placeholder, "nothing found" for the search, or the list.
 */
export function SearchableList({
  search,
  label,
  placeholder,
  isPending,
  isEmpty,
  noEntries,
  notFound,
  children,
  className,
}: {
  search: ReturnType<typeof useListSearch>;
  label: string;
  placeholder: string;
  isPending: boolean;
  isEmpty: boolean;
  noEntries: ReactNode;
  /** e.g. (search) => `Keine Bestellung gefunden für „${search}“.` */
  notFound: (search: string) => string;
  children: ReactNode;
  className?: string;
}) {
  if (!isPending && isEmpty && !search.search) return <>{noEntries}</>;
  return (
    <div className={cn('space-y-3', className)}>
      <SearchField label={label} placeholder={placeholder} value={search.text} onChange={search.setText} />
      {isPending ? (
        <ListSkeleton />
      ) : isEmpty ? (
        <EmptyState icon={SearchX} title={notFound(search.search)} />
      ) : (
        children
      )}
    </div>
  );
}
