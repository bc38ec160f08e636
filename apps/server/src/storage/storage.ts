// File storage behind one small interface: local disk under DATA_DIR (default) or S3-compatible
// object storage. Both stream; no whole file is held in memory.
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { ApiError } from '../lib/errors.js';
import { fileStoreUnavailable } from '../lib/unavailable.js';
import { DiskStorage } from './disk-storage.js';
import type { S3Options, S3Storage } from './s3-storage.js';

export type FileStorage = {
  /** Streams `body` to `key`; rejects (and leaves nothing behind) when the stream errors. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
};

export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return lazyS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET!,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new DiskStorage(`${config.DATA_DIR}/files`);
}

/**
 * The AWS SDK (client-s3 + lib-storage) costs ~40 MB of resident memory once imported, so it is
 * loaded on the first storage call, never on a disk-storage server. Same behaviour otherwise.
 */
function lazyS3Storage(options: S3Options): FileStorage {
  let storage: Promise<S3Storage> | null = null;
  const load = () => (storage ??= import('./s3-storage.js').then(({ S3Storage }) => new S3Storage(options)));
  return {
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}

/** A missing object (disk: ENOENT, S3: NoSuchKey) is not an outage. */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  ((error as Error & { code?: unknown }).code === 'ENOENT' || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * The app's view of a storage driver (decision 0410): when the store itself fails (disk full or
 * unwritable, S3 unreachable or refusing), `put` and `get` throw a 503 with a German message. A
 * failure of the caller's own stream (e.g. an upload refused as too large) passes through as is.
 */
export function guardStorage(storage: FileStorage): FileStorage {
  return {
    put: async (key, body, contentType) => {
      let bodyFailed = false;
      body.once('error', () => (bodyFailed = true));
      try {
        await storage.put(key, body, contentType);
      } catch (error) {
        if (bodyFailed || error instanceof ApiError) throw error;
        throw fileStoreUnavailable('write', error);
      }
    },
    get: async (key) => {
      try {
        return await storage.get(key);
      } catch (error) {
        throw isMissing(error) ? error : fileStoreUnavailable('read', error);
      }
    },
    delete: (key) => storage.delete(key),
  };
}
