// "Laborwerte" of the analytic form (issue 23): the calculator's table of the material's parameters
// (paste, CSV import), the soil type for soil and the fresh-concrete exception for RC, and the
// computed class with its decisive parameters and warnings while typing. Optional: the spec's form
// (part 2 §5) saves without it.
import { isSoil, materialLabels, type MaterialClassEvaluation } from '@baustellendoku/domain';
import { FormSection } from '@/components/ui/form';
import { EvaluationView, type LabReport } from '@/features/material-class';
import { LabValuesEntry, SampleConditionFields } from '@/features/material-class/forms';

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
          <SampleConditionFields report={report} onChange={(change) => onChange({ ...report, ...change })} />
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
