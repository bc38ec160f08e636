// Webhook subscription and delivery statuses with their German labels and badge colours.
import type { BadgeTone } from '../status.js';

export const webhookStatuses = ['active', 'inactive', 'failing'] as const;
export type WebhookStatus = (typeof webhookStatuses)[number];

export const webhookStatusLabels: Record<WebhookStatus, string> = {
  active: 'Aktiv',
  inactive: 'Deaktiviert',
  // Deliveries failed for 24 h: the project manager re-activates it (decision 0570).
  failing: 'Fehlerhaft',
};
export const webhookStatusTones: Record<WebhookStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  failing: 'danger',
};

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Ausstehend',
  delivered: 'Zugestellt',
  failed: 'Aufgegeben',
};
export const webhookDeliveryStatusTones: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};

/** A project has at most this many subscriptions (each one costs requests on every event). */
export const MAX_WEBHOOKS_PER_PROJECT = 20;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Why a target address is refused (the server classifies resolved addresses). */
export const webhookAddressKinds = {
  loopback: 'Loopback-Adresse',
  private: 'private Adresse',
  linkLocal: 'Link-Local-Adresse',
  cgnat: 'CGNAT-Adresse (100.64.0.0/10)',
  uniqueLocal: 'Unique-Local-Adresse (fc00::/7)',
  metadata: 'Metadaten-Adresse eines Cloud-Anbieters',
  reserved: 'reservierte oder nicht öffentliche Adresse',
} as const;
export type WebhookAddressKind = keyof typeof webhookAddressKinds;

export const webhookMessages = {
  urlRequired: 'Bitte geben Sie die Adresse des Empfängers ein',
  urlInvalid: 'Bitte geben Sie eine gültige Adresse ein (z. B. https://erp.example.com/webhook)',
  httpsOnly: 'Nur https-Adressen sind erlaubt',
  credentialsInUrl: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten',
  unresolvable: (host: string) => `Der Name ${host} lässt sich nicht auflösen`,
  privateTarget: (host: string, address: string, kind: WebhookAddressKind) =>
    `Die Adresse ${host} zeigt auf ${address}, eine ${webhookAddressKinds[kind]}; solche Ziele sind nicht erlaubt`,
  chooseEvent: 'Bitte wählen Sie mindestens ein Ereignis',
  tooMany: `Ein Projekt kann höchstens ${MAX_WEBHOOKS_PER_PROJECT} Webhooks haben`,
  notActive: 'Der Webhook ist nicht aktiv. Aktivieren Sie ihn, um ein Testereignis zu senden.',
  alreadyActive: 'Der Webhook ist bereits aktiv',
  alreadyInactive: 'Der Webhook ist bereits deaktiviert',
} as const;
