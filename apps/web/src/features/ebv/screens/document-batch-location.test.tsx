// Document batch location: at least one photo (spec part 2 §5).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processingMessages } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { DocumentBatchLocationScreen } from './document-batch-location-screen';

const routes = [
  {
    path: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/location',
    element: <DocumentBatchLocationScreen />,
  },
];

describe('document batch location', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for a photo and sends nothing without one', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      [`/project/${PROJECT_ID}`]: { body: ebvProject() },
      'GET /wrecking-pile/w1': { body: pileFixture('breaking') },
      'GET /wrecking-pile/w1/batch/b1': { body: { breakingBatchId: 'b1', number: 1 } },
    });
    renderRoutes(routes, {
      path: `/projects/${PROJECT_ID}/wrecking-piles/w1/batches/b1/location`,
      currentUser: asRole('machinist'),
    });
    await user.click(await screen.findByRole('button', { name: 'Standort speichern' }));
    expect(await screen.findByText(processingMessages.attachPhoto)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
