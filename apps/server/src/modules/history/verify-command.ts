// npm run verify -- <projectId|--all>: checks the history chains (decision 0620) and names the
// first entry of each chain that does not match. Exit code 0 when every chain checked is intact,
// 1 when one is broken, 2 on a usage error.
import type { ChainReport } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { existingId } from '../../platform/access/index.js';
import { verifyAllChains, verifyProjectChain } from './history-chain.service.js';

const usage = 'Aufruf: npm run verify -- <Projekt-ID> | --all';

export function describeReport(report: ChainReport): string {
  const head = `${report.projectName} (${report.projectId}): ${report.entries} Einträge`;
  if (report.intact) return `${head} – Kette unverändert${report.headHash ? `, letzter Hash ${report.headHash}` : ''}`;
  const at = report.firstBreak!;
  const entry =
    at.historyId === null
      ? 'nach dem letzten vorhandenen Eintrag'
      : `erster abweichender Eintrag ${at.historyId}${at.seq === null ? '' : ` (Nr. ${at.seq}`}` +
        `${at.seq === null ? ' (' : ', '}${at.type}, ${at.occurrenceDate})`;
  return `${head} – KETTE GEBROCHEN: ${entry}: ${at.text}`;
}

export async function runVerifyCommand(
  db: Executor,
  args: string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [target] = args;
  if (args.length !== 1 || !target) {
    err(usage);
    return 2;
  }
  let reports: ChainReport[];
  if (target === '--all') reports = await verifyAllChains(db);
  else {
    let report: ChainReport | undefined;
    try {
      report = await verifyProjectChain(db, existingId(target));
    } catch {
      report = undefined;
    }
    if (!report) {
      err(`Kein Projekt mit der ID ${target}. ${usage}`);
      return 2;
    }
    reports = [report];
  }
  for (const report of reports) (report.intact ? out : err)(describeReport(report));
  const broken = reports.filter((report) => !report.intact).length;
  out(
    broken === 0
      ? `${reports.length} Verlaufskette(n) geprüft, alle unverändert.`
      : `${reports.length} Verlaufskette(n) geprüft, ${broken} gebrochen.`,
  );
  return broken === 0 ? 0 : 1;
}
