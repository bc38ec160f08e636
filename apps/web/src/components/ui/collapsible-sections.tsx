import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Collapsible } from 'radix-ui';
import { ChevronDown, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type SectionsState = { isOpen: (id: string) => boolean; setOpen: (id: string, open: boolean) => void };
const SectionsContext = createContext<SectionsState | null>(null);

/**
 * A group of collapsible sections with one "Alle ausklappen" / "Alle einklappen" toggle.
 * `ids` lists every section shown; all are open by default (spec part 2: "all are expanded by
 * default"). A paged list adds sections later: they open or close as the last toggle said.
 */
export function CollapsibleSections({
  ids,
  defaultOpen = true,
  children,
  className,
}: {
  ids: readonly string[];
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
}) {
  // Every section is `open` unless it was toggled on its own (`except`).
  const [state, setState] = useState(() => ({ open: defaultOpen, except: new Set<string>() }));
  const isOpen = useCallback((id: string) => state.open !== state.except.has(id), [state]);
  const setOpen = useCallback((id: string, open: boolean) => {
    setState((current) => {
      const except = new Set(current.except);
      if (open === current.open) except.delete(id);
      else except.add(id);
      return { open: current.open, except };
    });
  }, []);
  const allOpen = ids.every(isOpen);
  const value = useMemo(() => ({ isOpen, setOpen }), [isOpen, setOpen]);
  return (
    <SectionsContext.Provider value={value}>
      <div className={cn('space-y-3', className)}>
        {ids.length > 0 ? (
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setState({ open: !allOpen, except: new Set() })}>
              {allOpen ? <ChevronsDownUp aria-hidden /> : <ChevronsUpDown aria-hidden />}
              {allOpen ? 'Alle einklappen' : 'Alle ausklappen'}
            </Button>
          </div>
        ) : null}
        {children}
      </div>
    </SectionsContext.Provider>
  );
}

/** "2 Anlieferungen", "1 Charge": a count says what it counts. */
export type SectionCount = { value: number; noun: readonly [one: string, many: string] };

/**
 * One section. On phones the title may take two lines and `meta` (progress, status) sits under it
 * instead of being hidden; from md on, `meta` and the count have fixed places on the right, so the
 * bars and badges of the sections line up.
 */
export function CollapsibleSection({
  id,
  title,
  count,
  meta,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  count?: SectionCount;
  meta?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const context = useContext(SectionsContext);
  const [localOpen, setLocalOpen] = useState(true);
  const open = context ? context.isOpen(id) : localOpen;
  const setOpen = (next: boolean) => (context ? context.setOpen(id, next) : setLocalOpen(next));
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className={cn('rounded-lg border border-slate-200 bg-white', className)}
    >
      <Collapsible.Trigger className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 sm:px-5 md:items-center">
        <ChevronDown
          className={cn('mt-1 size-4 shrink-0 text-slate-500 transition-transform md:mt-0', !open && '-rotate-90')}
          aria-hidden
        />
        <span className="min-w-0 flex-1 md:flex md:items-center md:gap-4">
          <span className="line-clamp-2 block text-[15px] font-semibold text-slate-900 md:min-w-0 md:flex-1 md:truncate">
            {title}
          </span>
          {meta ? (
            <span className="mt-2 flex flex-wrap items-center gap-2 md:mt-0 md:shrink-0 md:flex-nowrap">{meta}</span>
          ) : null}
        </span>
        {count !== undefined ? (
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-600 tabular-nums md:min-w-28 md:text-center">
            {count.value} {count.value === 1 ? count.noun[0] : count.noun[1]}
          </span>
        ) : null}
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-100">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
