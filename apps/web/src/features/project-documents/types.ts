import type { UserRef } from '@/features/orders/types';
import type { UploadedFile } from '@/lib/upload-file';

/** GET /project-documentation/{projectId} (spec part 3 §3 "Project documentation"). */
export type DocumentFile = {
  id: string;
  label: string;
  createdAt: string;
  createdBy: UserRef | null;
  contentType?: string;
  file: UploadedFile;
};
export type DocumentSubCategory = { label: string; files: DocumentFile[] };
export type DocumentGroup = { label: string; subCategories: DocumentSubCategory[] };
