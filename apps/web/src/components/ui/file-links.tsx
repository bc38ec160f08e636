import { FileText } from 'lucide-react';
import type { UploadedFile } from '@/lib/upload-file';

/** Attached documents as download links; null when there are none (the detail list then says "Keine Angabe"). */
export function FileLinks({ files }: { files: readonly UploadedFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="space-y-1">
      {files.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-2">
          <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="truncate text-brand-700 hover:underline max-md:py-3"
          >
            {file.fileName}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** For detail lists: the links, or null so the list shows "Keine Angabe". */
export const fileLinksValue = (files: readonly UploadedFile[]) =>
  files.length > 0 ? <FileLinks files={files} /> : null;
