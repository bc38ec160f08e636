// /history-chains — "Verlaufsprüfung" (admin, issue 36 §4, decision 0620): every project's history
// chain checked on the server; a broken chain names its first entry that does not match.
import { useQuery } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import type { ChainReport, ChainReports } from '@baustellendoku/domain';
import { AccessDenied } from '@/components/error-pages';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/skeleton';
import { apiClient, errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/can';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';

const chainKeys = { all: ['history-chain'] as const };

/** Where the chain breaks, in words: the entry (number, time, id) and the reason. */
export function describeBreak(report: ChainReport): string {
  const at = report.firstBreak;
  if (!at) return '–';
  const entry =
    at.historyId === null
      ? 'Nach dem letzten vorhandenen Eintrag'
      : `${at.seq === null ? 'Eintrag ohne Nummer' : `Eintrag Nr. ${formatNumber(at.seq)}`} vom ${formatDateTime(at.occurrenceDate!)} (${at.type}, ID ${at.historyId})`;
  return `${entry}: ${at.text}`;
}

const columns: Column<ChainReport>[] = [
  {
    key: 'project',
    header: 'Projekt',
    primary: true,
    cell: (report) => <span className="font-medium">{report.projectName}</span>,
  },
  {
    key: 'entries',
    header: 'Einträge',
    align: 'right',
    cell: (report) => <span className="tabular-nums">{formatNumber(report.entries)}</span>,
  },
  {
    key: 'result',
    header: 'Ergebnis',
    cell: (report) =>
      report.intact ? <Badge tone="success">Unverändert</Badge> : <Badge tone="danger">Kette gebrochen</Badge>,
  },
  {
    key: 'break',
    header: 'Erster abweichender Eintrag',
    cell: (report) => <span className="break-words">{describeBreak(report)}</span>,
  },
  {
    key: 'head',
    header: 'Letzter Hash (SHA-256)',
    cell: (report) => <span className="font-mono text-xs break-all">{report.headHash ?? '–'}</span>,
  },
];

export function HistoryChainsScreen() {
  const allowed = useCan();
  const mayVerify = allowed('verifyHistoryChains');
  const check = useQuery({
    queryKey: chainKeys.all,
    enabled: mayVerify,
    queryFn: ({ signal }) => apiClient.get<ChainReports>('/history-chain', { signal }),
  });
  if (!mayVerify) return <AccessDenied />;
  const broken = check.data?.items.filter((report) => !report.intact) ?? [];
  const again = (
    <Button onClick={() => void check.refetch()} disabled={check.isFetching}>
      <RefreshCw aria-hidden />
      Erneut prüfen
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Verlaufsprüfung"
        breadcrumbs={[{ label: 'Startseite', href: paths.home() }, { label: 'Verlaufsprüfung' }]}
        action={again}
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        Jeder Verlaufseintrag trägt eine SHA-256-Prüfsumme über seinen Inhalt und die des Eintrags davor. Ein
        nachträglich geänderter, gelöschter oder eingefügter Eintrag bricht die Kette seines Projekts.
      </p>
      {check.isPending ? (
        <ListSkeleton rows={5} />
      ) : check.isError ? (
        <Alert tone="danger">{errorMessage(check.error)}</Alert>
      ) : (
        <>
          <Alert tone={broken.length === 0 ? 'success' : 'danger'} className="mb-4">
            {broken.length === 0
              ? `Alle ${formatNumber(check.data.items.length)} Verlaufsketten sind unverändert (geprüft ${formatDateTime(check.data.checkedAt)}).`
              : `${formatNumber(broken.length)} von ${formatNumber(check.data.items.length)} Verlaufsketten sind gebrochen (geprüft ${formatDateTime(check.data.checkedAt)}).`}
          </Alert>
          <DataTable
            caption="Verlaufsketten der Projekte"
            rows={[...broken, ...check.data.items.filter((report) => report.intact)]}
            columns={columns}
            rowKey={(report) => report.projectId}
            empty={<EmptyState icon={ShieldCheck} title="Es gibt noch keine Projekte." />}
          />
        </>
      )}
    </>
  );
}
