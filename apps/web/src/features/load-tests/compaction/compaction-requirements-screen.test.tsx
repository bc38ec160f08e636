import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompactionRequirementView } from '@baustellendoku/domain';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { mockApi } from '@/test/mock-api';
import { toast } from '@/components/ui/toast-store';
import { CompactionRequirementsScreen } from './compaction-requirements-screen';

const PROJECT = 'a0a6cef2-fbb5-4aec-9052-534035d39907';
const project = {
  projectId: PROJECT,
  name: 'Gewerbepark Nord',
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};
const requirement: CompactionRequirementView = {
  requirementId: 'r1',
  projectId: PROJECT,
  layer: 'Frostschutzschicht',
  testKind: 'both',
  minEv2: 120,
  maxRatio: 2.3,
  ratioFromEv2: 100,
  minEvd: 45,
  updatedAt: '2026-05-05T07:00:00.000Z',
  updatedBy: { name: 'Gerd Gutachter' },
};

function renderScreen(roles: string[]) {
  const api = mockApi({
    [`/project/${PROJECT}`]: { body: project },
    [`GET /project/${PROJECT}/compaction-requirements`]: { body: { items: [requirement] } },
    [`POST /project/${PROJECT}/compaction-requirements`]: ({ body }) => ({
      status: 201,
      body: { ...requirement, ...(body as object), requirementId: 'r2' },
    }),
  });
  renderRoutes([{ path: '/projects/:projectId/compaction-requirements', element: <CompactionRequirementsScreen /> }], {
    path: `/projects/${PROJECT}/compaction-requirements`,
    currentUser: currentUserFixture({ assignedProjects: [{ projectId: PROJECT, roles }] } as never),
  });
  return api;
}

describe('compaction requirements screen', () => {
  it('shows the requirements to everybody with the load tests, without the actions', async () => {
    renderScreen(['foreman']);
    expect((await screen.findAllByText('Frostschutzschicht')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('120,00 MN/m²').length).toBeGreaterThan(0);
    expect(screen.getAllByText('≤ 2,30 ab Ev2 100,00 MN/m²').length).toBeGreaterThan(0);
    expect(screen.getAllByText('45,00 MN/m²').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Anforderung festlegen' })).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Frostschutzschicht bearbeiten' })).toBeNull();
  });

  it('lets the appraiser set a requirement: empty fields to start, German messages, then the POST', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const api = renderScreen(['appraiser']);
    // The header's action (shown twice: in the header and, on phones, at the bottom).
    await user.click((await screen.findAllByRole('button', { name: 'Anforderung festlegen' }))[0]!);
    expect(screen.getByText('Neue Anforderung')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anforderung speichern' }));
    expect(await screen.findAllByText('Dieses Feld ist ein Pflichtfeld')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Schicht/), 'Planum');
    await user.click(screen.getByRole('combobox', { name: /Versuchsart, die zählt/ }));
    await user.click(await screen.findByRole('option', { name: 'Dynamischer Plattendruckversuch (Evd)' }));
    // Only the dynamic value is asked for; no preset value is filled in.
    expect(screen.queryByLabelText(/^Ev2 mindestens/)).toBeNull();
    const evd = screen.getByLabelText(/^Evd mindestens/);
    expect(evd).toHaveValue('');
    await user.type(evd, '45,5');
    await user.click(screen.getByRole('button', { name: 'Anforderung speichern' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Die Anforderung für „Planum“ wurde gespeichert'));
    // The form closes; the list is asked again.
    expect(screen.queryByText('Neue Anforderung')).toBeNull();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      layer: 'Planum',
      testKind: 'dynamic',
      minEv2: null,
      maxRatio: null,
      ratioFromEv2: null,
      minEvd: 45.5,
    });
  });
});
