// Which signed-in screens an address may need (decision 0783). The router is made with only these
// and gets the others when a navigation asks (router.tsx, `patchRoutesOnNavigation`): made with all
// ~75 screens it flattens, ranks and compiles each route level before the first screen can start.
// Each pattern is matched on its own with the router's own `matchPath` (0.15 ms for all of them,
// against 3.9–6.0 ms for making the router with every screen): the router then ranks and matches
// among the screens it has, so it picks the one it would pick among all of them.
import { matchPath } from 'react-router';

/** The names whose pattern (`/projects/:projectId/orders`, `:soilGroup?`) matches `pathname`. */
export function screensFor<Name extends string>(pathname: string, patterns: Readonly<Record<Name, string>>): Name[] {
  return (Object.keys(patterns) as Name[]).filter(
    (name) => matchPath({ path: patterns[name], end: true }, pathname) !== null,
  );
}
