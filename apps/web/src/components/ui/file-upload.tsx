import { useEffect, useRef, useState, type DragEvent } from 'react';
import { AlertCircle, FileText, Image as ImageIcon, RotateCcw, Trash2, Upload } from 'lucide-react';
import { cn } from '@/lib/cn';
import { onlineManager } from '@tanstack/react-query';
import { keepLocally } from '@/lib/local-files';
import { uploadFile, type UploadedFile } from '@/lib/upload-file';

export const DEFAULT_ACCEPT = 'application/pdf,image/png,image/jpeg';
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 20;

type Pending = { key: number; file: File; progress: number; status: 'pending' | 'error'; reason?: string };

export type FileUploadProps = {
  value: UploadedFile[] | null | undefined;
  onChange: (files: UploadedFile[]) => void;
  /** MIME types for the file chooser; PDF, PNG and JPEG by default. */
  accept?: string;
  maxFiles?: number;
  /** Upload kind of POST /file ('image' accepts GIF too). */
  uploadKind?: 'image';
  /**
   * A field entry that may be saved without a connection (decision 0390): offline, or when the
   * upload cannot reach the server, the file is kept on the device (photos downscaled) instead.
   */
  keepOffline?: boolean;
  disabled?: boolean;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
};

function matchesAccept(file: File, accept: string): boolean {
  const allowed = accept.split(',').map((type) => type.trim().toLowerCase());
  return allowed.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type.toLowerCase() === type,
  );
}

/**
 * Uploads each chosen file at once (POST /file) and holds the uploaded {id, fileName, url} list as
 * its value. Files beyond the remaining capacity are dropped (spec part 1 §5); every file shows
 * pending (with progress), success or "Upload fehlgeschlagen".
 */
