// Review analytic (spec part 2 §2 "Review analytic"): the warning, the three options — information
// only, re-check with its toast, dispose after the confirm dialog — and cancel back to the batch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ebvMessages } from '@baustellendoku/domain';
import { toast } from '@/components/ui/toast-store';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { analyticFixture, batchFixture } from '../batch-test-fixtures';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { ReviewAnalyticScreen } from './review-analytic-screen';

const batchUrl = `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/b1`;
const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/review',
    element: <ReviewAnalyticScreen />,
  },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId', element: <p>Charge</p> },
];
const inCheck = batchFixture({ analyticStatus: 'check', analytic: analyticFixture() });
const api = (batch = inCheck) => ({
  [`/project/${PROJECT_ID}`]: { body: ebvProject() },
  'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
  'GET /wrecking-pile/w1/batch/b1': { body: batch },
});

describe('review analytic', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('warns about the missing suitability proof and offers the three options', async () => {
    mockApi(api());
    renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('project_manager') });
    expect(await screen.findByText(ebvMessages.machineSuitabilityMissing)).toBeInTheDocument();
    expect(
      screen.getByText(/Die Maschine Brecher RM 100 hat keinen Eignungsnachweis für RC-1 0\/45/),
    ).toBeInTheDocument();
    expect(screen.getByText('Neuen Eignungsnachweis beantragen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Charge entsorgen' })).toBeInTheDocument();
  });

  it('re-check sends the batch back with the spec toast', async () => {
    const user = userEvent.setup({ delay: null });
    const success = vi.spyOn(toast, 'success');
    const { calls } = mockApi({
      ...api(),
      'POST /wrecking-pile/w1/batch/b1/restart-analytic': { body: batchFixture({ analyticStatus: 'open' }) },
    });
    const { router } = renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('project_manager') });
    await user.click(await screen.findByRole('button', { name: 'Erneut prüfen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(batchUrl));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wrecking-pile/w1/batch/b1/restart-analytic',
    ]);
    expect(success).toHaveBeenCalledWith('Die Charge 2 wurde zur erneuten Prüfung eingereicht');
  });

  it('dispose asks once more; only "Charge entsorgen" in the dialog disposes', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...api(),
      'POST /wrecking-pile/w1/batch/b1/dispose': { body: batchFixture({ status: 'will_be_disposed' }) },
    });
    const { router } = renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('project_manager') });
    await user.click(await screen.findByRole('button', { name: 'Charge entsorgen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Charge wirklich entsorgen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Charge entsorgen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Charge entsorgen' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(batchUrl));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wrecking-pile/w1/batch/b1/dispose',
    ]);
  });

  it('cancel returns to the batch without a change', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(api());
    const { router } = renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('project_manager') });
    await user.click(await screen.findByRole('link', { name: 'Abbrechen' }));
    expect(router.state.location.pathname).toBe(batchUrl);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('only the project manager, and only while the results are checked', async () => {
    mockApi(api(batchFixture({ analyticStatus: 'completed', analytic: analyticFixture() })));
    renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('project_manager') });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });

  it('the appraiser may not decide', async () => {
    mockApi(api());
    renderRoutes(routes, { path: `${batchUrl}/review`, currentUser: asRole('appraiser') });
    expect(await screen.findByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
  });
});
