// The ZIP download with the S3 storage driver: files are streamed from object storage one after
// another and arrive byte-identical.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../storage/s3-storage.js';
import { multipartBody, pdfOfSize } from '../../test/fixtures.js';
import { startS3rver, type S3Server } from '../../test/s3rver.js';
import { call, createOrder, createSoilProject, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readZip } from '../../test/zip-reader.js';

let app: TestApp;
let s3: S3Server;
let soil: SoilProject;
beforeAll(async () => {
  s3 = await startS3rver(fs.mkdtempSync(path.join(os.tmpdir(), 'bd-s3-zip-')));
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
  soil = await createSoilProject(app);
});
afterAll(async () => {
  await app.cleanup();
  await s3.close();
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('project documents ZIP from S3 storage', () => {
  it('streams every selected file byte-identical', async () => {
    const contents = [pdfOfSize(2 * 1024 * 1024), pdfOfSize(700_000), pdfOfSize(1234)];
    const files = [];
    for (const [index, content] of contents.entries()) {
      const { body, contentType } = multipartBody('file', `Anlage ${index + 1}.pdf`, content);
      const response = await app.inject({
        method: 'POST',
        url: '/backend/api/file',
        headers: { cookie: soil.byRole.project_manager.cookie, 'content-type': contentType },
        payload: body,
      });
      files.push(response.json());
    }
    await createOrder(app, soil, { orderNumber: 'S3-1', attachmentDocuments: files });
    const { url } = (
      await call(app, soil.byRole.project_manager, 'POST', `/project-documentation/${soil.projectId}/download`, {
        files: files.map((file) => file.id),
      })
    ).json();
    const zip = await app.inject({ method: 'GET', url, headers: { cookie: soil.byRole.project_manager.cookie } });
    expect(zip.statusCode).toBe(200);
    const entries = readZip(zip.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(
      contents.map((_, index) => `Bestellungen & Anlieferungen/Bestellung S3-1/Anlage ${index + 1}.pdf`),
    );
    entries.forEach((entry, index) => expect(sha(entry.data)).toBe(sha(contents[index]!)));
  });
});
