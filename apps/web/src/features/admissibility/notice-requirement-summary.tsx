// Whether a Voranzeige is required and why: the reasons, the m³ per material against 250 m³, the
// protection area, and the planned start with the deadline four weeks before it (§ 22 EBV).
import { formatDecimalDe, type EbvNotices } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const m3 = (value: string) => `${formatDecimalDe(value)}\u00a0m³`;
const tons = (value: string) => `${formatDecimalDe(value)}\u00a0t`;

export function NoticeRequirementSummary({ notices }: { notices: EbvNotices }) {
  const { requirement, plannedStart, priorNoticeDueOn } = notices;
  const groups = requirement.groups.filter((group) => group.materials.length > 0);
  return (
    <div className="space-y-3">
      <Badge tone={requirement.required ? 'warning' : 'success'}>
        {requirement.required ? 'Voranzeige erforderlich' : 'Keine Voranzeige erforderlich'}
      </Badge>
      <ul className="space-y-1 text-sm text-slate-800" aria-label="Begründung">
        {requirement.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {groups.map((group) => (
        <div key={group.key} className="overflow-x-auto">
          <table className="w-full min-w-[18rem] text-sm">
            <caption className="pb-1 text-left text-xs font-medium text-slate-600">{group.label}</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 text-left font-medium">Material</th>
                <th className="py-1 text-right font-medium">Menge</th>
                <th className="py-1 text-right font-medium">Schüttdichte</th>
                <th className="py-1 text-right font-medium">Volumen</th>
              </tr>
            </thead>
            <tbody>
              {group.materials.map((material) => (
                <tr key={material.materialClass} className="border-t border-slate-100">
                  <td className="py-1">{material.code}</td>
                  <td className="py-1 text-right tabular-nums">{tons(material.amountInTons)}</td>
                  <td className="py-1 text-right tabular-nums">{formatDecimalDe(material.tonsPerCubicMeter)} t/m³</td>
                  <td className="py-1 text-right tabular-nums">{m3(material.volumeInCubicMeters)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-medium">
                <td className="py-1" colSpan={3}>
                  Summe (Schwellenwert {m3(requirement.thresholdInCubicMeters)})
                </td>
                <td className={`py-1 text-right tabular-nums ${group.reached ? 'text-warning-700' : ''}`}>
                  {m3(group.totalInCubicMeters)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      ))}
      <p className="text-sm text-slate-700">
        Lage: {requirement.protectionArea.label}
        {requirement.protectionArea.designated ? ' (festgesetztes Schutzgebiet, § 22 Abs. 2 EBV)' : ''}
      </p>
      <p className="text-sm text-slate-700">
        Geplanter Einbaubeginn: {plannedStart.date ? formatDate(plannedStart.date) : 'offen'} ({plannedStart.source})
        {priorNoticeDueOn ? ` · Voranzeige einzureichen bis ${formatDate(priorNoticeDueOn)}` : ''}
      </p>
      <p className="text-xs text-slate-500">{notices.amountBasis}</p>
    </div>
  );
}
