// Capture processed material: the amount rule and the location notice (spec part 2 §2, §5).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, processingMessages } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { CaptureProcessedMaterialScreen } from './capture-processed-material-screen';

const path = `/projects/${PROJECT_ID}/wrecking-piles/w1/capture-processed-material`;
const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/capture-processed-material',
    element: <CaptureProcessedMaterialScreen />,
  },
  { path: '/projects/:projectId/wrecking-piles/:wreckingPileId', element: <p>Miete</p> },
];
const project = { [`/project/${PROJECT_ID}`]: { body: ebvProject() } };
const batch = (status: string, isLocationDocumented: boolean) => ({
  batchId: `b-${status}`,
  number: 1,
  amountInTons: 500,
  sizeInTons: 500,
  availableAmountInTons: 0,
  status,
  analyticStatus: 'open',
  isLocationDocumented,
});

describe('capture processed material', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty amount and sends the amount as exact text', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...project,
      'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
      'POST /wrecking-pile/w1/capture-broken-material': { status: 201, body: pileFixture('breaking') },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    await user.click(await screen.findByRole('button', { name: 'Material erfassen' }));
    expect(await screen.findByText(messages.requiredShort)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Menge/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Material erfassen' }));
    expect(await screen.findByText('Miete')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      amountInTons: '12.5',
      recordedAt: expect.any(String),
    });
  });

  it('disables the form with the notice while a fully processed batch lacks its location', async () => {
    mockApi({
      ...project,
      'GET /wrecking-pile/w1': { body: pileFixture('breaking', { batches: [batch('completely_broken', false)] }) },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    expect(await screen.findByText(processingMessages.documentLocations)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Material erfassen' })).toBeDisabled();
    expect(screen.getByLabelText(/Menge/)).toBeDisabled();
  });

  it('is not open to a project manager', async () => {
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileFixture('breaking') } });
    renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
  });
});
