import { useMatch } from 'react-router';

/** The projectId of the current address (/projects/:projectId/...), for the shell and can(). */
export function useCurrentProjectId(): string | undefined {
  const deep = useMatch('/projects/:projectId/*');
  const exact = useMatch('/projects/:projectId');
  return (deep ?? exact)?.params.projectId ?? undefined;
}
