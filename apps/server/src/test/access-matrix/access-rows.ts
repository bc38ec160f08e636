// THE table of the access matrix: one row per API route, naming the rule of `permissions.ts` it
// enforces and how to build one valid request for one actor. The matrix test calls every row for
// every actor and expects what the rule table says; a route without a row fails the coverage
// check, so a new area adds its rows here (or in its own file spread into `accessRows`).
import type { RuleName } from '@baustellendoku/domain';
import { dynamicPayload, staticPayload } from '../load-analysis-support.js';
import { call, orderInput, orderInStatus, uploadPdf } from '../soil-installation.js';
import type { AccessWorld } from './access-world.js';

export type AccessRequest = { path: string; body?: unknown; status?: string };
export type AccessRow = {
  /** 'METHOD /backend/api/…' exactly as in the app's route table. */
  route: string;
  /** 'public': anyone; 'signedIn': any session; otherwise a rule of the table. */
  rule: RuleName | 'public' | 'signedIn';
  /** One request for one actor (fresh objects where a move changes their state). */
  request: (world: AccessWorld) => AccessRequest | Promise<AccessRequest>;
};

const api = '/backend/api';
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

const projectBody = {
  name: 'Testprojekt',
  number: 'T-1',
  client: 'Bauherr GmbH',
  address: { street: 'Hauptstraße', houseNumber: '1', postalCode: '10115', city: 'Berlin' },
  attributes: {
    isBoundaryNotificationRequired: false,
    isExplosivesClearanceAvailable: true,
    isRemediationPlanAvailable: false,
  },
};

