// Types of import-zones.js (plain JavaScript so that eslint.config.js can load it with Node).
import type { ESLint } from 'eslint';
import type { Plugin } from 'vite';

export const webSource: string;
export function unitOf(file: string, source?: string): string | null;
export function zoneViolation(importer: string, target: string, source?: string): string | null;
export function resolveSpecifier(importer: string, specifier: string, source?: string): string | null;
export const importZonesPlugin: ESLint.Plugin;
export function importZones(source?: string): Plugin;
