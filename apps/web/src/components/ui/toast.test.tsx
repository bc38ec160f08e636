import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, toast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, useToastItems } from './toast-store';
import { Toaster } from './toaster';

function region() {
  return screen.getByRole('region', { name: /Benachrichtigungen/ });
}

describe('toasts', () => {
  beforeEach(() => resetToasts());
  afterEach(() => {
    vi.useRealTimers();
    resetToasts();
  });

  it('shows at most 5 at once; the oldest give way to new ones', () => {
    render(<Toaster />);
    act(() => {
      for (let index = 1; index <= 7; index++) toast.success(`Meldung ${index}`);
    });
    const list = within(region());
    expect(list.getAllByRole('listitem')).toHaveLength(5);
    expect(list.queryByText('Meldung 1')).not.toBeInTheDocument();
    expect(list.queryByText('Meldung 2')).not.toBeInTheDocument();
    expect(list.getByText('Meldung 7')).toBeInTheDocument();
    expect(list.getByText('Meldung 3')).toBeInTheDocument();
  });

  it('moves focus to the toasts with F8', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Speichern fehlgeschlagen');
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const viewport = within(region()).getByRole('list');
    expect(document.activeElement).toBe(viewport);
  });

  it('closes after 10 s and removes the entry 10 s after dismissal', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    function Probe() {
      seen.push(useToastItems().length);
      return null;
    }
    render(
      <>
        <Toaster />
        <Probe />
      </>,
    );
    act(() => {
      toast.info('Hinweis');
    });
    expect(within(region()).getByText('Hinweis')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 50);
    });
    expect(within(region()).queryByText('Hinweis')).not.toBeInTheDocument();
    expect(seen.at(-1)).toBe(1); // dismissed but still held for the exit
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(seen.at(-1)).toBe(0);
  });
});