const platform: AccessRow[] = [
  { route: 'GET /backend/api/openapi.json', rule: 'public', request: () => ({ path: `${api}/openapi.json` }) },
  { route: 'GET /backend/api/options', rule: 'public', request: () => ({ path: `${api}/options` }) },
  { route: 'GET /backend/api/public-config', rule: 'public', request: () => ({ path: `${api}/public-config` }) },
  { route: 'GET /backend/api/me', rule: 'signedIn', request: () => ({ path: `${api}/me` }) },
  {
    route: 'PATCH /backend/api/me/confirm-data-privacy-policy',
    rule: 'signedIn',
    request: () => ({ path: `${api}/me/confirm-data-privacy-policy` }),
  },
  { route: 'GET /backend/api/organization', rule: 'signedIn', request: () => ({ path: `${api}/organization` }) },
  { route: 'GET /backend/api/project', rule: 'signedIn', request: () => ({ path: `${api}/project` }) },
  {
    route: 'GET /backend/api/project/user-roles',
    rule: 'signedIn',
    request: () => ({ path: `${api}/project/user-roles` }),
  },
  {
    route: 'POST /backend/api/project',
    rule: 'manageProjects',
    request: (w) => ({ path: `${api}/project`, body: { organizationId: w.organizationId, name: 'Neu' } }),
  },
  {
    route: 'GET /backend/api/project/:projectId',
    rule: 'accessProject',
    request: (w) => ({ path: `${api}/project/${w.projectId}` }),
  },
  {
    route: 'PUT /backend/api/project/:projectId',
    rule: 'manageProject',
    request: (w) => ({ path: `${api}/project/${w.projectId}`, body: projectBody }),
  },
  {
    route: 'GET /backend/api/project/:projectId/user',
    rule: 'manageProject',
    request: (w) => ({ path: `${api}/project/${w.projectId}/user` }),
  },
  {
    route: 'POST /backend/api/project/:projectId/user',
    rule: 'changeParticipantRoles',
    request: async (w) => ({
      path: `${api}/project/${w.projectId}/user`,
      body: { userId: (await w.newUser()).id, roles: ['foreman'] },
    }),
  },
  {
    route: 'PUT /backend/api/project/:projectId/user/:userId',
    rule: 'changeParticipantRoles',
    request: async (w) => ({
      path: `${api}/project/${w.projectId}/user/${await w.newMember()}`,
      body: { roles: ['machinist'] },
    }),
  },
  {
    route: 'DELETE /backend/api/project/:projectId/user/:userId',
    rule: 'changeParticipantRoles',
    request: async (w) => ({ path: `${api}/project/${w.projectId}/user/${await w.newMember()}` }),
  },
  {
    route: 'GET /backend/api/history/:projectId',
    rule: 'accessProject',
    request: (w) => ({ path: `${api}/history/${w.projectId}` }),
  },
  {
    route: 'GET /backend/api/task/:projectId',
    rule: 'accessProject',
    request: (w) => ({ path: `${api}/task/${w.projectId}` }),
  },
  { route: 'GET /backend/api/user', rule: 'manageGuests', request: () => ({ path: `${api}/user` }) },
  {
    route: 'POST /backend/api/user',
    rule: 'manageGuests',
    request: () => ({
      path: `${api}/user`,
      body: { name: { firstName: 'Gisela', lastName: 'Gast' }, emailAddress: `gast-${unique()}@extern.example` },
    }),
  },
  {
    route: 'GET /backend/api/user/:userId',
    rule: 'manageGuests',
    request: (w) => ({ path: `${api}/user/${w.guestId}` }),
  },
  {
    route: 'PUT /backend/api/user/:userId',
    rule: 'manageGuests',
    request: (w) => ({
      path: `${api}/user/${w.guestId}`,
      body: { name: { firstName: 'Gisela', lastName: 'Gast' }, emailAddress: 'gisela@extern.example' },
    }),
  },
  {
    route: 'PATCH /backend/api/user/:userId/activate',
    rule: 'manageGuests',
    request: (w) => ({ path: `${api}/user/${w.guestId}/activate` }),
  },
  {
    route: 'PATCH /backend/api/user/:userId/deactivate',
    rule: 'manageGuests',
    request: (w) => ({ path: `${api}/user/${w.guestId}/deactivate` }),
  },
  { route: 'GET /backend/api/machine', rule: 'manageMachines', request: () => ({ path: `${api}/machine` }) },
  {
    route: 'GET /backend/api/machine/:machineId',
    rule: 'manageMachines',
    request: (w) => ({ path: `${api}/machine/${w.machineId}` }),
  },
  {
    route: 'POST /backend/api/machine',
    rule: 'manageMachines',
    request: () => ({ path: `${api}/machine`, body: { name: 'M' } }),
  },
  {
    route: 'PUT /backend/api/machine/:machineId',
    rule: 'manageMachines',
    request: (w) => ({ path: `${api}/machine/${w.machineId}`, body: { name: 'Brecher 2' } }),
  },
  {
    route: 'POST /backend/api/machine/:machineId/suitability',
    rule: 'manageMachines',
    request: async (w) => ({
      path: `${api}/machine/${(await w.newMachine()).machineId}/suitability`,
      body: { grainSizeAndQuality: 'rc_1_0_4', documents: [(await uploadPdf(w.app, w.admin)).id] },
    }),
  },
  {
    route: 'PUT /backend/api/machine/:machineId/suitability/:suitabilityId',
    rule: 'manageMachines',
    request: (w) => ({
      path: `${api}/machine/${w.machineId}/suitability/${w.suitabilityId}`,
      body: { documents: [w.pdfId] },
    }),
  },
  // The device register (decision 0680): read by everybody signed in, kept by manageDevices.
  { route: 'GET /backend/api/device', rule: 'signedIn', request: () => ({ path: `${api}/device` }) },
  {
    route: 'GET /backend/api/device/:deviceId',
    rule: 'signedIn',
    request: (w) => ({ path: `${api}/device/${w.deviceId}` }),
  },
  {
    route: 'POST /backend/api/device',
    rule: 'manageDevices',
    request: () => ({ path: `${api}/device`, body: { type: 'static_plate_load', serialNumber: unique() } }),
  },
  {
    route: 'PUT /backend/api/device/:deviceId',
    rule: 'manageDevices',
    request: (w) => ({
      path: `${api}/device/${w.deviceId}`,
      body: { type: 'light_drop_weight', serialNumber: unique(), model: 'ZFG' },
    }),
  },
  {
    route: 'DELETE /backend/api/device/:deviceId/certificate/:certificateId',
    rule: 'manageDevices',
    request: async (w) => ({ path: `${api}/device/${w.deviceId}/certificate/${await w.newCertificate()}` }),
  },
];

