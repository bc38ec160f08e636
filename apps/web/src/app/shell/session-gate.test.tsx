import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/current-user';
import { apiError, mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { SessionGate } from './session-gate';

const routes = [
  {
    element: <SessionGate />,
    children: [
      { path: '/', element: <p>Startseite</p> },
      { path: '/projects/:projectId/*', element: <p>Projektansicht</p> },
    ],
  },
  { path: '/login', element: <p>Login-Seite</p> },
];

describe('session gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Bauhelme werden gesucht ..." while the session is checked', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderRoutes(routes, { path: '/' });
    expect(screen.getByText('Bauhelme werden gesucht ...')).toBeInTheDocument();
  });

  it('sends anonymous visitors to the login and remembers the full address', async () => {
    mockApi({ '/me': apiError(401) });
    const { router } = renderRoutes(routes, { path: '/projects/p1/orders?status=open#liste' });
    expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('redirect-target')).toBe('/projects/p1/orders?status=open#liste');
  });

  it('does not remember the homepage', async () => {
    mockApi({ '/me': apiError(401) });
    renderRoutes(routes, { path: '/' });
    expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
    expect(window.localStorage.getItem('redirect-target')).toBeNull();
  });

  it(
    'asks for the privacy policy first, then the appraiser details, then opens the remembered target once',
    { timeout: 30_000 },
    async () => {
      let me: CurrentUser = currentUserFixture({
        dataPrivacyPolicyIsConfirmed: false,
        needsAppraiserInformation: true,
      });
      const { calls } = mockApi({
        '/me': () => ({ body: me }),
        '/public-config': { body: { supportEmail: 'support@example.com' } },
        'PATCH /me/confirm-data-privacy-policy': () => {
          me = { ...me, dataPrivacyPolicyIsConfirmed: true };
          return { status: 204 };
        },
        'POST /me/appraiser-information': () => {
          me = { ...me, needsAppraiserInformation: false };
          return { status: 204 };
        },
      });
      window.localStorage.setItem('redirect-target', '/projects/p7/history');
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, { path: '/' });

      // 3: privacy policy, even though appraiser details are missing too.
      // The acceptance and appraiser screens are lazy modules: the first import may take a moment.
      expect(await screen.findByRole('button', { name: 'Akzeptieren' }, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.getByText(/höchstens 7 Tage/)).toBeInTheDocument();
      expect(screen.queryByText('Daten als Gutachter vervollständigen')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));

      // 4: appraiser details; the form validates per spec §5 before sending.
      expect(
        await screen.findByRole('heading', { name: 'Daten als Gutachter vervollständigen' }, { timeout: 8000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));
      expect((await screen.findAllByText('Dieses Feld ist ein Pflichtfeld')).length).toBeGreaterThanOrEqual(7);
      expect(screen.getByText('Bitte geben Sie eine valide PLZ ein')).toBeInTheDocument();
      expect(calls.some((call) => call.path === '/me/appraiser-information')).toBe(false);

      await user.type(screen.getByLabelText(/^Firma/), 'Prüflabor Nord GmbH');
      await user.type(screen.getByLabelText(/^Telefon/), '040 123456');
      await user.type(screen.getByLabelText(/^Straße/), 'Hafenstraße');
      await user.type(screen.getByLabelText(/^Hausnummer/), '12a');
      await user.type(screen.getByLabelText(/^PLZ/), '20457');
      await user.type(screen.getByLabelText(/^Stadt/), 'Hamburg');
      await user.type(screen.getByLabelText(/^Akkreditierungsnummer/), 'D-PL-12345-01-00');
      await user.type(screen.getByLabelText(/^Akkreditierende Stelle/), 'DAkkS');
      const validUntil = screen.getByRole('button', { name: /Gültigkeit der Akkreditierung/ });
      expect(validUntil).toHaveTextContent('Datum wählen');
      await user.click(validUntil);
      await user.click(await screen.findByRole('button', { name: 'Heute' }));
      await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));

      // 5: the app, at the remembered target, which is then forgotten.
      expect(await screen.findByText('Projektansicht')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/projects/p7/history');
      expect(window.localStorage.getItem('redirect-target')).toBeNull();
      const sent = calls.find((call) => call.path === '/me/appraiser-information')!.body as Record<string, unknown>;
      expect(sent).toMatchObject({
        company: 'Prüflabor Nord GmbH',
        phoneNumber: '040 123456',
        address: { street: 'Hafenstraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
        accreditationNumber: 'D-PL-12345-01-00',
        accreditationAuthority: 'DAkkS',
      });
      expect(sent.accreditationValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      await router.navigate('/');
      expect(await screen.findByText('Startseite')).toBeInTheDocument();
    },
  );

  it('follows the remembered target even when the first screen navigates on its own and the target loads slowly', async () => {
    mockApi({ '/me': { body: currentUserFixture() } });
    window.localStorage.setItem('redirect-target', '/projects/p7/history');
    const slowRoutes = [
      {
        element: <SessionGate />,
        children: [
          // Home's own rule: one project → its dashboard, at once.
          { path: '/', element: <Navigate to="/projects/p1" replace /> },
          {
            path: '/projects/:projectId/*',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 200)); // a slow chunk
              return { Component: () => <p>Projektansicht</p> };
            },
          },
        ],
      },
    ];
    const { router } = renderRoutes(slowRoutes, { path: '/' });
    expect(await screen.findByText('Projektansicht', undefined, { timeout: 3000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe('/projects/p7/history');
    expect(window.localStorage.getItem('redirect-target')).toBeNull();
    // Once arrived, home follows its own rule again.
    await router.navigate('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('forgets the target as soon as a signed-in user stands on it, before the privacy policy is accepted', async () => {
    mockApi({
      '/me': { body: currentUserFixture({ dataPrivacyPolicyIsConfirmed: false }) },
      '/public-config': { body: { supportEmail: 'support@example.com' } },
    });
    window.localStorage.setItem('redirect-target', '/projects/p7/history');
    renderRoutes(routes, { path: '/projects/p7/history' });
    expect(await screen.findByRole('button', { name: 'Akzeptieren' }, { timeout: 8000 })).toBeInTheDocument();
    expect(window.localStorage.getItem('redirect-target')).toBeNull();
  });

  it('"Ablehnen" logs the user out', async () => {
    let signedIn = true;
    const { calls } = mockApi({
      '/me': () => (signedIn ? { body: currentUserFixture({ dataPrivacyPolicyIsConfirmed: false }) } : apiError(401)),
      'POST /authentication/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }, { timeout: 8000 }));
    expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?logout-successful');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/authentication/logout')).toBe(true);
    expect(window.localStorage.getItem('current-user')).toBeNull();
  });
});
