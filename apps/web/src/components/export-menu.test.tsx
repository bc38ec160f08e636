import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportMenu } from './export-menu';

describe('ExportMenu', () => {
  it('links both formats with the screen’s query and closes after a choice', async () => {
    render(
      <ExportMenu
        path="/order"
        query={{ projectId: 'p1', phase: 'delivery', withDelivery: true, search: 'Kies werk' }}
        label="Anlieferungen exportieren"
      />,
    );
    await userEvent.click(screen.getByText('Exportieren'));
    const csv = screen.getByRole('link', { name: 'CSV (Excel, Semikolon)' });
    expect(csv).toHaveAttribute(
      'href',
      '/backend/api/order/export.csv?projectId=p1&phase=delivery&withDelivery=true&search=Kies+werk',
    );
    expect(csv).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Excel (XLSX)' })).toHaveAttribute(
      'href',
      '/backend/api/order/export.xlsx?projectId=p1&phase=delivery&withDelivery=true&search=Kies+werk',
    );
    const menu = csv.closest('details')!;
    expect(menu.open).toBe(true);
    csv.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(csv);
    expect(menu.open).toBe(false);
  });

  it('offers each list of a screen with two lists by name', async () => {
    render(
      <ExportMenu
        lists={[
          { name: 'Bestand', path: '/wrecking-pile-inventory' },
          { name: 'Lieferscheine', path: '/wrecking-pile-inventory/delivery-notes' },
        ]}
        query={{ projectId: 'p1' }}
      />,
    );
    await userEvent.click(screen.getByText('Exportieren'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Bestand: CSV (Excel, Semikolon)',
      'Bestand: Excel (XLSX)',
      'Lieferscheine: CSV (Excel, Semikolon)',
      'Lieferscheine: Excel (XLSX)',
    ]);
    expect(screen.getAllByRole('link')[2]).toHaveAttribute(
      'href',
      '/backend/api/wrecking-pile-inventory/delivery-notes/export.csv?projectId=p1',
    );
  });
});
