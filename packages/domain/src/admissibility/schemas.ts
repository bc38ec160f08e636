// Query schemas of the admissibility endpoints, with German messages (422 for unknown values).
import { z } from 'zod';
import { oneOf, requiredText } from '../validation.js';
import { MAX_TEXT } from '../input-checks.js';
import { anlage2Columns } from './anlage2-columns.js';
import { admissibilityMaterialClasses } from './materials.js';

export const admissibilityMessages = {
  chooseMaterialClass: 'Bitte wählen Sie eine Materialklasse',
  confirmNotAdmissible:
    'Das Material ist in keiner Einbauweise des Projekts zulässig. Bitte bestätigen Sie die Freigabe ausdrücklich.',
  commentRequiredWhenNotAdmissible: 'Bitte begründen Sie die Freigabe eines unzulässigen Materials in einem Kommentar.',
} as const;

const materialClass = oneOf(
  admissibilityMaterialClasses as [string, ...string[]],
  admissibilityMessages.chooseMaterialClass,
);

export const projectAdmissibilityQuery = z.object({ materialClass });
export const admissibilityMatrixQuery = z.object({ materialClass, column: oneOf(anlage2Columns).optional() });

/**
 * The approval form when the material is admissible in none of the project's Einbauweisen: the
 * explicit confirmation and a comment are required (the server checks the same).
 */
const MAX_COMMENT = MAX_TEXT;

export const approveNotAdmissibleOrderSchema = z.strictObject({
  comment: requiredText(MAX_COMMENT, admissibilityMessages.commentRequiredWhenNotAdmissible),
  confirmNotAdmissible: z.literal(true, { error: admissibilityMessages.confirmNotAdmissible }),
});
