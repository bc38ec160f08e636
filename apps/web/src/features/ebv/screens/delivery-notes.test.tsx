// Delivery notes (spec part 2 §2, §5, §6): the create form's messages and remaining tons, the
// disabled state without stock, the PDF and its UBL XML after saving; the overview's create button and permission.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryNoteView, PileInventoryItem } from '@baustellendoku/domain';
import { messages } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { renderRoutes } from '@/test/render';
import { DELEGATION_LABEL } from '../delivery-note-texts';
import { asRole, ebvProject, FILE, PROJECT_ID, pileFixture } from '../test-fixtures';
import { CreateDeliveryNoteScreen } from './create-delivery-note-screen';
import { WreckingPileInventoryScreen } from './wrecking-pile-inventory-screen';

const createPath = `/projects/${PROJECT_ID}/wrecking-pile-inventory/w1/delivery-note/rc_1_0_32`;
const routes = [
  {
    path: '/projects/:projectId/wrecking-pile-inventory/:wreckingPileId/delivery-note/:grainSizeAndQuality/:soilGroup?',
    element: <CreateDeliveryNoteScreen />,
  },
  { path: '/projects/:projectId/wrecking-pile-inventory', element: <WreckingPileInventoryScreen /> },
];
const project = { [`/project/${PROJECT_ID}`]: { body: ebvProject() } };
const stock = (availableAmountInTons: number) => ({
  grainSizeAndQuality: 'rc_1_0_32',
  soilGroup: null,
  availableAmountInTons,
  totalAmountInTons: 510,
});
const pileWith = (availableAmountInTons: number, allowMachinists = false) =>
  pileFixture('breaking', {
    inventory: [stock(availableAmountInTons)],
    deliveryNoteCreationOnBehalfOfProjectManager: allowMachinists,
  });
const carrier = {
  name: 'Nordlicht Transporte GmbH',
  address: { street: 'Hafenstraße', houseNumber: '12a', postalCode: '22113', city: 'Hamburg', country: 'de' },
  carrierNumber: 'BEF-4711',
  phoneNumber: '040 123456',
  emailAddress: 'dispo@nordlicht.example',
};
const created: DeliveryNoteView = {
  deliveryNoteId: 'n3',
  number: 3,
  wreckingPileId: 'w1',
  quantityInTons: 120.5,
  deliveryDate: '2026-11-20',
  grainSizeAndQuality: 'rc_1_0_32',
  soilGroup: null,
  carrier,
  document: { ...FILE, fileName: 'Lieferschein 3 M-01 Halle Ost.pdf' },
  ublDocument: {
    id: 'x3',
    fileName: 'Lieferschein 3 M-01 Halle Ost.xml',
    url: '/backend/api/delivery-note/n3/document.xml',
  },
  receipt: null,
  createdBy: { name: 'Paul Projektleiter' },
  createdAt: '2026-11-20T08:00:00.000Z',
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('create delivery note', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the remaining tons, every message, and offers the PDF after saving', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi({
      ...project,
      'GET /wrecking-pile/w1': { body: pileWith(304.5) },
      'POST /wrecking-pile/w1/delivery-note': { status: 201, body: created },
    });
    renderRoutes(routes, { path: createPath, currentUser: asRole('project_manager') });
    expect(await screen.findByText('Noch 304,5 t verfügbar')).toBeInTheDocument();
    expect(field('Land')).toHaveValue('de');

    await user.click(screen.getByRole('button', { name: 'Lieferschein erstellen' }));
    // Quantity, carrier name, street, house number, postal code, city, number, phone, e-mail.
    expect(await screen.findAllByText(messages.requiredShort)).toHaveLength(9);

    await user.type(field('Liefermenge'), '304,501');
    await user.type(field('Name des Beförderers'), carrier.name);
    await user.type(field('Straße'), carrier.address.street);
    await user.type(field('Hausnummer'), carrier.address.houseNumber);
    await user.type(field('PLZ'), '2211');
    await user.type(field('Ort'), carrier.address.city);
    await user.type(field('Beförderernummer'), carrier.carrierNumber);
    await user.type(field('Telefonnummer'), carrier.phoneNumber);
    await user.type(field('E-Mail-Adresse'), carrier.emailAddress);
    expect(await screen.findByText('Bitte geben Sie eine valide PLZ ein')).toBeInTheDocument();
    await user.type(field('PLZ'), '3');
    await user.click(screen.getByRole('button', { name: 'Lieferschein erstellen' }));
    expect(await screen.findByText('Es sind nur noch 304,5 t dieser Materialklasse verfügbar.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(field('Liefermenge'));
    await user.type(field('Liefermenge'), '120,5');
    await user.click(screen.getByRole('button', { name: 'Lieferschein erstellen' }));
    expect(await screen.findByText('Lieferschein Nr. 3 wurde erstellt')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ quantityInTons: '120.5', grainSizeAndQuality: 'rc_1_0_32', carrier });
    expect(sent.soilGroup).toBeUndefined();
    const download = screen.getByRole('link', { name: 'Lieferschein herunterladen' });
    expect(download).toHaveAttribute('href', FILE.url);
    expect(download).toHaveAttribute('download', 'Lieferschein 3 M-01 Halle Ost.pdf');
    // Beside it the same note as UBL XML (decision 0640).
    const xml = screen.getByRole('link', { name: 'Lieferschein Nr. 3 als XML (UBL) herunterladen' });
    expect(xml).toHaveAttribute('href', '/backend/api/delivery-note/n3/document.xml');
    expect(xml).toHaveAttribute('download', 'Lieferschein 3 M-01 Halle Ost.xml');
    expect(xml).toHaveTextContent('XML (UBL)');
  });

  it('is disabled without stock', async () => {
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileWith(0) } });
    renderRoutes(routes, { path: createPath, currentUser: asRole('project_manager') });
    expect(await screen.findByText('Kein Bestand verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lieferschein erstellen' })).toBeDisabled();
    expect(field('Liefermenge')).toBeDisabled();
  });

  it('is open to a machinist only when the pile allows it', async () => {
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileWith(100) } });
    const first = renderRoutes(routes, { path: createPath, currentUser: asRole('machinist') });
    expect(await screen.findByText('Zugriff verweigert')).toBeInTheDocument();
    first.unmount();
    mockApi({ ...project, 'GET /wrecking-pile/w1': { body: pileWith(100, true) } });
    renderRoutes(routes, { path: createPath, currentUser: asRole('machinist') });
    expect(await screen.findByText('Noch 100 t verfügbar')).toBeInTheDocument();
  });
});

