// "Laborwerte" of the analytic form (issue 23): the calculator's table of the material's parameters
// (paste, CSV import), the soil type for soil and the fresh-concrete exception for RC, and the
// computed class with its decisive parameters and warnings while typing. Optional: the spec's form
// (part 2 §5) saves without it.
import { isSoil, materialLabels, soilTypes, type MaterialClassEvaluation, type SoilType } from '@baustellendoku/domain';
import { FieldFrame } from '@/components/ui/field-frame';
import { FormSection } from '@/components/ui/form';
import { Select } from '@/components/ui/select';
import { EvaluationView } from '@/features/material-class/components/evaluation-view';
import { LabValuesEntry } from '@/features/material-class/components/lab-values-entry';
import type { LabReport } from '@/features/material-class/lab-values';

const soilTypeOptions = soilTypes.map((type) => ({
  value: type,
  label: type === 'Lehm/Schluff' ? 'Lehm, Schluff' : type,
}));

export function AnalyticLabSection({
  report,
  onChange,
  evaluation,
  earlierChecks,
  error,
}: {
  report: LabReport;
  onChange: (report: LabReport) => void;
  evaluation: MaterialClassEvaluation | null;
  /** Batch numbers of the pile's earlier checks the series includes. */
  earlierChecks: number[];
  error?: string;
}) {
  const soil = isSoil(report.material);
  return (
    <FormSection
      title="Laborwerte"
      description={`${materialLabels[report.material]} · optional: mit Laborwerten berechnet die App die Materialklasse nach Anlage 1 ErsatzbaustoffV.`}
    >
      <div className="grid gap-6 sm:col-span-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="space-y-4">
          {soil ? (
            <FieldFrame label="Bodenart" hint="Ohne Angabe wird wie Lehm, Schluff bewertet (Tabelle 3 Fußnote 2).">
              {(field) => (
                <Select
                  {...field}
                  value={report.soilType}
                  options={soilTypeOptions}
                  allowEmpty
                  placeholder="nicht bestimmt"
                  onChange={(value) => onChange({ ...report, soilType: value as SoilType | null })}
                />
              )}
            </FieldFrame>
          ) : null}
          {report.material === 'RC' ? (
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={report.freshConcrete}
                onChange={(event) => onChange({ ...report, freshConcrete: event.target.checked })}
              />
              Frisch gebrochenes, reines Betonmaterial (§ 10 Absatz 5 Satz 4)
            </label>
          ) : null}
          <LabValuesEntry
            material={report.material}
            entry={report}
            onChange={({ values, substances }) => onChange({ ...report, values, substances })}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <p className="mb-2 text-sm text-slate-600">
            {soil
              ? 'Einzelbewertung (§ 15).'
              : earlierChecks.length
                ? `Zeitreihe mit den früheren Prüfungen der Miete: ${earlierChecks.map((number) => `Charge ${number}`).join(', ')} (§ 10 Absatz 3).`
                : 'Erste Prüfung der Miete (§ 10 Absatz 3 Satz 4).'}
          </p>
          <EvaluationView evaluation={evaluation} />
        </div>
      </div>
    </FormSection>
  );
}
