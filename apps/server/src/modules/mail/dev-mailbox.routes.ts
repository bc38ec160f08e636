// GET /backend/dev-mailbox: the development outbox as a German HTML page (and as JSON for
// end-to-end tests). Registered only when no SMTP server is configured; in production only in
// demo mode (DEV_IDP=1), because the page shows live login links (decision 0123). The links sign
// a guest in, so only this machine (loopback, not through a proxy) or a signed-in admin may read
// them (issue 12, decision 0252).
import { SITE_TIME_ZONE } from '@baustellendoku/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/errors.js';
import { escapeHtml, htmlPage } from './html.js';
import { readOutbox } from './mailer.js';

const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export const devMailboxMessages = {
  localOnly: 'Das Entwicklungs-Postfach ist nur auf dem Server selbst oder für angemeldete Admins erreichbar.',
} as const;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The direct peer is this machine and no proxy forwarded the request for someone else. */
export const isLocalRequest = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

export async function devMailboxRoutes(app: FastifyInstance) {
  const { config } = app;
  if (config.SMTP_URL) return;
  if (config.NODE_ENV === 'production' && !config.DEV_IDP) return;

  app.addHook('preHandler', async (request, reply) => {
    if (isLocalRequest(request) || request.access.optionalUser?.isAdmin) return;
    return sendError(reply, 403, devMailboxMessages.localOnly);
  });

  // Public routes with the caller's session looked up: the hook above lets admins in.
  const withSession = { config: { access: 'public' } } as const;
  app.get('/dev-mailbox/messages', withSession, async () => ({ items: await readOutbox(config) }));

  app.get('/dev-mailbox', withSession, async (_request, reply) => {
    const entries = await readOutbox(config);
    const rows = entries
      .map(
        (entry) => `<tr>
  <td>${escapeHtml(timeFormat.format(new Date(entry.sentAt)))} Uhr</td>
  <td>${escapeHtml(entry.to)}</td>
  <td>${escapeHtml(entry.subject)}</td>
  <td>${entry.links.map((link) => `<a href="${escapeHtml(link)}" target="_blank" rel="noopener">${escapeHtml(link)}</a>`).join('<br>')}</td>
</tr>`,
      )
      .join('\n');
    const table = entries.length
      ? `<table><thead><tr><th>Zeit</th><th>Empfänger</th><th>Betreff</th><th>Link</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<div class="card">Noch keine E-Mails versendet.</div>';
    const body = `<main>
<h1>Entwicklungs-Postfach</h1>
<p class="muted">Ohne SMTP-Server werden E-Mails hier abgelegt (neueste zuerst). Die Seite aktualisiert sich alle 5 Sekunden.</p>
${table}
</main>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(htmlPage('Entwicklungs-Postfach – Baustellendoku', body, '<meta http-equiv="refresh" content="5">'));
  });
}
