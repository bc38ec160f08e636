// End-to-end harness: the real built server (apps/server/dist) on a free port with its own
// DATA_DIR (embedded PGlite, demo seed), driven by Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from '../apps/server/src/test/chromium.js';

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

export type TestServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The DATA_DIR of a server that migrated and seeded the demo once for the whole run
 * (e2e/global-setup.ts). Each test file's server starts on its own copy: the same fresh demo,
 * without every file paying the migrations and the demo's PDFs again.
 */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

/** Starts the built server; `env` adds or overrides variables (e.g. SMTP_URL). */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bd-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (seeded && env.SEED_DEMO === undefined) fs.cpSync(seeded, dataDir, { recursive: true });
  const url = `http://localhost:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet (${child.exitCode}):\n${logs.join('')}`);
    try {
      const response = await fetch(`${url}/backend/api/options`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Server startet nicht:\n${logs.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    logs,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** What a page is opened with: a phone's touch screen, the app's service worker. */
export type PageOptions = {
  /** Touch and pointer events of type "touch". */
  touch?: boolean;
  /**
   * Let the app install its service worker. Off unless the test is about what it does (offline
   * start, the outbox, stored answers): installing it precaches ~170 files into every new browser
   * context, which took about a third of each sign-in's CPU (decision 0837).
   */
  serviceWorker?: boolean;
};

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** The sign-in screen's link to the company sign-in. */
export const STAFF_SIGN_IN = /Firmen|Unternehmen|Mitarbeiter/;

/** Staff sign-in through the embedded identity provider (password "demo"). */
export async function signInAsStaff(page: Page, email: string, password = 'demo'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: STAFF_SIGN_IN }).first().click();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

export type CaughtMail = { to: string[]; subject: string; text: string };

/**
 * A real SMTP server (smtp-server, no TLS, no auth) collecting every mail the app sends, parsed with
 * postal-mime. Start the app with `SMTP_URL: catcher.url`; `waitFor` polls for a matching mail.
 */
export async function startMailCatcher(): Promise<{
  url: string;
  mails: CaughtMail[];
  waitFor: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>;
  close: () => Promise<void>;
}> {
  const { SMTPServer } = await import('smtp-server');
  const { default: PostalMime } = await import('postal-mime');
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find(match);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`Keine passende E-Mail erhalten (${mails.length} insgesamt)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves once the service worker controls the page (the app shell then opens without a connection). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}
