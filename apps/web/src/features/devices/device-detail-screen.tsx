import { Link, useParams } from 'react-router';
import { FileText, ShieldCheck, Trash2 } from 'lucide-react';
import {
  createCertificateSchema,
  deviceTypeLabels,
  type CertificateView,
  type DeviceView,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-fields';
import { ErrorContent } from '@/components/error-pages';
import { useCan } from '@/lib/can';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { UploadedFile } from '@/lib/upload-file';
import { useAddCertificate, useDeleteCertificate, useDevice, useUpdateDevice, type CertificatePayload } from './api';
import { CalibrationBadge } from './calibration-badge';
import { DeviceForm, useDeviceForm } from './device-form';

/** /devices/:deviceId — a device, its calibration certificates and, for its keepers, their forms. */
export function DeviceDetailScreen() {
  const { deviceId = '' } = useParams();
  const device = useDevice(deviceId);
  if (device.isPending) return <PageSkeleton />;
  if (device.isError) return <ErrorContent error={device.error} />;
  return <DeviceDetail key={device.data.deviceId} device={device.data} />;
}

function DeviceDetail({ device }: { device: DeviceView }) {
  const allowed = useCan();
  const mayManage = allowed('manageDevices');
  const title = `${deviceTypeLabels[device.type]} ${device.serialNumber}`;
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <PageHeader
          title={title}
          description={device.model ?? undefined}
          breadcrumbs={[
            { label: 'Startseite', href: paths.home() },
            { label: 'Prüfgeräte', href: paths.devices() },
            { label: device.serialNumber },
          ]}
        />
        <p className="-mt-2 mb-4 flex items-center gap-2 text-sm text-slate-600">
          Kalibrierung: <CalibrationBadge calibratedUntil={device.calibratedUntil} />
        </p>
        {mayManage ? <EditDevice device={device} /> : null}
      </div>
      <section aria-labelledby="certificates-heading" className="space-y-4">
        <div>
          <h2 id="certificates-heading" className="text-lg font-semibold text-slate-900">
            Kalibrierscheine
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Ein Versuch zählt nur, wenn ein Kalibrierschein seinen Prüftag abdeckt (bis zum Ende des Tages „gültig
            bis“).
          </p>
        </div>
        {device.certificates.length === 0 ? (
          <EmptyState
            icon={ShieldCheck}
            title="Für dieses Gerät liegt noch kein Kalibrierschein vor."
            description="Versuche mit diesem Gerät werden bis dahin nicht beurteilt."
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Kalibrierscheine">
            {device.certificates.map((certificate) => (
              <CertificateCard
                key={certificate.certificateId}
                device={device}
                certificate={certificate}
                mayManage={mayManage}
              />
            ))}
          </ul>
        )}
        {mayManage ? <NewCertificate device={device} /> : null}
      </section>
    </div>
  );
}

function EditDevice({ device }: { device: DeviceView }) {
  const update = useUpdateDevice(device.deviceId);
  const values = (saved: DeviceView) => ({
    type: saved.type,
    serialNumber: saved.serialNumber,
    model: saved.model ?? '',
  });
  const form = useDeviceForm(values(device));
  const submit = submitHandler(form, update.mutateAsync, {
    success: (saved) => `Das Gerät ${saved.serialNumber} wurde gespeichert`,
    failure: 'Das Gerät konnte nicht gespeichert werden',
    then: (saved) => form.reset(values(saved)),
  });
  return (
    <DeviceForm
      form={form}
      onSubmit={submit}
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to={paths.devices()}>Zurück zur Liste</Link>
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            Speichern
          </Button>
        </>
      }
    />
  );
}

type NewCertificateForm = {
  issuedOn: string | null;
  validUntil: string | null;
  issuer: string;
  document: UploadedFile[];
};
const emptyCertificate: NewCertificateForm = { issuedOn: null, validUntil: null, issuer: '', document: [] };

function NewCertificate({ device }: { device: DeviceView }) {
  const add = useAddCertificate(device.deviceId);
  const form = useDomainForm<NewCertificateForm, CertificatePayload>(createCertificateSchema, emptyCertificate);
  const submit = submitHandler(form, add.mutateAsync, {
    success: (saved) => `Der Kalibrierschein bis ${formatDate(saved.validUntil)} wurde hinzugefügt`,
    failure: 'Der Kalibrierschein konnte nicht hinzugefügt werden',
    then: () => form.reset(emptyCertificate),
  });
  return (
    <Card>
      <CardHeader title="Kalibrierschein hinzufügen" />
      <Form form={form} onSubmit={submit} className="grid gap-4 px-4 py-4 sm:grid-cols-2 sm:px-5">
        <DateField name="issuedOn" label="Datum des Kalibrierscheins" required />
        <DateField name="validUntil" label="Gültig bis" required />
        <TextField name="issuer" label="Kalibrierstelle" className="sm:col-span-2" />
        <FileUploadField name="document" label="Kalibrierschein" required maxFiles={1} className="sm:col-span-2" />
        <div className="flex justify-end sm:col-span-2">
          <Button
            type="submit"
            variant="secondary"
            isLoading={form.formState.isSubmitting}
            className="w-full sm:w-auto"
          >
            Kalibrierschein hinzufügen
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function CertificateCard({
  device,
  certificate,
  mayManage,
}: {
  device: DeviceView;
  certificate: CertificateView;
  mayManage: boolean;
}) {
  const remove = useDeleteCertificate(device.deviceId);
  const period = `${formatDate(certificate.issuedOn)} – ${formatDate(certificate.validUntil)}`;
  return (
    <li data-certificate={certificate.certificateId}>
      <Card className="flex h-full flex-col">
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <ShieldCheck className="size-4 text-success-700" aria-hidden />
              {period}
            </span>
          }
          description={certificate.issuer ?? 'Kalibrierstelle nicht angegeben'}
        />
        <div className="flex flex-1 flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-2 sm:px-5">
          {certificate.document ? (
            <a
              href={certificate.document.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 min-w-0 items-center gap-2 truncate text-sm text-brand-700 hover:underline"
            >
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
              {certificate.document.fileName}
            </a>
          ) : (
            <span className="text-sm text-slate-500">Keine Datei</span>
          )}
          {mayManage ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm" aria-label={`Kalibrierschein ${period} löschen`}>
                  <Trash2 aria-hidden />
                  Löschen
                </Button>
              }
              title="Kalibrierschein löschen?"
              description={`Versuche mit diesem Gerät vom ${period} werden danach neu beurteilt.`}
              confirmLabel="Löschen"
              tone="danger"
              onConfirm={() => remove.mutateAsync(certificate.certificateId)}
            />
          ) : null}
        </div>
      </Card>
    </li>
  );
}
