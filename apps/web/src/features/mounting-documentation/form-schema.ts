// The installation documentation form (spec part 3 §3, §5): the grid field is typed as two inputs
// (letters + number, and a suffix) and sent combined as 'field/NN'; the five liming fields are
// required only when limed, and limingInformation is not sent otherwise. Built from the domain's
// schemas, so the rules and messages are the server's.
import { z } from 'zod';
import {
  combineGridField,
  gridFieldPartSchema,
  gridFieldSuffixSchema,
  limingInformationSchema,
  messages,
  mountingDocumentationFieldsSchema,
  splitGridField,
  type MountingDocumentationInput,
} from '@baustellendoku/domain';
import type { MountingDocumentation } from './types';

export type LimingFormValues = {
  limeAmountPerSquareMeterInKilograms: number | null;
  dateOfLiming: string | null;
  dateOfSecondCompaction: string | null;
  dateOfSecondStabilization: string | null;
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: number | null;
};

export type MountingDocumentationFormValues = {
  gridField: string;
  gridFieldSuffix: number | null;
  orders: string[];
  mountingDate: string | null;
  fillingHeightInMeters: number | null;
  isLimed: boolean;
  limingInformation: LimingFormValues;
};

/** What POST/PUT /mounting-documentation take: the domain's request type. */
export type MountingDocumentationPayload = MountingDocumentationInput;

const fields = mountingDocumentationFieldsSchema.shape;

export const mountingDocumentationFormSchema = z
  .object({
    gridField: gridFieldPartSchema,
    gridFieldSuffix: gridFieldSuffixSchema,
    orders: fields.orders,
    mountingDate: fields.mountingDate,
    fillingHeightInMeters: fields.fillingHeightInMeters,
    isLimed: z.boolean({ error: messages.required }),
    limingInformation: z.unknown(),
  })
  .superRefine(
    (values, context) => {
      if (values.isLimed !== true) return;
      const liming = limingInformationSchema.safeParse(values.limingInformation);
      for (const issue of liming.error?.issues ?? []) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['limingInformation', ...issue.path] });
      }
    },
    // Also when other fields are wrong: the user sees every missing liming value at once.
    { when: () => true },
  )
  .transform((values): MountingDocumentationPayload => ({
    gridField: combineGridField(values.gridField, values.gridFieldSuffix),
    orders: values.orders,
    mountingDate: values.mountingDate,
    fillingHeightInMeters: values.fillingHeightInMeters,
    ...(values.isLimed ? { limingInformation: limingInformationSchema.parse(values.limingInformation) } : {}),
  }));

const emptyLiming: LimingFormValues = {
  limeAmountPerSquareMeterInKilograms: null,
  dateOfLiming: null,
  dateOfSecondCompaction: null,
  dateOfSecondStabilization: null,
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: null,
};

export function mountingDocumentationFormValues(
  documentation?: MountingDocumentation,
): MountingDocumentationFormValues {
  const grid = documentation ? splitGridField(documentation.gridField) : null;
  return {
    gridField: grid?.field ?? documentation?.gridField ?? '',
    gridFieldSuffix: grid?.suffix ?? null,
    orders: documentation?.orders ?? [],
    mountingDate: documentation?.mountingDate ?? null,
    fillingHeightInMeters: documentation?.fillingHeightInMeters ?? null,
    isLimed: documentation?.isLimed ?? false,
    limingInformation: documentation?.limingInformation ?? emptyLiming,
  };
}

/**
 * Server violations as form paths: a violation on an order of the list ('orders.1') belongs to
 * the orders field; the combined 'gridField' lands on the grid field pair.
 */
export function formPathOfViolation(path: string): string {
  if (/^orders\.\d+$/.test(path)) return 'orders';
  return path;
}
