import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { HomeScreen } from './home-screen';
import { ProjectDashboardScreen } from '@/features/projects/project-dashboard-screen';

const routes = [
  { path: '/', element: <HomeScreen /> },
  { path: '/projects/:projectId', element: <ProjectDashboardScreen /> },
];
const list = (...ids: string[]) => ({
  body: { items: ids.map((id) => ({ projectId: id, projectName: `Projekt ${id}`, number: `NR-${id}` })) },
});

describe('home screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets by name and gives admins the three shortcuts and the project cards', async () => {
    mockApi({ '/project': list('p1', 'p2') });
    renderRoutes(routes, { currentUser: currentUserFixture({ isAdmin: true }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maria Schneider');
    const shortcuts = within(screen.getByRole('region', { name: 'Schnellzugriff' }));
    expect(shortcuts.getByRole('link', { name: /Gast einladen/ })).toHaveAttribute('href', '/guests/new');
    expect(shortcuts.getByRole('link', { name: /Maschinenakte anlegen/ })).toHaveAttribute(
      'href',
      '/manage-machines/new',
    );
    expect(shortcuts.getByRole('link', { name: /Projekt anlegen/ })).toHaveAttribute('href', '/manage-projects/new');
    expect(await screen.findByText('Projekt p2')).toBeInTheDocument();
  });

  it('sends a non-admin with exactly one project to its dashboard', async () => {
    mockApi({
      '/project': list('p7'),
      '/project/p7': {
        body: {
          projectId: 'p7',
          name: 'Projekt p7',
          number: 'NR-p7',
          enabledFeatures: [],
          isProjectDataCompleted: true,
          hasConfirmedAnnouncement: false,
          isDocumentationOfAbsenceOfAsbestosCompleted: false,
        },
      },
      '/task/p7': { body: { items: [] } },
      '/history/p7': { body: { items: [] } },
    });
    const { router } = renderRoutes(routes, {
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p7', roles: ['foreman'] }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Projekt p7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/p7');
  });

  it('tells a non-admin without projects whom to contact', async () => {
    mockApi({ '/project': list(), '/public-config': { body: { supportEmail: 'support@example.com' } } });
    renderRoutes(routes, { currentUser: currentUserFixture() });
    expect(await screen.findByText('Sie sind noch keinem Projekt zugeordnet.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'support@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
  });
});

describe('project dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows name and number, open tasks for the user roles and the latest 10 history entries', async () => {
    const { calls, fetchMock } = mockApi({
      '/project': list('p1'),
      '/project/p1': {
        body: {
          projectId: 'p1',
          name: 'Neubau Hafen Süd',
          number: '2024-0117',
          enabledFeatures: ['ebv'],
          isProjectDataCompleted: true,
          hasConfirmedAnnouncement: true,
          isDocumentationOfAbsenceOfAsbestosCompleted: false,
        },
      },
      '/task/p1': {
        body: {
          items: [
            { type: 'project_document_absence_of_asbestos', variables: {} },
            {
              type: 'wrecking_pile-batch-check_analytic',
              count: 2,
              variables: { wreckingPileId: 'w2', wreckingPileName: 'M-01' },
            },
            { type: 'brand_new_type', variables: {} },
          ],
        },
      },
      '/history/p1': {
        body: {
          items: [
            {
              historyId: 'h1',
              type: 'order.approved',
              variables: { orderId: 'o1', orderNumber: 'A-15' },
              occurrenceDate: '2024-03-05T13:07:00',
              originator: { name: 'Jonas Weber' },
            },
          ],
          total: 1,
        },
      },
    });
    renderRoutes(routes, {
      path: '/projects/p1',
      currentUser: currentUserFixture({
        assignedProjects: [{ projectId: 'p1', roles: ['project_manager', 'machinist'] }],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Neubau Hafen Süd' })).toBeInTheDocument();
    expect(screen.getByText('Projektnummer 2024-0117')).toBeInTheDocument();

    expect(await screen.findByText('Asbestfreiheit dokumentieren')).toBeInTheDocument();
    expect(screen.getByText('2 Charge(n) der Miete M-01 warten auf Ihre Prüfung der Analytik.')).toBeInTheDocument();
    expect(screen.getByText('Missing: brand_new_type')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/task/p1')).toBe(true);
    const taskUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/task/p1'))!;
    expect(decodeURIComponent(taskUrl)).toBe('/backend/api/task/p1?roles[]=project_manager&roles[]=machinist');
    const historyUrl = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/history/p1'))!;
    expect(historyUrl).toBe('/backend/api/history/p1?skip=0&limit=10');

    expect(await screen.findByText('Die Bestellung A-15 wurde freigegeben')).toBeInTheDocument();
    expect(screen.getByText(/05\.03\.2024, 13:07 Uhr · Jonas Weber/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestellung einsehen' })).toHaveAttribute('href', '/projects/p1/orders/o1');
    expect(screen.getByRole('link', { name: 'Alle anzeigen' })).toHaveAttribute('href', '/projects/p1/history');
    // ebv is on: quick starts to the piles and the processed material overview (spec part 2 §2).
    const quickStart = within(screen.getByRole('region', { name: 'Schnellstart Ersatzbaustoffe' }));
    expect(quickStart.getByRole('link', { name: /Bauschutt-Mieten/ })).toHaveAttribute(
      'href',
      '/projects/p1/wrecking-piles',
    );
    expect(quickStart.getByRole('link', { name: /Aufbereitetes Material/ })).toHaveAttribute(
      'href',
      '/projects/p1/wrecking-pile-overview',
    );
    // Open tasks of the area link to their screens.
    expect(screen.getByRole('link', { name: /Asbestfreiheit dokumentieren/ })).toHaveAttribute(
      'href',
      '/projects/p1/documentation-of-absence-of-asbestos',
    );
  });
});

describe('project dashboard without access', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Zugriff verweigert" when the project is not visible (404) and sets no tasks query', async () => {
    const { calls } = mockApi({
      '/project': list(),
      '/project/p9': { status: 404, body: { message: 'Nicht gefunden', code: 404, payload: {} } },
    });
    renderRoutes(routes, { path: '/projects/p9', currentUser: currentUserFixture() });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/task/'))).toBe(false);
  });
});
