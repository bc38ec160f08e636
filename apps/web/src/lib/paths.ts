// Link builders for every route of the domain's route table: `paths.<name>(...ids)`.
import { buildPath, routePatterns, type PathArgs, type RouteName } from '@baustellendoku/domain';

type PathBuilders = { [N in RouteName]: (...args: PathArgs<(typeof routePatterns)[N]>) => string };

const builders = Object.fromEntries(
  Object.entries(routePatterns).map(([name, pattern]) => [
    name,
    (...args: (string | null | undefined)[]) => buildPath(pattern, args),
  ]),
) as unknown as PathBuilders;

export const paths = {
  ...builders,
  /** /login?logout-successful — the confirmation after logging out. */
  loginAfterLogout: () => '/login?logout-successful',
};
