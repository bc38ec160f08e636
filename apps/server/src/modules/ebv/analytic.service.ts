// The appraiser's analytic of a batch (spec part 2 §5; workflows.md "Analytics per batch") with the
// lab values of issue 23 (decision 0282): on the locked batch, the server builds the request
// (series of the pile's checks), evaluates it itself, refuses a class against the computation
// without a comment, stores values, evaluation and the evaluation sheet with the analytic, sets
// `completed` (machine proven for the class) or `check`, and writes the history entry — one
// transaction; the sheet's bytes are removed again when it fails.
import { and, eq } from 'drizzle-orm';
import {
  analyticClassChoices,
  analyticLabRequest,
  deviationText,
  deviationViolation,
  evaluateMaterialClass,
  historyEventTypes,
  isDeviating,
  labClassOf,
  optionLabel,
  processingMessages,
  type AnalyticInput,
} from '@baustellendoku/domain';
import type { Database, Transaction } from '../../db/client.js';
import { batchAnalytics, breakingBatches, machineSuitabilities } from '../../db/schema/index.js';
import { renderEvaluationSheet } from '../../documents/material-class-evaluation-sheet.js';
import { formatDate } from '../../documents/pdf-format.js';
import {
  deleteDocumentRow,
  documentFileName,
  documentProject,
  regenerateDocument,
  withDocumentStorage,
} from '../../documents/store-document.js';
import { unprocessable } from '../../lib/errors.js';
import { loadUserNames } from '../../lib/user-names.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { attachFiles } from '../files/files.service.js';
import { recordHistory } from '../history/index.js';
import { batchVariables, lockBatchFor, type BatchAccess, type BatchIds } from './batch-access.js';
import { earlierLabChecks } from './lab-checks.js';

async function isMachineProvenFor(tx: Transaction, machineId: string, grainSizeAndQuality: string): Promise<boolean> {
  const [proof] = await tx
    .select({ id: machineSuitabilities.id })
    .from(machineSuitabilities)
    .where(
      and(
        eq(machineSuitabilities.machineId, machineId),
        eq(machineSuitabilities.grainSizeAndQuality, grainSizeAndQuality),
      ),
    )
    .limit(1);
  return proof !== undefined;
}

/** The request of the entered sample with the pile's earlier checks, and the server's own evaluation. */
async function evaluateLabValues(tx: Transaction, target: BatchAccess, input: AnalyticInput) {
  if (!input.labValues) return null;
  const { material } = labClassOf(input.grainSizeAndQuality)!;
  const earlier = await earlierLabChecks(tx, target.pile.id, target.batch.id);
  const request = analyticLabRequest(
    material,
    input.labValues,
    earlier.map((check) => check.sample),
  );
  return { request, evaluation: evaluateMaterialClass(request), earlier };
}

