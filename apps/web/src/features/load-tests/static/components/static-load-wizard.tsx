// The three-step form of spec part 3 §2/§4/§5: Allgemeines, Erstbelastung, Zweitbelastung. Each
// "Weiter" checks its step with the domain's step rules (same as the server's), a later tab opens
// only after the previous step was completed (green check), going back clears errors and keeps
// the values, and the DIN 18134 calculation of packages/domain runs 300 ms after the last change.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { Check } from 'lucide-react';
import {
  calculateStaticLoadTest,
  optionalInitialLoadRow,
  optionalSecondLoadRow,
  STATIC_INITIAL_LOAD_ROWS,
  STATIC_INITIAL_UNLOAD_ROWS,
  STATIC_SECOND_LOAD_ROWS,
  staticLoadingErrorMessage,
  staticLoadPayloadFrom,
  staticLoadStepIssues,
  staticLoadSteps,
  type StaticLoadCalculation,
  type StaticLoadFormValues,
  type StaticLoadPayloadDraft,
  type StaticLoadStep,
} from '@baustellendoku/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormActions } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { submitHandler, useStepForm, type SubmitOptions } from '@/lib/domain-form';
import type { Outline } from '@/components/map/map-geometry';
import { formatReading } from './format-results';
import { GeneralStep } from './general-step';
import { LoadRows, LoadRowsHeader, SumsRow, type RowGroup } from './load-rows';
import { loadingSummaryItems, SummaryGrid, withUnit } from './loading-summary';

export const RECALCULATION_DELAY_MS = 300;

const stepLabels: Record<StaticLoadStep, string> = {
  general: 'Allgemeines',
  initialLoad: 'Erstbelastung',
  secondLoad: 'Zweitbelastung',
};

const initialLoads: RowGroup = {
  title: 'Belastung',
  stressName: 'initialSubsidence.load',
  readingName: 'initialCompressions.load',
  rows: STATIC_INITIAL_LOAD_ROWS,
  optionalRow: optionalInitialLoadRow,
};
const initialUnloads: RowGroup = {
  title: 'Entlastung',
  stressName: 'initialSubsidence.unload',
  readingName: 'initialCompressions.unload',
  rows: STATIC_INITIAL_UNLOAD_ROWS,
};
const secondLoads: RowGroup = {
  title: 'Wiederbelastung',
  stressName: 'secondSubsidence.load',
  readingName: 'secondCompressions.load',
  rows: STATIC_SECOND_LOAD_ROWS,
  optionalRow: optionalSecondLoadRow,
};

/** Which step a field (or a server violation's path) belongs to. */
export function stepOfField(path: string): StaticLoadStep {
  if (path.startsWith('initialSubsidence') || path.startsWith('initialCompressions')) return 'initialLoad';
  if (path.startsWith('secondSubsidence') || path.startsWith('secondCompressions')) return 'secondLoad';
  return 'general';
}

const hasReading = (values: readonly (number | null)[]) => values.some((value) => value !== null);

export type StaticLoadWizardProps<TResult> = {
  initialValues: StaticLoadFormValues;
  /** An existing test is complete: all tabs are open from the start. */
  isEdit: boolean;
  outline: Outline | null;
  /** Sends the payload (with the form's values as entered); a 422 lands on the fields and opens the step of the first one. */
  onSubmit: (payload: StaticLoadPayloadDraft, values: StaticLoadFormValues) => Promise<TResult>;
  /** Toasts and what follows a save, as for every form (`submitHandler`). */
  messages: Pick<SubmitOptions<StaticLoadFormValues, TResult>, 'success' | 'failure' | 'then'>;
  onCancel: () => void;
  /** The project whose requirement layers the layer field offers. */
  projectId?: string;
};

