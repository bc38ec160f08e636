// Steps of the recycled-material e2e tests that are not what a test is about: a pile released for
// processing, set up through the API.
import type { Page } from 'playwright-core';
import { acceptanceInput } from '../apps/server/src/test/acceptance-input.js';
import { api } from './load-tests.flow.js';

const PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/**
 * A pile released for processing (`approved_for_breaking`): the project manager creates it with a
 * site plan and approves it, the machinist records its acceptance control. Returns its id.
 */
export async function releasedPile(
  manager: Page,
  machinist: Page,
  pile: { projectId: string; name: string; tons: number; machine?: string },
): Promise<string> {
  const settings = await api<{ availableMachines: { machineId: string; name: string }[] }>(
    manager,
    'GET',
    `/project/${pile.projectId}/feature/ebv`,
  );
  const machine = settings.availableMachines.find((candidate) => !pile.machine || candidate.name === pile.machine)!;
  const planId = await manager.evaluate(
    async ({ text, name }) => {
      const form = new FormData();
      form.append('file', new Blob([text], { type: 'application/pdf' }), `Lageplan ${name}.pdf`);
      const response = await fetch('/backend/api/file', { method: 'POST', body: form });
      return ((await response.json()) as { id: string }).id;
    },
    { text: PDF, name: pile.name },
  );
  const { wreckingPileId } = await api<{ wreckingPileId: string }>(manager, 'POST', '/wrecking-pile', {
    projectId: pile.projectId,
    name: pile.name,
    machineId: machine.machineId,
    expectedMassOfRawMaterialInTons: pile.tons,
    expectedGrainSizeAndQuality: 'rc_1_0_32',
    disposalCode: '170101',
    documents: [planId],
  });
  await api(
    machinist,
    'POST',
    `/wrecking-pile/${wreckingPileId}/acceptance-control`,
    acceptanceInput({ massOfRawMaterialInTons: pile.tons, attachments: [] }),
  );
  await api(manager, 'POST', `/wrecking-pile/${wreckingPileId}/approve`, {
    appraiserAppointedFor: new Date().toISOString().slice(0, 10),
  });
  return wreckingPileId;
}
