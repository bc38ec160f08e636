import { Link } from 'react-router';
import { ArrowRight, type LucideIcon } from 'lucide-react';

/** A quick-start tile: icon, label and an arrow, the whole tile one link (home and dashboard). */
export function ShortcutLink({ label, href, icon: Icon }: { label: string; href: string; icon: LucideIcon }) {
  return (
    <Link
      to={href}
      className="group flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3.5 shadow-xs transition-colors hover:border-brand-300 hover:bg-brand-50/40"
    >
      <span className="flex size-9 items-center justify-center rounded-md bg-brand-50 text-brand-700">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="flex-1 text-sm font-medium text-slate-900">{label}</span>
      <ArrowRight
        className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
        aria-hidden
      />
    </Link>
  );
}
