// Pile list, announcements and asbestos documentation: groups, notices, statuses and the actions
// each role gets (spec part 2 §2, §6).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { asRole, ebvProject, FILE, PROJECT_ID, pileFixture } from '../test-fixtures';
import { AnnouncementsScreen } from './announcements-screen';
import { AsbestosDocumentationScreen } from './asbestos-documentation-screen';
import { WreckingPilesScreen } from './wrecking-piles-screen';

const routes = [
  { path: '/projects/:projectId/wrecking-piles', element: <WreckingPilesScreen /> },
  { path: '/projects/:projectId/announcements', element: <AnnouncementsScreen /> },
  { path: '/projects/:projectId/documentation-of-absence-of-asbestos', element: <AsbestosDocumentationScreen /> },
];
const announcement = (id: string, sent: boolean) => ({
  projectAnnouncementId: id,
  projectId: PROJECT_ID,
  createdAt: '2026-05-04T08:00:00.000Z',
  createdBy: { name: 'Paul Projektleiter' },
  document: { id: `f-${id}`, fileName: `baustellenanzeige-${id}.pdf`, url: `/backend/api/file/${id}` },
  sendingIsConfirmed: sent,
  sendingConfirmedAt: null,
  sendingConfirmedBy: null,
});

describe('recycled-material lists', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('groups piles under the three headings with the links each role may follow', async () => {
    mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject() },
      '/wrecking-pile': {
        body: {
          items: [
            pileFixture('acceptance_control_open', { wreckingPileId: 'a', name: 'Offen' }),
            pileFixture('acceptance_control_pending', { wreckingPileId: 'b', name: 'In Prüfung' }),
            pileFixture('will_be_disposed', { wreckingPileId: 'c', name: 'Asbest' }),
          ],
        },
      },
    });
    const first = renderRoutes(routes, {
      path: `/projects/${PROJECT_ID}/wrecking-piles`,
      currentUser: asRole('project_manager'),
    });
    const acceptance = await screen.findByRole('region', { name: /Annahmekontrolle & Freigabe/ });
    expect(within(acceptance).getAllByText('Offen').length).toBeGreaterThan(0);
    expect(within(acceptance).getAllByRole('link', { name: 'Annahmekontrolle erfassen' }).length).toBeGreaterThan(0);
    expect(within(acceptance).getAllByRole('link', { name: 'Annahmekontrolle prüfen' })[0]).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/wrecking-piles/b/approve`,
    );
    expect(screen.getByRole('region', { name: /Aufbereitung & Analytik/ })).toHaveTextContent(
      'Keine Mieten in diesem Bereich.',
    );
    expect(
      within(screen.getByRole('region', { name: /Entsorgung/ })).getAllByText('Wird entsorgt').length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Miete anlegen' }).length).toBeGreaterThan(0);
    first.unmount();
    renderRoutes(routes, { path: `/projects/${PROJECT_ID}/wrecking-piles`, currentUser: asRole('appraiser') });
    await screen.findByRole('region', { name: /Annahmekontrolle & Freigabe/ });
    expect(screen.queryByRole('link', { name: 'Annahmekontrolle erfassen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Miete anlegen' })).not.toBeInTheDocument();
  });

  it('notices the missing announcement, asbestos documentation and first pile', async () => {
    mockApi({
      [`/project/${PROJECT_ID}`]: {
        body: ebvProject({ hasConfirmedAnnouncement: false, isDocumentationOfAbsenceOfAsbestosCompleted: false }),
      },
      '/wrecking-pile': { body: { items: [] } },
    });
    renderRoutes(routes, { path: `/projects/${PROJECT_ID}/wrecking-piles`, currentUser: asRole('project_manager') });
    expect(await screen.findByText('Die Baustellenanzeige ist noch nicht versendet')).toBeInTheDocument();
    expect(screen.getByText('Die Asbestfreiheit ist noch nicht dokumentiert')).toBeInTheDocument();
    expect(await screen.findByText('Es wurde noch keine Miete angelegt.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Miete anlegen' })).not.toBeInTheDocument();
  });

  it('denies the pile list without the ebv feature', async () => {
    mockApi({ [`/project/${PROJECT_ID}`]: { body: ebvProject({ enabledFeatures: [] }) } });
    renderRoutes(routes, {
      path: `/projects/${PROJECT_ID}/wrecking-piles`,
      currentUser: currentUserFixture({ isAdmin: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });

  it('shows each announcement with its document and sending status and confirms sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject({ hasConfirmedAnnouncement: false }) },
      [`GET /project/${PROJECT_ID}/announcement`]: {
        body: { items: [announcement('a1', true), announcement('a2', false)] },
      },
      [`POST /project/${PROJECT_ID}/announcement/a2/confirm-sending`]: { body: announcement('a2', true) },
    });
    renderRoutes(routes, { path: `/projects/${PROJECT_ID}/announcements`, currentUser: asRole('project_manager') });
    expect((await screen.findAllByRole('link', { name: 'baustellenanzeige-a1.pdf' }))[0]).toHaveAttribute(
      'href',
      '/backend/api/file/a1',
    );
    expect(screen.getAllByText('Versendet').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Versand offen').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Baustellenanzeige vom 04.05.2026').length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'Versand bestätigen' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Versand bestätigen' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === `/project/${PROJECT_ID}/announcement/a2/confirm-sending`)).toBe(true),
    );
  });

  it('lists asbestos documents and requires at least one file in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject({ isDocumentationOfAbsenceOfAsbestosCompleted: false }) },
      [`GET /project/${PROJECT_ID}/documents-confirming-absence-of-asbestos`]: {
        body: {
          items: [
            {
              documentId: 'd1',
              file: FILE,
              createdAt: '2026-05-03T10:00:00.000Z',
              createdBy: { name: 'Paul Projektleiter' },
            },
          ],
          template: { fileName: 'vorlage.pdf', url: '/backend/api/vorlage' },
        },
      },
    });
    renderRoutes(routes, {
      path: `/projects/${PROJECT_ID}/documentation-of-absence-of-asbestos`,
      currentUser: asRole('project_manager'),
    });
    expect((await screen.findAllByText('Paul Projektleiter')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('03.05.2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Vorlage herunterladen' })).toHaveAttribute('href', '/backend/api/vorlage');
    expect(
      screen.getByText(/erst verwaltet werden, wenn die Dokumentation der Asbestfreiheit vorliegt/),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Dokumente hinzufügen' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dokumente speichern' }));
    expect(await within(screen.getByRole('dialog')).findByText(messages.required)).toBeInTheDocument();
  });
});