const soilInstallation: AccessRow[] = [
  {
    route: 'GET /backend/api/project/:projectId/feature/mounting-documentation',
    rule: 'manageProjectFeatures',
    request: (w) => ({ path: `${api}/project/${w.projectId}/feature/mounting-documentation` }),
  },
  {
    route: 'POST /backend/api/project/:projectId/feature/mounting-documentation',
    rule: 'configureMountingDocumentationFeature',
    request: (w) => ({
      path: `${api}/project/${w.projectId}/feature/mounting-documentation`,
      body: {
        mountingMethods: ['ew_1'],
        groundwaterCoverLayerSoilType: 'unguenstig',
        groundwaterCoverLayerThicknessInMeter: 2,
      },
    }),
  },
  {
    route: 'GET /backend/api/order',
    rule: 'accessOrders',
    request: (w) => ({ path: `${api}/order?projectId=${w.projectId}` }),
  },
  {
    route: 'POST /backend/api/order',
    rule: 'createOrder',
    request: (w) => ({ path: `${api}/order`, body: orderInput(w.projectId) }),
  },
  {
    route: 'GET /backend/api/order/:orderId',
    rule: 'accessOrders',
    request: (w) => ({ path: `${api}/order/${w.orderId}` }),
  },
  {
    route: 'PUT /backend/api/order/:orderId',
    rule: 'editOrder',
    request: async (w) => ({
      path: `${api}/order/${await orderInStatus(w.app, w.soil, 'in_review')}`,
      body: orderInput(w.projectId),
      status: 'in_review',
    }),
  },
  ...(['approve', 'reject'] as const).map((move): AccessRow => ({
    route: `POST /backend/api/order/:orderId/${move}`,
    rule: 'approveOrder',
    request: async (w) => ({
      path: `${api}/order/${await orderInStatus(w.app, w.soil, 'in_review')}/${move}`,
      body: { comment: 'geprüft' },
      status: 'in_review',
    }),
  })),
  ...(
    [
      ['activate', 'activateOrder', 'deactivated'],
      ['deactivate', 'deactivateOrder', 'approved'],
    ] as const
  ).map(([move, rule, status]): AccessRow => ({
    route: `POST /backend/api/order/:orderId/${move}`,
    rule,
    request: async (w) => ({ path: `${api}/order/${await orderInStatus(w.app, w.soil, status)}/${move}`, status }),
  })),
  {
    route: 'POST /backend/api/order/:orderId/delivery',
    rule: 'createDelivery',
    // The delivery note is the foreman's own upload (files attach only for their uploader).
    request: async (w) => ({
      path: `${api}/order/${w.deliverableOrderId}/delivery`,
      body: {
        deliveryDate: '2026-05-04',
        amountInTons: 1,
        attachmentDocuments: [(await uploadPdf(w.app, w.soil.byRole.foreman)).id],
      },
      status: 'in_delivery',
    }),
  },
  {
    route: 'GET /backend/api/order/:orderId/delivery/:deliveryId',
    rule: 'accessOrders',
    request: (w) => ({ path: `${api}/order/${w.deliverableOrderId}/delivery/${w.deliveryId}` }),
  },
  {
    route: 'GET /backend/api/order/:orderId/delivery/:deliveryId/document',
    rule: 'accessOrders',
    request: (w) => ({ path: `${api}/order/${w.deliverableOrderId}/delivery/${w.deliveryId}/document` }),
  },
  {
    route: 'POST /backend/api/order/:orderId/delivery/:deliveryId/correction',
    rule: 'correctDelivery',
    // The delivery's own note is a file of the project already: every actor may name it again.
    request: (w) => ({
      path: `${api}/order/${w.deliverableOrderId}/delivery/${w.deliveryId}/correction`,
      body: {
        deliveryDate: '2026-05-04',
        amountInTons: 10,
        attachmentDocuments: [w.deliveryNoteId],
        reason: 'Wiegeschein nachgereicht',
      },
      status: 'in_delivery',
    }),
  },
  {
    route: 'GET /backend/api/mounting-documentation',
    rule: 'accessMountingDocumentation',
    request: (w) => ({ path: `${api}/mounting-documentation?projectId=${w.projectId}` }),
  },
  {
    route: 'GET /backend/api/mounting-documentation/grid-fields',
    rule: 'accessMountingDocumentation',
    request: (w) => ({ path: `${api}/mounting-documentation/grid-fields?projectId=${w.projectId}` }),
  },
  {
    route: 'POST /backend/api/mounting-documentation',
    rule: 'createMountingDocumentation',
    request: (w) => ({ path: `${api}/mounting-documentation`, body: w.mountingBody() }),
  },
  {
    route: 'GET /backend/api/mounting-documentation/:mountingDocumentationId',
    rule: 'accessMountingDocumentation',
    request: (w) => ({ path: `${api}/mounting-documentation/${w.mountingDocumentationId}` }),
  },
  {
    route: 'PUT /backend/api/mounting-documentation/:mountingDocumentationId',
    rule: 'editMountingDocumentation',
    request: (w) => ({ path: `${api}/mounting-documentation/${w.mountingDocumentationId}`, body: w.mountingBody() }),
  },
  {
    route: 'GET /backend/api/project-documentation/:projectId',
    rule: 'downloadProjectDocuments',
    request: (w) => ({ path: `${api}/project-documentation/${w.projectId}` }),
  },
  {
    route: 'POST /backend/api/project-documentation/:projectId/download',
    rule: 'downloadProjectDocuments',
    request: (w) => ({
      path: `${api}/project-documentation/${w.projectId}/download`,
      body: { files: [w.deliveryNoteId] },
    }),
  },
  {
    route: 'GET /backend/api/dynamic-load-analysis',
    rule: 'accessDynamicLoadAnalysis',
    request: (w) => ({ path: `${api}/dynamic-load-analysis?projectId=${w.projectId}` }),
  },
  {
    route: 'GET /backend/api/dynamic-load-analysis/points',
    rule: 'accessDynamicLoadAnalysis',
    request: (w) => ({ path: `${api}/dynamic-load-analysis/points?projectId=${w.projectId}` }),
  },
  {
    route: 'POST /backend/api/dynamic-load-analysis',
    rule: 'createDynamicLoadAnalysis',
    request: async (w) => ({
      path: `${api}/dynamic-load-analysis`,
      body: dynamicPayload(await w.newImage(), { projectId: w.projectId }),
    }),
  },
  {
    route: 'GET /backend/api/dynamic-load-analysis/:dynamicLoadAnalysisId',
    rule: 'accessDynamicLoadAnalysis',
    request: (w) => ({ path: `${api}/dynamic-load-analysis/${w.dynamicLoadAnalysisId}` }),
  },
  {
    route: 'PUT /backend/api/dynamic-load-analysis/:dynamicLoadAnalysisId',
    rule: 'createDynamicLoadAnalysis',
    request: (w) => ({
      path: `${api}/dynamic-load-analysis/${w.dynamicLoadAnalysisId}`,
      body: dynamicPayload(w.imageId),
    }),
  },
  {
    route: 'GET /backend/api/static-load-analysis',
    rule: 'accessStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/static-load-analysis?projectId=${w.projectId}` }),
  },
  {
    route: 'GET /backend/api/static-load-analysis/points',
    rule: 'accessStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/static-load-analysis/points?projectId=${w.projectId}` }),
  },
  {
    route: 'POST /backend/api/static-load-analysis',
    rule: 'createStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/static-load-analysis`, body: staticPayload({ projectId: w.projectId }) }),
  },
  {
    route: 'GET /backend/api/static-load-analysis/:staticLoadAnalysisId',
    rule: 'accessStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/static-load-analysis/${w.staticLoadAnalysisId}` }),
  },
  {
    route: 'PUT /backend/api/static-load-analysis/:staticLoadAnalysisId',
    rule: 'createStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/static-load-analysis/${w.staticLoadAnalysisId}`, body: staticPayload() }),
  },
  {
    route: 'GET /backend/api/last-static-load-analysis/:projectId',
    rule: 'accessStaticLoadAnalysis',
    request: (w) => ({ path: `${api}/last-static-load-analysis/${w.projectId}` }),
  },
  ...compactionRequirementRows(),
  ...compactionLotRows(),
];

