import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { watchStoredUser } from '@/lib/session';
import { AppLayout } from './app-layout';
import { backToState } from '@/components/back-banner';
import { viewportWidth } from '@/test/viewport';

const project = {
  projectId: 'p1',
  name: 'Neubau Hafen Süd',
  number: '2024-0117',
  enabledFeatures: ['ebv'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
};

function renderLayout(path = '/projects/p1') {
  mockApi({
    '/project': { body: { items: [{ projectId: 'p1', projectName: 'Neubau Hafen Süd', number: '2024-0117' }] } },
    '/project/p1': { body: project },
    '/public-config': { body: { supportEmail: 'hilfe@example.com' } },
  });
  return renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          {
            path: '/projects/:projectId',
            element: (
              <Link to="/projects/p1/orders/o1" state={backToState('/projects/p1', 'Dashboard')}>
                Bestellung einsehen
              </Link>
            ),
          },
          { path: '/projects/:projectId/orders/:orderId', element: <p>Bestellung</p> },
        ],
      },
    ],
    { path, currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] }) },
  );
}

describe('app layout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the user name, "Hilfe & Kontakt" with the support address, and "Abmelden" in the top bar', async () => {
    viewportWidth(1280);
    renderLayout();
    const user = userEvent.setup();
    // Rendered alone, the layout loads its sidebar and user actions at its first render (in the app the
    // router's lazy route waits for them from 1024 px, decision 0777).
    expect((await screen.findAllByText('Maria Schneider')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Abmelden' }).length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Hilfe & Kontakt' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Hilfe & Kontakt' });
    expect(await within(dialog).findByRole('link', { name: 'hilfe@example.com' })).toHaveAttribute(
      'href',
      'mailto:hilfe@example.com',
    );
  });

  it('opens the drawer menu with name and actions; Escape and the backdrop close it', async () => {
    renderLayout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Maria Schneider')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Hilfe & Kontakt' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'Bauschutt-Mieten' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('drawer-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the back banner after an activity-history link until "Ausblenden"', async () => {
    renderLayout();
    const user = userEvent.setup();
    expect(screen.queryByText('Zurück zu Dashboard springen.')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Bestellung einsehen' }));
    const banner = await screen.findByRole('region', { name: 'Zurück' });
    expect(within(banner).getByRole('link', { name: 'Zurück zu Dashboard springen.' })).toHaveAttribute(
      'href',
      '/projects/p1',
    );
    await user.click(within(banner).getByRole('button', { name: 'Ausblenden' }));
    expect(screen.queryByRole('region', { name: 'Zurück' })).not.toBeInTheDocument();
  });
});

describe('stored user across tabs', () => {
  it('reloads when another tab removes "current-user"', () => {
    const reload = vi.fn();
    const target = Object.assign(new EventTarget(), { location: { reload } }) as unknown as Window;
    const stop = watchStoredUser(target);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: null, oldValue: 'x' }));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'current-user', newValue: null, oldValue: '{}' }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
