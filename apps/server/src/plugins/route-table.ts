// Every route the app serves, with its schemas, as registered. Tests enumerate it (the fuzz suite,
// the access matrix), so a route added later is covered without touching them.
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export type RouteEntry = {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** Anyone may call it (`config: { access: 'public' }`: sign-in, logout, public settings). */
  public: boolean;
};

export function registerRouteTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const isPublic = route.config?.access === 'public';
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema, public: isPublic });
  });
}
