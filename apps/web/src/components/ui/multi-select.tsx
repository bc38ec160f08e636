import { forwardRef, useState } from 'react';
import { Popover } from 'radix-ui';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';
import type { SelectOption } from './select';

export type MultiSelectProps = {
  value: readonly string[] | null | undefined;
  onChange: (value: string[]) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
};

/** Several choices from a list, shown as removable chips; order follows the option list. */
export const MultiSelect = forwardRef<HTMLButtonElement, MultiSelectProps>(function MultiSelect(
  { value, onChange, options, placeholder = 'Bitte wählen', disabled, id, className, onBlur, ...aria },
  ref,
) {
  const [open, setOpen] = useState(false);
  const selected = new Set(value ?? []);
  const toggle = (optionValue: string) => {
    const next = new Set(selected);
    if (next.has(optionValue)) next.delete(optionValue);
    else next.add(optionValue);
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  };
  const chosen = options.filter((option) => selected.has(option.value));
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur?.();
      }}
    >
      <Popover.Trigger asChild disabled={disabled}>
        <button
          ref={ref}
          id={id}
          type="button"
          role="combobox"
          aria-expanded={open}
          className={cn(inputClass, 'flex min-h-10 items-center justify-between gap-2 py-1.5 text-left', className)}
          {...aria}
        >
          <span className="flex min-w-0 flex-wrap gap-1">
            {chosen.length === 0 ? <span className="text-slate-500">{placeholder}</span> : null}
            {chosen.map((option) => (
              <span
                key={option.value}
                className="inline-flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-800"
              >
                {option.label}
                <span
                  role="button"
                  tabIndex={-1}
                  aria-label={`${option.label} entfernen`}
                  className="inline-flex shrink-0 items-center justify-center rounded text-slate-500 hover:text-slate-900 max-md:-my-3.5 max-md:-mr-2 max-md:size-11"
                  onPointerDown={(event) => event.stopPropagation()}
                  onClick={(event) => {
                    event.stopPropagation();
                    toggle(option.value);
                  }}
                >
                  <X className="size-3.5" />
                </span>
              </span>
            ))}
          </span>
          <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-80 w-[var(--radix-popover-trigger-width)] min-w-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <ul role="listbox" aria-multiselectable="true">
            {options.map((option) => {
              const isSelected = selected.has(option.value);
              return (
                <li key={option.value} role="option" aria-selected={isSelected}>
                  <button
                    type="button"
                    disabled={option.disabled}
                    onClick={() => toggle(option.value)}
                    className="flex w-full items-center gap-2 rounded px-2 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none disabled:opacity-50"
                  >
                    <span
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded border',
                        isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300',
                      )}
                    >
                      {isSelected ? <Check className="size-3" aria-hidden /> : null}
                    </span>
                    {option.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
