// /outbox (issue "Working without a connection" §3, §5, §6; decision 0390): every field entry of
// the signed-in user kept on this device — waiting, being sent, or refused with the server's
// German reason and everything that was entered, to correct and resend or discard on purpose.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import { CheckCircle2, Pencil, RotateCcw, Send, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardBody, CardFooter } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailList } from '@/components/ui/detail-list';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/cn';
import { useProjects } from '@/lib/queries/projects';
import { paths } from '@/lib/paths';
import { outboxSender, outboxStore, requestPersistentStorage } from '@/lib/outbox/outbox';
import { fieldEntryKinds, hasWaitedLong } from '@/lib/outbox/outbox-entry';
import { EntryStateBadge, formatEntryAge, formatEntryTime } from '@/components/outbox-parts';
import { useOutboxEntries, type ShownEntry } from '@/lib/outbox/use-outbox';

const TITLE = 'Nicht synchronisierte Einträge';

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);

export function OutboxScreen() {
  const { user } = useCurrentUser();
  const entries = useOutboxEntries();
  const online = useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
  const projectNames = new Map((useProjects().data ?? []).map((project) => [project.projectId, project.projectName]));
  const [persistent, setPersistent] = useState<boolean | null>(null);
  useEffect(() => {
    if (entries.length > 0) void requestPersistentStorage().then(setPersistent);
  }, [entries.length]);
  const waiting = entries.filter((entry) => entry.state !== 'rejected');
  const longWaiting = entries.filter((entry) => hasWaitedLong(entry));
  const sendNow = async () => {
    const { stopped } = await outboxSender.flush(user.userId);
    if (stopped === 'offline')
      toast.error('Keine Verbindung', 'Die Einträge werden gesendet, sobald eine Verbindung besteht.');
  };
  return (
    <div className="max-w-4xl space-y-4">
      <PageHeader
        title={TITLE}
        breadcrumbs={[{ label: 'Start', href: paths.home() }, { label: TITLE }]}
        description="Diese Einträge sind auf diesem Gerät gespeichert und noch nicht beim Server angekommen. Sie werden automatisch in der Reihenfolge ihrer Erfassung gesendet, sobald eine Verbindung besteht."
        action={
          waiting.length > 0 ? (
            <Button onClick={sendNow} disabled={!online}>
              <Send aria-hidden />
              Jetzt senden
            </Button>
          ) : undefined
        }
      />
      {longWaiting.length > 0 ? (
        <Alert tone="warning" title="Einträge warten seit mehr als 3 Tagen">
          {longWaiting.length === 1 ? 'Ein Eintrag wartet' : `${longWaiting.length} Einträge warten`} seit mehr als 3
          Tagen. Manche Browser löschen die Daten einer Website nach 7 Tagen ohne Nutzung, und der Server nimmt Einträge
          nur bis 7 Tage nach der Erfassung an. Bitte stellen Sie bald eine Verbindung her.
        </Alert>
      ) : null}
      {persistent === false ? (
        <Alert tone="info">
          Der Browser hat dauerhaften Speicher nicht zugesagt: Bei knappem Speicher kann er die Einträge löschen. Öffnen
          Sie die App regelmäßig mit Verbindung, oder installieren Sie sie auf dem Startbildschirm.
        </Alert>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState
          icon={CheckCircle2}
          title="Alle Einträge sind synchronisiert."
          description="Was Sie ohne Verbindung erfassen, erscheint hier, bis es beim Server angekommen ist."
        />
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <EntryCard entry={entry} projectName={projectNames.get(entry.projectId)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function EntryCard({ entry, projectName }: { entry: ShownEntry; projectName: string | undefined }) {
  const rejected = entry.state === 'rejected';
  return (
    <Card className={cn(rejected && 'border-danger-200')}>
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{fieldEntryKinds[entry.kind]}</p>
            <h2 className="text-[15px] font-semibold text-slate-900">{entry.title}</h2>
            <p className="mt-0.5 text-sm text-slate-600">
              erfasst <time dateTime={entry.recordedAt}>{formatEntryTime(entry.recordedAt)}</time> ·{' '}
              {formatEntryAge(entry.recordedAt)}
              {projectName ? ` · ${projectName}` : ''}
            </p>
          </div>
          <EntryStateBadge entry={entry} />
        </div>
        {rejected ? (
          <Alert tone="danger" title="Vom Server abgelehnt">
            <p>{entry.reason}</p>
            {entry.violations && entry.violations.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {entry.violations.map((violation) => (
                  <li key={`${violation.propertyPath}:${violation.title}`}>{violation.title}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <DetailList items={entry.details} />
      </CardBody>
      {rejected ? <RejectedActions entry={entry} /> : null}
    </Card>
  );
}

function RejectedActions({ entry }: { entry: ShownEntry }) {
  const { user } = useCurrentUser();
  const resend = async () => {
    await outboxSender.resend({ ...entry, state: 'rejected' });
    if (onlineManager.isOnline()) await outboxSender.flush(user.userId);
  };
  return (
    <CardFooter className="flex-wrap">
      <ConfirmDialog
        trigger={
          <Button variant="ghost" className="text-danger-700">
            <Trash2 aria-hidden />
            Verwerfen
          </Button>
        }
        title="Eintrag verwerfen?"
        description="Der Eintrag und alles, was dafür eingegeben wurde, wird von diesem Gerät gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel="Verwerfen"
        tone="danger"
        onConfirm={async () => {
          await outboxStore.remove(entry.id);
          toast.success('Der Eintrag wurde verworfen');
        }}
      />
      <Button variant="secondary" onClick={resend}>
        <RotateCcw aria-hidden />
        Erneut senden
      </Button>
      <Link to={`${entry.formPath}?outbox=${encodeURIComponent(entry.id)}`} className={buttonVariants()}>
        <Pencil aria-hidden />
        Korrigieren
      </Link>
    </CardFooter>
  );
}
