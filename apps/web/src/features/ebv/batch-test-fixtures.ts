// Batch answers for the component tests (shape of the domain's batchDetailSchema).
import type { AnalyticView, BatchDetail } from '@baustellendoku/domain';
import { FILE } from './test-fixtures';

export const analyticFixture = (overrides: Partial<AnalyticView> = {}): AnalyticView => ({
  samplingDate: '2026-06-02',
  samplingProtocolDocuments: [{ ...FILE, fileName: 'probenahmeprotokoll.pdf' }],
  reportDocuments: [{ ...FILE, id: '0b9f3c1e-2d4a-4e6b-8c7d-9e0f1a2b3c4d', fileName: 'pruefbericht.pdf' }],
  grainSizeAndQuality: 'rc_1_0_45',
  soilGroup: null,
  materialClassFootnotes: ['keine'],
  isOperationalAssessmentRequired: false,
  operationalAssessmentDocuments: [],
  lab: null,
  classDeviationComment: null,
  createdBy: { name: 'Greta Gutachter' },
  createdAt: '2026-06-03T09:00:00.000Z',
  ...overrides,
});

export const batchFixture = (overrides: Partial<BatchDetail> = {}): BatchDetail => ({
  batchId: 'b1',
  breakingBatchId: 'b1',
  wreckingPileId: 'w1',
  number: 2,
  amountInTons: 520,
  sizeInTons: 500,
  availableAmountInTons: 0,
  status: 'completely_broken',
  analyticStatus: 'taken',
  isLocationDocumented: true,
  estimatedCountOfBatches: 3,
  progressPercent: 104,
  location: null,
  brokenMaterial: [
    {
      captureId: 'c1',
      amountInTons: 520,
      createdBy: { name: 'Max Maschinist' },
      createdAt: '2026-06-01T07:00:00Z',
      recordedAt: null,
    },
  ],
  samplingConfirmationInformation: null,
  analytic: null,
  earlierLabChecks: [],
  admissibility: null,
  disposalInformation: null,
  ...overrides,
});