/** Issue 37: the compaction requirements; a fresh layer per request, set by the project's appraiser. */
function compactionRequirementRows(): AccessRow[] {
  const path = (w: AccessWorld) => `${api}/project/${w.projectId}/compaction-requirements`;
  const body = () => ({ layer: `Schicht ${unique()}`, testKind: 'dynamic', minEvd: 40 });
  const newRequirement = async (w: AccessWorld) => {
    const response = await call(w.app, w.soil.byRole.appraiser, 'POST', path(w).slice(api.length), body());
    if (response.statusCode !== 201) throw new Error(`compaction requirement: ${response.statusCode} ${response.body}`);
    return `${path(w)}/${String(response.json().requirementId)}`;
  };
  return [
    {
      route: `GET ${api}/project/:projectId/compaction-requirements`,
      rule: 'accessCompactionRequirements',
      request: (w) => ({ path: path(w) }),
    },
    {
      route: `POST ${api}/project/:projectId/compaction-requirements`,
      rule: 'manageCompactionRequirements',
      request: (w) => ({ path: path(w), body: body() }),
    },
    {
      route: `PUT ${api}/project/:projectId/compaction-requirements/:requirementId`,
      rule: 'manageCompactionRequirements',
      request: async (w) => ({ path: await newRequirement(w), body: body() }),
    },
    {
      route: `DELETE ${api}/project/:projectId/compaction-requirements/:requirementId`,
      rule: 'manageCompactionRequirements',
      request: async (w) => ({ path: await newRequirement(w) }),
    },
  ];
}

