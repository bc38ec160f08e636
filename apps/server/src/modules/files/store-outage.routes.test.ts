// File store faults (issue 12, decision 0410): when the disk store or S3 cannot take an upload,
// the client gets a 503 with a German message in the one error format, and no file row points at
// bytes that were never stored; a file that cannot be read back is a 503 as well. (A refused
// upload — too large, wrong type — stays the client's 413/422: files.routes.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiMessages } from '@baustellendoku/domain';
import { files } from '../../db/schema/index.js';
import { DiskStorage } from '../../storage/disk-storage.js';
import { S3Storage } from '../../storage/s3-storage.js';
import type { FileStorage } from '../../storage/storage.js';
import { startS3rver, type S3Server } from '../../test/s3rver.js';
import { createTestApp, createUser, uploadFile, type TestApp, type TestUser } from '../../test/test-app.js';
import { pdfOfSize, PNG_1X1 } from '../../test/fixtures.js';

type Store = { storage: FileStorage; breakIt: () => Promise<void>; close: () => Promise<void> };

/** A disk store whose root becomes a plain file: every write (mkdir) and read fails with ENOTDIR. */
function diskStore(): Store {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-store-outage-'));
  const filesRoot = path.join(root, 'files');
  return {
    storage: new DiskStorage(filesRoot),
    breakIt: async () => {
      fs.rmSync(filesRoot, { recursive: true, force: true });
      fs.writeFileSync(filesRoot, 'kein Verzeichnis');
    },
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** S3 (s3rver) that is shut down: connections are refused. */
async function s3Store(): Promise<Store> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-store-outage-s3-'));
  let server: S3Server | null = await startS3rver(directory);
  const storage = new S3Storage({
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket: server.bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const stop = async () => {
    await server?.close();
    server = null;
  };
  return {
    storage,
    breakIt: stop,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const upload = (app: TestApp, user: TestUser, content: Buffer, fileName = 'Lieferschein.pdf') =>
  uploadFile(app, user, fileName, content);

for (const driver of ['disk', 's3'] as const) {
  describe(`file store unavailable (${driver})`, () => {
    let app: TestApp | undefined;
    let store: Store | undefined;
    afterEach(async () => {
      await app?.cleanup();
      await store?.close();
    });

    it('refuses an upload with 503 and a German message and keeps no row', async () => {
      store = driver === 'disk' ? diskStore() : await s3Store();
      app = await createTestApp({ storage: store.storage });
      const user = await createUser(app);
      const before = await app.db.select().from(files);

      await store.breakIt();
      for (const content of [PNG_1X1, pdfOfSize(6 * 1024 * 1024)]) {
        const response = await upload(app, user, content);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ message: apiMessages.fileStoreWriteFailed, code: 503, payload: {} });
      }
      expect(await app.db.select().from(files)).toEqual(before);
    });

    it('answers a download from an unavailable store with 503 and a German message', async () => {
      store = driver === 'disk' ? diskStore() : await s3Store();
      app = await createTestApp({ storage: store.storage });
      const user = await createUser(app);
      const stored = await upload(app, user, PNG_1X1, 'foto.png');
      expect(stored.statusCode).toBe(201);
      const [row] = await app.db.select().from(files).where(eq(files.id, stored.json().id));
      expect(row).toBeDefined();

      await store.breakIt();
      const response = await app.inject({ method: 'GET', url: stored.json().url, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: apiMessages.fileStoreUnavailable, code: 503, payload: {} });
    });
  });
}
