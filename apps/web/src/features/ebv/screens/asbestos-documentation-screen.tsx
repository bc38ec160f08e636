// /projects/:projectId/documentation-of-absence-of-asbestos — the documents proving the absence
// of asbestos (date, document, who added it), the template download, the add-documents dialog
// and the note that piles can be managed only afterwards (spec part 2 §2, §5).
import { useParams } from 'react-router';
import { Download, ShieldCheck } from 'lucide-react';
import { asbestosDocumentsSchema } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { UploadDocumentsDialog } from '@/components/ui/upload-documents-dialog';
import { ListSkeleton } from '@/components/ui/skeleton';
import { FileLinks } from '@/components/ui/file-links';
import { useCan } from '@/lib/can';
import { formatDate } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { useAddAsbestosDocuments, useAsbestosDocuments } from '../api';

export function AsbestosDocumentationScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessAsbestosDocumentation">
      {(project) => <AsbestosDocumentation project={project} />}
    </ProjectRuleGate>
  );
}

function AsbestosDocumentation({ project }: { project: Project }) {
  const { projectId } = project;
  const documents = useAsbestosDocuments(projectId);
  const allowed = useCan(projectId);
  const canAdd = allowed('addAsbestosDocumentation');
  if (documents.isError) return <QueryErrorScreen error={documents.error} />;
  return (
    <>
      <PageHeader
        title="Dokumentation der Asbestfreiheit"
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(projectId) },
          { label: 'Dokumentation der Asbestfreiheit' },
        ]}
        secondaryActions={
          documents.data ? (
            <Button asChild variant="secondary">
              <a href={documents.data.template.url} target="_blank" rel="noreferrer">
                <Download aria-hidden />
                Vorlage herunterladen
              </a>
            </Button>
          ) : undefined
        }
        action={canAdd ? <AddAsbestosDocumentsDialog projectId={projectId} /> : undefined}
      />
      <div className="space-y-5">
        {project.isDocumentationOfAbsenceOfAsbestosCompleted ? (
          <Alert tone="success" title="Die Asbestfreiheit ist dokumentiert">
            Bauschutt-Mieten können nur verwaltet werden, wenn diese Dokumentation vorliegt. Sie liegt vor, Mieten
            können angelegt werden.
          </Alert>
        ) : (
          <Alert tone="info" title="Hinweis">
            Bauschutt-Mieten können erst verwaltet werden, wenn die Dokumentation der Asbestfreiheit vorliegt. Laden Sie
            die Vorlage herunter, füllen Sie sie aus und fügen Sie sie zusammen mit weiteren Nachweisen hinzu.
          </Alert>
        )}
        {documents.isPending ? (
          <ListSkeleton />
        ) : (
          <DataTable
            rows={documents.data.items}
            rowKey={(document) => document.documentId}
            caption="Dokumente der Asbestfreiheit"
            empty={
              <EmptyState
                icon={ShieldCheck}
                title="Es wurden noch keine Dokumente zur Asbestfreiheit hinzugefügt."
                description={canAdd ? 'Fügen Sie die ausgefüllte Vorlage und weitere Nachweise hinzu.' : undefined}
              />
            }
            columns={[
              {
                key: 'document',
                header: 'Dokument',
                primary: true,
                cell: (document) => <FileLinks files={[document.file]} />,
              },
              {
                key: 'createdAt',
                header: 'Datum',
                className: 'md:w-36',
                cell: (document) => formatDate(document.createdAt),
              },
              {
                key: 'createdBy',
                header: 'Hinzugefügt von',
                className: 'md:w-56',
                cell: (document) => document.createdBy?.name ?? '–',
              },
            ]}
          />
        )}
      </div>
    </>
  );
}

function AddAsbestosDocumentsDialog({ projectId }: { projectId: string }) {
  const add = useAddAsbestosDocuments(projectId);
  return (
    <UploadDocumentsDialog
      id="add-asbestos-documents"
      title="Dokumente hinzufügen"
      description="Nachweise der Asbestfreiheit, z. B. die ausgefüllte Vorlage oder ein Gutachten."
      triggerLabel="Dokumente hinzufügen"
      fieldLabel="Dokumente"
      schema={asbestosDocumentsSchema}
      onSave={(documents) => add.mutateAsync(documents)}
      successMessage="Die Dokumente zur Asbestfreiheit wurden hinzugefügt"
    />
  );
}
