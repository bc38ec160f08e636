import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackBanner } from '@/app/shell/back-banner';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { ProjectHistoryScreen } from './project-history-screen';

const project = {
  projectId: 'p1',
  name: 'Logistikzentrum Ost',
  number: '2026-033',
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};
const entries = [
  {
    historyId: 'h3',
    type: 'order.created',
    variables: { orderId: 'o1', orderNumber: 'B-2026-077' },
    occurrenceDate: '2026-03-02T09:15:00.000Z',
    originator: { name: 'Gisela Gastmann' },
  },
  {
    historyId: 'h2',
    type: 'future.event',
    variables: {},
    occurrenceDate: '2026-03-02T08:00:00.000Z',
    originator: { name: 'Anna Admin' },
  },
  {
    historyId: 'h1',
    type: 'project.created',
    variables: { projectName: 'Logistikzentrum Ost' },
    occurrenceDate: '2026-03-01T07:00:00.000Z',
    originator: { name: 'Anna Admin' },
  },
];
const routes = [
  { path: '/projects/:projectId/history', element: <ProjectHistoryScreen /> },
  {
    path: '/projects/:projectId/orders/:orderId',
    element: (
      <>
        <BackBanner />
        <h1>Bestellung</h1>
      </>
    ),
  },
];

describe('history page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for everything (limit 999999) and renders text, date, originator, "Missing" and links with the back banner', async () => {
    const user = userEvent.setup();
    const searches: URLSearchParams[] = [];
    mockApi({
      '/project/p1': { body: project },
      '/history/p1': ({ url }) => {
        searches.push(url.searchParams);
        return { body: { items: entries } };
      },
    });
    const { router } = renderRoutes(routes, {
      path: '/projects/p1/history',
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] }),
    });
    expect(await screen.findByText('Die Bestellung B-2026-077 wurde angelegt')).toBeInTheDocument();
    expect(Object.fromEntries(searches[0]!)).toEqual({ skip: '0', limit: '999999' });
    expect(screen.getByText('Missing: future.event')).toBeInTheDocument();
    const created = screen.getByText('Das Projekt „Logistikzentrum Ost“ wurde angelegt').closest('li')!;
    expect(within(created).getByText(/^01\.03\.2026, \d{2}:00 Uhr · Anna Admin$/)).toBeInTheDocument();
    expect(screen.getByText('Logistikzentrum Ost · 3 Einträge')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Bestellung einsehen' }));
    expect(router.state.location.pathname).toBe('/projects/p1/orders/o1');
    await user.click(screen.getByRole('link', { name: 'Zurück zu „Was zuletzt passiert ist“ springen.' }));
    expect(router.state.location.pathname).toBe('/projects/p1/history');
  });

  it('shows "Zugriff verweigert" for a project the API does not reveal', async () => {
    mockApi({ '/project/p9': { status: 404, body: { message: 'Nicht gefunden', code: 404, payload: {} } } });
    renderRoutes(routes, { path: '/projects/p9/history', currentUser: currentUserFixture() });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
