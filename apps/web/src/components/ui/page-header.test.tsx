import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewportWidth } from '@/test/viewport';
import { PageHeader } from './page-header';

const header = () =>
  render(
    <MemoryRouter>
      <PageHeader title="Bestellungen" action={<button type="button">Neue Bestellung anlegen</button>} />
    </MemoryRouter>,
  );

describe('PageHeader: the primary action is rendered once, where the width shows it (decision 0771)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on a phone in the bar fixed at the bottom', () => {
    viewportWidth(390);
    const { container } = header();
    const actions = screen.getAllByRole('button', { name: 'Neue Bestellung anlegen' });
    expect(actions).toHaveLength(1);
    expect(actions[0]!.closest('[data-mobile-action]')).not.toBeNull();
    expect(container.querySelectorAll('[data-mobile-action]')).toHaveLength(1);
  });

  it('from 640 px beside the title, without the bottom bar', () => {
    viewportWidth(1440);
    const { container } = header();
    expect(screen.getAllByRole('button', { name: 'Neue Bestellung anlegen' })).toHaveLength(1);
    expect(container.querySelector('[data-mobile-action]')).toBeNull();
  });
});
