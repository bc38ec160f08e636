import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { ProjectFeaturesScreen } from './project-features-screen';

const project = (overrides: Record<string, unknown>) => ({
  projectId: 'p1',
  name: 'Logistikzentrum Ost',
  number: '2026-033',
  enabledFeatures: [],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
  ...overrides,
});
const routes = [{ path: '/projects/:projectId/features', element: <ProjectFeaturesScreen /> }];
const manager = currentUserFixture({ assignedProjects: [{ projectId: 'p1', roles: ['project_manager'] }] });

describe('project features page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Aktivieren" for an inactive and "Bearbeiten" for an active feature, linking to its settings', async () => {
    mockApi({ '/project/p1': { body: project({ enabledFeatures: ['mounting-documentation'] }) } });
    renderRoutes(routes, { path: '/projects/p1/features', currentUser: manager });
    const ebv = await screen.findByRole('region', { name: 'Ersatzbaustoff-Dokumentation' });
    const soil = screen.getByRole('region', { name: 'Bodeneinbau-Dokumentationen' });
    expect(within(ebv).getByText('Nicht aktiviert')).toBeInTheDocument();
    expect(within(ebv).getByRole('link', { name: 'Aktivieren' })).toHaveAttribute('href', '/projects/p1/feature/ebv');
    expect(within(soil).getByText('Aktiviert')).toBeInTheDocument();
    expect(within(soil).getByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/projects/p1/features/mounting-documentation',
    );
  });

  it('is not usable until the project data is complete and links to the project settings', async () => {
    mockApi({ '/project/p1': { body: project({ isProjectDataCompleted: false }) } });
    renderRoutes(routes, { path: '/projects/p1/features', currentUser: manager });
    expect(
      await screen.findByText(
        'Die Projektfunktionen können erst aktiviert werden, wenn alle Projektdaten vollständig sind.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projekt bearbeiten' })).toHaveAttribute('href', '/projects/p1/settings');
    for (const button of screen.getAllByRole('button', { name: 'Aktivieren' })) expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Aktivieren' })).not.toBeInTheDocument();
  });
});
