// Create analytic (spec part 2 §5 "Analytic"): required fields, the class family of the pile, the
// footnotes of the class, the soil group only where needed, the operational assessment documents
// only when required, and the clean-up before sending.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ebvMessages, messages } from '@baustellendoku/domain';
import { toast } from '@/components/ui/toast-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { analyticFixture, batchFixture } from '../batch-test-fixtures';
import { asRole, ebvProject, FILE, PROJECT_ID, pileFixture } from '../test-fixtures';
import { CreateAnalyticScreen } from './create-analytic-screen';

const batchUrl = `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/b1`;
const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/analytic',
    element: <CreateAnalyticScreen />,
  },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId', element: <p>Charge</p> },
];
const api = (batch = batchFixture()) => ({
  [`/project/${PROJECT_ID}`]: { body: ebvProject() },
  'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
  'GET /wrecking-pile/w1/batch/b1': { body: batch },
});

describe('create analytic', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for every required field, offers only the class family and the footnotes of the class, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(api());
    renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('appraiser') });
    expect(await screen.findByText('Neue Betriebsbeurteilung ist notwendig?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    // sampling date, protocols, reports, footnotes, operational assessment
    await vi.waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(5));
    // RC-1 0/32 is described by its grain size: no soil group, no operational-assessment documents yet.
    expect(screen.queryByRole('combobox', { name: /Bodengruppe/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Dokumente der Betriebsbeurteilung')).not.toBeInTheDocument();
    const footnotes = within(screen.getByRole('group', { name: /Eingehaltene Fußnoten/ })).getAllByRole('checkbox');
    expect(footnotes.length).toBeGreaterThan(1);
    for (const box of footnotes) expect(box.closest('label')!.textContent).toMatch(/^(RC-1 Fußnote|keine)/);
    await user.click(screen.getByRole('combobox', { name: /Materialklasse & Körnung/ }));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(5);
    // The family is the first 3 characters of the planned class ("rc_", decision 0290): RC-1 to RC-3.
    for (const option of options) expect(option.textContent).toMatch(/^RC-[123] /);
    expect(options.map((option) => option.textContent)).toContain('RC-2 0/32');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('re-checking edits the previous analytic; hidden fields are cleaned up before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const info = vi.spyOn(toast, 'info');
    const success = vi.spyOn(toast, 'success');
    const previous = analyticFixture({
      grainSizeAndQuality: 'rc_1_sonstige',
      soilGroup: 'gw',
      materialClassFootnotes: ['rc_1_fn_2', 'rc_1_fn_1'],
      isOperationalAssessmentRequired: true,
      operationalAssessmentDocuments: [FILE],
    });
    const { calls } = mockApi({
      ...api(batchFixture({ analyticStatus: 'open', analytic: previous })),
      'POST /wrecking-pile/w1/batch/b1/analytic': {
        body: batchFixture({ analyticStatus: 'check', analytic: previous }),
      },
    });
    const { router } = renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('appraiser') });
    // A class without grain size needs its soil group.
    expect(await screen.findByRole('combobox', { name: /Bodengruppe/ })).toHaveTextContent('GW');
    expect(screen.getByText('Dokumente der Betriebsbeurteilung')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: /Neue Betriebsbeurteilung/ })).getByText('Nein'));
    expect(screen.queryByText('Dokumente der Betriebsbeurteilung')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Materialklasse & Körnung/ }));
    await user.click(await screen.findByRole('option', { name: 'RC-1 0/45' }));
    await vi.waitFor(() => expect(screen.queryByRole('combobox', { name: /Bodengruppe/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(batchUrl));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      samplingDate: '2026-06-02',
      samplingProtocolDocuments: [FILE.id],
      reportDocuments: ['0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d'],
      grainSizeAndQuality: 'rc_1_0_45',
      materialClassFootnotes: ['rc_1_fn_1', 'rc_1_fn_2'],
      isOperationalAssessmentRequired: false,
      operationalAssessmentDocuments: [],
    });
    expect(success).toHaveBeenCalledWith('Die Analytik wurde erfasst');
    // Without a suitability proof of the machine the result waits for the project manager.
    expect(info).toHaveBeenCalledWith(ebvMessages.machineSuitabilityMissing, expect.any(String));
  });

  it('operational-assessment documents are required when an assessment is; "keine" excludes other footnotes', async () => {
    const user = userEvent.setup({ delay: null });
    const previous = analyticFixture({ materialClassFootnotes: ['rc_1_fn_1'] });
    const { calls } = mockApi(api(batchFixture({ analytic: previous })));
    renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('appraiser') });
    const group = await screen.findByRole('group', { name: /Eingehaltene Fußnoten/ });
    const none = within(group).getByRole('checkbox', { name: /^keine/ });
    const first = within(group).getByRole('checkbox', { name: /^RC-1 Fußnote 1:/ });
    expect(first).toBeChecked();
    await user.click(none);
    expect(none).toBeChecked();
    expect(first).not.toBeChecked();
    await user.click(within(screen.getByRole('radiogroup', { name: /Neue Betriebsbeurteilung/ })).getByText('Ja'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('only the appraiser, and only while the analytic is open or taken', async () => {
    mockApi(api(batchFixture({ analyticStatus: 'check' })));
    renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('appraiser') });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });

  it('the machinist may not enter an analytic', async () => {
    mockApi(api());
    renderRoutes(routes, { path: `${batchUrl}/analytic`, currentUser: asRole('machinist') });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
