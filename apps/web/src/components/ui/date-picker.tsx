import { forwardRef, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dateFnsOptions, formatDate, toDate, toIsoDate } from '@/lib/format';
import { inputClass } from './input';

/** The 6×7 (or 5×7) days shown for a month, weeks starting Monday. */
export function monthGrid(month: Date): Date[] {
  const start = startOfWeek(startOfMonth(month), dateFnsOptions);
  const end = endOfWeek(endOfMonth(month), dateFnsOptions);
  return eachDayOfInterval({ start, end });
}

const weekdayLabels = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];

export type DatePickerProps = {
  /** yyyy-MM-dd (or any ISO date) or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  clearable?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
};

/** German date picker: dd.MM.yyyy, placeholder "Datum wählen", weeks start on Monday. */
export const DatePicker = forwardRef<HTMLButtonElement, DatePickerProps>(function DatePicker(
  { value, onChange, placeholder = 'Datum wählen', disabled, id, clearable = false, onBlur, ...aria },
  ref,
) {
  const selected = toDate(value ?? null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(() => selected ?? new Date());
  const [focused, setFocused] = useState<Date>(() => selected ?? new Date());
  const today = new Date();

  const openChange = (next: boolean) => {
    if (next) {
      const base = selected ?? new Date();
      setMonth(base);
      setFocused(base);
    } else onBlur?.();
    setOpen(next);
  };
  const choose = (day: Date) => {
    onChange(toIsoDate(day));
    setOpen(false);
    onBlur?.();
  };
  const moveFocus = (day: Date) => {
    setFocused(day);
    if (!isSameMonth(day, month)) setMonth(day);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-day="${toIsoDate(day)}"]`)?.focus());
  };
  const onGridKey = (event: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    moveFocus(addDays(focused, step));
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <div className="relative">
        <Popover.Trigger asChild disabled={disabled}>
          <button
            ref={ref}
            id={id}
            type="button"
            className={cn(inputClass, 'flex h-10 items-center gap-2 text-left')}
            {...aria}
          >
            <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className={cn('flex-1 truncate tabular-nums', !selected && 'text-slate-500')}>
              {selected ? formatDate(selected) : placeholder}
            </span>
          </button>
        </Popover.Trigger>
        {clearable && selected && !disabled ? (
          <button
            type="button"
            aria-label="Datum entfernen"
            onClick={() => onChange(null)}
            className="absolute inset-y-0 right-2 my-auto flex size-6 items-center justify-center rounded text-slate-500 hover:text-slate-700 max-md:right-0 max-md:size-11"
          >
            <X className="size-4" />
          </button>
        ) : null}
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-72 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label="Vorheriger Monat"
              onClick={() => setMonth(addMonths(month, -1))}
              className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
            >
              <ChevronLeft className="size-4" />
            </button>
            <p className="text-sm font-semibold text-slate-900" aria-live="polite">
              {format(month, 'LLLL yyyy', dateFnsOptions)}
            </p>
            <button
              type="button"
              aria-label="Nächster Monat"
              onClick={() => setMonth(addMonths(month, 1))}
              className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
            >
              <ChevronRight className="size-4" />
            </button>
          </div>
          <div role="grid" aria-label={format(month, 'LLLL yyyy', dateFnsOptions)} onKeyDown={onGridKey}>
            <div role="row" className="grid grid-cols-7 text-center text-xs font-medium text-slate-500">
              {weekdayLabels.map((label) => (
                <span role="columnheader" key={label} className="py-1">
                  {label}
                </span>
              ))}
            </div>
            <div role="row" className="grid grid-cols-7 gap-0.5">
              {monthGrid(month).map((day) => {
                const isSelected = selected ? isSameDay(day, selected) : false;
                return (
                  <button
                    key={day.toISOString()}
                    type="button"
                    role="gridcell"
                    data-day={toIsoDate(day)}
                    aria-selected={isSelected}
                    aria-label={format(day, 'EEEE, d. MMMM yyyy', dateFnsOptions)}
                    tabIndex={isSameDay(day, focused) ? 0 : -1}
                    onClick={() => choose(day)}
                    className={cn(
                      'h-9 rounded text-sm tabular-nums hover:bg-brand-50',
                      !isSameMonth(day, month) && 'text-slate-400',
                      isSameDay(day, today) && !isSelected && 'font-semibold text-brand-700',
                      isSelected && 'bg-brand-700 text-white hover:bg-brand-800',
                    )}
                  >
                    {format(day, 'd')}
                  </button>
                );
              })}
            </div>
          </div>
          <div className="mt-2 flex justify-between border-t border-slate-100 pt-2">
            <button
              type="button"
              onClick={() => choose(today)}
              className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              Heute
            </button>
            {clearable && selected ? (
              <button
                type="button"
                onClick={() => {
                  onChange(null);
                  setOpen(false);
                }}
                className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
              >
                Leeren
              </button>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
