import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ebvMessages, messages } from '@baustellendoku/domain';
import { toast } from '@/components/ui/toast-store';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { asRole, ebvProject, featureSettings, MACHINE_ID, OTHER_MACHINE_ID, PROJECT_ID } from '../test-fixtures';
import { EbvFeatureScreen } from './ebv-feature-screen';

const routes = [
  { path: '/projects/:projectId/feature/ebv', element: <EbvFeatureScreen /> },
  { path: '/projects/:projectId/features', element: <p>Projektfunktionen</p> },
];
const path = `/projects/${PROJECT_ID}/feature/ebv`;

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('button', { name: option }));
  await user.keyboard('{Escape}');
}

describe('recycled-material feature settings', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names every missing field with the spec texts and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject({ enabledFeatures: [] }) },
      [`GET /project/${PROJECT_ID}/feature/ebv`]: { body: featureSettings() },
    });
    renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    expect(await screen.findByRole('heading', { name: 'Ersatzbaustoff-Dokumentation aktivieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ersatzbaustoff-Dokumentation aktivieren' }));
    expect(await screen.findByText(ebvMessages.atLeastOneGrainSizeAndQuality)).toBeInTheDocument();
    expect(screen.getByText(ebvMessages.atLeastOneMachine)).toBeInTheDocument();
    // expected quantity and sampling interval
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('warns without blocking about a machine without suitability proof and activates with the spec payload', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject({ enabledFeatures: [] }) },
      [`GET /project/${PROJECT_ID}/feature/ebv`]: {
        // A first save sends the interval as a number of tons (the select holds text).
        body: featureSettings({
          grainSizeAndQualities: ['rc_1_0_32'],
          machines: [MACHINE_ID],
          samplingIntervalInTons: 500,
        }),
      },
      [`POST /project/${PROJECT_ID}/feature/ebv`]: { body: featureSettings({ isActivated: true, activated: true }) },
    });
    const { router } = renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    await screen.findByRole('heading', { name: 'Ersatzbaustoff-Dokumentation aktivieren' });
    // The chosen machine holds the proof for RC-1 0/32: no warning yet.
    expect(screen.queryByText(ebvMessages.machineSuitabilityMissing)).not.toBeInTheDocument();
    await choose(user, /Anlagen/, 'Siebanlage S2');
    const warning = (await screen.findByText(ebvMessages.machineSuitabilityMissing)).closest('[role="status"]')!;
    expect(within(warning as HTMLElement).getByText('Siebanlage S2:')).toBeInTheDocument();
    expect(within(warning as HTMLElement).getByText('RC-1 0/32')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Erwartete Menge/), '12500');
    expect(screen.getByRole('combobox', { name: /Beprobungsintervall/ })).toHaveTextContent('500 t');
    await user.click(screen.getByRole('button', { name: 'Ersatzbaustoff-Dokumentation aktivieren' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${PROJECT_ID}/features`));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      grainSizeAndQualities: ['rc_1_0_32'],
      machines: [MACHINE_ID, OTHER_MACHINE_ID],
      expectedQuantityInTons: '12500',
      samplingIntervalInTons: 500,
      sitePlanConstructionWasteDocuments: [],
      sitePlanRcMaterialDocuments: [],
    });
    expect(success).toHaveBeenCalledWith('Die Ersatzbaustoff-Dokumentation wurde aktiviert');
  });

  it('says "aktualisiert" after editing active settings', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    const saved = featureSettings({
      isActivated: true,
      grainSizeAndQualities: ['rc_1_0_32'],
      machines: [MACHINE_ID],
      expectedQuantityInTons: 12500,
      samplingIntervalInTons: 1000,
    });
    mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject() },
      [`GET /project/${PROJECT_ID}/feature/ebv`]: { body: saved },
      [`POST /project/${PROJECT_ID}/feature/ebv`]: { body: { ...saved, activated: false } },
    });
    renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    await screen.findByRole('heading', { name: 'Ersatzbaustoff-Dokumentation bearbeiten' });
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Die Ersatzbaustoff-Dokumentation wurde aktualisiert'));
  });

  it('asks for complete project data first and denies access without the manage-project rule', async () => {
    mockApi({ [`/project/${PROJECT_ID}`]: { body: ebvProject({ isProjectDataCompleted: false }) } });
    const first = renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    expect(await screen.findByText('Die Projektdaten sind noch nicht vollständig')).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, {
      path,
      currentUser: currentUserFixture({ assignedProjects: [{ projectId: PROJECT_ID, roles: ['machinist'] }] }),
    });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
