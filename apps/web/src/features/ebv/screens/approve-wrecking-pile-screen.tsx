// /wrecking-piles/:wreckingPileId/approve — "Annahmekontrolle abschließen" (spec part 2 §2, §4,
// §5): release with the appraiser's date (final, refused with visible asbestos), reject (only
// while pending; the control can be corrected) or dispose (final). Each offered as the rule table
// allows it in the pile's status.
import { useNavigate, useParams } from 'react-router';
import { CheckCircle2, Trash2, XCircle } from 'lucide-react';
import {
  approveWreckingPileSchema,
  ebvMessages,
  type ApproveWreckingPileInput,
  wreckingPileFacts,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateField } from '@/components/ui/date-field';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { useDecidePile, type PileDecision } from '../api';
import { AcceptanceControlDetails } from '../components/acceptance-control-details';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import type { WreckingPile } from '@baustellendoku/domain';

const TITLE = 'Annahmekontrolle abschließen';

export function ApproveWreckingPileScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId} rule="approveWreckingPile">
      {(project, pile) => <ApprovePile project={project} pile={pile} />}
    </WreckingPileGate>
  );
}

function ApprovePile({ project, pile }: { project: Project; pile: WreckingPile }) {
  const allowed = useCan(project.projectId);
  const facts = wreckingPileFacts(pile);
  const canReject = allowed('rejectAcceptanceControl', pile.status, facts);
  const canDispose = allowed('disposeWreckingPile', pile.status, facts);
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={TITLE}
        description={`Miete ${pile.name}`}
        badge={<WreckingPileStatusBadge status={pile.status} />}
        breadcrumbs={pileCrumbs(project, pile, TITLE)}
      />
      <div className="space-y-5">
        <Card>
          <CardHeader title="Annahmekontrolle" />
          <CardBody>
            {pile.acceptanceControl ? (
              <AcceptanceControlDetails control={pile.acceptanceControl} />
            ) : (
              <p className="text-sm text-slate-600">Für diese Miete wurde noch keine Annahmekontrolle erfasst.</p>
            )}
          </CardBody>
        </Card>
        <div className="grid items-start gap-5 md:grid-cols-3">
          <ReleaseCard project={project} pile={pile} />
          {canReject ? <ConfirmedMoveCard projectId={project.projectId} pile={pile} move="reject" /> : null}
          {canDispose ? <ConfirmedMoveCard projectId={project.projectId} pile={pile} move="dispose" /> : null}
        </div>
      </div>
    </div>
  );
}

/** Runs one decision with its toast and returns to the pile; errors are reported and rethrown. */
function useDecision(projectId: string, pile: WreckingPile) {
  const navigate = useNavigate();
  const decide = useDecidePile(projectId, pile.wreckingPileId);
  const backToPile = () => navigate(paths.wreckingPileDetail(projectId, pile.wreckingPileId));
  const run = async (decision: PileDecision, success: string, failure: string) => {
    try {
      await decide.mutateAsync(decision);
      toast.success(success);
      backToPile();
    } catch (error) {
      toast.error(failure, errorMessage(error));
      throw error;
    }
  };
  return { run, decide, backToPile };
}

function CardTitle({ icon: Icon, tone, children }: { icon: typeof CheckCircle2; tone: string; children: string }) {
  return (
    <span className="flex items-center gap-2">
      <Icon className={`size-4 ${tone}`} aria-hidden />
      {children}
    </span>
  );
}

type ReleaseForm = { appraiserAppointedFor: string | null };

