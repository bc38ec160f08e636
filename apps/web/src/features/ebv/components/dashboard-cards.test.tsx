// The dashboard cards of the recycled-material area (spec part 2 §2, §5, §6): the capture card
// (hidden without a qualifying pile, blocked by missing locations) and the delivery-note selector
// (zero inventory left out, machinists only with the delegation).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processingMessages, type PileInventoryItem } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { asRole, ebvProject, PROJECT_ID, pileFixture } from '../test-fixtures';
import { CaptureMaterialCard } from './capture-material-card';
import { DeliveryNoteSelectorCard } from './delivery-note-selector-card';

const routes = [
  {
    path: '/projects/:projectId',
    element: (
      <>
        <DeliveryNoteSelectorCard projectId={PROJECT_ID} />
        <CaptureMaterialCard projectId={PROJECT_ID} />
      </>
    ),
  },
  {
    path: '/projects/:projectId/wrecking-pile-inventory/:wreckingPileId/delivery-note/:grainSizeAndQuality/:soilGroup?',
    element: <p>Erstellen-Seite</p>,
  },
];
const path = `/projects/${PROJECT_ID}`;
const project = { [`/project/${PROJECT_ID}`]: { body: ebvProject() } };
const unlocated = {
  batchId: 'b1',
  number: 1,
  amountInTons: 500,
  sizeInTons: 500,
  availableAmountInTons: 0,
  status: 'completely_broken',
  analyticStatus: 'open',
  isLocationDocumented: false,
};
const stockItem = (id: string, name: string, available: number, allowMachinists: boolean): PileInventoryItem => ({
  wreckingPileId: id,
  projectId: PROJECT_ID,
  name,
  status: 'breaking',
  deliveryNoteCreationOnBehalfOfProjectManager: allowMachinists,
  inventory: [
    {
      grainSizeAndQuality: 'rc_1_0_32',
      soilGroup: null,
      availableAmountInTons: available,
      totalAmountInTons: 500,
      deliveryNotes: [],
    },
  ],
});
const capture = 'Aufbereitetes Material erfassen';
const selector = 'Lieferschein erstellen';

