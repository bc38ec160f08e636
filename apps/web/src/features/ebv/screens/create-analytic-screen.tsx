// …/batches/:breakingBatchId/analytic (spec part 2 §2 "Create analytic", §5 "Analytic"): the appraiser
// records sampling date, protocol and report, the class (only the family of the pile's planned
// class: the first 3 characters), the soil group where the class needs one (decision 0290), the
// complied footnotes of that class and, when required, the operational assessment. The schema's
// transform does the clean-up before sending; the server decides `completed` or `check`. Optional
// lab values (issue 23) show the computed class while typing; another class needs a comment.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  analyticClassChoices,
  analyticSchema,
  deviationText,
  deviationViolation,
  footnotesOfClass,
  isDeviating,
  optionLabel,
  optionLists,
  requiresSoilGroup,
  type AnalyticInput,
  type BatchDetail,
  type WreckingPile,
} from '@baustellendoku/domain';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { FileUploadField } from '@/components/ui/file-upload-field';
import { Form, FormActions, FormSection } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-fields';
import { TextareaField } from '@/components/ui/text-fields';
import { YesNoField } from '@/components/ui/yes-no-field';
import { toast } from '@/components/ui/toast-store';
import { submitHandler, useDomainForm } from '@/lib/domain-form';
import type { Project } from '@/lib/queries/projects';
import type { UploadedFile } from '@/lib/upload-file';
import { paths } from '@/lib/paths';
import { EvaluationStrip } from '@/features/material-class';
import { analyticEvaluation, labReportOf, labValuesInputOf } from '../analytic-lab';
import { AnalyticLabSection } from '../components/analytic-lab-section';
import { batchCrumbs, BatchGate } from '../components/batch-gate';
import { CheckboxListField } from '@/components/ui/checkbox-list-field';
import { labelOf } from '../components/wrecking-pile-parts';
import { useCreateAnalytic } from '../processing-api';

const TITLE = 'Analytik erfassen';

export function CreateAnalyticScreen() {
  const { projectId = '', wreckingPileId = '', breakingBatchId = '' } = useParams();
  return (
    <BatchGate
      projectId={projectId}
      wreckingPileId={wreckingPileId}
      breakingBatchId={breakingBatchId}
      rule="createAnalytic"
    >
      {(project, pile, batch) => <AnalyticForm project={project} pile={pile} batch={batch} />}
    </BatchGate>
  );
}

export type AnalyticFormValues = {
  samplingDate: string | null;
  samplingProtocolDocuments: UploadedFile[];
  reportDocuments: UploadedFile[];
  grainSizeAndQuality: string | null;
  soilGroup: string | null;
  materialClassFootnotes: string[];
  isOperationalAssessmentRequired: boolean | null;
  operationalAssessmentDocuments: UploadedFile[];
  /** Set from the lab-values entry (its own state), sent as the API's `labValues`. */
  labValues: ReturnType<typeof labValuesInputOf>;
  classDeviationComment: string;
};

/** A re-check edits the previous analytic again (spec part 2 §4); a first one starts from the planned class. */
function defaultsOf(pile: WreckingPile, batch: BatchDetail): AnalyticFormValues {
  const previous = batch.analytic;
  return {
    samplingDate: previous?.samplingDate ?? null,
    samplingProtocolDocuments: previous?.samplingProtocolDocuments ?? [],
    reportDocuments: previous?.reportDocuments ?? [],
    grainSizeAndQuality: previous?.grainSizeAndQuality ?? pile.expectedGrainSizeAndQuality,
    soilGroup: previous?.soilGroup ?? null,
    materialClassFootnotes: previous?.materialClassFootnotes ?? [],
    isOperationalAssessmentRequired: previous?.isOperationalAssessmentRequired ?? null,
    operationalAssessmentDocuments: previous?.operationalAssessmentDocuments ?? [],
    labValues: null,
    classDeviationComment: previous?.classDeviationComment ?? '',
  };
}

const soilGroupOptions = optionLists.materialSoilGroup.map(({ value, label }) => ({ value, label }));

