// The embedded provider's German sign-in page: a plain form (no scripts, CSP-compatible).
import { escapeHtml, htmlPage } from '../mail/html.js';
import { demoAccounts, DEMO_PASSWORD } from './demo-accounts.js';

export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const accounts = demoAccounts
    .map(
      (account) => `<li>${escapeHtml(account.email)} – ${escapeHtml(`${account.firstName} ${account.lastName}`)}</li>`,
    )
    .join('');
  return htmlPage(
    'Anmelden – Baustellendoku',
    `<main><div class="card narrow">
<h1>Anmelden</h1>
<p class="muted">Firmen-Login von Baustellendoku (Entwicklungsumgebung)</p>
${options.error ? `<div class="alert" role="alert">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="email">E-Mail-Adresse</label>
  <input id="email" name="email" type="email" required autofocus autocomplete="username" value="${escapeHtml(options.email ?? '')}">
  <label for="password">Passwort</label>
  <input id="password" name="password" type="password" required autocomplete="current-password">
  <button type="submit">Anmelden</button>
</form>
<div class="hint">Demo-Zugänge (Passwort „${DEMO_PASSWORD}“):<ul>${accounts}</ul></div>
</div></main>`,
  );
}
