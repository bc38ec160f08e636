import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@baustellendoku/domain';
import { apiError, mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { CreateProjectScreen } from './create-project-screen';
import { ManageProjectsScreen } from './manage-projects-screen';

const routes = [
  { path: '/manage-projects', element: <ManageProjectsScreen /> },
  { path: '/manage-projects/new', element: <CreateProjectScreen /> },
];
const admin = currentUserFixture({ isAdmin: true });
const organizations = { body: { items: [{ organizationId: 'o1', name: 'Muster Bau GmbH – Niederlassung Nord' }] } };

describe('project administration', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each project with dashboard, feature settings, participants and edit links', async () => {
    mockApi({
      '/organization': organizations,
      '/project': {
        body: {
          items: [
            {
              projectId: 'p1',
              projectName: 'Logistikzentrum Ost',
              number: '2026-033',
              organizationId: 'o1',
              enabledFeatures: ['ebv'],
              isProjectDataCompleted: false,
            },
          ],
        },
      },
    });
    renderRoutes(routes, { path: '/manage-projects', currentUser: admin });
    const actions = within(await screen.findByRole('navigation', { name: 'Aktionen für Logistikzentrum Ost' }));
    expect(actions.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/projects/p1');
    expect(actions.getByRole('link', { name: 'Einstellungen Ersatzbaustoffe' })).toHaveAttribute(
      'href',
      '/projects/p1/feature/ebv',
    );
    expect(actions.getByRole('link', { name: 'Einstellungen Bodeneinbau' })).toHaveAttribute(
      'href',
      '/projects/p1/features/mounting-documentation',
    );
    expect(actions.getByRole('link', { name: 'Projektbeteiligte verwalten' })).toHaveAttribute(
      'href',
      '/projects/p1/users',
    );
    expect(actions.getByRole('link', { name: 'Logistikzentrum Ost bearbeiten' })).toHaveAttribute(
      'href',
      '/projects/p1/settings',
    );
    expect(screen.getByText('Projektdaten unvollständig')).toBeInTheDocument();
    expect(await screen.findByText('Nr. 2026-033 · Muster Bau GmbH – Niederlassung Nord')).toBeInTheDocument();
  });

  it('shows "Zugriff verweigert" to a non-admin', () => {
    const { calls } = mockApi({});
    renderRoutes(routes, { path: '/manage-projects', currentUser: currentUserFixture() });
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates a project with name and the only organization, then returns to the list', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { calls } = mockApi({
      '/organization': organizations,
      'POST /project': () => {
        attempts += 1;
        if (attempts === 1)
          return apiError(422, 'Die Eingaben sind nicht gültig.', {
            violations: [{ propertyPath: 'organizationId', title: messages.invalidChoice }],
          });
        return {
          status: 201,
          body: {
            projectId: 'p2',
            projectName: 'Neu',
            number: null,
            organizationId: 'o1',
            enabledFeatures: [],
            isProjectDataCompleted: false,
          },
        };
      },
      'GET /project': { body: { items: [] } },
    });
    const { router } = renderRoutes(routes, { path: '/manage-projects/new', currentUser: admin });
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));
    expect((await screen.findAllByText(messages.required)).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Projektname/), 'Logistikzentrum Ost');
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Firma/ })).toHaveTextContent('Muster Bau GmbH – Niederlassung Nord'),
    );
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));
    expect(await screen.findByText(messages.invalidChoice)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      organizationId: 'o1',
      name: 'Logistikzentrum Ost',
    });
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/manage-projects'));
  });
});
