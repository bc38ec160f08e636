import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map at its first call: ~35 ms on a slow phone (docs/performance.md,
 * session 19). main.tsx calls this while the opening screen waits for its code and stored answers,
 * so the first render does not pay it.
 */
export function prepareClassMerge(): void {
  twMerge('p-0');
}
