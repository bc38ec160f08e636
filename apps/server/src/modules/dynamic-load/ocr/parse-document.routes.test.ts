// POST /dynamic-load-analysis/parse-document/{fileId}/{namespace}: upload a rendered printout as the
// dynamic test form does (POST /file?kind=image), then let the server read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfOfSize } from '../../../test/fixtures.js';
import { openPrintoutRenderer } from '../../../test/ocr-printouts/printout-renderer.js';
import { printoutSamples } from '../../../test/ocr-printouts/printout-samples.js';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app.js';

// The Terratest 5000 BLU sample: a rotated, noisy GIF, the format only "kind=image" accepts.
const sample = printoutSamples.find((candidate) => candidate.name.startsWith('Terratest 5000 BLU'))!;

let app: TestApp;
let uploader: TestUser;
let other: TestUser;
let printoutId: string;

async function upload(user: TestUser, fileName: string, content: Buffer, kind = '?kind=image') {
  const { body, contentType } = multipartBody('file', fileName, content);
  const response = await app.inject({
    method: 'POST',
    url: `/backend/api/file${kind}`,
    headers: { cookie: user.cookie, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

const parse = (fileId: string, user?: TestUser) =>
  app.inject({
    method: 'POST',
    url: `/backend/api/dynamic-load-analysis/parse-document/${fileId}/dynamic-load-analysis`,
    headers: user ? { cookie: user.cookie } : {},
  });

beforeAll(async () => {
  const renderer = await openPrintoutRenderer();
  const image = await renderer.render(sample.lines, sample.style, sample.format, 4).finally(() => renderer.close());
  app = await createTestApp();
  uploader = await createUser(app);
  other = await createUser(app);
  printoutId = await upload(uploader, 'ergebnis.gif', image);
}, 60_000);

afterAll(async () => {
  await app?.cleanup();
});

describe('POST /dynamic-load-analysis/parse-document/{fileId}/{namespace}', () => {
  it('answers the fields read from the uploaded printout', async () => {
    const response = await parse(printoutId, uploader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sample.expected);
  }, 60_000);

  it('answers 401 without a session', async () => {
    expect((await parse(printoutId)).statusCode).toBe(401);
  });

  it("answers 404 for another user's upload, an unknown id and a malformed id", async () => {
    expect((await parse(printoutId, other)).statusCode).toBe(404);
    expect((await parse('6b0f7c3e-8a59-4b53-9d0e-2f4f9c2b7a10', uploader)).statusCode).toBe(404);
    expect((await parse('not-a-file', uploader)).statusCode).toBe(404);
  });

  it('answers 429 to a third read of the same person while two are still running', async () => {
    const responses = await Promise.all([
      parse(printoutId, uploader),
      parse(printoutId, uploader),
      parse(printoutId, uploader),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 429]);
    expect(responses.find((response) => response.statusCode === 429)!.json()).toMatchObject({
      message: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    });
    // Once they are done, the next one is served again.
    expect((await parse(printoutId, uploader)).statusCode).toBe(200);
  }, 120_000);

  it('answers 422 with the spec message for a file that is not an image', async () => {
    const pdfId = await upload(uploader, 'protokoll.pdf', pdfOfSize(2048), '');
    const response = await parse(pdfId, uploader);
    expect(response.statusCode).toBe(422);
    const message =
      'Die Datei konnte nicht analysiert werden. Bitte überprüfen Sie, ob sie das richtige Format hat und erneut versuchen.';
    expect(response.json()).toMatchObject({
      message,
      code: 422,
      payload: { violations: [{ propertyPath: 'file', title: message }] },
    });
  });
});