export function FileUpload({
  value,
  onChange,
  accept = DEFAULT_ACCEPT,
  maxFiles = DEFAULT_MAX_FILES,
  uploadKind,
  keepOffline,
  disabled,
  id,
  onBlur,
  ...aria
}: FileUploadProps) {
  const files = value ?? [];
  const inputRef = useRef<HTMLInputElement>(null);
  const filesRef = useRef(files);
  filesRef.current = files;
  const nextKey = useRef(1);
  const [pending, setPending] = useState<Pending[]>([]);
  const [dropped, setDropped] = useState(0);
  const [isDragging, setDragging] = useState(false);
  const aborts = useRef(new Map<number, AbortController>());
  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), []);

  const inFlight = pending.filter((item) => item.status === 'pending').length;
  const remaining = Math.max(0, maxFiles - files.length - inFlight);

  const start = (item: Pending) => {
    const controller = new AbortController();
    aborts.current.set(item.key, controller);
    if (item.file.size > MAX_FILE_BYTES || !matchesAccept(item.file, accept)) {
      const reason =
        item.file.size > MAX_FILE_BYTES ? 'Die Datei ist größer als 10 MB.' : 'Dieser Dateityp ist nicht erlaubt.';
      setPending((list) =>
        list.map((entry) => (entry.key === item.key ? { ...entry, status: 'error', reason } : entry)),
      );
      return;
    }
    const isNetworkError = (error: unknown) => error instanceof Error && 'status' in error && error.status === 0;
    const upload = () =>
      uploadFile(
        item.file,
        (progress) =>
          setPending((list) => list.map((entry) => (entry.key === item.key ? { ...entry, progress } : entry))),
        controller.signal,
        uploadKind,
      );
    const kept = () => keepLocally(item.file, uploadKind);
    (keepOffline && !onlineManager.isOnline()
      ? kept()
      : upload().catch((error: unknown) => (keepOffline && isNetworkError(error) ? kept() : Promise.reject(error)))
    ).then(
      (uploaded) => {
        aborts.current.delete(item.key);
        setPending((list) => list.filter((entry) => entry.key !== item.key));
        filesRef.current = [...filesRef.current, uploaded];
        onChange(filesRef.current);
        onBlur?.();
      },
      (error: unknown) => {
        aborts.current.delete(item.key);
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const reason =
          error instanceof Error && 'status' in error && (error as { status: number }).status > 0
            ? error.message
            : undefined;
        setPending((list) =>
          list.map((entry) => (entry.key === item.key ? { ...entry, status: 'error', reason } : entry)),
        );
      },
    );
  };

  const addFiles = (list: FileList | File[]) => {
    const chosen = Array.from(list);
    const accepted = chosen.slice(0, remaining);
    setDropped(chosen.length - accepted.length);
    const items = accepted.map<Pending>((file) => ({ key: nextKey.current++, file, progress: 0, status: 'pending' }));
    setPending((current) => [...current, ...items]);
    items.forEach(start);
  };

  const retry = (item: Pending) => {
    if (remaining <= 0) return;
    const again: Pending = { ...item, progress: 0, status: 'pending', reason: undefined };
    setPending((list) => list.map((entry) => (entry.key === item.key ? again : entry)));
    start(again);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  };

  const isImageOnly = !accept.includes('pdf');
  return (
    <div className="space-y-2" id={id} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-1 rounded-md border border-dashed px-4 py-5 text-center transition-colors',
          isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50/60',
          aria['aria-invalid'] && 'border-danger-600',
          disabled && 'opacity-60',
        )}
      >
        <Upload className="size-5 text-slate-500" aria-hidden />
        <p className="text-sm text-slate-700">
          <button
            type="button"
            disabled={disabled || remaining === 0}
            onClick={() => inputRef.current?.click()}
            className="tap-target font-medium text-brand-700 hover:underline disabled:text-slate-400 disabled:no-underline"
          >
            Dateien auswählen
          </button>{' '}
          <span className="hidden sm:inline">oder hierher ziehen</span>
        </p>
        <p className="text-xs text-slate-500">
          {isImageOnly ? 'Bilder' : 'PDF, PNG oder JPEG'} (max. 10 MB pro Datei) · {files.length} von {maxFiles}{' '}
          {maxFiles === 1 ? 'Datei' : 'Dateien'}
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple={maxFiles > 1}
          accept={accept}
          className="sr-only"
          tabIndex={-1}
          aria-label="Dateien auswählen"
          data-testid="file-input"
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      {dropped > 0 ? (
        <p role="status" className="text-xs text-warning-700">
          {dropped === 1 ? '1 Datei wurde' : `${dropped} Dateien wurden`} nicht übernommen (maximal {maxFiles} Dateien).
        </p>
      ) : null}
      {files.length + pending.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {files.map((file, index) => (
            <li key={file.id} className="flex items-center gap-3 px-3 py-2 text-sm" data-status="success">
              <FileIcon name={file.fileName} />
              <a
                href={file.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate text-slate-800 hover:text-brand-700 hover:underline max-md:py-3"
              >
                {file.fileName}
              </a>
              {!disabled ? (
                <button
                  type="button"
                  aria-label={`${file.fileName} entfernen`}
                  onClick={() => {
                    filesRef.current = files.filter((_, position) => position !== index);
                    onChange(filesRef.current);
                  }}
                  className="tap-target justify-center rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-danger-700"
                >
                  <Trash2 className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="px-3 py-2 text-sm" data-status={item.status}>
              <div className="flex items-center gap-3">
                {item.status === 'error' ? (
                  <AlertCircle className="size-4 shrink-0 text-danger-600" aria-hidden />
                ) : (
                  <FileIcon name={item.file.name} />
                )}
                <span className="min-w-0 flex-1 truncate text-slate-700">{item.file.name}</span>
                {item.status === 'error' ? (
                  <>
                    <button
                      type="button"
                      aria-label={`${item.file.name} erneut hochladen`}
                      onClick={() => retry(item)}
                      className="tap-target justify-center rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
                    >
                      <RotateCcw className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={`${item.file.name} entfernen`}
                      onClick={() => setPending((list) => list.filter((entry) => entry.key !== item.key))}
                      className="tap-target justify-center rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-danger-700"
                    >
                      <Trash2 className="size-4" />
                    </button>
                  </>
                ) : (
                  <span className="text-xs tabular-nums text-slate-500">{Math.round(item.progress * 100)} %</span>
                )}
              </div>
              {item.status === 'pending' ? (
                <div
                  className="mt-1.5 h-1 overflow-hidden rounded-full bg-slate-100"
                  role="progressbar"
                  aria-label={`${item.file.name} wird hochgeladen`}
                  aria-valuenow={Math.round(item.progress * 100)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div
                    className="h-full bg-brand-600 transition-[width]"
                    style={{ width: `${Math.round(item.progress * 100)}%` }}
                  />
                </div>
              ) : (
                <p className="mt-0.5 pl-7 text-xs text-danger-700">
                  Upload fehlgeschlagen{item.reason ? ` – ${item.reason}` : ''}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FileIcon({ name }: { name: string }) {
  const isImage = /\.(png|jpe?g|gif|webp)$/i.test(name);
  const Icon = isImage ? ImageIcon : FileText;
  return <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />;
}
