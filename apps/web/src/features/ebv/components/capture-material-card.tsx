// The dashboard's capture card (spec part 2 §2 "project dashboard", §5 "Capture broken material":
// on the dashboard wreckingPileId is also required): the machinist picks a pile and books tons on
// it. Hidden when no pile qualifies; a pile whose processed batches lack their location shows the
// notice and keeps the amount disabled, as the capture screen does.
import { useWatch } from 'react-hook-form';
import {
  dashboardCaptureSchema,
  isCaptureFormDisabled,
  processingMessages,
  wreckingPileFacts,
  type BatchStatus,
  type DashboardCaptureInput,
  type WreckingPile,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { SelectField } from '@/components/ui/select-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useCan } from '@/lib/can';
import { useWreckingPiles } from '../api';
import { sentOrQueued } from '@/lib/outbox/use-outbox';
import { useCaptureEntry } from '../processing-api';

const TITLE = 'Aufbereitetes Material erfassen';

export function CaptureMaterialCard({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  if (!allowed('accessWreckingPiles')) return null;
  return <CaptureCardLoader projectId={projectId} />;
}

function CaptureCardLoader({ projectId }: { projectId: string }) {
  const allowed = useCan(projectId);
  const piles = useWreckingPiles(projectId);
  // Missing locations do not disqualify a pile: the card says what to do instead.
  const qualifying = (piles.data ?? []).filter((pile) =>
    allowed('captureBrokenMaterial', pile.status, { ...wreckingPileFacts(pile), batchesWithoutLocationCount: 0 }),
  );
  if (qualifying.length === 0) return null;
  return <CaptureMaterialForm projectId={projectId} piles={qualifying} />;
}

type CaptureCardValues = { wreckingPileId: string; amountInTons: number | null };

function CaptureMaterialForm({ projectId, piles }: { projectId: string; piles: WreckingPile[] }) {
  const form = useDomainForm<CaptureCardValues, DashboardCaptureInput>(dashboardCaptureSchema, {
    wreckingPileId: piles.length === 1 ? piles[0]!.wreckingPileId : '',
    amountInTons: null,
  });
  const pileId = useWatch({ control: form.control, name: 'wreckingPileId' });
  const pile = piles.find((candidate) => candidate.wreckingPileId === pileId);
  const capture = useCaptureEntry(projectId, pile);
  const blocked =
    pile !== undefined &&
    isCaptureFormDisabled(
      pile.batches.map((batch) => ({
        status: batch.status as BatchStatus,
        isLocationDocumented: batch.isLocationDocumented,
      })),
    );
  const submit = submitHandler(form, ({ amountInTons }) => capture.send({ amountInTons }, { amountInTons }), {
    success: sentOrQueued('Das aufbereitete Material wurde erfasst'),
    failure: 'Das Material konnte nicht erfasst werden',
    then: () => form.reset({ wreckingPileId: pileId, amountInTons: null }),
  });
  return (
    <Card role="region" aria-labelledby="capture-material-card">
      <CardHeader title={<span id="capture-material-card">{TITLE}</span>} />
      <CardBody>
        <Form form={form} onSubmit={submit} className="space-y-4">
          <SelectField
            name="wreckingPileId"
            label="Miete"
            required
            placeholder="Miete auswählen"
            options={piles.map((candidate) => ({ value: candidate.wreckingPileId, label: candidate.name }))}
          />
          {blocked ? <Alert tone="warning">{processingMessages.documentLocations}</Alert> : null}
          <NumberField name="amountInTons" label="Menge" unit="t" allowDecimals required disabled={blocked} />
          <Button type="submit" className="w-full" isLoading={form.formState.isSubmitting} disabled={blocked}>
            Material erfassen
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}
