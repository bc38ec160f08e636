// Every route of the three spec parts, each screen loaded lazily:
// `screen(() => import('...'), 'ExportName')`.
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { routePatterns, type RouteName } from '@baustellendoku/domain';
import { prefetchLoader } from './route-prefetch';
import { AuthLayout } from './shell/auth-layout';
import { AppErrorPage, GenericErrorScreen, NotFoundScreen } from '@/components/error-pages';
import { SessionChecking } from './shell/session-checking';
import { SessionGate } from './shell/session-gate';
import { frameReady } from './shell/frame-parts-loader';
import { screensFor } from './screens-for-path';
// The login is the first screen of every new device: it ships in the entry chunk (no second round
// trip before it paints), and whatever it uses stays out of the signed-in chunk (decision 0301).
import { LoginScreen } from '@/features/auth/screens/login-screen';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

function screen<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): LazyScreen {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}

type PublicRoute = 'dataPrivacyPolicy' | 'login' | 'loginSuccessful' | 'loginFailed';
type AppRoute = Exclude<RouteName, PublicRoute | 'redirect'>;

/** The screens inside the signed-in layout. */
export const appScreens: Record<AppRoute, LazyScreen> = {
  home: screen(() => import('./screens/home-screen'), 'HomeScreen'),
  manageProjects: screen(() => import('@/features/projects/manage-projects-screen'), 'ManageProjectsScreen'),
  createProject: screen(() => import('@/features/projects/create-project-screen'), 'CreateProjectScreen'),
  manageMachines: screen(() => import('@/features/machines/machines-screen'), 'MachinesScreen'),
  createMachine: screen(() => import('@/features/machines/create-machine-screen'), 'CreateMachineScreen'),
  editMachine: screen(() => import('@/features/machines/edit-machine-screen'), 'EditMachineScreen'),
  devices: screen(() => import('@/features/devices/devices-screen'), 'DevicesScreen'),
  createDevice: screen(() => import('@/features/devices/create-device-screen'), 'CreateDeviceScreen'),
  deviceDetail: screen(() => import('@/features/devices/device-detail-screen'), 'DeviceDetailScreen'),
  guests: screen(() => import('@/features/administration/guests-screen'), 'GuestsScreen'),
  integrationTokens: screen(
    () => import('@/features/integrations/integration-tokens-screen'),
    'IntegrationTokensScreen',
  ),
  inviteGuest: screen(() => import('@/features/administration/invite-guest-screen'), 'InviteGuestScreen'),
  editGuest: screen(() => import('@/features/administration/edit-guest-screen'), 'EditGuestScreen'),
  historyChains: screen(() => import('@/features/history/history-chains-screen'), 'HistoryChainsScreen'),
  retention: screen(() => import('@/features/project-documents/retention-screen'), 'RetentionScreen'),
  projectDashboard: screen(() => import('@/features/projects/project-dashboard-screen'), 'ProjectDashboardScreen'),
  projectUpdate: screen(() => import('@/features/projects/project-settings-screen'), 'ProjectSettingsScreen'),
  projectHistory: screen(() => import('@/features/history/project-history-screen'), 'ProjectHistoryScreen'),
  projectUsers: screen(() => import('@/features/participants/project-users-screen'), 'ProjectUsersScreen'),
  addProjectUser: screen(() => import('@/features/participants/add-project-user-screen'), 'AddProjectUserScreen'),
  editProjectUser: screen(() => import('@/features/participants/edit-project-user-screen'), 'EditProjectUserScreen'),
  projectFeatures: screen(() => import('@/features/projects/project-features-screen'), 'ProjectFeaturesScreen'),
  projectDocuments: screen(
    () => import('@/features/project-documents/screens/project-documents-screen'),
    'ProjectDocumentsScreen',
  ),
  editMountingDocumentationFeature: screen(
    () => import('@/features/mounting-documentation/screens/mounting-feature-screen'),
    'MountingFeatureScreen',
  ),
  editEbvFeature: screen(() => import('@/features/ebv/screens/ebv-feature-screen'), 'EbvFeatureScreen'),
  projectWebhooks: screen(() => import('@/features/webhooks/webhooks-screen'), 'WebhooksScreen'),
  createWebhook: screen(() => import('@/features/webhooks/create-webhook-screen'), 'CreateWebhookScreen'),
  webhookDetail: screen(() => import('@/features/webhooks/webhook-detail-screen'), 'WebhookDetailScreen'),
  materialClass: screen(() => import('@/features/material-class/screens/material-class-screen'), 'MaterialClassScreen'),
  outbox: screen(() => import('./outbox/outbox-screen'), 'OutboxScreen'),

  announcements: screen(() => import('@/features/ebv/screens/announcements-screen'), 'AnnouncementsScreen'),
  documentationOfAbsenceOfAsbestos: screen(
    () => import('@/features/ebv/screens/asbestos-documentation-screen'),
    'AsbestosDocumentationScreen',
  ),
  wreckingPiles: screen(() => import('@/features/ebv/screens/wrecking-piles-screen'), 'WreckingPilesScreen'),
  createWreckingPile: screen(
    () => import('@/features/ebv/screens/wrecking-pile-form-screens'),
    'CreateWreckingPileScreen',
  ),
  wreckingPileDetail: screen(
    () => import('@/features/ebv/screens/wrecking-pile-detail-screen'),
    'WreckingPileDetailScreen',
  ),
  editWreckingPile: screen(() => import('@/features/ebv/screens/wrecking-pile-form-screens'), 'EditWreckingPileScreen'),
  approveWreckingPile: screen(
    () => import('@/features/ebv/screens/approve-wrecking-pile-screen'),
    'ApproveWreckingPileScreen',
  ),
  createAcceptanceControl: screen(
    () => import('@/features/ebv/screens/acceptance-control-screens'),
    'CreateAcceptanceControlScreen',
  ),
  editAcceptanceControl: screen(
    () => import('@/features/ebv/screens/acceptance-control-screens'),
    'EditAcceptanceControlScreen',
  ),
  wreckingPileDisposalInformation: screen(
    () => import('@/features/ebv/screens/pile-disposal-information-screen'),
    'PileDisposalInformationScreen',
  ),
  captureProcessedMaterial: screen(
    () => import('@/features/ebv/screens/capture-processed-material-screen'),
    'CaptureProcessedMaterialScreen',
  ),
  wreckingPileOverview: screen(
    () => import('@/features/ebv/screens/wrecking-pile-overview-screen'),
    'WreckingPileOverviewScreen',
  ),
  wreckingPileInventory: screen(
    () => import('@/features/ebv/screens/wrecking-pile-inventory-screen'),
    'WreckingPileInventoryScreen',
  ),
  createDeliveryNote: screen(
    () => import('@/features/ebv/screens/create-delivery-note-screen'),
    'CreateDeliveryNoteScreen',
  ),
  batchDetail: screen(() => import('@/features/ebv/screens/batch-detail-screen'), 'BatchDetailScreen'),
  documentBatchLocation: screen(
    () => import('@/features/ebv/screens/document-batch-location-screen'),
    'DocumentBatchLocationScreen',
  ),
  createAnalytic: screen(() => import('@/features/ebv/screens/create-analytic-screen'), 'CreateAnalyticScreen'),
  reviewAnalytic: screen(() => import('@/features/ebv/screens/review-analytic-screen'), 'ReviewAnalyticScreen'),
  batchDisposalInformation: screen(
    () => import('@/features/ebv/screens/batch-disposal-information-screen'),
    'BatchDisposalInformationScreen',
  ),

  orders: screen(() => import('@/features/orders/screens/orders-screen'), 'OrdersScreen'),
  orderOverview: screen(() => import('@/features/orders/screens/order-overview-screen'), 'OrderOverviewScreen'),
  createOrder: screen(() => import('@/features/orders/screens/order-form-screens'), 'CreateOrderScreen'),
  orderDetail: screen(() => import('@/features/orders/screens/order-detail-screen'), 'OrderDetailScreen'),
  editOrder: screen(() => import('@/features/orders/screens/order-form-screens'), 'EditOrderScreen'),
  approveOrder: screen(() => import('@/features/orders/screens/approve-order-screen'), 'ApproveOrderScreen'),
  admissibility: screen(() => import('@/features/admissibility/admissibility-screen'), 'AdmissibilityScreen'),
  createDelivery: screen(() => import('@/features/orders/screens/create-delivery-screen'), 'CreateDeliveryScreen'),
  deliveryDetail: screen(() => import('@/features/orders/screens/delivery-detail-screen'), 'DeliveryDetailScreen'),
  mountingDocumentation: screen(
    () => import('@/features/mounting-documentation/screens/mounting-documentation-list-screen'),
    'MountingDocumentationListScreen',
  ),
  createMountingDocumentation: screen(
    () => import('@/features/mounting-documentation/screens/mounting-documentation-form-screens'),
    'CreateMountingDocumentationScreen',
  ),
  mountingDocumentationDetail: screen(
    () => import('@/features/mounting-documentation/screens/mounting-documentation-detail-screen'),
    'MountingDocumentationDetailScreen',
  ),
  editMountingDocumentation: screen(
    () => import('@/features/mounting-documentation/screens/mounting-documentation-form-screens'),
    'EditMountingDocumentationScreen',
  ),
  listDynamicLoadAnalysis: screen(
    () => import('@/features/load-tests/dynamic/screens/dynamic-load-list-screen'),
    'DynamicLoadListScreen',
  ),
  createDynamicLoadAnalysis: screen(
    () => import('@/features/load-tests/dynamic/screens/dynamic-load-form-screens'),
    'CreateDynamicLoadScreen',
  ),
  dynamicLoadAnalysisDetail: screen(
    () => import('@/features/load-tests/dynamic/screens/dynamic-load-detail-screen'),
    'DynamicLoadDetailScreen',
  ),
  editDynamicLoadAnalysis: screen(
    () => import('@/features/load-tests/dynamic/screens/dynamic-load-form-screens'),
    'EditDynamicLoadScreen',
  ),
  listStaticLoadAnalysis: screen(
    () => import('@/features/load-tests/static/screens/static-load-list-screen'),
    'StaticLoadListScreen',
  ),
  createStaticLoadAnalysis: screen(
    () => import('@/features/load-tests/static/screens/static-load-form-screens'),
    'CreateStaticLoadScreen',
  ),
  staticLoadAnalysisDetail: screen(
    () => import('@/features/load-tests/static/screens/static-load-detail-screen'),
    'StaticLoadDetailScreen',
  ),
  editStaticLoadAnalysis: screen(
    () => import('@/features/load-tests/static/screens/static-load-form-screens'),
    'EditStaticLoadScreen',
  ),
  compactionRequirements: screen(
    () => import('@/features/load-tests/compaction/compaction-requirements-screen'),
    'CompactionRequirementsScreen',
  ),
  compactionLots: screen(
    () => import('@/features/load-tests/compaction/compaction-lots-screen'),
    'CompactionLotsScreen',
  ),
};