function ReleaseCard({ project, pile }: { project: Project; pile: WreckingPile }) {
  const allowed = useCan(project.projectId);
  const { decide, backToPile } = useDecision(project.projectId, pile);
  const form = useDomainForm<ReleaseForm, ApproveWreckingPileInput>(approveWreckingPileSchema, {
    appraiserAppointedFor: null,
  });
  const hasAsbestos = pile.acceptanceControl?.containsAsbestos === true;
  const canRelease = allowed('releaseWreckingPile', pile.status, wreckingPileFacts(pile));
  // A field error (the appraiser date) goes under its field, anything else into a toast.
  const submit = submitHandler(form, (values) => decide.mutateAsync({ move: 'release', body: values }), {
    success: 'Die Miete wurde zur Aufbereitung freigegeben',
    failure: 'Die Miete konnte nicht freigegeben werden',
    then: backToPile,
  });
  return (
    <Card>
      <CardHeader
        title={
          <CardTitle icon={CheckCircle2} tone="text-success-700">
            Freigeben
          </CardTitle>
        }
        description="Die Miete darf aufbereitet werden. Die Freigabe ist endgültig."
      />
      <CardBody>
        {hasAsbestos ? (
          <Alert tone="danger" title="Freigabe nicht möglich">
            {ebvMessages.releaseRefusedAsbestos}
          </Alert>
        ) : !canRelease ? (
          <Alert tone="info">Freigeben ist erst möglich, wenn die Annahmekontrolle zur Prüfung vorliegt.</Alert>
        ) : (
          <Form form={form} onSubmit={submit} className="space-y-4">
            <DateField
              name="appraiserAppointedFor"
              label="Termin des Gutachters"
              hint="An diesem Tag wird der Gutachter für die Probenahme bestellt."
              required
            />
            <Button type="submit" isLoading={form.formState.isSubmitting} className="w-full">
              Miete freigeben
            </Button>
          </Form>
        )}
      </CardBody>
    </Card>
  );
}

/** Reject and dispose: a card with its explanation and a button that asks once more. */
const confirmedMoves = {
  reject: {
    title: 'Ablehnen',
    icon: XCircle,
    description: 'Die Annahmekontrolle muss überarbeitet werden und wird danach erneut geprüft.',
    button: 'Annahmekontrolle ablehnen',
    variant: 'danger-outline',
    question: 'Annahmekontrolle ablehnen?',
    explanation: (name: string) => `Die Annahmekontrolle der Miete ${name} wird zur Überarbeitung zurückgegeben.`,
    confirm: 'Ablehnen',
    success: 'Die Annahmekontrolle wurde abgelehnt',
    failure: 'Die Annahmekontrolle konnte nicht abgelehnt werden',
  },
  dispose: {
    title: 'Entsorgen',
    icon: Trash2,
    description: 'Die Miete wird nicht aufbereitet, sondern entsorgt. Das ist endgültig.',
    button: 'Miete entsorgen',
    variant: 'danger',
    question: 'Miete wirklich entsorgen?',
    explanation: (name: string) =>
      `Die Miete ${name} wird zur Entsorgung bestimmt und kann danach nicht mehr bearbeitet werden. Den Entsorgungsnachweis fügen Sie anschließend hinzu.`,
    confirm: 'Miete entsorgen',
    success: 'Die Miete wurde zur Entsorgung bestimmt',
    failure: 'Die Miete konnte nicht zur Entsorgung bestimmt werden',
  },
} as const;

function ConfirmedMoveCard({
  projectId,
  pile,
  move,
}: {
  projectId: string;
  pile: WreckingPile;
  move: keyof typeof confirmedMoves;
}) {
  const { run } = useDecision(projectId, pile);
  const text = confirmedMoves[move];
  return (
    <Card>
      <CardHeader
        title={
          <CardTitle icon={text.icon} tone="text-danger-600">
            {text.title}
          </CardTitle>
        }
        description={text.description}
      />
      <CardBody>
        <ConfirmDialog
          trigger={
            <Button variant={text.variant} className="w-full">
              {text.button}
            </Button>
          }
          title={text.question}
          description={text.explanation(pile.name)}
          confirmLabel={text.confirm}
          tone="danger"
          onConfirm={() => run({ move }, text.success, text.failure)}
        />
      </CardBody>
    </Card>
  );
}