/** Issue 37 item 3: test lots over a dynamic test of layer Planum in grid field L1 (made once per world). */
const layeredTests = new WeakMap<AccessWorld, Promise<void>>();
function compactionLotRows(): AccessRow[] {
  const path = (w: AccessWorld) => `${api}/project/${w.projectId}/compaction-lots`;
  const body = () => ({ name: `Los ${unique()}`, testKind: 'dynamic', gridFields: ['L1'], rule: 'all' });
  const layeredTest = (w: AccessWorld) => {
    const recorded =
      layeredTests.get(w) ??
      (async () => {
        const payload = dynamicPayload(await w.newImage(), {
          projectId: w.projectId,
          gridField: 'L1/01',
          layer: 'Planum',
        });
        const response = await call(w.app, w.soil.byRole.foreman, 'POST', '/dynamic-load-analysis', payload);
        if (response.statusCode !== 201) throw new Error(`layered test: ${response.statusCode} ${response.body}`);
      })();
    layeredTests.set(w, recorded);
    return recorded;
  };
  const newLot = async (w: AccessWorld) => {
    await layeredTest(w);
    const response = await call(w.app, w.soil.byRole.appraiser, 'POST', path(w).slice(api.length), body());
    if (response.statusCode !== 201) throw new Error(`compaction lot: ${response.statusCode} ${response.body}`);
    return `${path(w)}/${String(response.json().lotId)}`;
  };
  return [
    {
      route: `GET ${api}/project/:projectId/compaction-lots`,
      rule: 'accessCompactionRequirements',
      request: (w) => ({ path: path(w) }),
    },
    {
      route: `GET ${api}/project/:projectId/compaction-lots/fields`,
      rule: 'accessCompactionRequirements',
      request: (w) => ({ path: `${path(w)}/fields?testKind=dynamic` }),
    },
    {
      route: `POST ${api}/project/:projectId/compaction-lots`,
      rule: 'manageCompactionRequirements',
      request: async (w) => {
        await layeredTest(w);
        return { path: path(w), body: body() };
      },
    },
    {
      route: `GET ${api}/project/:projectId/compaction-lots/:lotId`,
      rule: 'accessCompactionRequirements',
      request: async (w) => ({ path: await newLot(w) }),
    },
    {
      route: `GET ${api}/project/:projectId/compaction-lots/:lotId/report`,
      rule: 'accessCompactionRequirements',
      request: async (w) => ({ path: `${await newLot(w)}/report` }),
    },
    {
      route: `PUT ${api}/project/:projectId/compaction-lots/:lotId`,
      rule: 'manageCompactionRequirements',
      request: async (w) => ({ path: await newLot(w), body: body() }),
    },
    {
      route: `DELETE ${api}/project/:projectId/compaction-lots/:lotId`,
      rule: 'manageCompactionRequirements',
      request: async (w) => ({ path: await newLot(w) }),
    },
  ];
}

