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
  count?: number;
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
      <Collapsible.Trigger className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 sm:px-5">
        <ChevronDown
          className={cn('size-4 shrink-0 text-slate-500 transition-transform', !open && '-rotate-90')}
          aria-hidden
        />
        <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-slate-900">{title}</span>
        {meta}
        {count !== undefined ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium tabular-nums text-slate-600">
            {count}
          </span>
        ) : null}
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-slate-100">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
