// Toasts usable from anywhere (`toast.success('Gast wurde eingeladen')`), also outside React.
// Spec part 1 §9: at most 5 at once, each shown 10 s, removed 10 s after dismissal.
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 10_000;
export const TOAST_REMOVE_DELAY_MS = 10_000;

export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; tone: ToastTone; title: string; description?: string; open: boolean };

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      items = items.filter((item) => item.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function dismiss(id: number) {
  items = items.map((item) => (item.id === id && item.open ? { ...item, open: false } : item));
  scheduleRemoval(id);
  emit();
}

function add(tone: ToastTone, title: string, description?: string): number {
  const id = nextId++;
  items = [...items, { id, tone, title, description, open: true }];
  // Over the limit the oldest open toasts give way to the new one.
  const open = items.filter((item) => item.open);
  const closing = new Set(open.slice(0, Math.max(0, open.length - TOAST_LIMIT)).map((item) => item.id));
  if (closing.size > 0) {
    items = items.map((item) => (closing.has(item.id) ? { ...item, open: false } : item));
    for (const closingId of closing) scheduleRemoval(closingId);
  }
  emit();
  return id;
}

export const toast = {
  success: (title: string, description?: string) => add('success', title, description),
  error: (title: string, description?: string) => add('error', title, description),
  info: (title: string, description?: string) => add('info', title, description),
  dismiss,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => items;

export function useToastItems(): ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests only: start from an empty store. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  items = [];
  emit();
}