export function createAnalytic(
  deps: { db: Database; storage: FileStorage },
  access: ProjectAccess,
  ids: BatchIds,
  input: AnalyticInput,
) {
  return withDocumentStorage(deps.storage, (track) =>
    deps.db.transaction(async (tx) => {
      const target = await lockBatchFor(tx, access, ids, 'createAnalytic');
      const { pile, batch } = target;
      if (!analyticClassChoices(pile.expectedGrainSizeAndQuality).includes(input.grainSizeAndQuality as never)) {
        throw unprocessable({ propertyPath: 'grainSizeAndQuality', title: processingMessages.classOutsideFamily });
      }
      const lab = await evaluateLabValues(tx, target, input);
      const violation = deviationViolation(
        input.grainSizeAndQuality,
        lab?.evaluation ?? null,
        input.classDeviationComment,
      );
      if (violation) throw unprocessable(violation);
      const deviating = lab !== null && isDeviating(input.grainSizeAndQuality, lab.evaluation);

      const attach = (fileIds: string[], path: string) => attachFiles(tx, access.user, pile.projectId, fileIds, path);
      await attach(input.samplingProtocolDocuments, 'samplingProtocolDocuments');
      await attach(input.reportDocuments, 'reportDocuments');
      await attach(input.operationalAssessmentDocuments, 'operationalAssessmentDocuments');
      // A re-checked batch gets its analytic (and its evaluation sheet) replaced.
      const [previous] = await tx
        .delete(batchAnalytics)
        .where(eq(batchAnalytics.batchId, batch.id))
        .returning({ sheet: batchAnalytics.evaluationSheetFileId });
      await tx.insert(batchAnalytics).values({
        batchId: batch.id,
        samplingDate: input.samplingDate,
        samplingProtocolFileIds: input.samplingProtocolDocuments,
        reportFileIds: input.reportDocuments,
        grainSizeAndQuality: input.grainSizeAndQuality,
        soilGroup: input.soilGroup ?? null,
        materialClassFootnotes: input.materialClassFootnotes,
        isOperationalAssessmentRequired: input.isOperationalAssessmentRequired,
        operationalAssessmentFileIds: input.operationalAssessmentDocuments,
        labRequest: lab?.request ?? null,
        labEvaluation: lab?.evaluation ?? null,
        classDeviationComment: deviating ? input.classDeviationComment! : null,
        createdBy: access.user.id,
      });
      const chosen = optionLabel('grainSizeAndQuality', input.grainSizeAndQuality) ?? input.grainSizeAndQuality;
      if (lab) {
        const appraiser = (await loadUserNames(tx, [access.user.id]))(access.user.id)?.name ?? 'Unbekannt';
        const project = await documentProject(tx, pile.projectId);
        const content = await renderEvaluationSheet({
          request: lab.request,
          evaluation: lab.evaluation,
          evaluatedBy: appraiser,
          evaluatedAt: new Date(),
          context: [
            ['Projekt', [project.name, project.number].filter(Boolean).join(' · ')],
            ['Miete', pile.name],
            ['Charge', `Charge ${batch.number}`],
            ['Probenahme', formatDate(new Date(`${input.samplingDate}T12:00:00Z`))],
            ...(lab.earlier.length
              ? [
                  ['Frühere Prüfungen', lab.earlier.map((check) => `Charge ${check.batchNumber}`).join(', ')] as [
                    string,
                    string,
                  ],
                ]
              : []),
          ],
          appraisal: {
            chosenClass: chosen,
            deviation: deviating ? deviationText(lab.evaluation.materialClass) : null,
            comment: deviating ? input.classDeviationComment! : null,
          },
        });
        await regenerateDocument(tx, deps.storage, track, {
          projectId: pile.projectId,
          userId: access.user.id,
          fileName: documentFileName(['Bewertungsbogen', pile.name, `Charge ${batch.number}`]),
          content,
          previousFileId: previous?.sheet ?? null,
          link: (fileId) =>
            tx
              .update(batchAnalytics)
              .set({ evaluationSheetFileId: fileId })
              .where(eq(batchAnalytics.batchId, batch.id)),
        });
      } else {
        track.replaced(await deleteDocumentRow(tx, previous?.sheet ?? null));
      }

      const proven = await isMachineProvenFor(tx, pile.machineId, input.grainSizeAndQuality);
      await tx
        .update(breakingBatches)
        .set({ analyticStatus: proven ? 'completed' : 'check' })
        .where(eq(breakingBatches.id, batch.id));
      await recordHistory(tx, {
        projectId: pile.projectId,
        type: deviating ? historyEventTypes.batchAnalyticSetAgainstComputation : historyEventTypes.batchAnalyticSet,
        variables: {
          ...batchVariables(pile, batch),
          ...(deviating
            ? {
                materialClass: chosen,
                deviation: deviationText(lab.evaluation.materialClass),
                computedClass: lab.evaluation.materialClass,
                comment: input.classDeviationComment,
              }
            : {}),
        },
        originatorId: access.user.id,
      });
    }),
  );
}
