// POST /backend/api/file (multipart field "file") through XMLHttpRequest, because fetch cannot
// report upload progress.
import type { ApiErrorBody, UploadedFileView } from '@baustellendoku/domain';
import { API_BASE, ApiError } from './api-client';

/** The answer of POST /file (the domain's uploaded-file view). */
export type UploadedFile = UploadedFileView;

export function uploadFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  /** 'image' also accepts GIF (device printouts, photos): POST /file?kind=image. */
  kind?: 'image',
): Promise<UploadedFile> {
  return postFile<UploadedFile>(`/file${kind ? `?kind=${kind}` : ''}`, file, onProgress, signal);
}

/** POSTs `file` as the multipart field "file" to an API path; resolves with the JSON answer. */
export function postFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        onProgress(1);
        resolve(body as T);
      } else {
        const errorBody = body && typeof body === 'object' && 'message' in body ? (body as ApiErrorBody) : null;
        reject(new ApiError(xhr.status, xhr.statusText, errorBody));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'Netzwerkfehler', null));
    xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
