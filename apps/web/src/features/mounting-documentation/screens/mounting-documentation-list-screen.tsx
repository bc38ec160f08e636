// /mounting-documentation — the project's installations (grid field, date, order numbers), page by
// page and searched on the server (decision 0380).
import { Link, useParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { ListEnd } from '@/components/ui/load-more';
import { SearchableList, useListSearch } from '@/components/ui/search-field';
import { usePagedList } from '@/lib/queries/paged-list';
import { useCan } from '@/lib/can';
import { formatDate, formatMeters } from '@/lib/format';
import { PendingEntries } from '@/components/outbox-parts';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { mountingDocumentationKey, mountingDocumentationPagesQuery } from '../api';

export function MountingDocumentationListScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessMountingDocumentation">
      {(project) => <MountingDocumentationList projectId={projectId} projectName={project.name} />}
    </ProjectRuleGate>
  );
}

function MountingDocumentationList({ projectId, projectName }: { projectId: string; projectName: string }) {
  const listSearch = useListSearch();
  const list = usePagedList(mountingDocumentationPagesQuery(projectId, listSearch.search), mountingDocumentationKey);
  const allowed = useCan(projectId);
  const canCreate = allowed('createMountingDocumentation');
  // A project manager without a deliverable order learns why the button is missing.
  const waitsForOrder = !canCreate && allowed('editMountingDocumentation');
  if (list.isError) return <QueryErrorScreen error={list.error} />;
  const createButton = canCreate ? (
    <Button asChild>
      <Link to={paths.createMountingDocumentation(projectId)}>
        <Plus aria-hidden />
        Bodeneinbau dokumentieren
      </Link>
    </Button>
  ) : undefined;
  return (
    <>
      <PageHeader
        title="Dokumentationen"
        breadcrumbs={[{ label: projectName, href: paths.projectDashboard(projectId) }, { label: 'Dokumentationen' }]}
        action={createButton}
        secondaryActions={
          <ExportMenu
            path="/mounting-documentation"
            query={{ projectId, search: listSearch.search || undefined }}
            label="Dokumentationen exportieren"
          />
        }
      />
      {waitsForOrder ? (
        <Alert tone="info" className="mb-4">
          Ein Bodeneinbau kann dokumentiert werden, sobald mindestens eine Bestellung freigegeben ist.{' '}
          <Link to={paths.orders(projectId)} className="font-medium text-brand-700 hover:underline">
            Zu den Bestellungen
          </Link>
        </Alert>
      ) : null}
      <PendingEntries scope={`project:${projectId}`} kinds={['mountingDocumentation']} className="mb-4" />
      <SearchableList
        search={listSearch}
        label="Dokumentationen durchsuchen"
        placeholder="Rasterfeld oder Anlieferungsnummer"
        isPending={list.isPending}
        isEmpty={list.rows.length === 0}
        noEntries={<EmptyState title="Es wurde noch kein Bodeneinbau dokumentiert." />}
        notFound={(search) => `Keine Dokumentation gefunden für „${search}“.`}
      >
        <div>
          <DataTable
            virtual
            rows={list.rows}
            rowKey={mountingDocumentationKey}
            caption="Bodeneinbau-Dokumentationen"
            columns={[
              {
                key: 'gridField',
                header: 'Rasterfeld',
                primary: true,
                cell: (item) => (
                  <Link
                    to={paths.mountingDocumentationDetail(projectId, item.mountingDocumentationId)}
                    className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {item.gridField}
                  </Link>
                ),
              },
              { key: 'mountingDate', header: 'Einbaudatum', cell: (item) => formatDate(item.mountingDate) },
              {
                key: 'orders',
                header: 'Bestellungen',
                cell: (item) => item.orderReferences.map((reference) => reference.orderNumber).join(', '),
              },
              {
                key: 'height',
                header: 'Füllhöhe (NHN)',
                align: 'right',
                cell: (item) => formatMeters(item.fillingHeightInMeters, 2),
              },
              { key: 'limed', header: 'Kalkung', cell: (item) => (item.isLimed ? 'Ja' : 'Nein') },
            ]}
          />
          <ListEnd list={list} moreLabel="Weitere Dokumentationen laden" auto />
        </div>
      </SearchableList>
    </>
  );
}