const authScreens: Record<Exclude<PublicRoute, 'dataPrivacyPolicy'>, LazyScreen> = {
  login: async () => ({ Component: LoginScreen }),
  loginSuccessful: screen(() => import('@/features/auth/screens/login-result-screens'), 'LoginSuccessfulScreen'),
  loginFailed: screen(() => import('@/features/auth/screens/login-result-screens'), 'LoginFailedScreen'),
};

const hydrateFallbackElement = <SessionChecking />;

const appRoutePatterns = Object.fromEntries(
  Object.keys(appScreens).map((name) => [name, routePatterns[name as AppRoute]]),
) as Record<AppRoute, string>;

/** The route that holds the signed-in screens (and the "not found" screen), where more are patched in. */
const SCREENS_ROUTE_ID = 'screens';

function screenRoutes(queryClient: QueryClient, names: readonly AppRoute[]): RouteObject[] {
  return names.map((name) => ({
    path: routePatterns[name],
    lazy: appScreens[name],
    loader: prefetchLoader(queryClient, name),
  }));
}

/**
 * The routes, with only the signed-in `screens` whose pattern fits the address (decision 0783): the
 * router flattens, ranks and compiles every route it is given when it is made, and the first screen
 * needs one of them. The others join through `patchScreens` when a navigation asks for them.
 */
