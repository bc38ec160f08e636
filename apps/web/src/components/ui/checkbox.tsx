import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type CheckState = boolean | 'indeterminate';

/**
 * A native checkbox with a third, "partly selected" state (for a group whose children are only
 * partly checked). Clicking an indeterminate box reports `true`.
 */
export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'type'> & {
    checked: CheckState;
    onCheckedChange: (checked: boolean) => void;
  }
>(function Checkbox({ checked, onCheckedChange, className, ...props }, ref) {
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current!);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      ref={inner}
      type="checkbox"
      checked={checked === true}
      aria-checked={checked === 'indeterminate' ? 'mixed' : checked}
      onChange={(event) => onCheckedChange(checked === 'indeterminate' ? true : event.target.checked)}
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
});
