import { lazy, Suspense } from 'react';
import { useToastItems } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Loads the toast renderer (Radix Toast) with the first toast, keeping it out of the login bundle. */
export function DeferredToaster() {
  const items = useToastItems();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
