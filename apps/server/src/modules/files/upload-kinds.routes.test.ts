import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../../test/test-app.js';
import { multipartBody, pdfOfSize, PNG_1X1 } from '../../test/fixtures.js';
import { GIF_1X1 } from '../../test/load-analysis-support.js';

describe('POST /file?kind=image (result images of dynamic plate load tests)', () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp();
    user = await createUser(app);
  });
  afterAll(() => app.cleanup());

  const upload = (url: string, name: string, content: Buffer) => {
    const { body, contentType } = multipartBody('file', name, content);
    return app.inject({
      method: 'POST',
      url,
      headers: { cookie: user.cookie, 'content-type': contentType },
      payload: body,
    });
  };

  it('accepts GIF and PNG images', async () => {
    const gif = await upload('/backend/api/file?kind=image', 'ausdruck.gif', GIF_1X1);
    expect(gif.statusCode).toBe(201);
    const back = await app.inject({ method: 'GET', url: gif.json().url, headers: { cookie: user.cookie } });
    expect(back.headers['content-type']).toBe('image/gif');
    expect((await upload('/backend/api/file?kind=image', 'foto.png', PNG_1X1)).statusCode).toBe(201);
  });

  it('refuses a PDF as image with a German message naming the allowed types', async () => {
    const response = await upload('/backend/api/file?kind=image', 'bericht.pdf', pdfOfSize(2000));
    expect(response.statusCode).toBe(422);
    expect(response.json().payload.violations).toEqual([
      { propertyPath: 'file', title: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind JPEG, PNG und GIF.' },
    ]);
  });

  it('keeps the default upload to PDF, PNG and JPEG (GIF refused) and refuses unknown kinds', async () => {
    const gif = await upload('/backend/api/file', 'ausdruck.gif', GIF_1X1);
    expect(gif.statusCode).toBe(422);
    expect((await upload('/backend/api/file', 'a.pdf', pdfOfSize(2000))).statusCode).toBe(201);
    const unknown = await upload('/backend/api/file?kind=video', 'a.png', PNG_1X1);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().payload.violations[0].propertyPath).toBe('querystring.kind');
  });
});
