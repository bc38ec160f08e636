import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// Phones: at least 44 px high, a gloved finger's target (WCAG 2.5.5).
export const inputClass =
  'block w-full max-md:min-h-11 rounded-md border border-slate-300 bg-white px-3 text-[15px] text-slate-900 shadow-xs placeholder:text-slate-500 transition-colors focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-danger-600 aria-[invalid=true]:focus:ring-danger-600/20';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, 'h-10', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, rows = 4, ...props },
  ref,
) {
  return (
    <textarea ref={ref} rows={rows} className={cn(inputClass, 'min-h-20 py-2 leading-relaxed', className)} {...props} />
  );
});