/** Lists with an export (issue 35 item 4): the export has the list's rule and request. */
const exportedLists = [
  'GET /backend/api/history/:projectId',
  'GET /backend/api/order',
  'GET /backend/api/mounting-documentation',
  'GET /backend/api/dynamic-load-analysis',
  'GET /backend/api/static-load-analysis',
];
const exportRows = (rows: AccessRow[]): AccessRow[] =>
  rows
    .filter((row) => exportedLists.includes(row.route))
    .flatMap((row) =>
      ['csv', 'xlsx'].map((format) => ({
        route: `${row.route}/export.${format}`,
        rule: row.rule,
        request: async (world: AccessWorld) => {
          const request = await row.request(world);
          const [path, query] = request.path.split('?');
          return { ...request, path: `${path}/export.${format}${query === undefined ? '' : `?${query}`}` };
        },
      })),
    );

const tokenBody = { name: 'ERP', rights: 'readOnly', validDays: 30 };
const integrations: AccessRow[] = [
  {
    route: 'GET /backend/api/integration-token',
    rule: 'manageIntegrationTokens',
    request: () => ({ path: `${api}/integration-token` }),
  },
  {
    route: 'POST /backend/api/integration-token',
    rule: 'manageIntegrationTokens',
    request: (w) => ({ path: `${api}/integration-token`, body: { ...tokenBody, projectIds: [w.projectId] } }),
  },
  {
    route: 'GET /backend/api/project/:projectId/integration-token',
    rule: 'manageIntegrationTokensOfProject',
    request: (w) => ({ path: `${api}/project/${w.projectId}/integration-token` }),
  },
  {
    route: 'POST /backend/api/project/:projectId/integration-token',
    rule: 'manageIntegrationTokensOfProject',
    request: (w) => ({ path: `${api}/project/${w.projectId}/integration-token`, body: tokenBody }),
  },
];

export const accessRows: AccessRow[] = [
  ...platform,
  ...soilInstallation,
  ...exportRows([...platform, ...soilInstallation]),
  ...integrations,
];

/**
 * The areas merged after the matrix was built prove their access in their own rule-table-generated
 * tests; moving them into rows above is a follow-up (their worlds need ebv-enabled projects, piles
 * and batches in each status).
 */