function AnalyticForm({ project, pile, batch }: { project: Project; pile: WreckingPile; batch: BatchDetail }) {
  const navigate = useNavigate();
  const create = useCreateAnalytic(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const detail = paths.batchDetail(project.projectId, pile.wreckingPileId, batch.breakingBatchId);
  const form = useDomainForm<AnalyticFormValues, AnalyticInput>(analyticSchema, defaultsOf(pile, batch));
  const grainSizeAndQuality = useWatch({ control: form.control, name: 'grainSizeAndQuality' });
  const isAssessmentRequired = useWatch({ control: form.control, name: 'isOperationalAssessmentRequired' });
  useClassDependentCleanUp(form, grainSizeAndQuality);
  const [lab, setLab] = useState(() => labReportOf(pile.expectedGrainSizeAndQuality, batch));
  useEffect(() => form.setValue('labValues', labValuesInputOf(lab)), [form, lab]);
  const typed = useDeferredValue(lab);
  const computed = useMemo(() => analyticEvaluation(typed, batch.earlierLabChecks), [typed, batch.earlierLabChecks]);
  const evaluation = computed?.evaluation ?? null;
  const deviating = Boolean(evaluation && grainSizeAndQuality && isDeviating(grainSizeAndQuality, evaluation));
  const classOptions = analyticClassChoices(pile.expectedGrainSizeAndQuality).map((value) => ({
    value,
    label: labelOf('grainSizeAndQuality', value) ?? value,
  }));
  const save = submitHandler(form, create.mutateAsync, {
    success: 'Die Analytik wurde erfasst',
    failure: 'Die Analytik konnte nicht gespeichert werden',
    then: (result) => {
      // Without a suitability proof of the machine for this class the project manager decides.
      if (result.analyticStatus === 'check')
        toast.info('Eignungsnachweis für die Maschine fehlt', 'Der Projektleiter prüft die Ergebnisse.');
      navigate(detail);
    },
  });
  // The server asks the same (decision 0282); checked here so the appraiser is asked before sending.
  const submit = async (values: AnalyticInput) => {
    const violation = deviationViolation(values.grainSizeAndQuality, evaluation, values.classDeviationComment);
    if (!violation) return save(values);
    form.setError(violation.propertyPath, { type: 'deviation', message: violation.title }, { shouldFocus: true });
    return false;
  };
  const labError = form.formState.errors.labValues ? 'Bitte prüfen Sie die markierten Laborwerte.' : undefined;
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={TITLE}
        description={`Charge ${batch.number} · Miete ${pile.name}`}
        breadcrumbs={batchCrumbs(project, pile, batch, TITLE)}
      />
      <Form form={form} onSubmit={submit}>
        <FormSection title="Probenahme">
          <DateField name="samplingDate" label="Datum der Probenahme" placeholder="Datum wählen" required />
          <div className="hidden sm:block" aria-hidden />
          <FileUploadField name="samplingProtocolDocuments" label="Probenahmeprotokolle" required />
          <FileUploadField name="reportDocuments" label="Prüfberichte" required />
        </FormSection>
        {lab ? (
          <AnalyticLabSection
            report={lab}
            onChange={setLab}
            evaluation={evaluation}
            earlierChecks={batch.earlierLabChecks.map((check) => check.batchNumber)}
            error={labError}
          />
        ) : null}
        <FormSection title="Ergebnis">
          <SelectField
            name="grainSizeAndQuality"
            label="Materialklasse & Körnung"
            options={classOptions}
            placeholder="Materialklasse wählen"
            hint={`Wählbar sind die Klassen derselben Gruppe wie die geplante Materialklasse ${labelOf('grainSizeAndQuality', pile.expectedGrainSizeAndQuality) ?? ''}.`}
            required
          />
          {grainSizeAndQuality && requiresSoilGroup(grainSizeAndQuality) ? (
            <SelectField
              name="soilGroup"
              label="Bodengruppe"
              options={soilGroupOptions}
              placeholder="Bodengruppe wählen"
              required
            />
          ) : (
            <div className="hidden sm:block" aria-hidden />
          )}
          {/* The footnotes are whole sentences of EBV Anlage 2, too long for chips; "keine" excludes the others. */}
          <CheckboxListField
            name="materialClassFootnotes"
            label="Eingehaltene Fußnoten"
            options={(grainSizeAndQuality ? footnotesOfClass(grainSizeAndQuality) : []).map((footnote) => ({
              value: footnote,
              label: optionLabel('materialClassFootnote', footnote) ?? footnote,
            }))}
            exclusive="keine"
            empty="Bitte wählen Sie zuerst die Materialklasse."
            hint="Wählen Sie alle eingehaltenen Fußnoten aus, und nur die der gewählten Materialklasse."
            className="sm:col-span-2"
            required
          />
          {deviating && evaluation ? (
            <TextareaField
              name="classDeviationComment"
              label={`Begründung: gewählte Klasse ${deviationText(evaluation.materialClass)}`}
              hint="Die gewählte Materialklasse weicht von der Berechnung aus den Laborwerten ab. Die Begründung steht an der Charge, im Verlauf und im Bewertungsbogen."
              rows={3}
              required
              className="sm:col-span-2"
            />
          ) : null}
        </FormSection>
        <FormSection title="Betriebsbeurteilung">
          <YesNoField
            name="isOperationalAssessmentRequired"
            label="Neue Betriebsbeurteilung ist notwendig?"
            required
            className="sm:col-span-2"
          />
          {isAssessmentRequired ? (
            <FileUploadField
              name="operationalAssessmentDocuments"
              label="Dokumente der Betriebsbeurteilung"
              required
              className="sm:col-span-2"
            />
          ) : null}
        </FormSection>
        <FormActions>
          <Button variant="secondary" onClick={() => navigate(detail)} disabled={form.formState.isSubmitting}>
            Abbrechen
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            Speichern
          </Button>
          {/* Phones and tablets: the computed class stays in view above the buttons while typing. */}
          <EvaluationStrip evaluation={evaluation} className="shadow-none sm:order-first sm:mr-auto lg:hidden" />
        </FormActions>
      </Form>
    </div>
  );
}

/**
 * A new class takes its own footnotes only, and a class without soil group drops the one chosen
 * before: hidden fields must not send stale values.
 */
function useClassDependentCleanUp(
  form: UseFormReturn<AnalyticFormValues, unknown, AnalyticInput>,
  grainSizeAndQuality: string | null,
) {
  useEffect(() => {
    if (!grainSizeAndQuality) return;
    const allowed = footnotesOfClass(grainSizeAndQuality);
    const footnotes = form.getValues('materialClassFootnotes');
    const kept = footnotes.filter((footnote) => allowed.includes(footnote));
    if (kept.length !== footnotes.length) form.setValue('materialClassFootnotes', kept);
    if (!requiresSoilGroup(grainSizeAndQuality) && form.getValues('soilGroup') !== null)
      form.setValue('soilGroup', null);
  }, [form, grainSizeAndQuality]);
}
