import { forwardRef } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

// Radix Select has no empty item value; this sentinel stands for "nothing chosen".
const EMPTY = '__empty__';

export type SelectProps = {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Offer an explicit empty choice labelled with the placeholder (e.g. "Projekt auswählen"). */
  allowEmpty?: boolean;
  disabled?: boolean;
  /** Let a long chosen value wrap onto a second line instead of ending in "…" (e.g. project names). */
  wrapValue?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
};

export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    value,
    onChange,
    options,
    placeholder = 'Bitte wählen',
    allowEmpty = false,
    disabled,
    wrapValue = false,
    id,
    name,
    className,
    onBlur,
    ...aria
  },
  ref,
) {
  return (
    <RadixSelect.Root
      value={value ? value : allowEmpty ? EMPTY : ''}
      onValueChange={(next) => onChange(next === EMPTY ? null : next)}
      disabled={disabled}
      name={name}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={id}
        className={cn(
          inputClass,
          'flex h-10 items-center justify-between gap-2 text-left data-[placeholder]:text-slate-500',
          wrapValue && 'h-auto min-h-10 py-1.5',
          className,
        )}
        {...aria}
      >
        {/* min-w-0: a long chosen option is cut with an ellipsis instead of widening the form. */}
        <span className={cn('min-w-0 flex-1', wrapValue ? 'line-clamp-2 break-words' : 'truncate')}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-4 text-slate-500" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] max-w-[min(var(--radix-select-content-available-width),32rem)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {allowEmpty ? <SelectItem value={EMPTY} label={placeholder} muted /> : null}
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} label={option.label} disabled={option.disabled} />
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
});

function SelectItem({
  value,
  label,
  disabled,
  muted,
}: {
  value: string;
  label: string;
  disabled?: boolean;
  muted?: boolean;
}) {
  return (
    <RadixSelect.Item
      value={value}
      disabled={disabled}
      className={cn(
        'relative flex cursor-default items-center rounded py-2 pr-3 pl-8 text-sm break-words outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
        muted ? 'text-slate-500' : 'text-slate-800',
      )}
    >
      <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-4 text-brand-700" aria-hidden />
      </RadixSelect.ItemIndicator>
      <RadixSelect.ItemText>{label}</RadixSelect.ItemText>
    </RadixSelect.Item>
  );
}
