// The pile form, the acceptance control and the approve screen: rules and German texts (spec part 2 §5).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ebvMessages, messages, wreckingPileStatusLabels } from '@baustellendoku/domain';
import { toast } from '@/components/ui/toast-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import {
  asbestosControl,
  asRole,
  ebvProject,
  featureSettings,
  MACHINE_ID,
  PROJECT_ID,
  pileFixture,
} from '../test-fixtures';
import { CreateAcceptanceControlScreen, EditAcceptanceControlScreen } from './acceptance-control-screens';
import { ApproveWreckingPileScreen } from './approve-wrecking-pile-screen';
import { CreateWreckingPileScreen, EditWreckingPileScreen } from './wrecking-pile-form-screens';

const base = `/projects/${PROJECT_ID}/wrecking-piles`;
const routes = [
  { path: '/projects/:projectId/wrecking-piles/new', element: <CreateWreckingPileScreen /> },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId/edit', element: <EditWreckingPileScreen /> },
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/acceptance-control/new',
    element: <CreateAcceptanceControlScreen />,
  },
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/acceptance-control/edit',
    element: <EditAcceptanceControlScreen />,
  },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId/approve', element: <ApproveWreckingPileScreen /> },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId', element: <p>Miete</p> },
];
const project = { [`/project/${PROJECT_ID}`]: { body: ebvProject() } };

