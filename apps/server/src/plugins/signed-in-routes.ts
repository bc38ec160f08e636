// Every mutating API route needs a session unless it is marked `config: { public: true }` (guest
// sign-in, logout). The anonymous caller gets 401 before the body is judged (422), whatever guard
// the route adds for its rule — so a new area cannot forget it.
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { requireUser } from './authorize.js';

export type MutatingRoute = { method: string; url: string; isPublic: boolean };

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const signedIn: preValidationHookHandler = (request, _reply, done) => {
  requireUser(request);
  done();
};

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** onRoute hook for the /backend/api scope: runs before the modules register their routes. */
export function requireSessionForChanges(api: FastifyInstance) {
  api.addHook('onRoute', (route: RouteOptions) => {
    const methods = asList(route.method).filter((method) => mutatingMethods.has(method));
    if (methods.length === 0) return;
    const isPublic = route.config?.public === true;
    for (const method of methods) api.mutatingApiRoutes.push({ method, url: route.url, isPublic });
    if (!isPublic) route.preValidation = [signedIn, ...asList(route.preValidation)];
  });
}
