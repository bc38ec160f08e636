import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '@/test/render';
import { CollapsibleSection, CollapsibleSections } from './collapsible-sections';
import { Combobox } from './combobox';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { DatePicker } from './date-picker';
import { ProgressBar } from './progress-bar';
import { StatusBadge } from './badge';
import { YesNo } from './yes-no';
import { viewportWidth } from '@/test/viewport';

describe('ProgressBar', () => {
  it('caps the bar at 100 % while the text shows the real share', () => {
    render(<ProgressBar value="104" max="100" label="Angeliefert" />);
    const bar = screen.getByRole('progressbar', { name: 'Angeliefert' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '104 %');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows 0 % for a zero maximum', () => {
    render(<ProgressBar value={5} max={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 %');
  });
});

describe('StatusBadge', () => {
  it('colours by the shared status rule', () => {
    render(
      <>
        <StatusBadge status="approved" label="Freigegeben" />
        <StatusBadge status="rejected" label="Abgelehnt" />
        <StatusBadge status="in_review" label="Wird geprüft" />
      </>,
    );
    expect(screen.getByText('Freigegeben').className).toContain('text-success-700');
    expect(screen.getByText('Abgelehnt').className).toContain('text-danger-700');
    expect(screen.getByText('Wird geprüft').className).toContain('text-warning-700');
  });
});

describe('Combobox with remote search', () => {
  it('shows the first results, "N weitere Optionen", and the empty text', async () => {
    const search = vi.fn(async (term: string) => {
      const all = [
        'Anna Admin',
        'Paul Projektleiter',
        'Fritz Polier',
        'Greta Gutachter',
        'Ines Einbaugutachter',
        'Max Maschinist',
        'Nora Neu',
      ].filter((name) => name.toLowerCase().includes(term.toLowerCase()));
      return { options: all.slice(0, 5).map((name) => ({ value: name, label: name })), total: all.length };
    });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={testQueryClient()}>
        <Combobox
          aria-label="Nutzer"
          value={null}
          onChange={onChange}
          search={search}
          queryKey={['users']}
          placeholder="Nutzer auswählen"
          loadingText="Nutzer werden geladen ..."
          emptyText="Nutzer nicht gefunden"
        />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Nutzer' }));
    expect(await screen.findByText('2 weitere Optionen')).toBeInTheDocument();
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(search).toHaveBeenCalledWith('', 5, expect.anything());

    await user.type(screen.getByPlaceholderText('Suchen …'), 'zzz');
    expect(await screen.findByText('Nutzer nicht gefunden')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Suchen …'));
    await user.type(screen.getByPlaceholderText('Suchen …'), 'gutachter');
    await user.click(await screen.findByRole('option', { name: 'Ines Einbaugutachter' }));
    expect(onChange).toHaveBeenCalledWith('Ines Einbaugutachter', {
      value: 'Ines Einbaugutachter',
      label: 'Ines Einbaugutachter',
    });
  });
});

describe('DatePicker', () => {
  it('shows the placeholder, picks a day as yyyy-MM-dd and displays dd.MM.yyyy', async () => {
    function Harness() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <>
          <DatePicker aria-label="Datum" value={value} onChange={setValue} />
          <output data-testid="iso">{value}</output>
        </>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Datum' });
    expect(trigger).toHaveTextContent('Datum wählen');
    await user.click(trigger);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mo');
    const today = new Date();
    const label = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .format(today)
      .replace(/, /g, ', ');
    await user.click(within(grid).getByRole('gridcell', { name: label }));
    const expected = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      today,
    );
    expect(screen.getByRole('button', { name: 'Datum' })).toHaveTextContent(expected);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(screen.getByTestId('iso')).toHaveTextContent(
      `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    );
  });
});

describe('YesNo', () => {
  it('is empty until chosen and reports booleans', async () => {
    const onChange = vi.fn();
    render(<YesNo name="isLimed" value={null} onChange={onChange} aria-labelledby="x" />);
    expect(screen.getByRole('radio', { name: 'Ja' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nein' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Nein' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });
});

describe('CollapsibleSections', () => {
  it('starts expanded and toggles all with "Alle einklappen" / "Alle ausklappen"', async () => {
    render(
      <CollapsibleSections ids={['a', 'b']}>
        <CollapsibleSection id="a" title="Miete A" count={{ value: 2, noun: ['Charge', 'Chargen'] }}>
          <p>Inhalt A</p>
        </CollapsibleSection>
        <CollapsibleSection id="b" title="Miete B">
          <p>Inhalt B</p>
        </CollapsibleSection>
      </CollapsibleSections>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: /Miete A/ })).toHaveTextContent('2 Chargen');
    expect(screen.getByText('Inhalt A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Alle einklappen/ }));
    expect(screen.queryByText('Inhalt A')).not.toBeInTheDocument();
    expect(screen.queryByText('Inhalt B')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Miete B/ }));
    expect(screen.getByText('Inhalt B')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Alle ausklappen/ }));
    expect(screen.getByText('Inhalt A')).toBeInTheDocument();
  });
});

describe('DataTable', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  const orders = (
    <DataTable
      caption="Bestellungen"
      rows={[{ id: '1', number: 'B-1', tons: '12,500 t' }]}
      rowKey={(row) => row.id}
      columns={[
        { key: 'number', header: 'Nummer', cell: (row) => row.number, primary: true },
        { key: 'tons', header: 'Menge', cell: (row) => row.tons, align: 'right' },
      ]}
    />
  );

  it('renders a table at desktop width, numbers right-aligned, and no hidden cards', () => {
    viewportWidth(1440);
    render(orders);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: '12,500 t' })).toHaveClass('text-right');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders stacked cards on a phone, with the column names as labels, and no hidden table', () => {
    viewportWidth(390);
    render(orders);
    const cards = screen.getByRole('list', { name: 'Bestellungen' });
    expect(within(cards).getByText('B-1')).toBeInTheDocument();
    expect(within(cards).getByText('Menge')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a table that is not virtual whole, however long (find in page sees every row)', () => {
    const rows = Array.from({ length: 150 }, (_, index) => ({ id: String(index + 1) }));
    const table = (
      <DataTable
        caption="Einbautabelle"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[{ key: 'id', header: 'Nr.', cell: (row) => row.id }]}
      />
    );
    viewportWidth(1440);
    const { unmount } = render(table);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(151);
    unmount();
    viewportWidth(390);
    render(table);
    expect(within(screen.getByRole('list', { name: 'Einbautabelle' })).getAllByRole('listitem')).toHaveLength(150);
  });

  describe('virtual, with many rows', () => {
    const rows = Array.from({ length: 500 }, (_, index) => ({ id: String(index + 1), number: `B-${index + 1}` }));
    const columns = [
      { key: 'number', header: 'Nummer', cell: (row: (typeof rows)[number]) => row.number, primary: true },
      { key: 'id', header: 'Position', cell: (row: (typeof rows)[number]) => row.id, align: 'right' as const },
    ];

    it('on a phone shows only the cards near the view and follows the scrolling', () => {
      viewportWidth(390);
      render(<DataTable virtual caption="Bestellungen" rows={rows} rowKey={(row) => row.id} columns={columns} />);
      // One form only: no hidden table of 500 rows.
      expect(screen.queryByRole('table')).toBeNull();
      const cards = () => within(screen.getByRole('list', { name: 'Bestellungen' })).getAllByRole('listitem');
      expect(cards().length).toBeLessThanOrEqual(40);
      expect(cards()[0]).toHaveTextContent('B-1');
      // jsdom lays nothing out: cards keep their 170 px estimate.
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: 170 * 300, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByText('B-301')).toBeInTheDocument();
      expect(screen.queryByText('B-1')).toBeNull();
      expect(cards().length).toBeLessThanOrEqual(40);
    });

    it('at desktop width shows only the table rows near the view, between two spacer rows', () => {
      viewportWidth(1440);
      render(<DataTable virtual caption="Bestellungen" rows={rows} rowKey={(row) => row.id} columns={columns} />);
      expect(screen.queryByRole('list')).toBeNull();
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: 53 * 200, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
      const table = screen.getByRole('table', { name: 'Bestellungen' });
      const shown = within(table).getAllByRole('row').slice(1);
      expect(shown.length).toBeLessThanOrEqual(50);
      expect(within(table).getByRole('cell', { name: 'B-201' })).toBeInTheDocument();
      const spacers = table.querySelectorAll('tr[aria-hidden]');
      expect(spacers).toHaveLength(2);
      expect((spacers[0] as HTMLElement).style.height).toMatch(/^\d+px$/);
    });
  });
});

describe('ConfirmDialog', () => {
  it('stays open when the confirmed step answers false (a refused submitHandler) and closes on success', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(
      <ConfirmDialog
        trigger={<button type="button">Ablehnen</button>}
        title="Bestellung endgültig ablehnen?"
        confirmLabel="Endgültig ablehnen"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await user.click(screen.getByRole('button', { name: 'Endgültig ablehnen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Bestellung endgültig ablehnen?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Endgültig ablehnen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
