// The calculator: pasted lab tables, typed values and the live answer.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { MaterialClassScreen } from './screens/material-class-screen';

const labTable = [
  'Parameter\tWert\tEinheit',
  'pH-Wert\t11,2\t-',
  'Elektrische Leitfähigkeit\t1800\tµS/cm',
  'Sulfat\t800\tmg/l',
  'PAK15\t2,1\tµg/l',
  'PAK16\t6,4\tmg/kg',
  'Chrom, ges.\t45\tµg/l',
  'Kupfer\t38\tµg/l',
  'Vanadium\t22\tµg/l',
].join('\n');

// Typing through user-event is slow on a shared two-core machine.
describe('material class calculator', { timeout: 30_000 }, () => {
  it('computes RC-2 with sulfate as decisive parameter from a pasted table', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MaterialClassScreen />);
    expect(screen.getByText(/die Materialklasse erscheint hier sofort/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Tabelle einfügen/ }));
    fireEvent.change(screen.getByLabelText('Laborwerte einfügen'), { target: { value: labTable } });
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));
    expect(screen.getByLabelText('Sulfat')).toHaveValue('800');
    expect(screen.getByLabelText('PAK16')).toHaveValue('6,4');
    expect(await screen.findByTestId('material-class-result')).toHaveTextContent('RC-2');
    expect(
      within(screen.getByTestId('decisive-parameters')).getByText('Sulfat 800 mg/l > 600 mg/l (RC-1)'),
    ).toBeVisible();
  });

  it('updates while typing and says what is missing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MaterialClassScreen />);
    await user.type(screen.getByLabelText('Sulfat'), '600,0');
    expect(await screen.findByTestId('material-class-result')).toHaveTextContent('keine');
    expect(screen.getByText(/Es fehlen Werte/).parentElement).toHaveTextContent('PAK15, PAK16');
  });

  it('shows the German message under a value with two separators', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MaterialClassScreen />);
    await user.type(screen.getByLabelText('Sulfat'), '1.234,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte nur ein Dezimaltrennzeichen verwenden');
  });

  it('lists pasted rows it could not take over', async () => {
    renderWithProviders(<MaterialClassScreen />);
    const table = screen.getByLabelText('Sulfat').closest('div')!;
    fireEvent.paste(table, { clipboardData: { getData: () => 'Sulfat\t700\tmg/kg\nUnobtainium\t3\t' } });
    expect(await screen.findByText('Nicht übernommene Zeilen')).toBeInTheDocument();
    expect(screen.getByText(/Unbekannter Parameter „Unobtainium“/)).toBeInTheDocument();
    expect(screen.getByText(/Einheit „mg\/kg“ passt nicht zum Parameter/)).toBeInTheDocument();
  });
});

describe('single substances of a sum', { timeout: 30_000 }, () => {
  it('sums PAK16 from its substances, half the quantification limit for one below it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MaterialClassScreen />);
    const rows = labTable.split('\n').filter((line) => !line.startsWith('PAK16'));
    await user.click(screen.getByRole('button', { name: /Tabelle einfügen/ }));
    fireEvent.change(screen.getByLabelText('Laborwerte einfügen'), { target: { value: rows.join('\n') } });
    await user.click(screen.getByRole('button', { name: 'Übernehmen' }));

    await user.click(screen.getByRole('button', { name: 'Einzelstoffe PAK16' }));
    const group = screen.getByRole('group', { name: 'Einzelstoffe PAK16' });
    await user.type(within(group).getByLabelText('Einzelstoff 1'), 'Naphthalin');
    await user.type(within(group).getByLabelText('Wert 1'), '10');
    await user.click(within(group).getByRole('button', { name: /Einzelstoff hinzufügen/ }));
    await user.type(within(group).getByLabelText('Einzelstoff 2'), 'Pyren');
    await user.click(within(group).getByRole('combobox', { name: 'Angabe zu Einzelstoff 2' }));
    await user.click(await screen.findByRole('option', { name: '< Bestimmungsgrenze' }));
    await user.type(within(group).getByLabelText('Bestimmungsgrenze 2'), '0,1');

    expect(screen.getByLabelText('PAK16')).toHaveValue('10,05');
    expect(screen.getByTestId('material-class-result')).toHaveTextContent('RC-2');
    expect(screen.getByTestId('decisive-parameters')).toHaveTextContent('PAK16 10,05 mg/kg > 10 mg/kg (RC-1)');
  });
});