describe('dashboard cards', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('the capture card is hidden without a qualifying pile', async () => {
    const { calls } = mockApi({
      ...project,
      '/wrecking-pile': { body: { items: [pileFixture('acceptance_control_open')] } },
      '/wrecking-pile-inventory': { body: { items: [] } },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/wrecking-pile')).toBe(true));
    expect(screen.queryByRole('region', { name: capture })).not.toBeInTheDocument();
  });

  it('captures on the chosen pile, and a pile with an unlocated batch shows the notice', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...project,
      '/wrecking-pile': {
        body: {
          items: [
            pileFixture('approved_for_breaking'),
            pileFixture('breaking', { wreckingPileId: 'w2', name: 'M-02 Halle West', batches: [unlocated] }),
          ],
        },
      },
      '/wrecking-pile-inventory': { body: { items: [] } },
      'POST /wrecking-pile/w1/capture-broken-material': { status: 201, body: pileFixture('breaking') },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    const card = await screen.findByRole('region', { name: capture });
    await user.click(screen.getByRole('button', { name: 'Material erfassen' }));
    expect(await screen.findAllByText('Dies ist ein Pflichtfeld')).toHaveLength(2);

    await user.click(screen.getByLabelText(/^Miete/));
    await user.click(await screen.findByRole('option', { name: 'M-02 Halle West' }));
    expect(await screen.findByText(processingMessages.documentLocations)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Material erfassen' })).toBeDisabled();

    await user.click(screen.getByLabelText(/^Miete/));
    await user.click(await screen.findByRole('option', { name: 'M-01 Halle Ost' }));
    await user.type(screen.getByLabelText(/^Menge/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Material erfassen' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        amountInTons: '12.5',
        recordedAt: expect.any(String),
      }),
    );
    expect(card).toBeInTheDocument();
  });

  it('the selector leaves out empty piles and, for a machinist, piles without the delegation', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...project,
      '/wrecking-pile': { body: { items: [] } },
      '/wrecking-pile-inventory': {
        body: {
          items: [
            stockItem('w1', 'M-01 Halle Ost', 120.5, true),
            stockItem('w2', 'M-02 Halle West', 80, false),
            stockItem('w3', 'M-03 Leer', 0, true),
          ],
        },
      },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    await screen.findByRole('region', { name: selector });
    // The only pile left is chosen, and its only material.
    expect(screen.getByLabelText(/^Miete/)).toHaveTextContent('M-01 Halle Ost');
    expect(screen.getByLabelText(/^Material/)).toHaveTextContent('RC-1 0/32 (120,5 t)');
    await user.click(screen.getByLabelText(/^Miete/));
    expect(screen.queryByRole('option', { name: 'M-02 Halle West' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'M-03 Leer' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: selector }));
    expect(await screen.findByText('Erstellen-Seite')).toBeInTheDocument();
  });

  it('the project manager sees every pile with stock', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      ...project,
      '/wrecking-pile-inventory': {
        body: {
          items: [stockItem('w1', 'M-01 Halle Ost', 120.5, false), stockItem('w2', 'M-02 Halle West', 80, false)],
        },
      },
    });
    renderRoutes(routes, { path, currentUser: asRole('project_manager') });
    await screen.findByRole('region', { name: selector });
    await user.click(screen.getByRole('button', { name: selector }));
    expect(await screen.findAllByText('Dieses Feld ist ein Pflichtfeld')).toHaveLength(2);
    await user.click(screen.getByLabelText(/^Miete/));
    expect(await screen.findByRole('option', { name: 'M-02 Halle West' })).toBeInTheDocument();
  });

  it('the selector loads pages until one offers a pile, and finds a pile further on by its name', async () => {
    const user = userEvent.setup({ delay: null });
    // 25 piles; the machinist may write notes for M-12 and M-25 only.
    const piles = Array.from({ length: 25 }, (_, index) => {
      const name = `M-${String(index + 1).padStart(2, '0')}`;
      return stockItem(`w${index + 1}`, name, 40, name === 'M-12' || name === 'M-25');
    });
    const { fetchMock } = mockApi({
      ...project,
      '/wrecking-pile': { body: { items: [] } },
      '/wrecking-pile-inventory': ({ url }) => {
        const search = url.searchParams.get('search') ?? '';
        const skip = Number(url.searchParams.get('skip'));
        const hits = piles.filter((pile) => pile.name.includes(search));
        return { body: { items: hits.slice(skip, skip + Number(url.searchParams.get('limit'))) } };
      },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    const card = await screen.findByRole('region', { name: selector });
    await vi.waitFor(() => expect(screen.getByLabelText(/^Miete/)).toHaveTextContent('M-12'));
    const pages = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname.endsWith('/wrecking-pile-inventory'))
        .map((url) => `${url.searchParams.get('skip')}+${url.searchParams.get('limit')}`);
    // The first page offered nothing, the second M-12; the third is not asked for.
    expect(pages()).toEqual(['0+11', '10+11']);
    expect(card).toContainElement(screen.getByRole('button', { name: 'Weitere Mieten laden' }));

    await user.type(screen.getByRole('searchbox', { name: 'Nach Miete suchen' }), 'M-25');
    await vi.waitFor(() => expect(screen.getByLabelText(/^Miete/)).toHaveTextContent('M-25'));
    expect(screen.getByLabelText(/^Material/)).toHaveTextContent('RC-1 0/32 (40 t)');
    await user.click(screen.getByRole('button', { name: selector }));
    expect(await screen.findByText('Erstellen-Seite')).toBeInTheDocument();
  });

  it('the selector stays hidden when no pile of any page allows the machinist', async () => {
    const piles = Array.from({ length: 15 }, (_, index) => stockItem(`w${index + 1}`, `M-${index + 1}`, 40, false));
    const { fetchMock } = mockApi({
      ...project,
      '/wrecking-pile': { body: { items: [] } },
      '/wrecking-pile-inventory': ({ url }) => {
        const skip = Number(url.searchParams.get('skip'));
        return { body: { items: piles.slice(skip, skip + Number(url.searchParams.get('limit'))) } };
      },
    });
    renderRoutes(routes, { path, currentUser: asRole('machinist') });
    const inventoryRequests = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/wrecking-pile-inventory')).length;
    await vi.waitFor(() => expect(inventoryRequests()).toBe(2));
    expect(screen.queryByRole('region', { name: selector })).toBeNull();
  });
});
