// Every route of the web app by name (spec part 3 §2 names its routes; parts 1 and 2 are named in
// the same style). The web's router and link builders read it, and so do the history and task
// registries here, which link to screens: one table of addresses for both sides.
export const routePatterns = {
  // ── Part 1: platform ───────────────────────────────────────────────────
  home: '/',
  redirect: '/redirect',
  dataPrivacyPolicy: '/data-privacy-policy',
  login: '/login',
  loginSuccessful: '/authentication/successful',
  loginFailed: '/authentication/failed/:reason',
  manageProjects: '/manage-projects',
  createProject: '/manage-projects/new',
  manageMachines: '/manage-machines',
  createMachine: '/manage-machines/new',
  editMachine: '/manage-machines/:machineId',
  // Issue 37 item 4: the register of plate load test devices and their calibration certificates.
  devices: '/devices',
  createDevice: '/devices/new',
  deviceDetail: '/devices/:deviceId',
  guests: '/guests',
  inviteGuest: '/guests/new',
  editGuest: '/guests/:guestId',
  // Issue 35: the organization's API tokens and the API reference.
  integrationTokens: '/integrations',
  // Issue 36: the admin's check of every project's history chain.
  historyChains: '/history-chains',
  retention: '/retention',
  projectDashboard: '/projects/:projectId',
  projectUpdate: '/projects/:projectId/settings',
  projectHistory: '/projects/:projectId/history',
  projectUsers: '/projects/:projectId/users',
  addProjectUser: '/projects/:projectId/users/add',
  editProjectUser: '/projects/:projectId/users/:userId',
  projectFeatures: '/projects/:projectId/features',
  projectDocuments: '/projects/:projectId/documents',
  editMountingDocumentationFeature: '/projects/:projectId/features/mounting-documentation',
  editEbvFeature: '/projects/:projectId/feature/ebv',
  // Issue 35 item 3: the project's webhook subscriptions and their delivery log.
  projectWebhooks: '/projects/:projectId/webhooks',
  createWebhook: '/projects/:projectId/webhooks/new',
  webhookDetail: '/projects/:projectId/webhooks/:webhookId',
  // Issue 23: the material class calculator, for anyone signed in.
  materialClass: '/material-class',
  // Issue 22: the field entries kept on this device that have not arrived yet.
  outbox: '/outbox',

  // ── Part 2: recycled material (ebv) ────────────────────────────────────
  announcements: '/projects/:projectId/announcements',
  documentationOfAbsenceOfAsbestos: '/projects/:projectId/documentation-of-absence-of-asbestos',
  wreckingPiles: '/projects/:projectId/wrecking-piles',
  createWreckingPile: '/projects/:projectId/wrecking-piles/new',
  wreckingPileDetail: '/projects/:projectId/wrecking-piles/:wreckingPileId',
  editWreckingPile: '/projects/:projectId/wrecking-piles/:wreckingPileId/edit',
  approveWreckingPile: '/projects/:projectId/wrecking-piles/:wreckingPileId/approve',
  createAcceptanceControl: '/projects/:projectId/wrecking-piles/:wreckingPileId/acceptance-control/new',
  editAcceptanceControl: '/projects/:projectId/wrecking-piles/:wreckingPileId/acceptance-control/edit',
  wreckingPileDisposalInformation: '/projects/:projectId/wrecking-piles/:wreckingPileId/disposal-information',
  captureProcessedMaterial: '/projects/:projectId/wrecking-piles/:wreckingPileId/capture-processed-material',
  wreckingPileOverview: '/projects/:projectId/wrecking-pile-overview',
  wreckingPileInventory: '/projects/:projectId/wrecking-pile-inventory',
  createDeliveryNote:
    '/projects/:projectId/wrecking-pile-inventory/:wreckingPileId/delivery-note/:grainSizeAndQuality/:soilGroup?',
  batchDetail: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId',
  documentBatchLocation: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/location',
  createAnalytic: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/analytic',
  reviewAnalytic: '/projects/:projectId/wrecking-piles/:wreckingPileId/batches/:breakingBatchId/review',
  batchDisposalInformation:
    '/projects/:projectId/wrecking-piles/:wreckingPileId/batch/:breakingBatchId/disposal-information',

  // ── Part 3: soil installation (names from part 3 §2) ───────────────────
  orders: '/projects/:projectId/orders',
  orderOverview: '/projects/:projectId/order-overview',
  createOrder: '/projects/:projectId/orders/new',
  orderDetail: '/projects/:projectId/orders/:orderId',
  editOrder: '/projects/:projectId/orders/:orderId/edit',
  approveOrder: '/projects/:projectId/orders/:orderId/approve',
  createDelivery: '/projects/:projectId/orders/:orderId/delivery/new',
  deliveryDetail: '/projects/:projectId/orders/:orderId/delivery/:deliveryId',
  mountingDocumentation: '/projects/:projectId/mounting-documentation',
  createMountingDocumentation: '/projects/:projectId/mounting-documentation/new',
  mountingDocumentationDetail: '/projects/:projectId/mounting-documentation/:mountingDocumentationId',
  editMountingDocumentation: '/projects/:projectId/mounting-documentation/:mountingDocumentationId/edit',
  listDynamicLoadAnalysis: '/projects/:projectId/dynamic-load-analysis',
  createDynamicLoadAnalysis: '/projects/:projectId/dynamic-load-analysis/new',
  dynamicLoadAnalysisDetail: '/projects/:projectId/dynamic-load-analysis/:dynamicLoadAnalysisId',
  editDynamicLoadAnalysis: '/projects/:projectId/dynamic-load-analysis/:dynamicLoadAnalysisId/edit',
  listStaticLoadAnalysis: '/projects/:projectId/static-load-analysis',
  createStaticLoadAnalysis: '/projects/:projectId/static-load-analysis/new',
  staticLoadAnalysisDetail: '/projects/:projectId/static-load-analysis/:staticLoadAnalysisId',
  editStaticLoadAnalysis: '/projects/:projectId/static-load-analysis/:staticLoadAnalysisId/edit',
  // Issue 37: the appraiser's compaction requirements per layer.
  compactionRequirements: '/projects/:projectId/compaction-requirements',
  // Issue 37 item 3: test lots of one layer in chosen grid fields.
  compactionLots: '/projects/:projectId/compaction-lots',
  // Issue 15: the project's whole EBV Anlage 2 matrix (materials × Einbauweisen).
  admissibility: '/projects/:projectId/admissibility',
} as const;