describe('delivery notes overview', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());
  const item = (availableAmountInTons: number, allowMachinists = false): PileInventoryItem => ({
    wreckingPileId: 'w1',
    projectId: PROJECT_ID,
    name: 'M-01 Halle Ost',
    status: 'breaking',
    deliveryNoteCreationOnBehalfOfProjectManager: allowMachinists,
    inventory: [{ ...stock(availableAmountInTons), deliveryNotes: [created] }],
  });
  const overviewPath = `/projects/${PROJECT_ID}/wrecking-pile-inventory`;

  it('lets the project manager allow machinists and disables the create button without stock', async () => {
    const user = userEvent.setup({ delay: null });
    const delegation = '/wrecking-pile/w1/allow-delivery-note-creation-on-behalf-of-project-manager';
    const { calls } = mockApi({
      ...project,
      '/wrecking-pile-inventory': { body: { items: [item(0)] } },
      [`POST ${delegation}`]: { body: pileWith(0, true) },
    });
    renderRoutes(routes, { path: overviewPath, currentUser: asRole('project_manager') });
    expect(await screen.findByRole('button', { name: 'Lieferschein erstellen' })).toBeDisabled();
    const notes = screen.getAllByRole('list', { name: 'Lieferscheine' })[0]!;
    expect(within(notes).getByText('Nr. 3')).toBeInTheDocument();
    await user.click(screen.getByLabelText(DELEGATION_LABEL));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(delegation);
  });

  it('shows the permission read-only to a machinist and the empty state without stock anywhere', async () => {
    mockApi({ ...project, '/wrecking-pile-inventory': { body: { items: [{ ...item(0), inventory: [] }] } } });
    renderRoutes(routes, { path: overviewPath, currentUser: asRole('machinist') });
    expect(
      await screen.findByText(
        'Es können noch keine Lieferscheine erstellt werden. Zunächst muss geeignetes aufbereitetes Material abschließend analysiert werden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(DELEGATION_LABEL)).toBeDisabled();
    expect(screen.getByRole('link', { name: /Miete einsehen/ })).toBeInTheDocument();
  });

  it('pages by piles: ten at a time, more by the button, a pile further on by its name', async () => {
    const user = userEvent.setup({ delay: null });
    // 25 piles without stock yet: "no notes yet" is known only once the last page is in.
    const piles = Array.from({ length: 25 }, (_, index) => ({
      ...item(0),
      wreckingPileId: `w${index + 1}`,
      name: `M-${String(index + 1).padStart(2, '0')}`,
      inventory: [],
    }));
    const { fetchMock } = mockApi({
      ...project,
      '/wrecking-pile-inventory': ({ url }) => {
        const search = url.searchParams.get('search') ?? '';
        const skip = Number(url.searchParams.get('skip'));
        const hits = piles.filter((pile) => pile.name.includes(search));
        return { body: { items: hits.slice(skip, skip + Number(url.searchParams.get('limit'))) } };
      },
    });
    renderRoutes(routes, { path: overviewPath, currentUser: asRole('project_manager') });
    const heading = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });
    await screen.findByRole('button', { name: /^M-10/ });
    expect(heading('M-11')).toBeNull();
    const requests = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname.endsWith('/wrecking-pile-inventory'))
        .map((url) => Object.fromEntries(url.searchParams));
    expect(requests()).toEqual([{ skip: '0', limit: '11', projectId: PROJECT_ID }]);
    expect(screen.queryByText(/Es können noch keine Lieferscheine erstellt werden/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Weitere Mieten laden' }));
    await screen.findByRole('button', { name: /^M-20/ });
    await user.click(screen.getByRole('button', { name: 'Weitere Mieten laden' }));
    await screen.findByRole('button', { name: /^M-25/ });
    expect(screen.queryByRole('button', { name: 'Weitere Mieten laden' })).toBeNull();
    expect(screen.getByText(/Es können noch keine Lieferscheine erstellt werden/)).toBeInTheDocument();
    // Expand and collapse all apply to every pile loaded.
    await user.click(screen.getByRole('button', { name: 'Alle einklappen' }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(25);

    await user.type(screen.getByRole('searchbox', { name: 'Mieten durchsuchen' }), 'M-24');
    await vi.waitFor(() => expect(heading('M-01')).toBeNull(), { timeout: 5000 });
    expect(heading('M-24')).toBeInTheDocument();
    expect(requests().at(-1)).toEqual({ skip: '0', limit: '11', projectId: PROJECT_ID, search: 'M-24' });
    await user.clear(screen.getByRole('searchbox', { name: 'Mieten durchsuchen' }));
    await user.type(screen.getByRole('searchbox', { name: 'Mieten durchsuchen' }), 'M-99');
    expect(await screen.findByText('Keine Miete gefunden für „M-99“.')).toBeInTheDocument();
  });
});
