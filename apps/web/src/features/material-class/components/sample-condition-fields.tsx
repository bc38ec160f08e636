// What the rules need besides the values: the soil type for soil (table 3) and, for RC, the
// fresh-concrete exception (§ 10 Absatz 5 Satz 4). Shared by the calculator and the batch analytic.
import { isSoil, soilTypes, type SoilType } from '@baustellendoku/domain';
import { FieldFrame } from '@/components/ui/field-frame';
import { Select } from '@/components/ui/select';
import type { LabReport } from '../lab-values';

const soilTypeOptions = soilTypes.map((type) => ({
  value: type,
  label: type === 'Lehm/Schluff' ? 'Lehm, Schluff' : type,
}));

export function SampleConditionFields({
  report,
  onChange,
  className,
}: {
  report: LabReport;
  onChange: (change: Partial<Pick<LabReport, 'soilType' | 'freshConcrete'>>) => void;
  /** Extra classes for the checkbox row (e.g. to span a grid). */
  className?: string;
}) {
  return (
    <>
      {isSoil(report.material) ? (
        <FieldFrame label="Bodenart" hint="Ohne Angabe wird wie Lehm, Schluff bewertet (Tabelle 3 Fußnote 2).">
          {(field) => (
            <Select
              {...field}
              value={report.soilType}
              options={soilTypeOptions}
              allowEmpty
              placeholder="nicht bestimmt"
              onChange={(value) => onChange({ soilType: value as SoilType | null })}
            />
          )}
        </FieldFrame>
      ) : null}
      {report.material === 'RC' ? (
        <label className={`flex min-h-11 items-center gap-3 text-sm text-slate-800 ${className ?? ''}`}>
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={report.freshConcrete}
            onChange={(event) => onChange({ freshConcrete: event.target.checked })}
          />
          Frisch gebrochenes, reines Betonmaterial (§ 10 Absatz 5 Satz 4)
        </label>
      ) : null}
    </>
  );
}
