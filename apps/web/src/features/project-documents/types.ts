// GET /project-documentation/{projectId} (spec part 3 §3 "Project documentation"): the domain's
// response schema is the one declaration (decision 0225).
import type { DocumentFileView, DocumentGroupView } from '@baustellendoku/domain';

export type DocumentFile = DocumentFileView;
export type DocumentGroup = DocumentGroupView;
export type DocumentSubCategory = DocumentGroup['subCategories'][number];
