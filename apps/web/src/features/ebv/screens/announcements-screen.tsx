// /projects/:projectId/announcements — site announcements with creation date, generated document
// and sending status; create (generates the PDF) and confirm sending (spec part 2 §2, §4).
import { useParams } from 'react-router';
import { FilePlus2, Send } from 'lucide-react';
import {
  announcementSendingStatus,
  announcementSendingStatusLabels,
  announcementSendingStatusTones,
} from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { FileLinks } from '@/components/ui/file-links';
import { errorMessage } from '@/lib/api-client';
import { rolesInProject, useCan } from '@/lib/can';
import { formatDate } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { useCurrentUser } from '@/lib/session';
import { paths } from '@/lib/paths';
import { ProjectDataIncompleteAlert } from '@/components/project-data-incomplete-alert';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { useAnnouncements, useConfirmSending, useCreateAnnouncement } from '../api';
import type { Announcement } from '@baustellendoku/domain';

export function AnnouncementsScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessAnnouncements">
      {(project) => <Announcements project={project} />}
    </ProjectRuleGate>
  );
}

function Announcements({ project }: { project: Project }) {
  const { projectId } = project;
  const allowed = useCan(projectId);
  const currentUser = useCurrentUser();
  const create = useCreateAnnouncement(projectId);
  const announcements = useAnnouncements(projectId);
  const isManager = rolesInProject(currentUser, projectId)?.includes('project_manager') ?? false;
  const createAnnouncement = async () => {
    try {
      await create.mutateAsync();
      toast.success('Die Baustellenanzeige wurde erstellt');
    } catch (error) {
      toast.error('Die Baustellenanzeige konnte nicht erstellt werden', errorMessage(error));
    }
  };
  const createButton = allowed('createAnnouncement') ? (
    <Button onClick={createAnnouncement} isLoading={create.isPending}>
      <FilePlus2 aria-hidden />
      Baustellenanzeige erstellen
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title="Baustellenanzeigen"
        description="Die Baustellenanzeige wird aus den Projektdaten erzeugt und an die zuständige Behörde versendet."
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Baustellenanzeigen' },
        ]}
        action={createButton}
      />
      {isManager && !project.isProjectDataCompleted ? (
        <ProjectDataIncompleteAlert projectId={projectId} className="mb-5">
          Eine Baustellenanzeige kann erst erstellt werden, wenn alle Projektdaten vollständig sind.
        </ProjectDataIncompleteAlert>
      ) : null}
      {announcements.isError ? (
        <QueryErrorScreen error={announcements.error} />
      ) : announcements.isPending ? (
        <ListSkeleton />
      ) : (
        <DataTable
          rows={announcements.data}
          rowKey={(announcement) => announcement.projectAnnouncementId}
          caption="Baustellenanzeigen"
          empty={
            <EmptyState
              title="Es wurde noch keine Baustellenanzeige erstellt."
              description={
                createButton
                  ? 'Erstellen Sie die Baustellenanzeige und bestätigen Sie anschließend den Versand.'
                  : undefined
              }
            />
          }
          columns={[
            {
              key: 'createdAt',
              header: 'Erstellt am',
              primary: true,
              className: 'md:w-40',
              cell: (announcement) => `Baustellenanzeige vom ${formatDate(announcement.createdAt)}`,
            },
            {
              key: 'document',
              header: 'Dokument',
              cell: (announcement) =>
                announcement.document ? <FileLinks files={[announcement.document]} /> : <span>–</span>,
            },
            {
              key: 'status',
              header: 'Versand',
              className: 'md:w-36',
              cell: (announcement) => <SendingBadge announcement={announcement} />,
            },
            {
              key: 'actions',
              header: <span className="sr-only">Aktionen</span>,
              align: 'right',
              className: 'md:w-56',
              cell: (announcement) =>
                !announcement.sendingIsConfirmed && allowed('confirmAnnouncementSending') ? (
                  <ConfirmSendingButton projectId={projectId} announcement={announcement} />
                ) : null,
            },
          ]}
        />
      )}
    </>
  );
}

function SendingBadge({ announcement }: { announcement: Announcement }) {
  const status = announcementSendingStatus(announcement);
  return <Badge tone={announcementSendingStatusTones[status]}>{announcementSendingStatusLabels[status]}</Badge>;
}

function ConfirmSendingButton({ projectId, announcement }: { projectId: string; announcement: Announcement }) {
  const confirm = useConfirmSending(projectId);
  const send = async () => {
    try {
      await confirm.mutateAsync(announcement.projectAnnouncementId);
      toast.success('Der Versand der Baustellenanzeige wurde bestätigt');
    } catch (error) {
      toast.error('Der Versand konnte nicht bestätigt werden', errorMessage(error));
      throw error;
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="secondary" className="max-md:h-11">
          <Send aria-hidden />
          Versand bestätigen
        </Button>
      }
      title="Versand bestätigen?"
      description={`Bestätigen Sie, dass die Baustellenanzeige vom ${formatDate(announcement.createdAt)} an die Behörde versendet wurde.`}
      confirmLabel="Versand bestätigen"
      onConfirm={send}
    />
  );
}
