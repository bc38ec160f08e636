// The order detail on a site phone: a long delivery list starts collapsed, so approval and planning
// data stay in reach (issue "Built for the site").
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@baustellendoku/domain';
import { mockApi } from '@/test/mock-api';
import { currentUserFixture, renderRoutes } from '@/test/render';
import { OrderDetailScreen } from './order-detail-screen';
import { viewportWidth } from '@/test/viewport';

const PROJECT_ID = '6c1f4e4b-9d55-4b7a-9a57-1c1f0e7d2a10';
const ORDER_ID = '0b6b5b1e-3c44-4c5e-8d0f-2e8a7f1c9d21';

const delivery = (number: number) => ({
  deliveryId: `d${number}`,
  orderId: ORDER_ID,
  projectId: PROJECT_ID,
  number,
  amountInTons: 10,
  deliveryDate: '2026-05-04',
  comment: null,
  reference: null,
  attachmentDocuments: [],
  createdAt: '2026-05-04T08:00:00.000Z',
  recordedAt: null,
  createdBy: null,
  version: 1,
  signatures: [],
  isSigned: false,
  correction: null,
  previousVersions: [],
  receiptDocumentUrl: `/backend/api/order/${ORDER_ID}/delivery/d${number}/document`,
});

const order = (deliveryCount: number): OrderView => ({
  orderId: ORDER_ID,
  projectId: PROJECT_ID,
  orderNumber: 'B-2026-001',
  materialOrigin: 'Baugrube Nord',
  carrier: 'Kieswerk',
  materialClass: 'bm_0_sand',
  materialClassLabel: null,
  declaredQuantityInTons: 200,
  deliveredAmountInTons: deliveryCount * 10,
  deliveryProgressInPercent: Math.min(100, (deliveryCount * 10 * 100) / 200),
  approvalByAppraiserRequired: false,
  disposalCode: null,
  comment: null,
  attachmentDocuments: [],
  status: 'in_delivery',
  deliveryCount,
  deliveries: Array.from({ length: deliveryCount }, (_, index) => delivery(index + 1)),
  createdAt: '2026-05-01T08:00:00.000Z',
  createdBy: null,
  updatedAt: null,
  updatedBy: null,
  approvalInformation: null,
  rejectionInformation: null,
});

const project = {
  projectId: PROJECT_ID,
  name: 'Gewerbepark Nord',
  number: '2026-014',
  enabledFeatures: ['mounting-documentation'],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

function renderOrder(deliveryCount: number) {
  mockApi({ [`/project/${PROJECT_ID}`]: { body: project }, [`/order/${ORDER_ID}`]: { body: order(deliveryCount) } });
  return renderRoutes([{ path: '/projects/:projectId/orders/:orderId', element: <OrderDetailScreen /> }], {
    path: `/projects/${PROJECT_ID}/orders/${ORDER_ID}`,
    currentUser: currentUserFixture({ assignedProjects: [{ projectId: PROJECT_ID, roles: ['foreman'] }] }),
  });
}

const shownCharges = () =>
  within(screen.getByRole('table', { name: 'Anlieferungen' })).getAllByRole('link', { name: /^Charge \d+$/ });

describe('order detail', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());
  // The lists as a desktop shows them: tables.
  beforeEach(() => viewportWidth(1440));
  afterEach(() => vi.restoreAllMocks());

  it('shows five of eleven deliveries until asked for all', async () => {
    const user = userEvent.setup({ delay: null });
    renderOrder(11);
    expect(await screen.findByRole('heading', { name: 'Bestellung B-2026-001' })).toBeInTheDocument();
    expect(shownCharges()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Alle 11 Anlieferungen anzeigen' }));
    expect(shownCharges()).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Weniger anzeigen' }));
    expect(shownCharges()).toHaveLength(5);
  });

  it('shows a short list whole, without the button', async () => {
    renderOrder(3);
    expect(await screen.findByRole('heading', { name: 'Bestellung B-2026-001' })).toBeInTheDocument();
    expect(shownCharges()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Anlieferungen anzeigen/ })).not.toBeInTheDocument();
  });
});
