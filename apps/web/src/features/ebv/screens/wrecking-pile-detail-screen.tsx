// /wrecking-piles/:wreckingPileId — status badge and the sections of spec part 2 §2 "Pile detail":
// delivery notes (pile-delivery-notes-card), processed material with batches, approval,
// disposal, acceptance control and planning data; every action only as the rule table allows it.
import { Link, useParams } from 'react-router';
import { ClipboardCheck, ClipboardPen, FilePlus2, Pencil } from 'lucide-react';
import { ebvMessages, wreckingPileFacts } from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { auditItems, DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { fileLinksValue } from '@/components/ui/file-links';
import { useCan } from '@/lib/can';
import { formatDate, formatDateTime, formatTons } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { AcceptanceControlDetails } from '../components/acceptance-control-details';
import { PileBatchesCard } from '../components/pile-batches-card';
import { PileDeliveryNotesCard } from '../components/pile-delivery-notes-card';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { labelOf, WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import type { WreckingPile } from '@baustellendoku/domain';

export function WreckingPileDetailScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId}>
      {(project, pile) => <WreckingPileDetail project={project} pile={pile} />}
    </WreckingPileGate>
  );
}

function WreckingPileDetail({ project, pile }: { project: Project; pile: WreckingPile }) {
  const hasAsbestos = pile.acceptanceControl?.containsAsbestos === true;
  const isDisposed = pile.status === 'will_be_disposed';
  return (
    <>
      <PileHeader project={project} pile={pile} />
      {hasAsbestos && !isDisposed ? (
        <Alert tone="danger" title="Asbestbestandteile sichtbar" className="mb-5">
          {ebvMessages.asbestosVisibleNotice}
        </Alert>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-5">
          <PileDeliveryNotesCard pile={pile} />
          <PileBatchesCard projectId={project.projectId} pile={pile} />
          <AcceptanceControlCard project={project} pile={pile} />
          <PlanningCard pile={pile} />
        </div>
        <div className="space-y-5">
          <ApprovalCard pile={pile} />
          <DisposalCard project={project} pile={pile} />
          <Card>
            <CardHeader title="Details" />
            <CardBody>
              <DetailList items={auditItems(pile)} />
            </CardBody>
          </Card>
        </div>
      </div>
    </>
  );
}

function PileHeader({ project, pile }: { project: Project; pile: WreckingPile }) {
  const allowed = useCan(project.projectId);
  const { projectId } = project;
  const facts = wreckingPileFacts(pile);
  const link = (href: string, label: string, Icon: typeof Pencil, variant: 'primary' | 'secondary') => (
    <Button asChild variant={variant}>
      <Link to={href}>
        <Icon aria-hidden />
        {label}
      </Link>
    </Button>
  );
  // One primary action per status: record, conclude or document the disposal.
  const primary = allowed('createAcceptanceControl', pile.status, facts)
    ? link(
        paths.createAcceptanceControl(projectId, pile.wreckingPileId),
        'Annahmekontrolle erfassen',
        ClipboardPen,
        'primary',
      )
    : pile.status === 'acceptance_control_pending' && allowed('approveWreckingPile', pile.status, facts)
      ? link(
          paths.approveWreckingPile(projectId, pile.wreckingPileId),
          'Annahmekontrolle abschließen',
          ClipboardCheck,
          'primary',
        )
      : allowed('editAcceptanceControl', pile.status, facts) && pile.status === 'acceptance_control_rejected'
        ? link(
            paths.editAcceptanceControl(projectId, pile.wreckingPileId),
            'Annahmekontrolle bearbeiten',
            ClipboardPen,
            'primary',
          )
        : allowed('editDisposalInformation', pile.status, facts)
          ? link(
              paths.wreckingPileDisposalInformation(projectId, pile.wreckingPileId),
              pile.disposalInformation?.disposalDocuments.length
                ? 'Entsorgungsnachweis bearbeiten'
                : 'Entsorgungsnachweis hinzufügen',
              FilePlus2,
              'primary',
            )
          : undefined;
  const secondary = [
    pile.status !== 'acceptance_control_pending' &&
      allowed('approveWreckingPile', pile.status, facts) &&
      link(
        paths.approveWreckingPile(projectId, pile.wreckingPileId),
        'Annahmekontrolle abschließen',
        ClipboardCheck,
        'secondary',
      ),
    pile.status === 'acceptance_control_pending' &&
      allowed('editAcceptanceControl', pile.status, facts) &&
      link(
        paths.editAcceptanceControl(projectId, pile.wreckingPileId),
        'Annahmekontrolle bearbeiten',
        ClipboardPen,
        'secondary',
      ),
    allowed('editWreckingPile', pile.status, facts) &&
      link(paths.editWreckingPile(projectId, pile.wreckingPileId), 'Bearbeiten', Pencil, 'secondary'),
  ].filter(Boolean);
  return (
    <PageHeader
      title={`Miete ${pile.name}`}
      badge={<WreckingPileStatusBadge status={pile.status} />}
      breadcrumbs={pileCrumbs(project, pile)}
      action={primary}
      secondaryActions={
        secondary.length > 0 ? <div className="flex flex-wrap justify-end gap-2">{secondary}</div> : undefined
      }
    />
  );
}

function AcceptanceControlCard({ project, pile }: { project: Project; pile: WreckingPile }) {
  const allowed = useCan(project.projectId);
  return (
    <Card>
      <CardHeader title="Annahmekontrolle" />
      <CardBody>
        {pile.acceptanceControl ? (
          <AcceptanceControlDetails control={pile.acceptanceControl} />
        ) : (
          <EmptyState
            icon={ClipboardPen}
            title="Die Annahmekontrolle steht noch aus."
            description={
              allowed('createAcceptanceControl', pile.status, wreckingPileFacts(pile))
                ? 'Prüfen Sie den angelieferten Bauschutt und erfassen Sie die Annahmekontrolle.'
                : 'Der Maschinist oder der Projektleiter erfasst die Annahmekontrolle.'
            }
          />
        )}
      </CardBody>
    </Card>
  );
}

function PlanningCard({ pile }: { pile: WreckingPile }) {
  return (
    <Card>
      <CardHeader title="Planungsdaten" />
      <CardBody>
        <DetailList
          items={[
            { label: 'Bezeichnung der Miete', value: pile.name },
            { label: 'Maschine', value: pile.machine?.name },
            {
              label: 'Erwartete Masse des Rohmaterials',
              value: formatTons(pile.expectedMassOfRawMaterialInTons),
              numeric: true,
            },
            {
              label: 'Geplante Materialklasse & Körnung',
              value: labelOf('grainSizeAndQuality', pile.expectedGrainSizeAndQuality),
            },
            { label: 'Abfallschlüssel (AVV)', value: labelOf('disposalCode', pile.disposalCode), wide: true },
            { label: 'Dokumente', value: fileLinksValue(pile.documents), wide: true },
          ]}
        />
      </CardBody>
    </Card>
  );
}

function ApprovalCard({ pile }: { pile: WreckingPile }) {
  const approval = pile.approvalInformation;
  return (
    <Card>
      <CardHeader title="Freigabe" />
      <CardBody>
        {approval ? (
          <DetailList
            items={[
              { label: 'Termin des Gutachters', value: formatDate(approval.appraiserAppointedFor) },
              { label: 'Freigegeben von', value: approval.createdBy?.name },
              { label: 'Freigegeben am', value: formatDateTime(approval.createdAt) },
              {
                label: 'Freigabedokument',
                value: approval.document ? fileLinksValue([approval.document]) : null,
                wide: true,
              },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">Die Miete ist noch nicht zur Aufbereitung freigegeben.</p>
        )}
      </CardBody>
    </Card>
  );
}

function DisposalCard({ project, pile }: { project: Project; pile: WreckingPile }) {
  const disposal = pile.disposalInformation;
  const allowed = useCan(project.projectId);
  if (pile.status !== 'will_be_disposed' || !disposal)
    return (
      <Card>
        <CardHeader title="Entsorgung" />
        <CardBody>
          <p className="text-sm text-slate-600">Die Miete ist nicht zur Entsorgung bestimmt.</p>
        </CardBody>
      </Card>
    );
  const hasProof = disposal.disposalDocuments.length > 0;
  return (
    <Card>
      <CardHeader title="Entsorgung" />
      <CardBody className="space-y-4">
        {hasProof ? null : (
          <p className="text-sm text-slate-600">
            {allowed('editDisposalInformation', pile.status, wreckingPileFacts(pile))
              ? 'Die Miete wird entsorgt. Bitte fügen Sie den Entsorgungsnachweis hinzu.'
              : 'Die Miete wird entsorgt. Der Entsorgungsnachweis liegt noch nicht vor.'}
          </p>
        )}
        <DetailList
          items={[
            ...(hasProof
              ? [{ label: 'Entsorgungsnachweise', value: fileLinksValue(disposal.disposalDocuments), wide: true }]
              : []),
            { label: 'Zur Entsorgung bestimmt von', value: disposal.createdBy?.name },
            { label: 'Zur Entsorgung bestimmt am', value: formatDateTime(disposal.createdAt) },
            ...(disposal.updatedAt
              ? [
                  { label: 'Nachweis hinzugefügt von', value: disposal.updatedBy?.name },
                  { label: 'Nachweis hinzugefügt am', value: formatDateTime(disposal.updatedAt) },
                ]
              : []),
          ]}
        />
      </CardBody>
    </Card>
  );
}
