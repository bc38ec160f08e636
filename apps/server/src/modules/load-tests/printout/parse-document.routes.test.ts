// POST /dynamic-load-analysis/parse-document/{fileId}/{namespace}: upload a rendered printout as the
// dynamic test form does (POST /file?kind=image), then let the server read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pdfOfSize } from '../../../test/fixtures.js';
import { printoutReviewReasons } from '@baustellendoku/domain';
import { renderTestSet } from '../../../test/ocr-printouts/render-test-set.js';
import { printoutTestSet } from '../../../test/ocr-printouts/printout-test-set.js';
import { dynamicLoadAnalyses } from '../../../db/schema/index.js';
import { createProject, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/test-app.js';

// A tabular protocol of a test in Vienna, as a GIF (the format only "kind=image" accepts): the
// position is legible but outside Germany, so it must come back for review, not as a value.
const sample = printoutTestSet().find((candidate) => candidate.name.endsWith('Position in Wien'))!;

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

const parse = (fileId: string, user?: TestUser, query = '') =>
  app.inject({
    method: 'POST',
    url: `/backend/api/dynamic-load-analysis/parse-document/${fileId}/dynamic-load-analysis${query}`,
    headers: user ? { cookie: user.cookie } : {},
  });

beforeAll(async () => {
  const { image } = (await renderTestSet([sample]))[0]!;
  app = await createTestApp();
  uploader = await createUser(app);
  other = await createUser(app);
  printoutId = await upload(uploader, 'ergebnis.gif', image);
}, 180_000);

afterAll(async () => {
  await app?.cleanup();
});

describe('POST /dynamic-load-analysis/parse-document/{fileId}/{namespace}', () => {
  it('answers the plausible fields and returns the implausible position for review', async () => {
    const response = await parse(printoutId, uploader);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      evd: sample.expected.evd,
      dateTime: sample.expected.dateTime,
      deviceName: sample.expected.deviceName,
      review: {
        latitude: { reason: printoutReviewReasons.outsideArea, text: expect.stringContaining('48°12') },
        longitude: { reason: printoutReviewReasons.outsideArea, text: expect.stringContaining('16°22') },
      },
    });
    // Never a value the user would not be asked to check.
    expect(body).not.toHaveProperty('latG');
    expect(body).not.toHaveProperty('lngG');
  }, 60_000);

  it("checks positions against the project's own tests when the project lies outside Germany", async () => {
    const project = await createProject(app, {
      features: ['mounting-documentation'],
      members: [{ user: uploader, roles: ['foreman'] }],
    });
    await app.db.insert(dynamicLoadAnalyses).values({
      projectId: project.id,
      number: 1,
      gridField: 'A1',
      analysedAt: new Date('2024-12-20T10:00:00Z'),
      latitude: '48.210000',
      longitude: '16.370000',
      evd: '80',
      heightInMillimeters: '0',
      soilLayerHeightInMillimeters: '300',
      soilType: 'Kies',
      deviceName: 'Zorn ZFG 3000 GPS',
      deviceModel: 'ZFG 3000',
      analysisResultFileId: printoutId,
    });
    const response = await parse(printoutId, uploader, `?projectId=${project.id}`);
    expect(response.statusCode).toBe(200);
    // The printout's 48.208176 / 16.373819 in degrees and minutes.
    expect(response.json()).toMatchObject({
      evd: sample.expected.evd,
      latG: 48,
      latM: 12.4906,
      lngG: 16,
      lngM: 22.4291,
    });
    // Someone outside the project cannot probe it.
    expect((await parse(printoutId, other, `?projectId=${project.id}`)).statusCode).toBeGreaterThanOrEqual(403);
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
