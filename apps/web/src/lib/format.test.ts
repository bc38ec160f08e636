import { describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatName,
  formatNumber,
  formatTime,
  formatTons,
  formatTonsToKg,
  toDate,
} from './format';
import { monthGrid } from '@/components/ui/date-picker';

describe('format (de-DE)', () => {
  it('formats dates as dd.MM.yyyy and tolerates empty or invalid input', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate(new Date(2024, 11, 31))).toBe('31.12.2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });

  it('formats times as "HH:mm Uhr" in 24-hour form', () => {
    const afternoon = new Date(2024, 2, 5, 14, 7);
    expect(formatTime(afternoon)).toBe('14:07 Uhr');
    expect(formatDateTime(afternoon)).toBe('05.03.2024, 14:07 Uhr');
  });

  it('formats numbers with 0 decimals by default, German separators and units', () => {
    expect(formatNumber(1234.5)).toBe('1.235');
    expect(formatNumber(1234.5, { decimals: 2 })).toBe('1.234,50');
    expect(formatTons(12)).toBe('12\u00a0t');
    expect(formatNumber(3.25, { decimals: 1, unit: 'm' })).toBe('3,3\u00a0m');
    expect(formatNumber(null)).toBe('');
  });

  it('writes numbers as Intl does for de-DE, without creating an Intl formatter', async () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const edges = [0, 7, -7, 0.5, -0.5, 1.005, 2.675, 0.125, -0.125, 0.005, -0.001, 999.995, 1234.5, 123456.785];
    const wholes = [999, 1000, -1000, 1234567, -98765432, Number.MAX_SAFE_INTEGER, 1e20];
    // Random values of the sizes the app shows (tons, Evd, percentages), as numbers and as the
    // decimal strings numeric columns send; a fixed seed so a failure repeats.
    let seed = 42;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const drawn = Array.from({ length: 2000 }, (_, index) =>
      Number(((random() - 0.2) * 10 ** (index % 8)).toFixed(index % 5)),
    );
    for (const decimals of [0, 1, 2, 3]) {
      const reference = intl(decimals);
      for (const value of [...edges, ...wholes, ...drawn]) {
        expect(formatNumber(value, { decimals }), `${value} / ${decimals}`).toBe(reference.format(value));
        expect(formatNumber(String(value), { decimals }), `"${value}" / ${decimals}`).toBe(
          reference.format(String(value) as unknown as number),
        );
      }
    }
    expect(formatNumber('007.5', { decimals: 1 })).toBe('7,5');
    expect(formatNumber(-0)).toBe(intl(0).format(-0));
    expect(formatNumber('-0.000', { decimals: 2 })).toBe(intl(2).format('-0.000' as unknown as number));
    expect(formatNumber(1.23e-7, { decimals: 2 })).toBe('0,00');
    expect(formatNumber('12345678901234567890.125', { decimals: 2 })).toBe('12.345.678.901.234.567.890,13');
    // A fresh module: its formatters are not created yet.
    vi.resetModules();
    const fresh = await import('./format');
    const created = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(fresh.formatNumber(98765)).toBe('98.765');
      expect(fresh.formatModulus('45.5')).toBe('45,50\u00a0MN/m²');
      expect(fresh.formatTons(1234.5, 1)).toBe('1.234,5\u00a0t');
      expect(created).not.toHaveBeenCalled();
    } finally {
      created.mockRestore();
    }
  });

  it('formats decimal strings exactly, without binary float rounding', () => {
    // 0.1 + 0.2 style values from numeric columns arrive as strings.
    expect(formatNumber('12345678901234.567', { decimals: 3 })).toBe('12.345.678.901.234,567');
    expect(formatTons('24.380', 3)).toBe('24,380\u00a0t');
    // Stock and delivery notes: to the kilogram, trailing zeros dropped.
    expect([1234.5, 40, 0.125, 1000.01, '304.500'].map(formatTonsToKg)).toEqual(
      ['1.234,5', '40', '0,125', '1.000,01', '304,5'].map((text) => `${text}\u00a0t`),
    );
    expect(formatNumber('abc')).toBe('');
  });

  it('builds names and parses ISO dates', () => {
    expect(formatName({ firstName: 'Maria', lastName: 'Schneider' })).toBe('Maria Schneider');
    expect(toDate('2024-02-30')).toBeNull();
  });

  it('starts calendar weeks on Monday', () => {
    // March 2024 begins on a Friday: the grid starts Monday 26 February and ends Sunday 31 March.
    const grid = monthGrid(new Date(2024, 2, 15));
    expect(formatDate(grid[0]!)).toBe('26.02.2024');
    expect(grid[0]!.getDay()).toBe(1);
    expect(formatDate(grid[grid.length - 1]!)).toBe('31.03.2024');
    expect(grid.length % 7).toBe(0);
  });
});
