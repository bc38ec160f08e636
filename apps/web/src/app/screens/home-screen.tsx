import { Link, Navigate } from 'react-router';
import { ArrowRight, Building2, FolderOpen, Tractor, UserPlus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ShortcutLink } from '@/components/ui/shortcut-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/session';
import { useProjects } from '@/lib/queries/projects';
import type { ProjectListItem } from '@/lib/queries/projects';
import { errorMessage } from '@/lib/api-client';
import { canUser } from '@/lib/can';
import { paths } from '@/lib/paths';
import { SupportEmailLink } from '@/components/support-email-link';

function greeting(now = new Date()): string {
  const hour = now.getHours();
  if (hour < 11) return 'Guten Morgen';
  if (hour < 18) return 'Guten Tag';
  return 'Guten Abend';
}

/** Home (spec part 1 §1): greeting, admin shortcuts, redirect/notice/cards by project count. */
export function HomeScreen() {
  const currentUser = useCurrentUser();
  const projects = useProjects();
  const isAdmin = currentUser.user.isAdmin;
  const shortcuts = [
    canUser(currentUser, 'manageGuests') && { label: 'Gast einladen', href: paths.inviteGuest(), icon: UserPlus },
    canUser(currentUser, 'manageMachines') && {
      label: 'Maschinenakte anlegen',
      href: paths.createMachine(),
      icon: Tractor,
    },
    canUser(currentUser, 'manageProjects') && {
      label: 'Projekt anlegen',
      href: paths.createProject(),
      icon: Building2,
    },
  ].filter((shortcut) => shortcut !== false);

  const list = projects.data ?? [];
  if (!isAdmin && projects.isSuccess && list.length === 1)
    return <Navigate to={paths.projectDashboard(list[0]!.projectId)} replace />;

  return (
    <>
      <PageHeader
        title={`${greeting()}, ${currentUser.user.name.firstName} ${currentUser.user.name.lastName}`}
        description="Willkommen in der Baustellendoku."
      />
      {shortcuts.length > 0 ? (
        <section aria-label="Schnellzugriff" className="mb-8 grid gap-3 sm:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <ShortcutLink key={shortcut.href} {...shortcut} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading" className="mb-3 text-[15px] font-semibold text-slate-900">
          Ihre Projekte
          {projects.isSuccess && list.length > 0 ? (
            <span className="ml-1.5 font-normal text-slate-500">({list.length})</span>
          ) : null}
        </h2>
        {projects.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : projects.isError ? (
          <Alert tone="danger">{errorMessage(projects.error)}</Alert>
        ) : list.length === 0 ? (
          isAdmin ? (
            <EmptyState
              icon={FolderOpen}
              title="Es wurde noch kein Projekt angelegt."
              description="Legen Sie das erste Projekt an und ordnen Sie die Projektbeteiligten zu."
              action={
                <Button asChild>
                  <Link to={paths.createProject()}>Projekt anlegen</Link>
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={FolderOpen}
              title="Sie sind noch keinem Projekt zugeordnet."
              description={
                <>
                  Sobald Sie einem Projekt zugeordnet wurden, erscheint es hier. Bei Fragen wenden Sie sich an{' '}
                  <SupportEmailLink />.
                </>
              }
            />
          )
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((project) => (
              <ProjectCard key={project.projectId} project={project} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ProjectCard({ project }: { project: ProjectListItem }) {
  return (
    <li>
      <Card className="flex h-full flex-col p-4 transition-shadow hover:shadow-sm">
        <p className="text-xs font-medium tracking-wide text-slate-500">
          {project.number ? `Nr. ${project.number}` : 'Ohne Projektnummer'}
        </p>
        <h3 className="mt-1 line-clamp-2 text-[15px] font-semibold text-slate-900">{project.projectName}</h3>
        <div className="mt-auto pt-4">
          <Link
            to={paths.projectDashboard(project.projectId)}
            className="tap-target inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Projekt öffnen
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </Card>
    </li>
  );
}
