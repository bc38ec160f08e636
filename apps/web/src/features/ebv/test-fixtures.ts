// Answers of the recycled-material API for the component tests (shapes of the domain's response schemas).
import type { EbvFeatureResponse, WreckingPile, WreckingPileStatus } from '@baustellendoku/domain';
import { currentUserFixture } from '@/test/render';

export const PROJECT_ID = 'p1';
export const MACHINE_ID = '3f0c6a2e-1b7d-4c55-9a0e-6d2b8f1c4a10';
export const OTHER_MACHINE_ID = '7a1d2c3b-4e5f-4a6b-8c9d-0e1f2a3b4c5d';
export const FILE = {
  id: '6f1c1c1e-8a55-4f0e-9a11-2b7d3c4e5f60',
  fileName: 'lieferschein.pdf',
  url: '/backend/api/file/f1',
};

export const ebvProject = (overrides: Record<string, unknown> = {}) => ({
  projectId: PROJECT_ID,
  name: 'Gewerbepark Nord',
  number: '2026-001',
  enabledFeatures: ['ebv'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
  ...overrides,
});

export const asRole = (...roles: ('project_manager' | 'machinist' | 'appraiser')[]) =>
  currentUserFixture({ assignedProjects: [{ projectId: PROJECT_ID, roles }] });

export const featureSettings = (overrides: Partial<EbvFeatureResponse> = {}): EbvFeatureResponse => ({
  projectId: PROJECT_ID,
  isActivated: false,
  grainSizeAndQualities: [],
  machines: [],
  expectedQuantityInTons: null,
  samplingIntervalInTons: null,
  sitePlanConstructionWasteDocuments: [],
  sitePlanRcMaterialDocuments: [],
  missingSuitabilities: [],
  availableMachines: [
    { machineId: MACHINE_ID, name: 'Brecher RM 100', owner: 'Recycling Nord GmbH', isSuitableFor: ['rc_1_0_32'] },
    { machineId: OTHER_MACHINE_ID, name: 'Siebanlage S2', owner: null, isSuitableFor: [] },
  ],
  ...overrides,
});

export const pileFixture = (status: WreckingPileStatus, overrides: Partial<WreckingPile> = {}): WreckingPile => ({
  wreckingPileId: 'w1',
  projectId: PROJECT_ID,
  name: 'M-01 Halle Ost',
  machineId: MACHINE_ID,
  machine: { machineId: MACHINE_ID, name: 'Brecher RM 100' },
  expectedMassOfRawMaterialInTons: 1200,
  expectedGrainSizeAndQuality: 'rc_1_0_32',
  disposalCode: '170101',
  documents: [FILE],
  status,
  createdBy: { name: 'Paul Projektleiter' },
  createdAt: '2026-05-04T08:00:00.000Z',
  updatedBy: null,
  updatedAt: null,
  acceptanceControl: null,
  approvalInformation: null,
  disposalInformation: null,
  breakingInformation: null,
  batches: [],
  inventory: [],
  deliveryNoteCreationOnBehalfOfProjectManager: false,
  ...overrides,
});

export const asbestosControl = {
  containsAsbestos: true,
  massOfRawMaterialInTons: null,
  sourceAreas: [],
  composition: null,
  degreeOfSoiling: null,
  foreignProportions: [],
  consistency: null,
  appearance: null,
  colors: [],
  smell: [],
  attachments: [],
  document: { id: 'd1', fileName: 'annahmekontrolle.pdf', url: '/backend/api/file/d1' },
  createdBy: { name: 'Max Maschinist' },
  createdAt: '2026-05-05T08:00:00.000Z',
  updatedBy: null,
  updatedAt: null,
  rejectedBy: null,
  rejectedAt: null,
} satisfies WreckingPile['acceptanceControl'];
