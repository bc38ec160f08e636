// The development outbox: mails land as .eml + JSON in DATA_DIR/outbox and are listed at
// /backend/dev-mailbox (HTML) and /backend/dev-mailbox/messages (JSON).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('development mailbox', () => {
  it('stores each mail as .eml and lists it with recipient, subject and clickable link', async () => {
    expect(app.mail.kind).toBe('outbox');
    await app.mail.send({
      to: 'max@extern.example',
      subject: 'Test <Betreff>',
      text: `Hallo\n\n${app.config.APP_URL}/login?x=1&y=2\n`,
    });
    const files = fs.readdirSync(path.join(app.config.DATA_DIR, 'outbox'));
    expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(1);
    const eml = fs.readFileSync(
      path.join(
        app.config.DATA_DIR,
        'outbox',
        files.find((file) => file.endsWith('.eml'))!,
      ),
      'utf8',
    );
    expect(eml).toContain('To: max@extern.example');

    const page = await app.inject({ method: 'GET', url: '/backend/dev-mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Entwicklungs-Postfach');
    expect(page.body).toContain('max@extern.example');
    expect(page.body).toContain('Test &lt;Betreff&gt;');
    expect(page.body).toContain(`<a href="${app.config.APP_URL}/login?x=1&amp;y=2"`);
    expect(page.body).not.toContain('<script');

    const json = await app.inject({ method: 'GET', url: '/backend/dev-mailbox/messages' });
    expect(json.json().items[0]).toMatchObject({
      to: 'max@extern.example',
      subject: 'Test <Betreff>',
      links: [`${app.config.APP_URL}/login?x=1&y=2`],
    });
  });

  it('is not served in production unless the demo provider is enabled', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', OIDC_ISSUER: 'http://127.0.0.1:9/x', OIDC_CLIENT_ID: 'x' },
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/backend/dev-mailbox' })).statusCode).toBe(404);
    } finally {
      await production.cleanup();
    }
    const demo = await createTestApp({ env: { NODE_ENV: 'production', DEV_IDP: '1' } });
    try {
      expect((await demo.inject({ method: 'GET', url: '/backend/dev-mailbox' })).statusCode).toBe(200);
    } finally {
      await demo.cleanup();
    }
  });
});
