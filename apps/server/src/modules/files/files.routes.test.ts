import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/index.js';
import {
  createProject,
  createTestApp,
  createUser,
  uploadFile,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { startS3rver, type S3Server } from '../../test/s3rver.js';
import { S3Storage } from '../../storage/s3-storage.js';
import { attachFiles } from './files.service.js';
import { multipartBody, pdfOfSize, PNG_1X1, zipBytes } from '../../test/fixtures.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function download(app: TestApp, user: TestUser, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

for (const driver of ['disk', 's3'] as const) {
  describe(`file upload and download (${driver} storage)`, () => {
    let app: TestApp;
    let s3: S3Server | undefined;
    let uploader: TestUser;
    let other: TestUser;

    beforeAll(async () => {
      if (driver === 's3') {
        s3 = await startS3rver(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-s3-')));
        app = await createTestApp({
          storage: new S3Storage({
            endpoint: s3.endpoint,
            region: 'us-east-1',
            bucket: s3.bucket,
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
            forcePathStyle: true,
          }),
        });
      } else {
        app = await createTestApp();
      }
      uploader = await createUser(app);
      other = await createUser(app);
    });
    afterAll(async () => {
      await app.cleanup();
      await s3?.close();
    });

    it('stores a 9 MB PDF and returns it byte-identical with the right headers', async () => {
      const pdf = pdfOfSize(9 * 1024 * 1024);
      const response = await uploadFile(app, uploader, 'Prüfbericht Süd.pdf', pdf);
      expect(response.statusCode).toBe(201);
      const file = response.json();
      expect(file).toEqual({
        id: expect.any(String),
        fileName: 'Prüfbericht Süd.pdf',
        url: `/backend/api/file/${file.id}`,
      });
      const back = await download(app, uploader, file.url);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('application/pdf');
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      // Shown inline as a page: the full security headers, not those of a JSON answer (decision 0460).
      expect(back.headers['content-security-policy']).toContain("default-src 'self'");
      expect(back.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(back.headers['content-disposition']).toBe(
        `inline; filename="Pr_fbericht S_d.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20S%C3%BCd.pdf`,
      );
      expect(sha(back.rawPayload)).toBe(sha(pdf));
    });

    it('accepts PNG and JPEG by content', async () => {
      const response = await uploadFile(app, uploader, 'foto', PNG_1X1);
      expect(response.statusCode).toBe(201);
      const back = await download(app, uploader, response.json().url);
      expect(back.headers['content-type']).toBe('image/png');
      expect(sha(back.rawPayload)).toBe(sha(PNG_1X1));
    });

    it('refuses an 11 MB file with 413 and a German message, and stores nothing', async () => {
      const before = await app.db.select().from(files);
      const response = await uploadFile(app, uploader, 'gross.pdf', pdfOfSize(11 * 1024 * 1024));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: 'Die Datei ist zu groß (max. 10 MB pro Datei).',
        code: 413,
        payload: {},
      });
      expect(await app.db.select().from(files)).toHaveLength(before.length);
    });

    it('refuses a .pdf that is really a ZIP with 422 on the field', async () => {
      const response = await uploadFile(app, uploader, 'rechnung.pdf', zipBytes());
      expect(response.statusCode).toBe(422);
      expect(response.json().payload.violations).toEqual([
        { propertyPath: 'file', title: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, PNG und JPEG.' },
      ]);
    });

    it('refuses a broken multipart body with 400 in German over a socket, and stores nothing', async () => {
      const { body, contentType } = multipartBody('file', 'a.pdf', pdfOfSize(20_000));
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const before = await app.db.select().from(files);
      for (const [bytes, type] of [
        [body.subarray(0, body.length - 40), contentType], // broken off inside the file
        [body.subarray(0, 60), contentType], // broken off inside the part's header
        [Buffer.from('kein multipart'), contentType],
        [body, 'multipart/form-data'], // no boundary
        [body, 'multipart/form-data; boundary=anders'],
      ] as const) {
        const response = await fetch(`http://127.0.0.1:${port}/backend/api/file`, {
          method: 'POST',
          headers: { cookie: uploader.cookie, 'content-type': type },
          body: bytes,
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: 'Die Datei wurde unvollständig oder beschädigt übertragen. Bitte erneut senden.',
          code: 400,
          payload: {},
        });
      }
      expect(await app.db.select().from(files)).toHaveLength(before.length);
    });

    it('requires a session', async () => {
      const { body, contentType } = multipartBody('file', 'a.png', PNG_1X1);
      const response = await app.inject({
        method: 'POST',
        url: '/backend/api/file',
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    });

    it('shows an unattached file only to its uploader, an attached one only to project members and admins', async () => {
      const file = (await uploadFile(app, uploader, 'plan.png', PNG_1X1)).json();
      expect((await download(app, other, file.url)).statusCode).toBe(404);
      const member = await createUser(app);
      const admin = await createUser(app, { isAdmin: true });
      const project = await createProject(app, {
        members: [
          { user: uploader, roles: ['project_manager'] },
          { user: member, roles: ['foreman'] },
        ],
      });
      const [record] = await app.db.select().from(files).where(eq(files.id, file.id));
      await attachFiles(
        app.db,
        { ...uploader, type: 'staff', firstName: '', lastName: '' },
        project.id,
        [record!.id],
        'documents',
      );
      expect((await download(app, member, file.url)).statusCode).toBe(200);
      expect((await download(app, admin, file.url)).statusCode).toBe(200);
      expect((await download(app, other, file.url)).statusCode).toBe(404);
    });
  });
}