describe('wrecking pile screens', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('creating a pile names every missing field with the spec messages', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...project,
      [`/project/${PROJECT_ID}/feature/ebv`]: {
        body: featureSettings({ isActivated: true, machines: [MACHINE_ID], grainSizeAndQualities: ['rc_1_0_32'] }),
      },
    });
    renderRoutes(routes, { path: `${base}/new`, currentUser: asRole('project_manager') });
    await user.click(await screen.findByRole('button', { name: 'Miete anlegen' }));
    expect(await screen.findByText(ebvMessages.chooseMachine)).toBeInTheDocument();
    expect(screen.getByText(ebvMessages.choosePlannedGrainSizeAndQuality)).toBeInTheDocument();
    expect(screen.getByText(ebvMessages.chooseDisposalCode)).toBeInTheDocument();
    expect(screen.getByText(messages.requiredShort)).toBeInTheDocument();
    // name and documents
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('only the machines of the feature settings are offered and a pile of the rule is edited with PUT', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    const pile = pileFixture('acceptance_control_pending');
    const { calls } = mockApi({
      ...project,
      [`/project/${PROJECT_ID}/feature/ebv`]: {
        body: featureSettings({ isActivated: true, machines: [MACHINE_ID], grainSizeAndQualities: ['rc_1_0_32'] }),
      },
      'GET /wrecking-pile/w1': { body: pile },
      'PUT /wrecking-pile/w1': { body: pile },
    });
    const { router } = renderRoutes(routes, { path: `${base}/w1/edit`, currentUser: asRole('project_manager') });
    expect(await screen.findByLabelText(/Bezeichnung der Miete/)).toHaveValue('M-01 Halle Ost');
    expect(screen.getByRole('combobox', { name: /Maschine/ })).toHaveTextContent('Brecher RM 100');
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${base}/w1`));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'M-01 Halle Ost',
      machineId: MACHINE_ID,
      expectedMassOfRawMaterialInTons: '1200',
      expectedGrainSizeAndQuality: 'rc_1_0_32',
      disposalCode: '170101',
      documents: ['6f1c1c1e-8a55-4f0e-9a11-2b7d3c4e5f60'],
    });
    expect(success).toHaveBeenCalledWith('Die Miete wurde aktualisiert');
  });

  it('a released pile can no longer be edited', async () => {
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileFixture('approved_for_breaking') } });
    renderRoutes(routes, { path: `${base}/w1/edit`, currentUser: asRole('project_manager') });
    // The project manager may edit piles, only not in this state: the screen says so.
    expect(await screen.findByRole('heading', { name: 'Aktion nicht möglich' })).toBeInTheDocument();
    expect(
      screen.getByText(`Diese Aktion ist im Status „${wreckingPileStatusLabels.approved_for_breaking}“ nicht möglich.`),
    ).toBeInTheDocument();
  });

  it('the acceptance control asks about asbestos first, then for every checked field', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileFixture('acceptance_control_open') } });
    renderRoutes(routes, { path: `${base}/w1/acceptance-control/new`, currentUser: asRole('machinist') });
    await user.click(await screen.findByRole('button', { name: 'Annahmekontrolle erfassen' }));
    expect(await screen.findByText(messages.requiredShort)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Masse des Rohmaterials/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: /Asbestbestandteile/ })).getByText('Nein'));
    await user.click(screen.getByRole('button', { name: 'Annahmekontrolle erfassen' }));
    // mass, source areas, composition, soiling, foreign matter, consistency, appearance, colour, smell
    await vi.waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(9));
    expect(screen.getByLabelText(/Masse des Rohmaterials/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('with visible asbestos only the notice remains and only that answer is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    const pile = pileFixture('acceptance_control_open');
    const { calls } = mockApi({
      ...project,
      'GET /wrecking-pile/w1': { body: pile },
      'POST /wrecking-pile/w1/acceptance-control': { body: pile },
    });
    const { router } = renderRoutes(routes, {
      path: `${base}/w1/acceptance-control/new`,
      currentUser: asRole('machinist'),
    });
    await user.click(within(await screen.findByRole('radiogroup', { name: /Asbestbestandteile/ })).getByText('Ja'));
    expect(screen.getByText(ebvMessages.asbestosVisibleNotice)).toBeInTheDocument();
    expect(screen.queryByText('Sinnesprüfung')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annahmekontrolle erfassen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`${base}/w1`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ containsAsbestos: true, attachments: [] });
    expect(success).toHaveBeenCalledWith('Die Annahmekontrolle wurde erstellt');
  });

  it('a rejected control is edited again by the machinist, a released one by nobody', async () => {
    mockApi({
      ...project,
      'GET /wrecking-pile/w1': {
        body: pileFixture('acceptance_control_rejected', { acceptanceControl: asbestosControl }),
      },
    });
    const first = renderRoutes(routes, {
      path: `${base}/w1/acceptance-control/edit`,
      currentUser: asRole('machinist'),
    });
    expect(await screen.findByText('Die Annahmekontrolle wurde abgelehnt')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: /Asbestbestandteile/ })).getByLabelText('Ja')).toBeChecked();
    first.unmount();
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileFixture('approved_for_breaking') } });
    renderRoutes(routes, { path: `${base}/w1/acceptance-control/edit`, currentUser: asRole('machinist') });
    expect(await screen.findByRole('heading', { name: 'Aktion nicht möglich' })).toBeInTheDocument();
  });

  it('releasing needs the appraiser date and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const pile = pileFixture('acceptance_control_pending', {
      acceptanceControl: { ...asbestosControl, containsAsbestos: false },
    });
    const { calls } = mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pile } });
    renderRoutes(routes, { path: `${base}/w1/approve`, currentUser: asRole('project_manager') });
    expect(await screen.findByRole('heading', { name: 'Annahmekontrolle abschließen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annahmekontrolle ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miete entsorgen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Miete freigeben' }));
    expect(await screen.findByText(ebvMessages.noAppraiserDate)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('with visible asbestos the pile can only be disposed; the machinist may not conclude', async () => {
    const pile = pileFixture('acceptance_control_pending', { acceptanceControl: asbestosControl });
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pile } });
    const first = renderRoutes(routes, { path: `${base}/w1/approve`, currentUser: asRole('project_manager') });
    expect(await screen.findByText(ebvMessages.releaseRefusedAsbestos)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Miete freigeben' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Miete entsorgen' })).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, { path: `${base}/w1/approve`, currentUser: asRole('machinist') });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
