import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput, parseGermanNumber } from './number-input';

function Harness({ onValue, initial = null }: { onValue: (value: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberInput
      aria-label="Menge"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('NumberInput', () => {
  it('sends null when the input is emptied', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial={12.5} />);
    const input = screen.getByLabelText('Menge');
    expect(input).toHaveValue('12,5');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
  });

  it('accepts German decimal commas and keeps the typed text', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Menge');
    await userEvent.type(input, '1.234,5');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('reports NaN for text that is not a number', () => {
    expect(parseGermanNumber('12a')).toBeNaN();
    expect(parseGermanNumber('  ')).toBeNull();
    expect(parseGermanNumber('0.001')).toBe(0.001);
    expect(parseGermanNumber('-3,25')).toBe(-3.25);
  });
});
