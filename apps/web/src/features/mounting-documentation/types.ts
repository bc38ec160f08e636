import type { UserRef } from '@/features/orders/types';
import type { UploadedFile } from '@/lib/upload-file';

export type LimingInformation = {
  limeAmountPerSquareMeterInKilograms: number;
  dateOfLiming: string;
  dateOfSecondCompaction: string;
  dateOfSecondStabilization: string;
  limeAmountPerSquareMeterOfSecondStabilizationInKilograms: number;
};

/** GET /mounting-documentation(/{id}) (spec part 3 §3). */
export type MountingDocumentation = {
  mountingDocumentationId: string;
  projectId: string;
  gridField: string;
  orders: string[];
  orderReferences: { orderId: string; orderNumber: string }[];
  mountingDate: string;
  fillingHeightInMeters: number;
  isLimed: boolean;
  limingInformation: LimingInformation | null;
  createdAt: string;
  createdBy: UserRef | null;
  updatedAt: string | null;
  updatedBy: UserRef | null;
  /** The PDF protocol the server generates on every save. */
  document?: UploadedFile | null;
};
