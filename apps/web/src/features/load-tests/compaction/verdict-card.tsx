// The detail's verdict (issue 37): the badge, the layer the test names and why it is judged so,
// with the way to the requirements; the failed test a re-test repeats or the test that repeats it,
// and for a failed test not yet repeated "Erneut prüfen" (decision 0661); the device whose figures
// they are and whether it was calibrated on the test day (decision 0680).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RotateCcw } from 'lucide-react';
import { deviceTypeLabels, type LoadTestVerdictView, type TestDeviceView } from '@baustellendoku/domain';
import { formatDate } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { VerdictBadge } from './verdict-badge';

const linkClass = 'inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline sm:min-h-0';

export function VerdictCard({
  projectId,
  verdict,
  device,
  layer,
  retestOf = null,
  retestedBy = null,
  retestHref = null,
}: {
  projectId: string;
  verdict: LoadTestVerdictView;
  /** The registered device of the test, null when it names none. */
  device: TestDeviceView;
  layer: string | null;
  /** The failed test this one repeats, with its detail. */
  retestOf?: { number: number; href: string } | null;
  /** The test that repeats this one, with its detail. */
  retestedBy?: { number: number; href: string } | null;
  /** The new-test form prefilled as a re-test of this one, for those who may record it. */
  retestHref?: string | null;
}) {
  return (
    <Card>
      <CardBody className="space-y-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <div className="flex items-center gap-2">
            <span className="text-sm font-medium text-slate-700">Verdichtung</span>
            <VerdictBadge verdict={verdict} />
          </div>
          <p className="min-w-0 flex-1 text-sm text-slate-600" data-testid="verdict-reason">
            {layer ? `Schicht: ${layer}` : 'Keine Schicht angegeben'}
            {verdict.reason ? ` · ${verdict.reason}` : ''}
          </p>
          <Link to={paths.compactionRequirements(projectId)} className={linkClass}>
            Anforderungen ansehen
          </Link>
          {retestHref ? (
            <Button asChild variant="secondary">
              <Link to={retestHref}>
                <RotateCcw aria-hidden />
                Erneut prüfen
              </Link>
            </Button>
          ) : null}
        </div>
        <DeviceLine device={device} />
        {retestOf ? <TestLink href={retestOf.href}>Wiederholung von Versuch-Nr. {retestOf.number}</TestLink> : null}
        {retestedBy ? (
          <TestLink href={retestedBy.href}>Wiederholt durch Versuch-Nr. {retestedBy.number}</TestLink>
        ) : null}
      </CardBody>
    </Card>
  );
}

function TestLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-sm text-slate-600">
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    </p>
  );
}

/** „Gerät: Leichtes Fallgewichtsgerät Zorn ZFG 3000, Seriennummer 30417 · kalibriert bis 15.02.2027“ */
function DeviceLine({ device }: { device: TestDeviceView }) {
  if (!device)
    return (
      <p className="text-sm text-slate-600" data-testid="test-device">
        Gerät: kein registriertes Gerät angegeben
      </p>
    );
  const certificate = device.certificate;
  const calibration = device.calibratedOnTestDay
    ? `am Prüftag kalibriert (bis ${formatDate(certificate!.validUntil)})`
    : certificate
      ? `am Prüftag nicht kalibriert (Kalibrierung bis ${formatDate(certificate.validUntil)})`
      : 'am Prüftag nicht kalibriert (kein Kalibrierschein)';
  return (
    <p className="text-sm text-slate-600" data-testid="test-device" data-calibrated={device.calibratedOnTestDay}>
      Gerät:{' '}
      <Link to={paths.deviceDetail(device.deviceId)} className={linkClass}>
        {[deviceTypeLabels[device.type], device.model].filter(Boolean).join(' ')}, Seriennummer {device.serialNumber}
      </Link>{' '}
      · {calibration}
    </p>
  );
}
