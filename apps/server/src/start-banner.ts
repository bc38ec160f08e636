// The start banner: where the app runs and, loudly, which development services are switched on
// and how to switch each off (issue 12: an outbox with live login links must never run unnoticed).
import type { Config } from './config.js';
import { isDevIdpEnabled } from './modules/dev-idp/dev-idp-client.js';

export type DevelopmentService = { name: string; turnOff: string };

export function developmentServices(config: Config): DevelopmentService[] {
  const services: DevelopmentService[] = [];
  if (isDevIdpEnabled(config)) {
    services.push({
      name: 'Demo-Anmeldedienst /backend/dev-idp (Konten mit Passwort „demo“)',
      turnOff: 'OIDC_ISSUER, OIDC_CLIENT_ID und OIDC_CLIENT_SECRET des Firmen-Anmeldedienstes setzen',
    });
  }
  if (!config.SMTP_URL && (config.NODE_ENV !== 'production' || config.DEV_IDP)) {
    services.push({
      name: 'Entwicklungs-Postfach /backend/dev-mailbox (nur für diesen Rechner und Admins)',
      turnOff: 'SMTP_URL setzen',
    });
  }
  if (config.SEED_DEMO === 'auto') {
    services.push({ name: 'Demodaten in einer leeren Datenbank', turnOff: 'SEED_DEMO=never setzen' });
  }
  return services;
}

export function startBanner(config: Config): string {
  const lines = [`Baustellendoku läuft unter ${config.APP_URL} (lauscht auf ${config.HOST}:${config.PORT})`];
  if (config.HOST === '0.0.0.0' || config.HOST === '::') {
    lines.push('  Erreichbar von allen Netzwerkschnittstellen; nur lokal: HOST=127.0.0.1 setzen.');
  }
  const services = developmentServices(config);
  if (services.length > 0) {
    lines.push('  ENTWICKLUNGSDIENSTE AKTIV – nicht für den Produktivbetrieb:');
    for (const service of services) lines.push(`  • ${service.name} – abschalten: ${service.turnOff}`);
  }
  return lines.join('\n');
}
