// Which signed-in screens an address may need (decision 0783). The router is made with only these
// and gets the others when a navigation asks (router.tsx, `patchRoutesOnNavigation`): made with all
// ~75 screens it flattens, ranks and compiles each route level before the first screen can start.
// The answer must include every pattern the router would match the address with, and may include
// more: the router still ranks and matches among the routes it has, so the screen it picks is the
// one it would pick among all of them. Hence the lenient rules: segments compared decoded and without
// case (the router's default), an empty segment ignored.

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
};

function fits(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '*') return true;
  if (head.startsWith(':')) {
    const optional = head.endsWith('?');
    return (path.length > 0 && fits(rest, path.slice(1))) || (optional && fits(rest, path));
  }
  return path.length > 0 && path[0] === head.toLowerCase() && fits(rest, path.slice(1));
}

/** The names whose pattern (`/projects/:projectId/orders`, `:soilGroup?`, `*`) may match `pathname`. */
export function screensFor<Name extends string>(pathname: string, patterns: Readonly<Record<Name, string>>): Name[] {
  const path = pathname.split('/').filter(Boolean).map(decoded);
  return (Object.keys(patterns) as Name[]).filter((name) => fits(patterns[name].split('/').filter(Boolean), path));
}
