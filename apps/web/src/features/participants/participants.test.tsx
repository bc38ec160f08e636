import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { AddProjectUserScreen } from './add-project-user-screen';
import { EditProjectUserScreen } from './edit-project-user-screen';
import { ProjectUsersScreen } from './project-users-screen';
import { viewportWidth } from '@/test/viewport';

const project = {
  projectId: 'p1',
  name: 'Logistikzentrum Ost',
  number: '2026-033',
  enabledFeatures: [],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};
const member = (userId: string, name: string, roles: string[], isActive = true) => ({
  userId,
  name: { firstName: name.split(' ')[0], lastName: name.split(' ')[1] },
  displayName: name,
  emailAddress: `${userId}@example.com`,
  isActive,
  roles,
  rolesAsLabel: roles.map((role) => ({ project_manager: 'Projektleiter', foreman: 'Polier' })[role]).join(', '),
});
const roleOptions = [
  { value: 'project_manager', label: 'Projektleiter' },
  { value: 'foreman', label: 'Polier' },
];
const candidates = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    userId: `u${index}`,
    name: { firstName: 'Nutzer', lastName: `${index}` },
    emailAddress: `u${index}@example.com`,
  }));
const routes = [
  { path: '/projects/:projectId/users', element: <ProjectUsersScreen /> },
  { path: '/projects/:projectId/users/add', element: <AddProjectUserScreen /> },
  { path: '/projects/:projectId/users/:userId', element: <EditProjectUserScreen /> },
];
const admin = currentUserFixture({ isAdmin: true });

describe('project participants', () => {
  afterEach(() => vi.unstubAllGlobals());
  // The lists as a desktop shows them: tables.
  beforeEach(() => viewportWidth(1440));
  afterEach(() => vi.restoreAllMocks());

  it('lists participants with roles; inactive ones struck through with a badge', async () => {
    mockApi({
      '/project/p1': { body: project },
      '/project/p1/user': {
        body: { items: [member('a', 'Anna Aktiv', ['project_manager']), member('b', 'Bernd Weg', ['foreman'], false)] },
      },
    });
    renderRoutes(routes, { path: '/projects/p1/users', currentUser: admin });
    const table = await screen.findByRole('table');
    const inactive = within(table).getByRole('row', { name: /Bernd Weg/ });
    expect(within(inactive).getByRole('link', { name: 'Bernd Weg' })).toHaveClass('line-through');
    expect(within(inactive).getByText('Inaktiv')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Anna Aktiv/ })).getByText('Projektleiter'),
    ).toBeInTheDocument();
  });

  it('searches candidates remotely: 5 shown, "N weitere Optionen", loading and empty texts', async () => {
    const user = userEvent.setup();
    const searches: URLSearchParams[] = [];
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({
      '/project/p1': { body: project },
      '/project/user-roles': { body: roleOptions },
      'GET /user': async ({ url }) => {
        searches.push(url.searchParams);
        await answered;
        const search = url.searchParams.get('search');
        if (search === 'niemand') return { body: { items: [], total: 0 } };
        return { body: { items: candidates(5), total: 12 } };
      },
      'POST /project/p1/user': ({ body }) => ({
        status: 201,
        body: member((body as { userId: string }).userId, 'Nutzer 3', ['foreman']),
      }),
      '/project/p1/user': { body: { items: [] } },
    });
    const { router } = renderRoutes(routes, { path: '/projects/p1/users/add', currentUser: admin });
    await user.click(await screen.findByRole('button', { name: 'Nutzer hinzufügen' }));
    expect(await screen.findByText(messages.chooseUser)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Nutzer/ }));
    expect(await screen.findByText('Nutzer werden geladen ...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('7 weitere Optionen')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(5);
    expect(Object.fromEntries(searches[0]!)).toEqual({ skip: '0', limit: '5', excludeWithProjectId: 'p1' });
    await user.type(screen.getByRole('textbox', { name: 'Name oder E-Mail-Adresse' }), 'niemand');
    expect(await screen.findByText('Nutzer nicht gefunden')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name oder E-Mail-Adresse' }));
    await user.click(await screen.findByRole('option', { name: 'Nutzer 3 (u3@example.com)' }));

    await user.click(screen.getByRole('combobox', { name: /Rollen/ }));
    await user.click(await screen.findByRole('button', { name: 'Polier' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Nutzer hinzufügen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1/users'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ userId: 'u3', roles: ['foreman'] });
    expect(searches.some((params) => params.get('search') === 'niemand')).toBe(true);
  });

  it('edits roles and removes the user after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      '/project/p1': { body: project },
      '/project/user-roles': { body: roleOptions },
      'GET /project/p1/user': { body: { items: [member('a', 'Anna Aktiv', ['project_manager'])] } },
      'PUT /project/p1/user/a': { body: member('a', 'Anna Aktiv', ['project_manager', 'foreman']) },
      'DELETE /project/p1/user/a': { status: 204 },
    });
    const { router } = renderRoutes(routes, { path: '/projects/p1/users/a', currentUser: admin });
    await user.click(await screen.findByRole('combobox', { name: /Rollen/ }));
    await user.click(await screen.findByRole('button', { name: 'Polier' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Rollen aktualisieren' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1/users'));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ roles: ['project_manager', 'foreman'] });

    await router.navigate('/projects/p1/users/a');
    await screen.findByRole('button', { name: 'Nutzer aus dem Projekt entfernen' });
    // The screen may still settle after the navigation (refetch of the participants): click until
    // the confirmation opens instead of guessing a delay.
    await vi.waitFor(async () => {
      if (!screen.queryByRole('dialog')) {
        await user.click(screen.getByRole('button', { name: 'Nutzer aus dem Projekt entfernen' }));
      }
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Entfernen' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/project/p1/user/a')).toBe(true),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1/users'));
  });

  it('answers a user who is not in the project with "Nicht gefunden"', async () => {
    mockApi({
      '/project/p1': { body: project },
      '/project/user-roles': { body: roleOptions },
      '/project/p1/user': { body: { items: [] } },
    });
    renderRoutes(routes, { path: '/projects/p1/users/zz', currentUser: admin });
    expect(await screen.findByRole('heading', { name: 'Nicht gefunden' })).toBeInTheDocument();
  });

  it('denies the list to a participant who may not manage the project', async () => {
    const { calls } = mockApi({ '/project/p1': { body: project } });
    renderRoutes(routes, {
      path: '/projects/p1/users',
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/project/p1/user')).toHaveLength(0);
  });
});
