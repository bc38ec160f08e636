// Validation of the wizard's three steps (spec part 3 §4 "Static load form wizard", §5). Each schema
// reads the whole form values but reports only its own step's fields, so "Weiter" can check one
// step and the save button all of them ("jumps to the first step containing an error").
import { z } from 'zod';
import { messages } from '../../messages.js';
import { gridFieldPartSchema, gridFieldSuffixSchema } from '../../mounting-documentation/grid-field-schema.js';
import { storableString, timeOfDay } from '../../validation.js';
import { staticLoadAnalysisFields } from './payload-schema.js';
import { futureDateIssue, futureTimeIssue } from './analysed-at.js';
import { calculateStaticLoadTest } from './calculation.js';
import { optionalInitialLoadRow, optionalSecondLoadRow, staticLoadMessages } from './defaults.js';
import type { StaticLoadFormValues } from './form-values.js';

export type StaticLoadStep = 'general' | 'initialLoad' | 'secondLoad';
export const staticLoadSteps: readonly StaticLoadStep[] = ['general', 'initialLoad', 'secondLoad'];

const requiredString = (message: string = messages.required) =>
  storableString({ error: message }).trim().min(1, { error: message });
const requiredChoice = () => z.boolean({ error: messages.required });
const anything = z.unknown();

const generalFields = {
  gridField: gridFieldPartSchema,
  gridFieldSuffix: gridFieldSuffixSchema,
  measuringPointName: storableString().max(200, { error: messages.maxLength(200) }),
  analysedAtDate: requiredString(),
  analysedAtTime: timeOfDay(staticLoadMessages.timeRequired),
  // The measurements with their ranges as the API checks them (one rule, one message).
  latitude: staticLoadAnalysisFields.latitude,
  longitude: staticLoadAnalysisFields.longitude,
  liftingArm: staticLoadAnalysisFields.liftingArm,
  plateBase: requiredChoice(),
  layerThickness: staticLoadAnalysisFields.layerThickness,
  testLayer: requiredString().max(200, { error: messages.maxLength(200) }),
  layer: staticLoadAnalysisFields.layer,
  // Chosen from the register's list; the server checks it (decision 0680).
  deviceId: z.string().nullable().optional(),
  height: staticLoadAnalysisFields.height,
  preLoad: staticLoadAnalysisFields.preLoad,
  timeBetweenCompressionAndAnalysis: staticLoadAnalysisFields.timeBetweenCompressionAndAnalysis,
  plateDiameter: staticLoadAnalysisFields.plateDiameter,
  temperature: staticLoadAnalysisFields.temperature,
  temperatureDayBefore: staticLoadAnalysisFields.temperatureDayBefore,
  precipitation: requiredChoice(),
  precipitationDayBefore: requiredChoice(),
};

type Issue = { path: (string | number)[]; message: string };

const missingRows = (
  group: string,
  part: string,
  values: readonly (number | null)[],
  optionalRow: number | null,
): Issue[] =>
  values.flatMap((value, row) =>
    row !== optionalRow && (value === null || Number.isNaN(value))
      ? [{ path: [group, part, row], message: messages.required }]
      : [],
  );

/** Issues of one step for the given values; `now` is the local clock (date and time not in the future). */
export const staticLoadStepIssues = (step: StaticLoadStep, values: StaticLoadFormValues, now: Date): Issue[] => {
  if (step === 'general') {
    const parsed = z.object(generalFields).safeParse(values);
    const issues: Issue[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message }));
    const dateIssue = futureDateIssue(values.analysedAtDate, now);
    if (dateIssue) issues.push({ path: ['analysedAtDate'], message: dateIssue });
    const timeIssue = futureTimeIssue(values.analysedAtDate, values.analysedAtTime, now);
    if (timeIssue) issues.push({ path: ['analysedAtTime'], message: timeIssue });
    return issues;
  }
  const calculation = calculateStaticLoadTest(values);
  if (step === 'initialLoad') {
    const issues = [
      ...missingRows('initialSubsidence', 'load', values.initialSubsidence.load, optionalInitialLoadRow),
      ...missingRows('initialCompressions', 'load', values.initialCompressions.load, optionalInitialLoadRow),
      ...missingRows('initialSubsidence', 'unload', values.initialSubsidence.unload, null),
      ...missingRows('initialCompressions', 'unload', values.initialCompressions.unload, null),
    ];
    if (calculation.blockingMessages.initial)
      issues.push({ path: ['initialCompressions', 'load'], message: calculation.blockingMessages.initial });
    return issues;
  }
  const issues = [
    ...missingRows('secondSubsidence', 'load', values.secondSubsidence.load, optionalSecondLoadRow),
    ...missingRows('secondCompressions', 'load', values.secondCompressions.load, optionalSecondLoadRow),
  ];
  if (calculation.blockingMessages.second)
    issues.push({ path: ['secondCompressions', 'load'], message: calculation.blockingMessages.second });
  return issues;
};

/** The first step with an issue (submit jumps there), or null when the whole form is valid. */
export const firstStaticLoadStepWithIssues = (values: StaticLoadFormValues, now: Date): StaticLoadStep | null =>
  staticLoadSteps.find((step) => staticLoadStepIssues(step, values, now).length > 0) ?? null;

/**
 * A zod schema for one step (or all) to use with a form library's resolver: it accepts the whole
 * form values and reports the step's issues at their field paths.
 */
export const staticLoadStepSchema = (steps: readonly StaticLoadStep[], now: () => Date = () => new Date()) =>
  anything.superRefine((values, ctx) => {
    for (const step of steps) {
      for (const issue of staticLoadStepIssues(step, values as StaticLoadFormValues, now())) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
  });
