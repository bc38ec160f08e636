// /wrecking-pile-inventory/:wreckingPileId/delivery-note/:grainSizeAndQuality/:soilGroup? (spec part
// 2 §2 "Create delivery note", §5, §6): the remaining tons of the stock, quantity and date, the
// carrier with address (country preset "de"); after saving the PDF is offered for download.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Download, FileCheck2, FileCode } from 'lucide-react';
import {
  deliveryNoteWithinStockSchema,
  wreckingPileFacts,
  type DeliveryNoteInput,
  type DeliveryNoteView,
  type WreckingPile,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { NumberField } from '@/components/ui/number-field';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-fields';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { useCan } from '@/lib/can';
import { formatTonsToKg, toIsoDate } from '@/lib/format';
import type { Project } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { AccessDenied } from '@/components/error-pages';
import { stockLabel } from '../components/inventory-stock';
import { WreckingPileGate } from '../components/wrecking-pile-gate';
import { useCreateDeliveryNote } from '../processing-api';

const TITLE = 'Lieferschein erstellen';

export function CreateDeliveryNoteScreen() {
  const { projectId = '', wreckingPileId = '', grainSizeAndQuality = '', soilGroup } = useParams();
  return (
    <WreckingPileGate projectId={projectId} wreckingPileId={wreckingPileId}>
      {(project, pile) => (
        <DeliveryNoteAccess
          project={project}
          pile={pile}
          stockKey={{ grainSizeAndQuality, soilGroup: soilGroup ?? null }}
        />
      )}
    </WreckingPileGate>
  );
}

type StockKey = { grainSizeAndQuality: string; soilGroup: string | null };

/** Role, delegation and pile status decide access; a missing stock leaves the form disabled. */
function DeliveryNoteAccess({ project, pile, stockKey }: { project: Project; pile: WreckingPile; stockKey: StockKey }) {
  const allowed = useCan(project.projectId);
  if (!allowed('createDeliveryNote', pile.status, { ...wreckingPileFacts(pile), availableAmountInTons: 1 }))
    return <AccessDenied />;
  const stock = pile.inventory.find(
    (entry) => entry.grainSizeAndQuality === stockKey.grainSizeAndQuality && entry.soilGroup === stockKey.soilGroup,
  );
  return (
    <DeliveryNoteForm project={project} pile={pile} stockKey={stockKey} available={stock?.availableAmountInTons ?? 0} />
  );
}

export type DeliveryNoteFormValues = {
  quantityInTons: number | null;
  deliveryDate: string | null;
  grainSizeAndQuality: string;
  soilGroup: string | null;
  carrier: {
    name: string;
    address: { street: string; houseNumber: string; postalCode: string; city: string; country: string };
    carrierNumber: string;
    phoneNumber: string;
    emailAddress: string;
  };
};

export function DeliveryNoteForm({
  project,
  pile,
  stockKey,
  available,
}: {
  project: Project;
  pile: WreckingPile;
  stockKey: StockKey;
  available: number;
}) {
  const create = useCreateDeliveryNote(project.projectId, pile.wreckingPileId);
  const [created, setCreated] = useState<DeliveryNoteView | null>(null);
  const schema = useMemo(() => deliveryNoteWithinStockSchema(available), [available]);
  const form = useDomainForm<DeliveryNoteFormValues, DeliveryNoteInput>(schema, {
    quantityInTons: null,
    deliveryDate: toIsoDate(new Date()),
    ...stockKey,
    carrier: {
      name: '',
      address: { street: '', houseNumber: '', postalCode: '', city: '', country: 'de' },
      carrierNumber: '',
      phoneNumber: '',
      emailAddress: '',
    },
  });
  const submit = submitHandler(form, create.mutateAsync, {
    success: 'Der Lieferschein wurde erstellt',
    failure: 'Der Lieferschein konnte nicht erstellt werden',
    then: setCreated,
  });
  const overview = paths.wreckingPileInventory(project.projectId);
  const material = stockLabel(stockKey);
  const hasStock = available > 0;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Miete ${pile.name} · ${material}`}
        breadcrumbs={[
          { label: project.name, href: paths.projectDashboard(project.projectId) },
          { label: 'Lieferscheine', href: overview },
          { label: pile.name, href: paths.wreckingPileDetail(project.projectId, pile.wreckingPileId) },
          { label: TITLE },
        ]}
      />
      {created ? (
        <CreatedNote note={created} overview={overview} />
      ) : (
        <>
          <Alert
            tone={hasStock ? 'info' : 'warning'}
            className="mb-5"
            title={hasStock ? `Noch ${formatTonsToKg(available)} verfügbar` : 'Kein Bestand verfügbar'}
          >
            {hasStock
              ? `Die verbleibende Menge ${material} dieser Miete; ein Lieferschein kann höchstens sie umfassen.`
              : `Von ${material} ist in dieser Miete nichts mehr verfügbar.`}
          </Alert>
          <Form form={form} onSubmit={submit}>
            <fieldset disabled={!hasStock} className="space-y-5">
              <FormSection title="Lieferung">
                <NumberField name="quantityInTons" label="Liefermenge" unit="t" allowDecimals required />
                <DateField name="deliveryDate" label="Lieferdatum" placeholder="Datum wählen" required />
              </FormSection>
              <FormSection title="Beförderer">
                <TextField name="carrier.name" label="Name des Beförderers" required className="sm:col-span-2" />
                <TextField name="carrier.address.street" label="Straße" required />
                <TextField name="carrier.address.houseNumber" label="Hausnummer" required />
                <TextField name="carrier.address.postalCode" label="PLZ" inputMode="numeric" required />
                <TextField name="carrier.address.city" label="Ort" required />
                <TextField name="carrier.address.country" label="Land" hint="Ländercode, z. B. de" required />
                <TextField name="carrier.carrierNumber" label="Beförderernummer" required />
                <TextField name="carrier.phoneNumber" label="Telefonnummer" type="tel" inputMode="tel" required />
                <TextField name="carrier.emailAddress" label="E-Mail-Adresse" type="email" inputMode="email" required />
              </FormSection>
            </fieldset>
            <FormActions>
              <Button asChild variant="secondary">
                <Link to={overview}>Abbrechen</Link>
              </Button>
              <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!hasStock}>
                {TITLE}
              </Button>
            </FormActions>
          </Form>
        </>
      )}
    </div>
  );
}

/** After saving: the generated PDF to download (§ 25 (2) EBV: signed and handed to the carrier). */
function CreatedNote({ note, overview }: { note: DeliveryNoteView; overview: string }) {
  return (
    <Card>
      <CardHeader title={`Lieferschein Nr. ${note.number} wurde erstellt`} />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-700">
          {formatTonsToKg(note.quantityInTons)} {stockLabel(note)} für {note.carrier.name}. Drucken Sie den Lieferschein
          aus, unterschreiben Sie ihn und übergeben Sie ihn dem Beförderer.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <a href={note.document.url} download={note.document.fileName}>
              <Download aria-hidden />
              Lieferschein herunterladen
            </a>
          </Button>
          {note.ublDocument ? (
            <Button asChild variant="secondary">
              <a
                href={note.ublDocument.url}
                download={note.ublDocument.fileName}
                aria-label={`Lieferschein Nr. ${note.number} als XML (UBL) herunterladen`}
              >
                <FileCode aria-hidden />
                XML (UBL)
              </a>
            </Button>
          ) : null}
          <Button asChild variant="secondary">
            <Link to={overview}>
              <FileCheck2 aria-hidden />
              Zur Lieferscheinübersicht
            </Link>
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
