// Batch detail and processed material overview (spec part 2 §2): progress capped in the bar only,
// the spec's badge labels, the actions of the rule table per role, and the pile blocks with
// "Charge {number}/{estimated count}" that expand and collapse together.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PileOverviewItem } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { batchFixture } from '../batch-test-fixtures';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { BatchDetailScreen } from './batch-detail-screen';
import { WreckingPileOverviewScreen } from './wrecking-pile-overview-screen';

const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId',
    element: <BatchDetailScreen />,
  },
  { path: '/projects/:projectId/wrecking-pile-overview', element: <WreckingPileOverviewScreen /> },
];
const batchUrl = `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/b1`;
const api = (batch = batchFixture()) => ({
  [`/project/${PROJECT_ID}`]: { body: ebvProject() },
  'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
  'GET /wrecking-pile/w1/batch/b1': { body: batch },
});

describe('batch screens', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the batch detail shows progress above 100 % with the bar stopped at 100, badges and the captures', async () => {
    mockApi(api());
    renderRoutes(routes, { path: batchUrl, currentUser: asRole('appraiser') });
    expect(await screen.findByRole('heading', { name: 'Charge 2/3' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '104 %');
    expect(screen.getAllByText('Vollständig aufbereitet').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Probe entnommen').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Max Maschinist').length).toBeGreaterThan(0);
    expect(screen.getAllByText('520,0 t').length).toBeGreaterThan(0);
    // The appraiser enters the analytic; sampling is the project manager's.
    expect(screen.getAllByRole('link', { name: 'Analytik erfassen' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Probenentnahme bestätigen' })).not.toBeInTheDocument();
  });

  it('the project manager confirms sampling of an open batch', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...api(batchFixture({ analyticStatus: 'open' })),
      'POST /wrecking-pile/w1/batch/b1/confirm-sampling': { body: batchFixture() },
    });
    renderRoutes(routes, { path: batchUrl, currentUser: asRole('project_manager') });
    expect(await screen.findAllByText('Probenentnahme offen')).not.toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Probenentnahme bestätigen' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Probenentnahme bestätigen' }),
    );
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/confirm-sampling'))).toBe(true),
    );
    expect(screen.queryByRole('link', { name: 'Analytik erfassen' })).not.toBeInTheDocument();
  });

  it('the overview shows a block per pile, all expanded, collapsed together', async () => {
    const user = userEvent.setup({ delay: null });
    const summary = (({
      batchId,
      number,
      amountInTons,
      sizeInTons,
      availableAmountInTons,
      status,
      analyticStatus,
      isLocationDocumented,
    }) => ({
      batchId,
      number,
      amountInTons,
      sizeInTons,
      availableAmountInTons,
      status,
      analyticStatus,
      isLocationDocumented,
    }))(batchFixture());
    const item = (id: string, name: string): PileOverviewItem => ({
      wreckingPileId: id,
      projectId: PROJECT_ID,
      name,
      status: 'breaking',
      expectedGrainSizeAndQuality: 'rc_1_0_32',
      totalAmountInTons: 1020.5,
      expectedMassOfRawMaterialInTons: 1400,
      estimatedCountOfBatches: 3,
      batches: [{ ...summary, batchId: `${id}-b1`, number: 1 }],
    });
    mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject() },
      'GET /wrecking-pile-overview': { body: { items: [item('w1', 'M-01 Halle Ost'), item('w2', 'M-02 Halle West')] } },
    });
    renderRoutes(routes, { path: `/projects/${PROJECT_ID}/wrecking-pile-overview`, currentUser: asRole('machinist') });
    expect(await screen.findByRole('heading', { name: 'Aufbereitetes Material' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Charge 1/3' });
    expect(links[0]).toHaveAttribute('href', `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/w1-b1`);
    expect(screen.getAllByText('1.020,5 t').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1.400 t').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Alle einklappen' }));
    expect(screen.queryAllByRole('link', { name: 'Charge 1/3' })).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Alle ausklappen' }));
    expect(screen.getAllByRole('link', { name: 'Charge 1/3' }).length).toBeGreaterThan(0);
  });
});
