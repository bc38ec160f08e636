import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProjectRole } from '@baustellendoku/domain';
import type { Project, ProjectListItem } from '@/lib/queries/projects';
import { currentUserFixture, renderWithProviders } from '@/test/render';
import { buildMenu } from './menu-model';
import { SideMenu } from './side-menu';

const project = (overrides: Partial<Project> = {}): Project => ({
  projectId: 'p1',
  name: 'Neubau Hafen Süd',
  number: '2024-0117',
  client: null,
  constructionWorkTypes: [],
  startDate: null,
  organizationId: 'o1',
  address: { street: null, houseNumber: null, postalCode: null, city: null, country: 'DE' },
  attributes: {
    layoutPlan: [],
    isBoundaryNotificationRequired: null,
    isExplosivesClearanceAvailable: null,
    isRemediationPlanAvailable: null,
    transferHeightTopInCentimeters: null,
    transferHeightBottomInCentimeters: null,
    geoJson: null,
    isDeliverySignatureRequired: false,
  },
  enabledFeatures: ['ebv', 'mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  announcements: [],
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
  ...overrides,
});
const listItem = (projectId: string, projectName: string, number: string | null): ProjectListItem => ({
  projectId,
  projectName,
  number,
  organizationId: 'o1',
  enabledFeatures: [],
  isProjectDataCompleted: true,
});
const projects: ProjectListItem[] = [
  listItem('p1', 'Neubau Hafen Süd', '2024-0117'),
  listItem('p2', 'Wohngebiet Mühlbach', '2025-0032'),
  listItem('p3', 'Rückbau Block C', null),
];
const member = (roles: ProjectRole[], projectIds = ['p1']) =>
  currentUserFixture({ assignedProjects: projectIds.map((projectId) => ({ projectId, roles })) });

const groupIds = (menu: ReturnType<typeof buildMenu>) => menu.currentProject?.groups.map((group) => group.id) ?? [];

describe('side menu by the rule table', () => {
  it('shows Administration only to users who may manage guests, projects or machines', () => {
    const admin = buildMenu(currentUserFixture({ isAdmin: true }), { projects });
    expect(admin.administration.map((link) => link.label)).toEqual([
      'Gäste',
      'Projekte',
      'Maschinen',
      'Integrationen',
      'Verlaufsprüfung',
      'Aufbewahrung',
    ]);
    expect(buildMenu(member(['project_manager']), { projects }).administration).toEqual([]);
  });

  it('offers the material class calculator to everyone signed in, the device register to its keepers', () => {
    const link = { label: 'Materialklasse berechnen', href: '/material-class' };
    const devices = { label: 'Prüfgeräte', href: '/devices' };
    expect(buildMenu(member([]), { projects }).tools).toMatchObject([link]);
    expect(buildMenu(member(['foreman']), { projects }).tools).toMatchObject([link]);
    expect(buildMenu(member(['appraiser']), { projects }).tools).toMatchObject([link, devices]);
    expect(buildMenu(currentUserFixture({ isAdmin: true }), { projects }).tools).toMatchObject([link, devices]);
  });

  it('offers "Ihre Projekte" only with more than one project that is both assigned and accessible', () => {
    expect(buildMenu(member(['foreman'], ['p1']), { projects }).switchableProjects).toEqual([]);
    expect(
      buildMenu(member(['foreman'], ['p1', 'p2']), { projects }).switchableProjects.map((item) => item.projectId),
    ).toEqual(['p1', 'p2']);
    // An admin sees every project in GET /project but only assigned ones are listed.
    const admin = currentUserFixture({ isAdmin: true, assignedProjects: [{ projectId: 'p3', roles: ['foreman'] }] });
    expect(buildMenu(admin, { projects }).switchableProjects).toEqual([]);
    // An assignment to a project that is not accessible (not in the list) does not count.
    expect(buildMenu(member(['foreman'], ['p1', 'p9']), { projects }).switchableProjects).toEqual([]);
  });

  it('shows the project groups per feature and role', () => {
    expect(groupIds(buildMenu(member(['project_manager']), { projectId: 'p1', project: project() }))).toEqual([
      'ebv',
      'mounting-documentation',
      'settings',
    ]);
    expect(groupIds(buildMenu(member(['foreman']), { projectId: 'p1', project: project() }))).toEqual([
      'ebv',
      'mounting-documentation',
    ]);
    expect(
      groupIds(buildMenu(member(['foreman']), { projectId: 'p1', project: project({ enabledFeatures: ['ebv'] }) })),
    ).toEqual(['ebv']);
    expect(
      groupIds(buildMenu(member(['machinist']), { projectId: 'p1', project: project({ enabledFeatures: [] }) })),
    ).toEqual([]);
    // Admins manage every project without being assigned.
    expect(
      groupIds(
        buildMenu(currentUserFixture({ isAdmin: true }), {
          projectId: 'p1',
          project: project({ enabledFeatures: ['mounting-documentation'] }),
        }),
      ),
    ).toEqual(['mounting-documentation', 'settings']);
  });

  it('hides the current project group from users without access to the project', () => {
    expect(
      buildMenu(member(['project_manager'], ['p2']), { projectId: 'p1', project: project() }).currentProject,
    ).toBeNull();
  });

  it('offers "Webhooks" to the project manager only, not to an admin outside the project', () => {
    const settingsOf = (menu: ReturnType<typeof buildMenu>) =>
      menu.currentProject?.groups.find((group) => group.id === 'settings')?.links.map((link) => link.label) ?? [];
    expect(settingsOf(buildMenu(member(['project_manager']), { projectId: 'p1', project: project() }))).toContain(
      'Webhooks',
    );
    expect(
      settingsOf(buildMenu(currentUserFixture({ isAdmin: true }), { projectId: 'p1', project: project() })),
    ).not.toContain('Webhooks');
  });

  it('renders the groups with the spec labels and links', async () => {
    const currentUser = member(['project_manager'], ['p1', 'p2']);
    const menu = buildMenu(currentUser, { projects, projectId: 'p1', project: project() });
    renderWithProviders(<SideMenu menu={menu} currentProjectId="p1" />, { currentUser, path: '/projects/p1' });
    const nav = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    expect(within(nav).queryByText('Administration')).not.toBeInTheDocument();
    expect(within(nav).getByText('Ihre Projekte')).toBeInTheDocument();
    const group = within(screen.getByTestId('current-project-group'));
    expect(group.getByText('Neubau Hafen Süd')).toBeInTheDocument();
    expect(group.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/projects/p1');
    for (const label of [
      'Baustellenanzeigen',
      'Dokumentation der Asbestfreiheit',
      'Bauschutt-Mieten',
      'Aufbereitetes Material',
      'Lieferscheine',
    ]) {
      expect(group.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(group.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('href', '/projects/p1/orders');
    expect(group.getByRole('link', { name: 'Anlieferungen' })).toHaveAttribute('href', '/projects/p1/order-overview');
    expect(group.getByRole('link', { name: 'Statische Versuche' })).toHaveAttribute(
      'href',
      '/projects/p1/static-load-analysis',
    );
    expect(group.getByRole('link', { name: 'Verdichtungsanforderungen' })).toHaveAttribute(
      'href',
      '/projects/p1/compaction-requirements',
    );
    expect(group.getByRole('link', { name: 'Prüflose' })).toHaveAttribute('href', '/projects/p1/compaction-lots');
    expect(group.getByRole('link', { name: 'Projektfunktionen' })).toHaveAttribute('href', '/projects/p1/features');

    // Collapsing "Bodeneinbau" hides its links.
    await userEvent.click(group.getByRole('button', { name: 'Bodeneinbau' }));
    expect(group.queryByRole('link', { name: 'Bestellungen' })).not.toBeInTheDocument();
  });
});
