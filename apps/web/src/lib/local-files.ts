// Files chosen without a connection (issue "Working without a connection" §6, decision 0390): a
// photo is downscaled on the device and kept as a blob under an id made here, so the form holds it
// like an uploaded file ({id, fileName, url}); the outbox stores the blob with the entry and uploads
// it before the entry is sent, replacing the id by the server's.
import type { UploadedFile } from './upload-file';

export type LocalFile = { id: string; fileName: string; blob: Blob; uploadKind?: 'image' };

/** Photos are kept at most this wide or high: readable on a site photo, small in the device's storage. */
export const LOCAL_PHOTO_MAX_EDGE = 1600;
const JPEG_QUALITY = 0.8;

const files = new Map<string, LocalFile>();

/** The file kept under `id` on this device, if any. */
export const localFileOf = (id: string): LocalFile | undefined => files.get(id);

/** Keeps a local file (also one the outbox restored) and answers it as a form's file value. */
export function registerLocalFile(file: LocalFile): UploadedFile {
  files.set(file.id, file);
  return { id: file.id, fileName: file.fileName, url: URL.createObjectURL(file.blob) };
}

/**
 * A photo made smaller on the device: at most LOCAL_PHOTO_MAX_EDGE pixels on its longer edge, as
 * JPEG (PNG only when it was PNG and small enough already). Anything that is no decodable image
 * (a PDF delivery note) is kept as it is.
 */
export async function downscalePhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, LOCAL_PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type !== 'image/gif' && file.size < 300 * 1024) {
    bitmap.close();
    return file;
  }
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  return blob.size < file.size ? blob : file;
}

/** A chosen file kept on the device (downscaled when it is a photo), as a form's file value. */
export async function keepLocally(file: File, uploadKind?: 'image'): Promise<UploadedFile> {
  const blob = await downscalePhoto(file);
  const fileName = blob === file || !/\.(png|gif)$/i.test(file.name) ? file.name : file.name.replace(/\.\w+$/, '.jpg');
  return registerLocalFile({ id: crypto.randomUUID(), fileName, blob, uploadKind });
}
