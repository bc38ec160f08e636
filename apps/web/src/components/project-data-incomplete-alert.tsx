import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The notice of screens that need complete project data, with the link to the project settings. */
export function ProjectDataIncompleteAlert({
  projectId,
  children,
  className,
}: {
  projectId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Alert
      tone="warning"
      title="Die Projektdaten sind noch nicht vollständig"
      className={className}
      action={
        <Button asChild variant="secondary" size="sm">
          <Link to={paths.projectUpdate(projectId)}>Projekt bearbeiten</Link>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
