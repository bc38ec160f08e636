import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  // data-skeleton: the screen tour (e2e) waits until no placeholder is left.
  return <div className={cn('animate-pulse rounded-md bg-slate-200/80', className)} aria-hidden data-skeleton />;
}

/** Loading placeholder of a content page (spec: "While data is missing a loading placeholder is shown"). */
/** Without a connection a screen whose data this device never loaded waits in vain: it says so. */
export const NOT_LOADED_OFFLINE =
  'Keine Verbindung: Diese Seite wurde auf diesem Gerät noch nicht geladen. Sie erscheint, sobald wieder eine Verbindung besteht.';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

export function PageSkeleton() {
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      {online ? (
        <span className="sr-only">Wird geladen …</span>
      ) : (
        <p className="rounded-md border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-700">
          {NOT_LOADED_OFFLINE}
        </p>
      )}
      <div className="space-y-3">
        <Skeleton className="h-3.5 w-48" />
        <Skeleton className="h-7 w-72" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
      <Skeleton className="h-56" />
    </div>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">Wird geladen …</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-12" />
      ))}
    </div>
  );
}
