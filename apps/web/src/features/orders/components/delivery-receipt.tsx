// The receipt of a delivery on its detail screen (decision 0690): who signed as what, when and
// where, with the drawn image, and every former version with „berichtigt am … durch …“.
import { signatureRoleLabels, type DeliveryVersionView, type SignatureView } from '@baustellendoku/domain';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime, formatNumber, formatTonsToKg } from '@/lib/format';

const positionText = (position: SignatureView['position']) =>
  position
    ? `${formatNumber(position.latitude, { decimals: 6 })}, ${formatNumber(position.longitude, { decimals: 6 })}${
        position.accuracyInMeters !== null ? ` (± ${formatNumber(position.accuracyInMeters)} m)` : ''
      }`
    : 'Keine Angabe des Geräts';

export function SignatureList({ signatures }: { signatures: SignatureView[] }) {
  if (signatures.length === 0) return <p className="text-sm text-slate-600">Nicht unterschrieben.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {signatures.map((signature) => (
        <li key={signature.role} className="rounded-md border border-slate-200 p-3" data-signature={signature.role}>
          <p className="text-sm font-medium text-slate-800">Unterschrift {signatureRoleLabels[signature.role]}</p>
          <img
            src={signature.image.url}
            alt={`Unterschrift ${signatureRoleLabels[signature.role]}: ${signature.signerName}`}
            className="my-2 h-24 w-full object-contain"
          />
          <DetailList
            items={[
              { label: 'Name', value: signature.signerName },
              { label: 'Unterschrieben am', value: formatDateTime(signature.signedAt) },
              { label: 'Standort', value: positionText(signature.position), wide: true },
            ]}
          />
        </li>
      ))}
    </ul>
  );
}

export function DeliveryVersions({ versions }: { versions: DeliveryVersionView[] }) {
  if (versions.length === 0) return null;
  return (
    <Card className="mt-5">
      <CardHeader title="Frühere Versionen" description="Ersetzt durch eine Berichtigung, unverändert aufbewahrt" />
      <CardBody className="space-y-5">
        {versions.map((version) => (
          <section key={version.version} aria-label={`Version ${version.version}`} className="space-y-3">
            <h3 className="text-sm font-semibold text-slate-800">Version {version.version}</h3>
            <DetailList
              items={[
                { label: 'Menge', value: formatTonsToKg(version.amountInTons), numeric: true },
                { label: 'Lieferdatum', value: formatDate(version.deliveryDate) },
                { label: 'Referenz (Lieferschein)', value: version.reference },
                { label: 'Kommentar', value: version.comment, wide: true },
                ...(version.correction
                  ? [
                      {
                        label: 'Berichtigung',
                        value: `berichtigt am ${formatDateTime(version.correction.correctedAt)} durch ${
                          version.correction.correctedBy?.name ?? 'Unbekannt'
                        } – ${version.correction.reason}`,
                        wide: true,
                      },
                    ]
                  : []),
              ]}
            />
            <SignatureList signatures={version.signatures} />
          </section>
        ))}
      </CardBody>
    </Card>
  );
}
