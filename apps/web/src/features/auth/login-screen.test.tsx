import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type MockAnswer } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { LoginScreen } from './screens/login-screen';
import { MAX_REDEEM_RETRIES, REDEEM_INTERVAL_MS } from './use-guest-login';

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '/', element: <p>Startseite</p> },
    ],
    { path, currentUser: null },
  );
}

async function startGuestLogin(user: ReturnType<typeof userEvent.setup>, email = 'gast@example.com') {
  await user.type(screen.getByLabelText(/E-Mail-Adresse/), email);
  await user.click(screen.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }));
}

const redeemCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.path === '/authentication/login-token/t1/redeem').length;

describe('login screen: guest login', () => {
  let user: ReturnType<typeof userEvent.setup>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // Testing Library's waitFor advances fake timers when it sees a `jest` global (vitest has none).
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const tick = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('validates the address before calling the server', async () => {
    const { calls } = mockApi({
      '/me': apiError(401),
      '/public-config': { body: { supportEmail: 'support@example.com' } },
    });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Mit Gast-Zugang anmelden' }));
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at');
    expect(await screen.findByText('Bitte geben Sie eine valide E-Mail-Adresse ein')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/authentication/login-token')).toBe(false);
    expect(screen.getByText('support@example.com')).toBeInTheDocument();
  });

  it('polls every 2000 ms while not approved and times out after 60 retries', async () => {
    const { calls } = mockApi({
      '/me': apiError(401),
      'POST /authentication/login-token': { body: { loginTokenId: 't1' } },
      'POST /authentication/login-token/t1/redeem': apiError(425, 'Die Anmeldung wurde noch nicht freigegeben.'),
    });
    renderLogin();
    await startGuestLogin(user);
    expect(await screen.findByRole('heading', { name: 'Postfach überprüfen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Warte auf Freigabe ...' })).toBeDisabled();
    expect(calls.find((call) => call.path === '/authentication/login-token')?.body).toEqual({
      emailAddress: 'gast@example.com',
    });
    expect(redeemCalls(calls)).toBe(1);

    await tick(REDEEM_INTERVAL_MS - 10);
    expect(redeemCalls(calls)).toBe(1);
    await tick(10);
    expect(redeemCalls(calls)).toBe(2);

    await tick(REDEEM_INTERVAL_MS * (MAX_REDEEM_RETRIES - 2));
    expect(redeemCalls(calls)).toBe(MAX_REDEEM_RETRIES);
    expect(screen.queryByText('Anmeldung fehlgeschlagen')).not.toBeInTheDocument();

    await tick(REDEEM_INTERVAL_MS);
    expect(redeemCalls(calls)).toBe(MAX_REDEEM_RETRIES + 1);
    expect(await screen.findByRole('heading', { name: 'Anmeldung fehlgeschlagen' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Die Anmeldung wurde wegen einer Zeitüberschreitung abgebrochen. Versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();

    await tick(REDEEM_INTERVAL_MS * 5);
    expect(redeemCalls(calls)).toBe(MAX_REDEEM_RETRIES + 1);

    await user.click(screen.getByRole('button', { name: 'Zurück zum Login' }));
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('');
  });

  it('stops polling on approval and refreshes the current user', async () => {
    let redeems = 0;
    let approved = false;
    const { calls } = mockApi({
      '/me': () => (approved ? { body: currentUserFixture() } : apiError(401)),
      'POST /authentication/login-token': { body: { loginTokenId: 't1' } },
      'POST /authentication/login-token/t1/redeem': (): MockAnswer => {
        redeems += 1;
        if (redeems < 3) return apiError(425);
        approved = true;
        return { status: 204 };
      },
    });
    renderLogin();
    await startGuestLogin(user);
    await tick(REDEEM_INTERVAL_MS * 2);
    expect(redeemCalls(calls)).toBe(3);
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
    await tick(REDEEM_INTERVAL_MS * 3);
    expect(redeemCalls(calls)).toBe(3);
  });

  it('fails with the general message on any other error', async () => {
    mockApi({
      '/me': apiError(401),
      'POST /authentication/login-token': { body: { loginTokenId: 't1' } },
      'POST /authentication/login-token/t1/redeem': apiError(500, 'Interner Fehler'),
    });
    renderLogin();
    await startGuestLogin(user);
    expect(await screen.findByRole('heading', { name: 'Anmeldung fehlgeschlagen' })).toBeInTheDocument();
    expect(
      screen.getByText('Die Anmeldung ist leider Fehlgeschlagen, versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
  });

  it('cancelling stops the polling and resets the form', async () => {
    const { calls } = mockApi({
      '/me': apiError(401),
      'POST /authentication/login-token': { body: { loginTokenId: 't1' } },
      'POST /authentication/login-token/t1/redeem': apiError(425),
    });
    renderLogin();
    await startGuestLogin(user);
    await screen.findByRole('heading', { name: 'Postfach überprüfen' });
    await tick(REDEEM_INTERVAL_MS);
    expect(redeemCalls(calls)).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Anmelden abbrechen' }));
    expect(screen.getByRole('heading', { name: 'Jetzt anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveValue('');
    await tick(REDEEM_INTERVAL_MS * 5);
    expect(redeemCalls(calls)).toBe(2);
  });

  it.each([
    [404, 'Gast-Zugang nicht gefunden'],
    [423, 'Gast-Zugang ist vorerst deaktiviert'],
  ])('shows the token request error %i on the e-mail field', async (status, text) => {
    mockApi({ '/me': apiError(401), 'POST /authentication/login-token': apiError(status) });
    renderLogin();
    await startGuestLogin(user);
    const field = screen.getByLabelText(/E-Mail-Adresse/);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('maps 422 violations onto the field', async () => {
    mockApi({
      '/me': apiError(401),
      'POST /authentication/login-token': apiError(422, 'Die Eingaben sind nicht gültig.', {
        violations: [{ propertyPath: 'emailAddress', title: 'Maximal 200 Zeichen erlaubt' }],
      }),
    });
    renderLogin();
    await startGuestLogin(user);
    expect(await screen.findByText('Maximal 200 Zeichen erlaubt')).toBeInTheDocument();
  });
  it('shows a violation without a field above the button and focuses the field on a field error', async () => {
    mockApi({
      '/me': apiError(401),
      'POST /authentication/login-token': apiError(422, 'Die Eingaben sind nicht gültig.', {
        violations: [{ propertyPath: '', title: 'Die Anfrage ist unvollständig.' }],
      }),
    });
    renderLogin();
    await startGuestLogin(user);
    expect(await screen.findByText('Die Anfrage ist unvollständig.')).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('focuses the field with the server error; the next change validates again', async () => {
    mockApi({ '/me': apiError(401), 'POST /authentication/login-token': apiError(404) });
    renderLogin();
    await startGuestLogin(user);
    const field = screen.getByLabelText(/E-Mail-Adresse/);
    expect(await screen.findByText('Gast-Zugang nicht gefunden')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.clear(field);
    expect(await screen.findByText('Dieses Feld ist ein Pflichtfeld')).toBeInTheDocument();
    expect(screen.queryByText('Gast-Zugang nicht gefunden')).not.toBeInTheDocument();
  });
});

describe('login screen: other states', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the company sign-in to the backend start path with the remembered target', async () => {
    mockApi({ '/me': apiError(401) });
    window.localStorage.setItem('redirect-target', '/projects/p1/orders');
    renderLogin();
    const link = await screen.findByRole('link', { name: /Mit Firmenkonto anmelden/ });
    expect(link).toHaveAttribute('href', '/backend/authentication/start?redirect=%2Fprojects%2Fp1%2Forders');
  });

  it('confirms a logout and explains a failed company sign-in', async () => {
    mockApi({ '/me': apiError(401) });
    renderLogin('/login?logout-successful');
    expect(await screen.findByText('Sie wurden erfolgreich abgemeldet.')).toBeInTheDocument();
  });

  it('shows the German text of a sign-in error code', async () => {
    mockApi({ '/me': apiError(401) });
    renderLogin('/login?error=inactive');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an den Support.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user home', async () => {
    mockApi({ '/me': { body: currentUserFixture() } });
    renderRoutes(
      [
        { path: '/login', element: <LoginScreen /> },
        { path: '/', element: <p>Startseite</p> },
      ],
      { path: '/login', currentUser: currentUserFixture() },
    );
    expect(await screen.findByText('Startseite')).toBeInTheDocument();
  });
});