const ebvI = 'generated from the rule table in ebv.permissions.test.ts';
const ebvII = 'roles and statuses in processing.routes.test.ts';
const newAreas: Record<string, string> = {
  'POST /backend/api/material-class/evaluate': 'any signed-in user, 401 anonymous (material-class.routes.test.ts)',
  'POST /backend/api/material-class/evaluation-sheet': 'any signed-in user (material-class.routes.test.ts)',
  'GET /backend/api/project/:projectId/admissibility': 'members with the soil feature (admissibility.routes.test.ts)',
  'GET /backend/api/project/:projectId/admissibility/overview': 'as above (admissibility.routes.test.ts)',
  'GET /backend/api/project/:projectId/ebv-cover-sheet': 'cover-sheet.routes.test.ts',
  'POST /backend/api/project/:projectId/ebv-cover-sheet': 'generateEbvDocuments (cover-sheet.routes.test.ts)',
  'GET /backend/api/project/:projectId/ebv-notices': 'accessOrders (notices.routes.test.ts)',
  'PUT /backend/api/project/:projectId/ebv-notices/bulk-densities': 'generateEbvDocuments (notices.routes.test.ts)',
  'POST /backend/api/project/:projectId/ebv-notices/prior-notice': 'generateEbvDocuments (notices.routes.test.ts)',
  'POST /backend/api/project/:projectId/ebv-notices/completion-notice': 'generateEbvDocuments (notices.routes.test.ts)',
  'PUT /backend/api/project/:projectId/ebv-notices/:kind/sent-on': 'generateEbvDocuments (notices.routes.test.ts)',
  'GET /backend/api/admissibility/matrix': 'any signed-in user (admissibility.routes.test.ts)',
  'GET /backend/api/project/:projectId/feature/ebv': ebvI,
  'POST /backend/api/project/:projectId/feature/ebv': ebvI,
  'GET /backend/api/project/:projectId/announcement': ebvI,
  'POST /backend/api/project/:projectId/announcement': ebvI,
  'POST /backend/api/project/:projectId/announcement/:announcementId/confirm-sending': ebvI,
  'GET /backend/api/project/:projectId/documents-confirming-absence-of-asbestos': ebvI,
  'POST /backend/api/project/:projectId/documents-confirming-absence-of-asbestos': ebvI,
  'GET /backend/api/project/:projectId/documents-confirming-absence-of-asbestos/template': ebvI,
  'GET /backend/api/wrecking-pile': ebvI,
  'POST /backend/api/wrecking-pile': ebvI,
  'GET /backend/api/wrecking-pile/:wreckingPileId': ebvI,
  'PUT /backend/api/wrecking-pile/:wreckingPileId': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/acceptance-control': ebvI,
  'PUT /backend/api/wrecking-pile/:wreckingPileId/acceptance-control': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/acceptance-control/reject': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/approve': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/dispose': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/disposal-documentation': ebvI,
  'POST /backend/api/wrecking-pile/:wreckingPileId/capture-broken-material': ebvII,
  'GET /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/location': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/analytic': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/disposal-documentation': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/confirm-sampling': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/restart-analytic': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/batch/:breakingBatchId/dispose': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/delivery-note': ebvII,
  'POST /backend/api/wrecking-pile/:wreckingPileId/allow-delivery-note-creation-on-behalf-of-project-manager': ebvII,
  'DELETE /backend/api/wrecking-pile/:wreckingPileId/allow-delivery-note-creation-on-behalf-of-project-manager': ebvII,
  'GET /backend/api/wrecking-pile-overview': ebvII,
  'GET /backend/api/wrecking-pile-inventory': ebvII,
  'GET /backend/api/delivery-note/:deliveryNoteId/document':
    'accessWreckingPiles: every role 200, outsiders 404, without the feature 403 (delivery-note-ubl.routes.test.ts)',
  'GET /backend/api/delivery-note/:deliveryNoteId/document.xml': 'as above (delivery-note-ubl.routes.test.ts)',
  'POST /backend/api/delivery-note/:deliveryNoteId/receipt':
    'receiptDeliveryNote: project manager and machinist once, other roles 403, outsiders 404 (delivery-note-receipt.routes.test.ts)',
  'GET /backend/api/delivery-note/:deliveryNoteId/receipt-advice.xml':
    'as the note’s documents; 404 until received (delivery-note-receipt.routes.test.ts)',
  ...Object.fromEntries(
    [
      '/wrecking-pile',
      '/wrecking-pile-overview',
      '/wrecking-pile-inventory',
      '/wrecking-pile-inventory/delivery-notes',
    ].flatMap((list) =>
      ['csv', 'xlsx'].map((format) => [
        `GET /backend/api${list}/export.${format}`,
        "the list's access: other project 404, missing feature 403 (list-exports.routes.test.ts)",
      ]),
    ),
  ),
  'GET /backend/api/history-chain': 'verifyHistoryChains, admin only (history-chain.routes.test.ts)',
  'GET /backend/api/history-chain/:projectId': 'verifyHistoryChains, admin only (history-chain.routes.test.ts)',
  'GET /backend/api/project/:projectId/installed-material.geojson':
    'members with the installation documentation, outsiders 404 (installed-material.routes.test.ts)',
  'GET /backend/api/project/:projectId/installed-material.csv': 'as above (installed-material.routes.test.ts)',
  'GET /backend/api/project/:projectId/handover': 'handOverProjectRecords (handover.routes.test.ts)',
  'POST /backend/api/project/:projectId/handover':
    'handOverProjectRecords: other roles 403, outsiders 404 (handover.routes.test.ts)',
  'GET /backend/api/retention': 'viewRetention, admin only (retention.routes.test.ts)',
  'PUT /backend/api/project/:projectId/installation-removal':
    'recordInstallationRemoval, admin only (retention.routes.test.ts)',
  ...Object.fromEntries(
    [
      'GET /backend/api/project/:projectId/webhook',
      'POST /backend/api/project/:projectId/webhook',
      'GET /backend/api/project/:projectId/webhook/:webhookId',
      'DELETE /backend/api/project/:projectId/webhook/:webhookId',
      'POST /backend/api/project/:projectId/webhook/:webhookId/activate',
      'POST /backend/api/project/:projectId/webhook/:webhookId/deactivate',
      'POST /backend/api/project/:projectId/webhook/:webhookId/test',
      'GET /backend/api/project/:projectId/webhook/:webhookId/delivery',
    ].map((route) => [route, 'manageWebhooks for every actor of the rule table (webhooks.routes.test.ts)']),
  ),
};

