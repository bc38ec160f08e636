import { forwardRef, useEffect, useState, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

/** "1.234,5" / "1234.5" / "1234,5" → 1234.5; '' → null; anything else → NaN. */
export function parseGermanNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  // A comma is the decimal separator; dots are thousands separators when a comma is present.
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^-?\d*\.?\d*$/.test(normalized) || normalized === '-' || normalized === '.') return Number.NaN;
  return Number(normalized);
}

function displayOf(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

export type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  /** Emptying the input sends null (spec part 1 §5). */
  onChange: (value: number | null) => void;
  unit?: string;
  /** Allow decimals (default true); integers only when false. */
  allowDecimals?: boolean;
};

/**
 * A text input with decimal keyboard that accepts German decimal commas. It keeps the typed text
 * while editing (so "12," is not lost) and reports a number, null when empty, or NaN when invalid
 * (the form's schema turns NaN into "Bitte geben Sie eine Zahl ein").
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, unit, allowDecimals = true, className, onBlur, ...props },
  ref,
) {
  const [text, setText] = useState(() => displayOf(value));
  useEffect(() => {
    // Follow outside changes (reset, prefill) unless they equal what the text already means.
    setText((current) => {
      const parsed = parseGermanNumber(current);
      const same = parsed === (value ?? null) || (Number.isNaN(parsed) && Number.isNaN(value));
      return same ? current : displayOf(value);
    });
  }, [value]);
  return (
    <div className="relative">
      <input
        ref={ref}
        type="text"
        inputMode={allowDecimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseGermanNumber(event.target.value));
        }}
        onBlur={onBlur}
        className={cn(inputClass, 'h-10 text-right tabular-nums', className)}
        // The unit's room grows with its text ("cm NHN" is wider than "m"), so it never covers a digit.
        style={unit ? { paddingRight: `max(3rem, calc(${unit.length} * 0.6rem + 1.25rem))` } : undefined}
        {...props}
      />
      {unit ? (
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          {unit}
        </span>
      ) : null}
    </div>
  );
});