export function StaticLoadWizard<TResult>({
  projectId,
  initialValues,
  isEdit,
  outline,
  onSubmit,
  messages,
  onCancel,
}: StaticLoadWizardProps<TResult>) {
  const form = useStepForm<StaticLoadFormValues>(initialValues);
  const [stepIndex, setStepIndex] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<StaticLoadStep>>(() => new Set(isEdit ? staticLoadSteps : []));
  const [saving, setSaving] = useState(false);
  const [calculation, setCalculation] = useState<StaticLoadCalculation>(() => calculateStaticLoadTest(initialValues));
  // The step whose errors are shown; its errors follow every change once "Weiter" was refused.
  const checkedStep = useRef<StaticLoadStep | null>(null);
  const step = staticLoadSteps[stepIndex]!;
  const topRef = useRef<HTMLDivElement>(null);

  const showIssues = (target: StaticLoadStep, focus: boolean): boolean => {
    const issues = staticLoadStepIssues(target, form.getValues(), new Date())
      // The calculation's blocking message is shown with the summary, not on a field.
      .filter((issue) => !(stepOfField(issue.path.join('.')) !== 'general' && issue.path.length === 2));
    form.clearErrors();
    issues.forEach((issue, index) =>
      form.setError(
        issue.path.join('.') as Path<StaticLoadFormValues>,
        { type: 'step', message: issue.message },
        { shouldFocus: focus && index === 0 },
      ),
    );
    return issues.length === 0;
  };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      if (checkedStep.current) showIssues(checkedStep.current, false);
      clearTimeout(timer);
      timer = setTimeout(() => setCalculation(calculateStaticLoadTest(form.getValues())), RECALCULATION_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
    // showIssues only reads the form; the subscription lives as long as the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const goTo = (index: number) => {
    form.clearErrors();
    checkedStep.current = null;
    setStepIndex(index);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const next = () => {
    checkedStep.current = step;
    if (!showIssues(step, true)) return;
    checkedStep.current = null;
    setCompleted((current) => new Set([...current, step]));
    goTo(stepIndex + 1);
  };

  const submit = async () => {
    const values = form.getValues();
    const failing = staticLoadSteps.find((candidate) => staticLoadStepIssues(candidate, values, new Date()).length > 0);
    if (failing) {
      setStepIndex(staticLoadSteps.indexOf(failing));
      checkedStep.current = failing;
      // Render the step's fields before focusing the first error.
      setTimeout(() => showIssues(failing, true), 0);
      return;
    }
    setSaving(true);
    // The combined analysedAt belongs to the date input; the first violation's step opens.
    const targets: string[] = [];
    const save = submitHandler(form, (checked) => onSubmit(staticLoadPayloadFrom(checked), checked), {
      ...messages,
      fieldOf: (path) => {
        const target = path === 'analysedAt' ? 'analysedAtDate' : path;
        targets.push(target || 'root.server');
        return target;
      },
    });
    const saved = await save(values);
    setSaving(false);
    if (!saved && targets.length > 0) setStepIndex(staticLoadSteps.indexOf(stepOfField(targets[0]!)));
  };

  const calculationValid =
    step === 'initialLoad' ? calculation.initial.isValid : calculation.initial.isValid && calculation.second.isValid;

  return (
    <div ref={topRef} className="scroll-mt-20">
      {/* Enter in a field acts like the step's main button; the buttons call the handlers directly
          so stale server errors on paths without a field never swallow a click. */}
      <Form form={form} onSubmit={() => (step === 'secondLoad' ? submit() : next())}>
        <div
          role="tablist"
          aria-label="Schritte"
          className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 max-sm:[&>button]:min-w-11 max-sm:[&>button]:justify-center"
        >
          {staticLoadSteps.map((candidate, index) => {
            const reachable = index === 0 || completed.has(staticLoadSteps[index - 1]!);
            const done = completed.has(candidate);
            return (
              <button
                key={candidate}
                type="button"
                role="tab"
                aria-selected={index === stepIndex}
                disabled={!reachable}
                onClick={() => goTo(index)}
                className={cn(
                  '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium max-md:min-h-11',
                  index === stepIndex
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900',
                  !reachable && 'cursor-not-allowed text-slate-400 hover:text-slate-400',
                )}
              >
                <span
                  className={cn(
                    'flex size-5 items-center justify-center rounded-full text-xs',
                    done ? 'bg-success-700 text-white' : 'bg-slate-200 text-slate-700',
                  )}
                  aria-label={done ? 'abgeschlossen' : undefined}
                >
                  {done ? <Check className="size-3.5" aria-hidden /> : index + 1}
                </span>
                {/* On phones only the current step is named, so all steps fit without scrolling. */}
                <span className={cn(index !== stepIndex && 'max-sm:sr-only')}>{stepLabels[candidate]}</span>
              </button>
            );
          })}
        </div>

        {step === 'general' ? <GeneralStep outline={outline} projectId={projectId} /> : null}
        {step === 'initialLoad' ? <InitialLoadStep calculation={calculation} /> : null}
        {step === 'secondLoad' ? <SecondLoadStep calculation={calculation} /> : null}

        <FormActions>
          {/* On phones the secondary buttons share the row under the main one; "Abbrechen" as in every form. */}
          <div className={cn('grid gap-2 sm:flex', stepIndex > 0 ? 'grid-cols-2' : 'grid-cols-1')}>
            <Button type="button" variant="secondary" onClick={onCancel}>
              Abbrechen
            </Button>
            {stepIndex > 0 ? (
              <Button type="button" variant="secondary" onClick={() => goTo(stepIndex - 1)}>
                Zurück
              </Button>
            ) : null}
          </div>
          {step === 'secondLoad' ? (
            <Button type="button" onClick={() => void submit()} disabled={saving || !calculationValid}>
              {saving ? 'Wird gespeichert …' : 'Versuch speichern'}
            </Button>
          ) : (
            <Button type="button" onClick={next} disabled={step === 'initialLoad' && !calculation.initial.isValid}>
              Weiter
            </Button>
          )}
        </FormActions>
      </Form>
    </div>
  );
}

function BlockingMessage({
  result,
  message,
  touched,
}: {
  result: StaticLoadCalculation['initial'];
  message?: string;
  touched: boolean;
}) {
  if (result.isValid || !message) return null;
  if (!touched) {
    return <Alert tone="info">Tragen Sie die Messuhrablesungen ein; die Werte werden automatisch berechnet.</Alert>;
  }
  return (
    <Alert tone="danger">
      {message}
      {result.error ? ` ${staticLoadingErrorMessage(result.error)}` : null}
    </Alert>
  );
}

function InitialLoadStep({ calculation }: { calculation: StaticLoadCalculation }) {
  const readings = useWatch<StaticLoadFormValues, 'initialCompressions'>({ name: 'initialCompressions' });
  const touched = hasReading(readings.load) || hasReading(readings.unload);
  return (
    <div className="space-y-5">
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white px-4 py-4 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">Erstbelastung</h2>
        <LoadRowsHeader />
        <LoadRows group={initialLoads} prefix="B" />
        <SumsRow groups={[initialLoads]} />
        <LoadRows group={initialUnloads} prefix="E" />
        <SumsRow groups={[initialUnloads]} />
      </section>
      <section className="space-y-3 rounded-lg border border-slate-200 bg-white px-4 py-4 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">Zusammenfassung Erstbelastung</h2>
        <SummaryGrid
          items={loadingSummaryItems(calculation.initial, 'Ev1', calculation.initial.maxLoad)}
          testId="initial-summary"
        />
        <BlockingMessage
          result={calculation.initial}
          message={calculation.blockingMessages.initial}
          touched={touched}
        />
      </section>
    </div>
  );
}

function SecondLoadStep({ calculation }: { calculation: StaticLoadCalculation }) {
  const [stresses, readings, secondReadings] = useWatch<
    StaticLoadFormValues,
    ['initialSubsidence.unload', 'initialCompressions.unload', 'secondCompressions.load']
  >({
    name: ['initialSubsidence.unload', 'initialCompressions.unload', 'secondCompressions.load'],
  });
  const lastStress = stresses.at(-1) ?? null;
  const lastReading = readings.at(-1) ?? null;
  const totals = useMemo(
    () => [
      { label: 'Ev1', value: withUnit(calculation.initial.ev, 'MN/m²') },
      { label: 'Ev2', value: withUnit(calculation.second.ev, 'MN/m²') },
      { label: 'Ev2/Ev1', value: calculation.evRatioText },
    ],
    [calculation],
  );
  return (
    <div className="space-y-5">
      <section className="space-y-4 rounded-lg border border-slate-200 bg-white px-4 py-4 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">Zweitbelastung</h2>
        <LoadRowsHeader />
        <div
          className="grid grid-cols-[3rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 rounded-md bg-slate-50 py-2 text-sm text-slate-700 sm:grid-cols-[5rem_minmax(0,1fr)_minmax(0,1fr)]"
          data-testid="last-unload"
        >
          <span className="px-1">E{STATIC_INITIAL_UNLOAD_ROWS}</span>
          <span className="px-3 text-right tabular-nums">{lastStress === null ? '–' : formatReading(lastStress)}</span>
          <span className="px-3 text-right tabular-nums">
            {lastReading === null ? '–' : formatReading(lastReading)}
          </span>
        </div>
        <p className="text-xs text-slate-500">Letzter Entlastungswert der Erstbelastung (nicht änderbar).</p>
        <LoadRows group={secondLoads} prefix="W" />
        <SumsRow groups={[secondLoads]} />
      </section>
      <section className="space-y-3 rounded-lg border border-slate-200 bg-white px-4 py-4 sm:px-5">
        <h2 className="text-[15px] font-semibold text-slate-900">Zusammenfassung Zweitbelastung</h2>
        <SummaryGrid items={loadingSummaryItems(calculation.second, 'Ev2')} testId="second-summary" />
        <BlockingMessage
          result={calculation.second}
          message={calculation.blockingMessages.second}
          touched={hasReading(secondReadings)}
        />
        {calculation.initial.isValid ? null : <Alert tone="danger">{calculation.blockingMessages.initial}</Alert>}
      </section>
      <section className="rounded-lg border border-brand-200 bg-brand-50/60 px-4 py-4 sm:px-5">
        <h2 className="mb-3 text-[15px] font-semibold text-slate-900">Ergebnis</h2>
        <SummaryGrid items={totals.map((item) => ({ ...item, emphasis: true }))} testId="result-summary" />
      </section>
    </div>
  );
}
