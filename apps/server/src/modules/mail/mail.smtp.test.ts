// Mail through a real SMTP server started by the test: the guest login mail carries exactly one
// link under APP_URL, the invitation reaches the guest, and a refused mail changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { loginTokens, users } from '../../db/schema/index.js';
import { createTestApp, createUser, type TestApp } from '../../test/test-app.js';
import { startSmtpServer } from '../../test/identity/smtp.js';
import { linksIn } from './mailer.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Baustellendoku <noreply@baustellendoku.example>' },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await smtp?.close();
});

describe('SMTP delivery', () => {
  it('sends the guest login mail with exactly one link under APP_URL', async () => {
    await app.db
      .insert(users)
      .values({ type: 'guest', email: 'gerda@extern.example', firstName: 'Gerda', lastName: 'Gast' });
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/authentication/login-token',
      payload: { emailAddress: 'gerda@extern.example' },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual(['gerda@extern.example']);
    expect(mail!.email.from?.address).toBe('noreply@baustellendoku.example');
    expect(mail!.email.subject).toBe('Ihr Anmelde-Link für Baustellendoku');
    const links = linksIn(mail!.email.text ?? '');
    expect(links).toHaveLength(1);
    expect(
      links[0]!.startsWith(
        `${app.config.APP_URL}/backend/authentication/login-token/${response.json().loginTokenId}/confirm?secret=`,
      ),
    ).toBe(true);
    expect(mail!.email.text).toContain('10 Minuten');
    expect(mail!.email.text).toContain('ignorieren');

    // The link from the real mail approves the login.
    const confirm = await app.inject({ method: 'GET', url: links[0]!.slice(app.config.APP_URL.length) });
    expect(confirm.headers.location).toBe('/authentication/successful');
  });

  it('sends the invitation naming the inviter and the optional message', async () => {
    const admin = await createUser(app, { isAdmin: true, firstName: 'Anna', lastName: 'Admin' });
    const response = await app.inject({
      method: 'POST',
      url: '/backend/api/user',
      headers: { cookie: admin.cookie },
      payload: {
        name: { firstName: 'Otto', lastName: 'Extern' },
        emailAddress: 'otto@extern.example',
        inviteMessage: 'Willkommen im Projekt Hafenkante!',
      },
    });
    expect(response.statusCode).toBe(201);
    const received = await smtp.waitFor(2);
    const mail = received.find((entry) => entry.envelopeTo.includes('otto@extern.example'))!;
    expect(mail.email.subject).toBe('Einladung zu Baustellendoku');
    expect(mail.email.text).toContain('Anna Admin');
    expect(mail.email.text).toContain('Willkommen im Projekt Hafenkante!');
    expect(linksIn(mail.email.text ?? '')).toEqual([`${app.config.APP_URL}/login`]);
  });
});

describe('SMTP failure', () => {
  it('answers 503 and rolls back the token or the invited guest', async () => {
    const refusing = await startSmtpServer({ reject: true });
    const failing = await createTestApp({ env: { SMTP_URL: refusing.url } });
    try {
      await failing.db
        .insert(users)
        .values({ type: 'guest', email: 'gerda@extern.example', firstName: 'Gerda', lastName: 'Gast' });
      const token = await failing.inject({
        method: 'POST',
        url: '/backend/api/authentication/login-token',
        payload: { emailAddress: 'gerda@extern.example' },
      });
      expect(token.statusCode).toBe(503);
      expect(token.json().message).toBe(
        'Die E-Mail konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
      );
      expect((await failing.db.select({ value: count() }).from(loginTokens))[0]!.value).toBe(0);

      const admin = await createUser(failing, { isAdmin: true });
      const before = (await failing.db.select({ value: count() }).from(users))[0]!.value;
      const invite = await failing.inject({
        method: 'POST',
        url: '/backend/api/user',
        headers: { cookie: admin.cookie },
        payload: { name: { firstName: 'Otto', lastName: 'Extern' }, emailAddress: 'otto@extern.example' },
      });
      expect(invite.statusCode).toBe(503);
      expect((await failing.db.select({ value: count() }).from(users))[0]!.value).toBe(before);
    } finally {
      await failing.cleanup();
      await refusing.close();
    }
  });

  it('does not serve the development mailbox when SMTP is configured', async () => {
    expect((await app.inject({ method: 'GET', url: '/backend/dev-mailbox' })).statusCode).toBe(404);
  });
});
