import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticationMessages } from '@baustellendoku/domain';
import { apiError, mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { GuestsScreen } from './guests-screen';
import { InviteGuestScreen } from './invite-guest-screen';
import { viewportWidth } from '@/test/viewport';

const guest = (id: string, overrides: Record<string, unknown> = {}) => ({
  userId: id,
  type: 'guest',
  isAdmin: false,
  name: { firstName: 'Gisela', lastName: `Gast ${id}` },
  emailAddress: `${id}@extern.example`,
  isActive: true,
  lastLoginAt: null,
  ...overrides,
});

const routes = [
  { path: '/guests', element: <GuestsScreen /> },
  { path: '/guests/new', element: <InviteGuestScreen /> },
];

describe('guests', () => {
  afterEach(() => vi.unstubAllGlobals());
  // The lists as a desktop shows them: tables.
  beforeEach(() => viewportWidth(1440));
  afterEach(() => vi.restoreAllMocks());

  it('lists guests with "k/a", the last login in German format, and "Deaktiviert" for inactive ones', async () => {
    const { calls } = mockApi({
      '/user': {
        body: {
          items: [
            guest('g1'),
            guest('g2', { lastLoginAt: '2026-03-02T07:05:00.000Z' }),
            guest('g3', { isActive: false, lastLoginAt: '2026-03-01T10:00:00Z' }),
          ],
          total: 3,
        },
      },
    });
    renderRoutes(routes, { path: '/guests', currentUser: currentUserFixture({ isAdmin: true }) });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Gast g1')).getByText('k/a')).toBeInTheDocument();
    expect(within(row('Gast g2')).getByText(/^02\.03\.2026, \d{2}:05 Uhr$/)).toBeInTheDocument();
    expect(within(row('Gast g3')).getByText('Deaktiviert')).toBeInTheDocument();
    expect(within(row('Gast g1')).getByRole('link', { name: 'Gisela Gast g1 bearbeiten' })).toHaveAttribute(
      'href',
      '/guests/g1',
    );
    expect(calls[0]!.path).toBe('/user');
    expect(screen.getAllByRole('link', { name: /Gast einladen/ })[0]).toHaveAttribute('href', '/guests/new');
  });

  it('shows "Zugriff verweigert" to a non-admin without asking the server', () => {
    const { calls } = mockApi({});
    renderRoutes(routes, { path: '/guests', currentUser: currentUserFixture() });
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/user')).toHaveLength(0);
  });

  it('invites with the spec payload and puts the server 422 under the e-mail field', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = mockApi({
      'POST /user': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(422, 'Die Eingaben sind nicht gültig.', {
              violations: [{ propertyPath: 'emailAddress', title: authenticationMessages.emailInUse }],
            })
          : { status: 201, body: { userId: 'g9' } };
      },
      '/user': { body: { items: [], total: 0 } },
    });
    const { router } = renderRoutes(routes, {
      path: '/guests/new',
      currentUser: currentUserFixture({ isAdmin: true }),
    });
    await user.type(screen.getByLabelText(/Vorname/), 'Gisela');
    await user.type(screen.getByLabelText(/Nachname/), 'Gastmann');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'gisela@extern.example');
    await user.click(screen.getByRole('button', { name: 'Einladung versenden' }));
    expect(await screen.findByText(authenticationMessages.emailInUse)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: { firstName: 'Gisela', lastName: 'Gastmann' },
      emailAddress: 'gisela@extern.example',
    });
    await user.click(screen.getByRole('button', { name: 'Einladung versenden' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/guests'));
  });
});
