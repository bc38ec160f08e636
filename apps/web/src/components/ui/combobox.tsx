import { forwardRef, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';
import type { SelectOption } from './select';

export type ComboboxSearchResult = { options: SelectOption[]; total: number };

export type ComboboxProps = {
  value: string | null | undefined;
  onChange: (value: string | null, option: SelectOption | null) => void;
  /** Remote search; gets the term and the page size, returns the first options and the total count. */
  search: (term: string, limit: number, signal: AbortSignal) => Promise<ComboboxSearchResult>;
  /** Query-key prefix that identifies this search (e.g. ['project-user-candidates', projectId]). */
  queryKey: readonly unknown[];
  /** Label of the current value when it is not among the loaded options. */
  selectedLabel?: string;
  limit?: number;
  placeholder?: string;
  searchPlaceholder?: string;
  loadingText?: string;
  emptyText?: string;
  moreText?: (count: number) => string;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
};

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Searchable single choice with remote search: shows the first `limit` hits and "N weitere
 * Optionen" when the server has more (spec part 1: user picker with 5 results).
 */
export const Combobox = forwardRef<HTMLButtonElement, ComboboxProps>(function Combobox(
  {
    value,
    onChange,
    search,
    queryKey,
    selectedLabel,
    limit = 5,
    placeholder = 'Bitte wählen',
    searchPlaceholder = 'Suchen …',
    loadingText = 'Wird geladen ...',
    emptyText = 'Keine Treffer',
    // Spec part 1 "Project participants": "N weitere Optionen" when more than `limit` match.
    moreText = (count) => `${count} weitere Optionen`,
    disabled,
    id,
    onBlur,
    ...aria
  },
  ref,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [active, setActive] = useState(0);
  const debouncedTerm = useDebounced(term, 250);
  const [chosenLabel, setChosenLabel] = useState<string | undefined>(selectedLabel);
  useEffect(() => setChosenLabel(selectedLabel), [selectedLabel]);

  const result = useQuery({
    queryKey: [...queryKey, 'search', debouncedTerm, limit],
    queryFn: ({ signal }) => search(debouncedTerm, limit, signal),
    enabled: open,
    staleTime: 30_000,
  });
  const options = result.data?.options.slice(0, limit) ?? [];
  const more = Math.max(0, (result.data?.total ?? 0) - options.length);
  const isLoading = result.isFetching && !result.data;

  const choose = (option: SelectOption) => {
    setChosenLabel(option.label);
    onChange(option.value, option);
    setOpen(false);
    onBlur?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTerm('');
          setActive(0);
        } else onBlur?.();
      }}
    >
      <Popover.Trigger asChild disabled={disabled}>
        <button
          ref={ref}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          className={cn(inputClass, 'flex h-10 items-center justify-between gap-2 text-left')}
          {...aria}
        >
          <span className={cn('truncate', !value && 'text-slate-500')}>
            {value ? (chosenLabel ?? value) : placeholder}
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-64 rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center gap-2 border-b border-slate-100 px-3">
            <Search className="size-4 text-slate-400" aria-hidden />
            <input
              autoFocus
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              aria-controls={listId}
              aria-activedescendant={options[active] ? `${listId}-${active}` : undefined}
              className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
            />
          </div>
          <ul id={listId} role="listbox" className="max-h-72 overflow-y-auto p-1">
            {isLoading ? <li className="px-3 py-2 text-sm text-slate-500">{loadingText}</li> : null}
            {!isLoading && result.isError ? (
              <li className="px-3 py-2 text-sm text-danger-700">Die Suche ist fehlgeschlagen.</li>
            ) : null}
            {!isLoading && !result.isError && options.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500">{emptyText}</li>
            ) : null}
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-slate-800',
                  index === active && 'bg-brand-50 text-brand-900',
                )}
              >
                <Check
                  className={cn('size-4 text-brand-700', option.value === value ? 'opacity-100' : 'opacity-0')}
                  aria-hidden
                />
                {option.label}
              </li>
            ))}
            {more > 0 && !isLoading ? <li className="px-3 py-1.5 text-xs text-slate-500">{moreText(more)}</li> : null}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