/**
 * Routes the matrix does not call, each with the reason and the test that proves its access.
 * Everything else under /backend/api must have a row.
 */
export const routesCoveredElsewhere: Record<string, string> = {
  'POST /backend/api/authentication/login-token': 'public, rate-limited per address (login-token.routes.test.ts)',
  'POST /backend/api/authentication/login-token/:loginTokenId/redeem':
    'public token redemption (login-token.routes.test.ts)',
  'POST /backend/api/authentication/logout': "ends the caller's own session (sessions.test.ts)",
  'POST /backend/api/me/appraiser-information': 'own data of any signed-in user (me.routes.test.ts)',
  'POST /backend/api/file': 'multipart upload by any signed-in user (files.routes.test.ts)',
  'POST /backend/api/device/:deviceId/certificate':
    "manageDevices with the caller's own upload, for every actor (devices.routes.test.ts)",
  'POST /backend/api/order/:orderId/delivery/import':
    'multipart upload under createDelivery for every actor of the rule table (delivery-import.routes.test.ts)',
  'GET /backend/api/file/:fileId': 'visibility follows the owning object (files.routes.test.ts)',
  'GET /backend/api/project-documentation/:projectId/download/:token':
    'single-use token (project-documents.permissions.test.ts)',
  'POST /backend/api/dynamic-load-analysis/parse-document/:fileId/:namespace':
    "OCR of the caller's own upload (parse-document tests)",
  'POST /backend/api/integration-token/:tokenId/revoke':
    'manageIntegrationTokens on a token made for it (integrations.routes.test.ts)',
  'POST /backend/api/project/:projectId/integration-token/:tokenId/revoke':
    'manageIntegrationTokensOfProject on a token made for it (integrations.routes.test.ts)',
  ...newAreas,
};
