// /projects/:projectId/wrecking-piles — piles grouped under the spec's three headings, with the
// notices for a missing announcement, missing asbestos documentation and no pile yet, and links
// to create a pile, record or review the acceptance control and view a pile (spec part 2 §2).
import { Link, useParams } from 'react-router';
import { ClipboardCheck, ClipboardPen, Eye, Mountain, Plus } from 'lucide-react';
import { wreckingPileStatusGroups, wreckingPileFacts } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { EmptyGroup, ListGroup } from '@/components/ui/list-group';
import { ExportMenu } from '@/components/export-menu';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { useCan } from '@/lib/can';
import { formatTons } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { ProjectRuleGate, QueryErrorScreen } from '@/components/project-rule-gate';
import { useWreckingPiles } from '../api';
import { labelOf, WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import type { WreckingPile } from '@baustellendoku/domain';

export function WreckingPilesScreen() {
  const { projectId = '' } = useParams();
  return (
    <ProjectRuleGate projectId={projectId} rule="accessWreckingPiles">
      {(project) => <WreckingPiles project={project} />}
    </ProjectRuleGate>
  );
}

function WreckingPiles({ project }: { project: Project }) {
  const { projectId } = project;
  const piles = useWreckingPiles(projectId);
  const allowed = useCan(projectId);
  const createButton = allowed('createWreckingPile') ? (
    <Button asChild>
      <Link to={paths.createWreckingPile(projectId)}>
        <Plus aria-hidden />
        Miete anlegen
      </Link>
    </Button>
  ) : undefined;
  if (piles.isError) return <QueryErrorScreen error={piles.error} />;
  return (
    <>
      <PageHeader
        title="Bauschutt-Mieten"
        breadcrumbs={[{ label: project.name, href: paths.projectDashboard(projectId) }, { label: 'Bauschutt-Mieten' }]}
        action={createButton}
        secondaryActions={<ExportMenu path="/wrecking-pile" query={{ projectId }} label="Mieten exportieren" />}
      />
      <div className="space-y-6">
        <PrerequisiteNotices project={project} />
        {piles.isPending ? (
          <ListSkeleton />
        ) : piles.data.length === 0 ? (
          <EmptyState
            icon={Mountain}
            title="Es wurde noch keine Miete angelegt."
            description={
              createButton
                ? 'Legen Sie die erste Bauschutt-Miete an. Danach wird ihre Annahmekontrolle durchgeführt.'
                : 'Sobald der Projektleiter eine Miete anlegt, erscheint sie hier.'
            }
            action={createButton}
          />
        ) : (
          wreckingPileStatusGroups.map((group) => {
            const rows = piles.data.filter((pile) => (group.statuses as readonly string[]).includes(pile.status));
            return (
              <ListGroup key={group.key} id={`piles-${group.key}`} label={group.label} count={rows.length}>
                <PilesTable projectId={projectId} rows={rows} />
              </ListGroup>
            );
          })
        )}
      </div>
    </>
  );
}

/** Piles can be created only with a confirmed announcement and the asbestos documentation (spec §6). */
function PrerequisiteNotices({ project }: { project: Project }) {
  const { projectId } = project;
  return (
    <>
      {!project.hasConfirmedAnnouncement ? (
        <Alert
          tone="warning"
          title="Die Baustellenanzeige ist noch nicht versendet"
          action={
            <Button asChild variant="secondary" size="sm" className="max-sm:h-11">
              <Link to={paths.announcements(projectId)}>Baustellenanzeigen öffnen</Link>
            </Button>
          }
        >
          Mieten können erst angelegt werden, wenn der Versand der Baustellenanzeige bestätigt ist.
        </Alert>
      ) : null}
      {!project.isDocumentationOfAbsenceOfAsbestosCompleted ? (
        <Alert
          tone="warning"
          title="Die Asbestfreiheit ist noch nicht dokumentiert"
          action={
            <Button asChild variant="secondary" size="sm" className="max-sm:h-11">
              <Link to={paths.documentationOfAbsenceOfAsbestos(projectId)}>Dokumentation öffnen</Link>
            </Button>
          }
        >
          Mieten können erst angelegt werden, wenn die Dokumentation der Asbestfreiheit vorliegt.
        </Alert>
      ) : null}
    </>
  );
}

function PilesTable({ projectId, rows }: { projectId: string; rows: WreckingPile[] }) {
  const allowed = useCan(projectId);
  if (rows.length === 0) return <EmptyGroup>Keine Mieten in diesem Bereich.</EmptyGroup>;
  return (
    <DataTable
      rows={rows}
      rowKey={(pile) => pile.wreckingPileId}
      caption="Bauschutt-Mieten"
      columns={[
        {
          key: 'name',
          header: 'Miete',
          primary: true,
          className: 'md:w-56',
          cell: (pile) => (
            <Link
              to={paths.wreckingPileDetail(projectId, pile.wreckingPileId)}
              className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {pile.name}
            </Link>
          ),
        },
        {
          key: 'grainSizeAndQuality',
          header: 'Geplante Materialklasse & Körnung',
          cell: (pile) => labelOf('grainSizeAndQuality', pile.expectedGrainSizeAndQuality),
        },
        {
          key: 'mass',
          header: 'Erwartete Menge',
          align: 'right',
          className: 'md:w-36',
          cell: (pile) => formatTons(pile.expectedMassOfRawMaterialInTons),
        },
        {
          key: 'status',
          header: 'Status',
          className: 'md:w-52',
          cell: (pile) => <WreckingPileStatusBadge status={pile.status} />,
        },
        {
          key: 'actions',
          header: <span className="sr-only">Aktionen</span>,
          align: 'right',
          className: 'md:w-[26rem]',
          cell: (pile) => (
            <div className="flex flex-wrap justify-end gap-2 max-md:[&_a]:h-11">
              {allowed('createAcceptanceControl', pile.status) ? (
                <Button asChild size="sm">
                  <Link to={paths.createAcceptanceControl(projectId, pile.wreckingPileId)}>
                    <ClipboardPen aria-hidden />
                    Annahmekontrolle erfassen
                  </Link>
                </Button>
              ) : null}
              {pile.status === 'acceptance_control_pending' &&
              allowed('approveWreckingPile', pile.status, wreckingPileFacts(pile)) ? (
                <Button asChild size="sm">
                  <Link to={paths.approveWreckingPile(projectId, pile.wreckingPileId)}>
                    <ClipboardCheck aria-hidden />
                    Annahmekontrolle prüfen
                  </Link>
                </Button>
              ) : null}
              <Button asChild size="sm" variant="secondary">
                <Link to={paths.wreckingPileDetail(projectId, pile.wreckingPileId)}>
                  <Eye aria-hidden />
                  Miete einsehen
                </Link>
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
