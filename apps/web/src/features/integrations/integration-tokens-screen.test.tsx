import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IntegrationToken } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { IntegrationTokensScreen } from './integration-tokens-screen';
import { viewportWidth } from '@/test/viewport';

const token = (id: string, overrides: Partial<IntegrationToken> = {}): IntegrationToken => ({
  tokenId: id,
  name: `ERP ${id}`,
  prefix: 'bd_0f3a9c2e71b4_…',
  projects: [
    { projectId: 'p1', name: 'Logistikzentrum Ost' },
    { projectId: 'p2', name: 'Wohnpark Süd' },
  ],
  rights: 'readOnly',
  createdBy: { name: 'Anna Admin' },
  createdAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2099-01-30T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

const routes = [{ path: '/integrations', element: <IntegrationTokensScreen /> }];

describe('integration tokens (admin)', () => {
  afterEach(() => vi.unstubAllGlobals());
  // The lists as a desktop shows them: tables.
  beforeEach(() => viewportWidth(1440));
  afterEach(() => vi.restoreAllMocks());

  it('lists the tokens with projects, rights, expiry, last use and revoke', async () => {
    mockApi({
      '/integration-token': {
        body: {
          items: [
            token('t1', { lastUsedAt: '2026-11-27T09:15:00.000Z', rights: 'foreman' }),
            token('t2', { revokedAt: '2026-11-20T10:00:00.000Z' }),
          ],
        },
      },
    });
    renderRoutes(routes, { path: '/integrations', currentUser: currentUserFixture({ isAdmin: true }) });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('ERP t1')).getByText('Logistikzentrum Ost, Wohnpark Süd')).toBeInTheDocument();
    expect(within(row('ERP t1')).getByText('Rechte als Polier')).toBeInTheDocument();
    expect(within(row('ERP t1')).getByText('30.01.2099')).toBeInTheDocument();
    expect(within(row('ERP t1')).getByText(/^27\.11\.2026, \d{2}:15 Uhr$/)).toBeInTheDocument();
    expect(within(row('ERP t1')).getByRole('button', { name: 'ERP t1 widerrufen' })).toBeInTheDocument();
    expect(within(row('ERP t2')).getByText('Widerrufen am 20.11.2026')).toBeInTheDocument();
    expect(within(row('ERP t2')).getByText('nie')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /API-Referenz/ })[0]).toHaveAttribute('href', '/backend/api/docs');
  });

  it('refuses an organization token without projects before asking the server', async () => {
    const { calls } = mockApi({
      '/project': { body: { items: [{ projectId: 'p1', projectName: 'Logistikzentrum Ost' }] } },
      'GET /integration-token': { body: { items: [] } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/integrations', currentUser: currentUserFixture({ isAdmin: true }) });
    await user.click(await screen.findByRole('button', { name: 'API-Token anlegen' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Labor');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    // Without a project the domain schema refuses, before any request.
    expect(await within(dialog).findByText('Dieses Feld ist ein Pflichtfeld')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows "Zugriff verweigert" to a non-admin without asking the server', () => {
    const { calls } = mockApi({});
    renderRoutes(routes, { path: '/integrations', currentUser: currentUserFixture() });
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/integration-token')).toHaveLength(0);
  });
});
