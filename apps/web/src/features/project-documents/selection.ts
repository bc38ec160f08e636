// Selection of project documents with checkboxes at every level: a group or subcategory is
// checked when all its files are, partly checked when some are.
import type { CheckState } from '@/components/ui/checkbox';
import type { DocumentGroup, DocumentSubCategory } from './types';

export const subCategoryFileIds = (subCategory: DocumentSubCategory): string[] =>
  subCategory.files.map((file) => file.id);
export const groupFileIds = (group: DocumentGroup): string[] => group.subCategories.flatMap(subCategoryFileIds);
export const allFileIds = (groups: readonly DocumentGroup[]): string[] => groups.flatMap(groupFileIds);

export function checkStateOf(ids: readonly string[], selected: ReadonlySet<string>): CheckState {
  if (ids.length === 0) return false;
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'indeterminate';
}

/** Checks or unchecks every id of a level; returns a new set. */
export function setChecked(selected: ReadonlySet<string>, ids: readonly string[], checked: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selection in the order of the page (a stable request body), limited to files still listed. */
export function selectedInOrder(groups: readonly DocumentGroup[], selected: ReadonlySet<string>): string[] {
  return allFileIds(groups).filter((id) => selected.has(id));
}

const typeNames: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
};

/** "application/pdf" → "PDF"; falls back to the file name's extension. */
export function fileTypeLabel(contentType: string | undefined, fileName: string): string {
  if (contentType && typeNames[contentType]) return typeNames[contentType];
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1];
  if (extension) return extension.toUpperCase();
  return contentType?.split('/')[1]?.toUpperCase() ?? 'Datei';
}