export type RouteName = keyof typeof routePatterns;

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? [Param, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Param}`
    ? [Param]
    : [];

/** Positional arguments of a pattern; an optional segment (":soilGroup?") may be undefined. */
type ArgsOf<T extends readonly string[]> = {
  [K in keyof T]: T[K] extends `${string}?` ? string | null | undefined : string;
};
export type PathArgs<P extends string> = ArgsOf<ParamNames<P>>;

/** Fills a pattern's parameters in order; optional ones are dropped when empty. */
export function buildPath(pattern: string, args: readonly (string | null | undefined)[]): string {
  let index = 0;
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const value = args[index++];
      if (value === undefined || value === null || value === '') {
        if (optional) return null;
        throw new Error(`${segment.slice(1).replace('?', '')} must be provided`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return built || '/';
}

type Variables = Readonly<Record<string, unknown>>;

/**
 * A link into a project screen for a registry entry: the project id fills `:projectId`, the
 * entry's variables fill the other parameters by name; null when one of them is missing.
 */
export function projectRoute(name: RouteName): (projectId: string, variables?: Variables) => string | null {
  const pattern = routePatterns[name];
  return (projectId, variables = {}) => {
    const values: (string | null)[] = [];
    for (const match of pattern.matchAll(/:(\w+)(\??)/g)) {
      const value = match[1] === 'projectId' ? projectId : variables[match[1]!];
      if ((value === undefined || value === null || value === '') && !match[2]) return null;
      values.push(value === undefined || value === null ? null : String(value));
    }
    return buildPath(pattern, values);
  };
}
