import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, optionLists } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { EditMachineScreen } from './edit-machine-screen';
import { unprovenOptions } from './suitability-section';

const DOC = { id: '6f1c1c1e-8a55-4f0e-9a11-2b7d3c4e5f60', fileName: 'nachweis.pdf', url: '/backend/api/file/6f1c' };
const machine = {
  machineId: 'm1',
  name: 'Prallbrecher RM 100',
  owner: 'Muster Bau GmbH',
  isSuitableFor: ['rc_1_0_32'],
  suitabilities: [{ suitabilityId: 's1', grainSizeAndQuality: 'rc_1_0_32', documents: [DOC] }],
};
const routes = [{ path: '/manage-machines/:machineId', element: <EditMachineScreen /> }];

describe('machine file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers only the grain sizes not proven yet', () => {
    const offered = unprovenOptions({ isSuitableFor: ['rc_1_0_32', 'rc_1_0_4'] }).map((option) => option.value);
    expect(offered).toHaveLength(optionLists.grainSizeAndQuality.length - 2);
    expect(offered).not.toContain('rc_1_0_32');
    expect(offered).not.toContain('rc_1_0_4');
  });

  it('lists each proof with its documents and asks for a class and a document before adding one', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '/machine/m1': { body: machine } });
    renderRoutes(routes, { path: '/manage-machines/m1', currentUser: currentUserFixture({ isAdmin: true }) });
    const proofs = await screen.findByRole('list', { name: 'Eignungsnachweise' });
    const proof = within(proofs).getAllByRole('listitem')[0]!;
    expect(within(proof).getByText('RC-1 0/32')).toBeInTheDocument();
    expect(within(proof).getByRole('link', { name: 'nachweis.pdf' })).toHaveAttribute('href', DOC.url);
    expect(within(proof).getByRole('button', { name: 'Dokument hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    // The existing proofs come before the form that adds one.
    const addHeading = screen.getByText('Eignungsnachweis hinzufügen', { selector: 'h2, h3' });
    expect(proofs.compareDocumentPosition(addHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eignungsnachweis hinzufügen' }));
    expect(await screen.findByText(messages.atLeastOneDocument)).toBeInTheDocument();
    expect(screen.getByText(messages.required)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves name and owner with PUT and an emptied owner as null', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /machine/m1': { body: machine },
      'PUT /machine/m1': ({ body }) => ({ body: { ...machine, ...(body as object) } }),
      '/machine': { body: { items: [] } },
    });
    renderRoutes(routes, { path: '/manage-machines/m1', currentUser: currentUserFixture({ isAdmin: true }) });
    const owner = await screen.findByLabelText('Besitzer');
    await user.clear(owner);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Prallbrecher RM 100', owner: null }),
    );
  });

  it('is closed to non-admins', () => {
    const { calls } = mockApi({});
    renderRoutes(routes, { path: '/manage-machines/m1', currentUser: currentUserFixture() });
    expect(screen.getByRole('heading', { name: 'Zugriff verweigert' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
