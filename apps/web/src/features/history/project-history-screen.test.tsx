import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackBanner } from '@/components/back-banner';
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

  it('asks for the first 100 entries (limit 101) and renders text, date, originator, "Missing" and links with the back banner', async () => {
    const user = userEvent.setup();
    const searches: URLSearchParams[] = [];
    mockApi({
      '/project/p1': { body: project },
      '/history/p1': ({ url }) => {
        searches.push(url.searchParams);
        return { body: { items: entries, total: 3 } };
      },
    });
    const { router } = renderRoutes(routes, {
      path: '/projects/p1/history',
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] }),
    });
    expect(await screen.findByText('Die Bestellung B-2026-077 wurde angelegt')).toBeInTheDocument();
    expect(searches.map((search) => Object.fromEntries(search))).toEqual([{ skip: '0', limit: '101' }]);
    expect(screen.getByText('Missing: future.event')).toBeInTheDocument();
    const created = screen.getByText('Das Projekt „Logistikzentrum Ost“ wurde angelegt').closest('li')!;
    expect(within(created).getByText(/^01\.03\.2026, \d{2}:00 Uhr · Anna Admin$/)).toBeInTheDocument();
    expect(created).toHaveAttribute('aria-posinset', '3');
    expect(created).toHaveAttribute('aria-setsize', '3');
    expect(screen.getByText('Logistikzentrum Ost · 3 Einträge')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere Einträge laden' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Bestellung einsehen' }));
    expect(router.state.location.pathname).toBe('/projects/p1/orders/o1');
    await user.click(screen.getByRole('link', { name: 'Zurück zu „Was zuletzt passiert ist“ springen.' }));
    expect(router.state.location.pathname).toBe('/projects/p1/history');
  });

  it('loads the next page when the end comes near, shows each entry once, and works without a total', async () => {
    // 230 entries, newest first; a new entry arrives between the first and the second page.
    const entry = (n: number) => ({
      historyId: `h${n}`,
      type: 'order.created',
      variables: { orderId: `o${n}`, orderNumber: `B-${n}` },
      occurrenceDate: new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString(),
      originator: { name: 'Paul Projektleiter' },
    });
    let stored = Array.from({ length: 230 }, (_, index) => entry(230 - index));
    const searches: Record<string, string>[] = [];
    mockApi({
      '/project/p1': { body: project },
      '/history/p1': ({ url }) => {
        const skip = Number(url.searchParams.get('skip'));
        const limit = Number(url.searchParams.get('limit'));
        searches.push(Object.fromEntries(url.searchParams));
        const answer = { body: { items: stored.slice(skip, skip + limit) } };
        if (skip === 0) stored = [entry(231), ...stored];
        return answer;
      },
    });
    renderRoutes(routes, {
      path: '/projects/p1/history',
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['foreman'] }] }),
    });
    expect(await screen.findByText('Die Bestellung B-230 wurde angelegt')).toBeInTheDocument();
    // Without a total the header names the project only.
    expect(screen.getByText('Logistikzentrum Ost', { selector: 'p' })).toBeInTheDocument();
    // Only the rows near the view are in the page (jsdom: 768 px high, rows keep their 92 px estimate).
    const shown = () => screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-posinset'));
    expect(shown().length).toBeLessThan(30);
    expect(screen.queryByText('Die Bestellung B-131 wurde angelegt')).not.toBeInTheDocument();
    expect(searches).toEqual([{ skip: '0', limit: '101' }]);

    const scrollTo = async (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    await scrollTo(92 * 85);
    expect(await screen.findByText('Die Bestellung B-145 wurde angelegt')).toBeInTheDocument();
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[1]).toEqual({ skip: '100', limit: '101' });
    await scrollTo(92 * 185);
    await waitFor(() => expect(searches).toHaveLength(3));
    expect(searches[2]).toEqual({ skip: '200', limit: '101' });
    await scrollTo(92 * 230);
    const last = (await screen.findByText('Die Bestellung B-1 wurde angelegt')).closest('li')!;
    // B-131 came twice (the new entry shifted the second page); it is shown once: B-1 is the 230th.
    expect(last).toHaveAttribute('aria-posinset', '230');
    expect(last).toHaveAttribute('aria-setsize', '-1');
    expect(shown().length).toBeLessThan(30);
    expect(screen.queryByRole('button', { name: 'Weitere Einträge laden' })).not.toBeInTheDocument();
    expect(searches).toHaveLength(3);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows "Zugriff verweigert" for a project the API does not reveal', async () => {
    mockApi({ '/project/p9': { status: 404, body: { message: 'Nicht gefunden', code: 404, payload: {} } } });
    renderRoutes(routes, { path: '/projects/p9/history', currentUser: currentUserFixture() });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
