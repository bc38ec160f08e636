// /wrecking-piles/:wreckingPileId/capture-processed-material (spec part 2 §2 "Capture processed
// material", §5, §6): the machinist books tons on the pile's open batch. The clock is refreshed every
// 5 s; while a fully processed batch lacks its location the form is disabled with a notice.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  captureBrokenMaterialSchema,
  isCaptureFormDisabled,
  processingMessages,
  wreckingPileFacts,
  type BatchStatus,
  type CaptureBrokenMaterialInput,
  type WreckingPile,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDateTime } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { draftFormValues, sentOrQueued } from '@/lib/outbox/use-outbox';
import { AccessDenied } from '@/components/error-pages';
import { pileCrumbs, WreckingPileGate } from '../components/wrecking-pile-gate';
import { WreckingPileStatusBadge } from '../components/wrecking-pile-parts';
import { useCaptureEntry } from '../processing-api';

const TITLE = 'Aufbereitetes Material erfassen';
export const CLOCK_REFRESH_MS = 5000;

export function CaptureProcessedMaterialScreen() {
  const { projectId = '', wreckingPileId = '' } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId}>
      {(project, pile) => <CaptureAccess project={project} pile={pile} />}
    </WreckingPileGate>
  );
}

/**
 * Role and pile status decide access; the missing locations do not — they leave the screen open with
 * the form disabled and the notice (the server refuses the capture as well).
 */
function CaptureAccess({ project, pile }: { project: Project; pile: WreckingPile }) {
  const allowed = useCan(project.projectId);
  const facts = { ...wreckingPileFacts(pile), batchesWithoutLocationCount: 0 };
  if (!allowed('captureBrokenMaterial', pile.status, facts)) return <AccessDenied />;
  return <CaptureForm project={project} pile={pile} />;
}

/** The current time, refreshed every 5 seconds. */
function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

type CaptureFormValues = { amountInTons: number | null };

export function CaptureForm({ project, pile }: { project: Project; pile: WreckingPile }) {
  const navigate = useNavigate();
  const now = useClock();
  const capture = useCaptureEntry(project.projectId, pile);
  const detail = paths.wreckingPileDetail(project.projectId, pile.wreckingPileId);
  const form = useDomainForm<CaptureFormValues, CaptureBrokenMaterialInput>(
    captureBrokenMaterialSchema,
    capture.draft ? draftFormValues<CaptureFormValues>(capture.draft) : { amountInTons: null },
  );
  const disabled = isCaptureFormDisabled(
    pile.batches.map((batch) => ({
      status: batch.status as BatchStatus,
      isLocationDocumented: batch.isLocationDocumented,
    })),
  );
  const submit = submitHandler(form, (values) => capture.send(values, form.getValues()), {
    success: sentOrQueued('Das aufbereitete Material wurde erfasst'),
    failure: 'Das Material konnte nicht erfasst werden',
    then: () => navigate(detail),
  });
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Miete ${pile.name}`}
        badge={<WreckingPileStatusBadge status={pile.status} />}
        breadcrumbs={pileCrumbs(project, pile, TITLE)}
      />
      {disabled && (
        <Alert tone="warning" className="mb-4">
          {processingMessages.documentLocations}
        </Alert>
      )}
      <Form form={form} onSubmit={submit}>
        <FormSection title="Erfassung">
          <p className="text-sm text-slate-700 sm:col-span-2">
            Zeitpunkt: <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
          </p>
          <NumberField name="amountInTons" label="Menge" unit="t" allowDecimals required disabled={disabled} />
        </FormSection>
        <FormActions>
          <Button variant="secondary" onClick={() => navigate(detail)} disabled={form.formState.isSubmitting}>
            Abbrechen
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting} disabled={disabled}>
            Material erfassen
          </Button>
        </FormActions>
      </Form>
    </div>
  );
}
