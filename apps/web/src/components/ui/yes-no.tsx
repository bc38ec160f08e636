import { cn } from '@/lib/cn';

/** A required yes/no choice ("Ja"/"Nein"); null until the user picks one. */
export function YesNo({
  value,
  onChange,
  name,
  disabled,
  id,
  onBlur,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  'aria-labelledby': labelledBy,
}: {
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  name: string;
  disabled?: boolean;
  id?: string;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
}) {
  const choices = [
    { label: 'Ja', value: true },
    { label: 'Nein', value: false },
  ];
  return (
    <div
      role="radiogroup"
      id={id}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-labelledby={labelledBy}
      className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-xs"
    >
      {choices.map((choice) => {
        const checked = value === choice.value;
        return (
          <label
            key={choice.label}
            className={cn(
              'relative flex h-9 min-w-16 cursor-pointer items-center justify-center rounded px-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              checked ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}