const createRoutes = (queryClient: QueryClient, screens: AppRoute[]): RouteObject[] => [
  {
    path: routePatterns.dataPrivacyPolicy,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement,
    lazy: screen(() => import('@/features/auth/screens/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    element: <AuthLayout />,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement,
    children: Object.entries(authScreens).map(([name, lazy]) => ({
      path: routePatterns[name as keyof typeof authScreens],
      lazy,
    })),
  },
  {
    element: <SessionGate />,
    errorElement: <AppErrorPage />,
    hydrateFallbackElement,
    children: [
      {
        path: routePatterns.redirect,
        lazy: screen(() => import('@/features/auth/screens/redirect-screen'), 'RedirectScreen'),
      },
      {
        lazy: async () => {
          // From 1024 px the sidebar's chunk loads beside the layout's, not after it (decision 0777).
          const [{ AppLayout }] = await Promise.all([import('./shell/app-layout'), frameReady()]);
          return { Component: AppLayout };
        },
        children: [
          {
            id: SCREENS_ROUTE_ID,
            errorElement: <GenericErrorScreen />,
            children: [...screenRoutes(queryClient, screens), { path: '*', element: <NotFoundScreen /> }],
          },
        ],
      },
    ],
  },
];

/**
 * Adds the screens a navigation's address may need and the router does not have yet. The router
 * asks before every navigation whose match has parameters or none (the "not found" route is one);
 * the routes it already has are not added again, so most navigations add nothing.
 */
function patchScreens(queryClient: QueryClient, initialScreens: AppRoute[]): PatchRoutesOnNavigationFunction {
  const added = new Set<AppRoute>(initialScreens);
  return ({ path, patch, signal }) => {
    const missing = screensFor(path, appRoutePatterns).filter((name) => !added.has(name));
    if (!missing.length || signal.aborted) return;
    patch(SCREENS_ROUTE_ID, screenRoutes(queryClient, missing));
    for (const name of missing) added.add(name);
  };
}

export function createAppRouter(queryClient: QueryClient) {
  // Matched once: each pattern's match compiles a regular expression (~6 ms under the phone's slowdown).
  const screens = screensFor(location.pathname, appRoutePatterns);
  return createBrowserRouter(createRoutes(queryClient, screens), {
    patchRoutesOnNavigation: patchScreens(queryClient, screens),
  });
}
