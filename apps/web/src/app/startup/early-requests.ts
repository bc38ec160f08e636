// The API answers a signed-in screen reads first, as address templates for the boot script
// (decision 0420), which asks for them before the app's code has loaded. They must be exactly the
// addresses the screens' queries ask for (route-queries.ts; boot.test.ts proves it), or
// the early answer is simply not used. Placeholders: {projectId} from the address, {roles} the
// signed-in user's roles in that project as repeated roles[]=… (dropped with its "?" when empty).
import type { RouteName } from '@baustellendoku/domain';
import type { StoredScreens } from './boot';

/** The screens that only show data: opened first, they paint the stored answers at once and refetch (route-queries.ts). */
export const readOnlyScreens = [
  'home',
  'projectDashboard',
  'projectHistory',
  'orders',
  'listDynamicLoadAnalysis',
] as const satisfies readonly RouteName[];
export type ReadOnlyScreen = (typeof readOnlyScreens)[number];

/**
 * Where a read-only screen's stored answers are kept, per address (decision 0430): idb-keyval's
 * default database and store, which the app writes (app/offline/query-persistence.ts) and the boot
 * script reads before the app's code has loaded.
 */
export const storedScreens: StoredScreens = {
  database: 'keyval-store',
  objectStore: 'keyval',
  keyPrefix: 'baustellendoku-screen:',
};

/** How long what a visit stored is offered to the next one. */
export const STORED_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

/** What every signed-in screen's frame reads: the session and the project list of the menu. */
export const shellRequests = ['/me', '/project'] as const;

/** Every screen below /projects/:projectId reads its project first. */
export const projectRequest = '/project/{projectId}';

/**
 * The screens' own first reads (the same screens as in route-queries.ts). A paged list asks for its
 * first page: skip 0 and one row more than the page (decision 0380: history 100, other lists 50).
 */
export const screenRequests: Partial<Record<RouteName, readonly string[]>> = {
  projectDashboard: ['/task/{projectId}?{roles}', '/history/{projectId}?skip=0&limit=10'],
  projectHistory: ['/history/{projectId}?skip=0&limit=101'],
  // All three groups: the screen shows them one below the other (no tabs), and each group's count
  // and first rows are part of the first screen.
  orders: [
    '/order?skip=0&limit=51&projectId={projectId}&phase=planning',
    '/order?skip=0&limit=51&projectId={projectId}&phase=delivery',
    '/order?skip=0&limit=51&projectId={projectId}&phase=closed',
    '/project/{projectId}/admissibility/overview',
  ],
  listDynamicLoadAnalysis: [
    '/dynamic-load-analysis?skip=0&limit=51&projectId={projectId}',
    '/dynamic-load-analysis/points?projectId={projectId}',
    '/public-config',
  ],
};
