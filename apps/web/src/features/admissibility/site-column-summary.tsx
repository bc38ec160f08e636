// On the soil feature settings page: which column of EBV Anlage 2 the site conditions select and
// why, recomputed from the form values as they are typed (domain siteColumns, same as the server).
import { useWatch } from 'react-hook-form';
import { siteColumns, type SiteColumn, type SiteConditions } from '@baustellendoku/domain';
import { Badge } from '@/components/ui/badge';

const tones = { column: 'info', not_admissible: 'danger', not_checkable: 'neutral' } as const;

export function SiteColumnSummary() {
  const [soilType, thickness, groundwaterLevel, protectionArea] = useWatch({
    name: [
      'groundwaterCoverLayerSoilType',
      'groundwaterCoverLayerThicknessInMeter',
      'highestExpectedGroundwaterLevelInMeter',
      'waterProtectionArea',
    ],
  }) as [string | null, number | null, number | null, string | null];
  const site: SiteConditions = {
    groundwaterCoverLayerSoilType: soilType || null,
    groundwaterCoverLayerThicknessInMeter: typeof thickness === 'number' ? thickness : null,
    highestExpectedGroundwaterLevelInMeter: typeof groundwaterLevel === 'number' ? groundwaterLevel : null,
    waterProtectionArea: protectionArea || null,
  };
  return (
    <section
      aria-label="Spalte der Einbautabellen"
      className="space-y-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 sm:col-span-2"
    >
      <h3 className="text-sm font-semibold text-slate-900">Spalte der Einbautabellen (EBV Anlage 2)</h3>
      <SiteColumnList columns={siteColumns(site)} />
    </section>
  );
}

/** The selected column per material group with its reason (also on the Einbautabelle page). */
export function SiteColumnList({ columns }: { columns: { group: string; result: SiteColumn }[] }) {
  return columns.map(({ group, result }) => (
    <div key={group} className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        {/* A column's label can be longer than a phone is wide: it wraps. */}
        <Badge tone={tones[result.kind]} className="whitespace-normal">
          {result.label}
        </Badge>
        <span className="text-xs text-slate-500">für {group}</span>
      </div>
      <p className="text-sm text-slate-600">{result.reason}</p>
    </div>
  ));
}
