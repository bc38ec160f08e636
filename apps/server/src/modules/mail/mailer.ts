// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise a development outbox
// in DATA_DIR/outbox (each mail as .eml plus a JSON summary, shown at /backend/dev-mailbox).
// Other modules send through `app.mail.send(...)`.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
};

export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  sentAt: string;
  links: string[];
  text: string;
};

export const outboxDir = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/** Absolute http(s) links in a text, in order. */
export const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];

/**
 * nodemailer (~14 MB resident) is imported when the first mail goes out, not at start: most
 * server processes never send one. The transport is created once and then reused.
 */
function lazyTransport(create: (mailer: typeof Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () => (transport ??= import('nodemailer').then((module) => create(module.default)));
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const smtpUrl = config.SMTP_URL;
    // Query parameters of the URL become transport options (e.g. ?ignoreTLS=true, ?pool=true).
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl, { from: config.MAIL_FROM }));
    return {
      kind: 'smtp',
      send: async (message) => {
        await (await transport()).sendMail(message);
      },
    };
  }
  const transport = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const dir = outboxDir(config);
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await (await transport()).sendMail({ from: config.MAIL_FROM, ...message });
      const sentAt = new Date();
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = {
        id,
        to: message.to,
        subject: message.subject,
        sentAt: sentAt.toISOString(),
        links: linksIn(message.text),
        text: message.text,
      };
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${id}.eml`), info.message as Buffer);
      await fs.writeFile(path.join(dir, `${id}.json`), JSON.stringify(entry, null, 2));
      // Recipient and sign-in links are personal data and credentials: only at debug (decision 0253).
      log.info({ id, subject: entry.subject }, 'Mail im Entwicklungs-Postfach abgelegt (/backend/dev-mailbox)');
      log.debug({ id, to: entry.to, links: entry.links }, 'Mail im Entwicklungs-Postfach: Empfänger und Links');
    },
  };
}

/** Outbox entries, newest first. */
export async function readOutbox(config: Config): Promise<OutboxEntry[]> {
  const dir = outboxDir(config);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
}
