// German text and link per history event type. Texts use `{variable}` placeholders filled from
// the entry's variables; links point at the affected object with the spec's link texts.
import { projectRoute } from '../paths.js';
import { historyEventTypes as t, type HistoryEventType } from './history-types.js';

type Variables = Record<string, unknown>;

/** The objects an entry can link to (spec part 1 §2, table "Activity history"). */
export const historyLinkTargets = {
  announcement: { text: 'Baustellenanzeige einsehen', route: projectRoute('announcements') },
  wreckingPile: { text: 'Miete einsehen', route: projectRoute('wreckingPileDetail') },
  batch: { text: 'Charge einsehen', route: projectRoute('batchDetail') },
  deliveryNotes: { text: 'Lieferscheine anzeigen', route: projectRoute('wreckingPileInventory') },
  order: { text: 'Bestellung einsehen', route: projectRoute('orderDetail') },
  delivery: { text: 'Anlieferung einsehen', route: projectRoute('deliveryDetail') },
  mountingDocumentation: { text: 'Dokumentation einsehen', route: projectRoute('mountingDocumentationDetail') },
  asbestosDocumentation: {
    text: 'Dokumentation der Asbestfreiheit einsehen',
    route: projectRoute('documentationOfAbsenceOfAsbestos'),
  },
} as const satisfies Record<
  string,
  { text: string; route: (projectId: string, variables: Variables) => string | null }
>;
export type HistoryLinkTarget = keyof typeof historyLinkTargets;

type HistoryTypeEntry = { text: string; link?: HistoryLinkTarget };

export const historyRegistry: Record<HistoryEventType, HistoryTypeEntry> = {
  [t.projectCreated]: { text: 'Das Projekt „{projectName}“ wurde angelegt' },
  [t.projectUpdated]: { text: 'Die Projektdaten wurden aktualisiert' },
  [t.participantAdded]: { text: '{userName} wurde dem Projekt als {rolesAsLabel} hinzugefügt' },
  [t.participantRemoved]: { text: '{userName} wurde aus dem Projekt entfernt' },
  [t.participantRolesChanged]: { text: 'Die Rollen von {userName} wurden geändert: {rolesAsLabel}' },
  [t.integrationTokenCreated]: { text: 'Das API-Token „{tokenName}“ wurde angelegt ({rightsLabel})' },
  [t.integrationTokenRevoked]: { text: 'Das API-Token „{tokenName}“ wurde widerrufen' },
  [t.featureActivated]: { text: 'Die Projektfunktion „{featureLabel}“ wurde aktiviert' },
  [t.projectHandedOver]: {
    text: 'Das Übergabepaket mit {fileCount} Dateien wurde an {recipient} ({recipientRoleLabel}) übergeben; SHA-256 des Manifests: {manifestSha256}',
  },
  [t.ebvCoverSheetGenerated]: { text: 'Das Deckblatt nach § 25 Abs. 3 EBV wurde erstellt' },
  [t.ebvBulkDensitiesUpdated]: {
    text: 'Die Schüttdichten für die Anzeigen nach § 22 EBV wurden geändert: {densities}',
  },
  [t.ebvNoticeGenerated]: { text: 'Die {noticeLabel} nach § 22 EBV wurde erstellt' },
  [t.ebvNoticeSent]: { text: 'Der Versand der {noticeLabel} nach § 22 EBV am {sentOnAsDate} wurde eingetragen' },
  [t.featureUpdated]: { text: 'Die Einstellungen der Projektfunktion „{featureLabel}“ wurden aktualisiert' },
  [t.suitabilityAdded]: {
    text: 'Für die Maschine {machineName} liegt ein Eignungsnachweis für {grainSizeAndQualityLabel} vor',
  },
  [t.announcementCreated]: { text: 'Eine Baustellenanzeige wurde erstellt', link: 'announcement' },
  [t.announcementSendingConfirmed]: { text: 'Der Versand der Baustellenanzeige wurde bestätigt', link: 'announcement' },
  [t.asbestosDocumentationAdded]: {
    text: 'Die Dokumentation der Asbestfreiheit wurde ergänzt',
    link: 'asbestosDocumentation',
  },
  [t.wreckingPileCreated]: { text: 'Die Miete {wreckingPileName} wurde angelegt', link: 'wreckingPile' },
  [t.wreckingPileUpdated]: { text: 'Die Miete {wreckingPileName} wurde bearbeitet', link: 'wreckingPile' },
  [t.acceptanceControlCreated]: {
    text: 'Die Annahmekontrolle der Miete {wreckingPileName} wurde erstellt',
    link: 'wreckingPile',
  },
  [t.acceptanceControlUpdated]: {
    text: 'Die Annahmekontrolle der Miete {wreckingPileName} wurde aktualisiert',
    link: 'wreckingPile',
  },
  [t.acceptanceControlRejected]: {
    text: 'Die Annahmekontrolle der Miete {wreckingPileName} wurde abgelehnt',
    link: 'wreckingPile',
  },
  [t.wreckingPileApprovedForBreaking]: {
    text: 'Die Miete {wreckingPileName} wurde zur Aufbereitung freigegeben',
    link: 'wreckingPile',
  },
  [t.wreckingPileMarkedForDisposal]: {
    text: 'Die Miete {wreckingPileName} wurde zur Entsorgung bestimmt',
    link: 'wreckingPile',
  },
  [t.wreckingPileDisposalDocumented]: {
    text: 'Der Entsorgungsnachweis der Miete {wreckingPileName} wurde ergänzt',
    link: 'wreckingPile',
  },
  [t.processedMaterialCaptured]: {
    text: 'Für die Miete {wreckingPileName} wurden {amountInTons} t aufbereitetes Material erfasst',
    link: 'wreckingPile',
  },
  [t.batchLocationDocumented]: {
    text: 'Der Standort der Charge {batchNumber} der Miete {wreckingPileName} wurde dokumentiert',
    link: 'batch',
  },
  [t.batchSamplingConfirmed]: {
    text: 'Die Probenahme der Charge {batchNumber} der Miete {wreckingPileName} wurde bestätigt',
    link: 'batch',
  },
  [t.batchAnalyticSet]: {
    text: 'Die Analytik der Charge {batchNumber} der Miete {wreckingPileName} wurde erfasst',
    link: 'batch',
  },
  [t.batchAnalyticSetAgainstComputation]: {
    text: 'Die Analytik der Charge {batchNumber} der Miete {wreckingPileName} wurde erfasst: {materialClass} {deviation}, Begründung: {comment}',
    link: 'batch',
  },
  [t.batchConfirmed]: { text: 'Die Charge {batchNumber} der Miete {wreckingPileName} wurde bestätigt', link: 'batch' },
  [t.batchRestarted]: {
    text: 'Die Charge {batchNumber} der Miete {wreckingPileName} wurde zur erneuten Prüfung eingereicht',
    link: 'batch',
  },
  [t.batchMarkedForDisposal]: {
    text: 'Die Charge {batchNumber} der Miete {wreckingPileName} wurde zur Entsorgung bestimmt',
    link: 'batch',
  },
  [t.batchDisposalDocumented]: {
    text: 'Der Entsorgungsnachweis der Charge {batchNumber} der Miete {wreckingPileName} wurde ergänzt',
    link: 'batch',
  },
  [t.deliveryNoteCreated]: {
    text: 'Der Lieferschein {deliveryNoteNumber} über {amountInTons} t wurde erstellt',
    link: 'deliveryNotes',
  },
  [t.deliveryNoteReceived]: {
    text: 'Die Übergabe des Lieferscheins {deliveryNoteNumber} ({amountInTons} t) wurde von {signerName} quittiert',
    link: 'deliveryNotes',
  },
  [t.orderCreated]: { text: 'Die Bestellung {orderNumber} wurde angelegt', link: 'order' },
  [t.orderUpdated]: { text: 'Die Bestellung {orderNumber} wurde bearbeitet', link: 'order' },
  [t.orderApproved]: { text: 'Die Bestellung {orderNumber} wurde freigegeben', link: 'order' },
  [t.orderRejected]: { text: 'Die Bestellung {orderNumber} wurde abgelehnt', link: 'order' },
  [t.orderDeactivated]: { text: 'Die Bestellung {orderNumber} wurde deaktiviert', link: 'order' },
  [t.orderActivated]: { text: 'Die Bestellung {orderNumber} wurde aktiviert', link: 'order' },
  [t.orderAlmostFullyDelivered]: {
    text: 'Die Bestellung {orderNumber} ist fast vollständig angeliefert',
    link: 'order',
  },
  [t.deliveryRecorded]: {
    text: 'Zur Bestellung {orderNumber} wurde eine Anlieferung über {amountInTons} t erfasst',
    link: 'delivery',
  },
  [t.deliveryCorrected]: {
    text: 'Die Anlieferung (Charge {number}) zur Bestellung {orderNumber} wurde berichtigt (Version {version}): {reason}',
    link: 'delivery',
  },
  [t.mountingDocumentationCreated]: {
    text: 'Die Einbaudokumentation {gridField} wurde angelegt',
    link: 'mountingDocumentation',
  },
  [t.mountingDocumentationUpdated]: {
    text: 'Die Einbaudokumentation {gridField} wurde bearbeitet',
    link: 'mountingDocumentation',
  },
  [t.dynamicLoadTestRecorded]: {
    text: 'Der dynamische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} wurde erfasst',
  },
  [t.dynamicLoadTestUpdated]: {
    text: 'Der dynamische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} wurde bearbeitet',
  },
  [t.staticLoadTestRecorded]: {
    text: 'Der statische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} wurde erfasst',
  },
  [t.staticLoadTestUpdated]: {
    text: 'Der statische Plattendruckversuch Nr. {number} im Rasterfeld {gridField} wurde bearbeitet',
  },
  [t.compactionRequirementCreated]: { text: 'Die Verdichtungsanforderung für die Schicht „{layer}“ wurde festgelegt' },
  [t.compactionRequirementUpdated]: { text: 'Die Verdichtungsanforderung für die Schicht „{layer}“ wurde geändert' },
  [t.compactionRequirementDeleted]: { text: 'Die Verdichtungsanforderung für die Schicht „{layer}“ wurde gelöscht' },
  [t.compactionLotCreated]: { text: 'Das Prüflos „{name}“ (Schicht „{layer}“) wurde gebildet' },
  [t.compactionLotUpdated]: { text: 'Das Prüflos „{name}“ (Schicht „{layer}“) wurde geändert' },
  [t.compactionLotDeleted]: { text: 'Das Prüflos „{name}“ (Schicht „{layer}“) wurde gelöscht' },
  [t.loadTestDeviceChanged]: {
    text: 'Das Prüfgerät {deviceType} mit der Seriennummer {serialNumber} wurde geändert ({change}); die Protokolle von {count} Plattendruckversuch(en) wurden neu geschrieben',
  },
  [t.webhookCreated]: { text: 'Ein Webhook an {host} wurde eingerichtet' },
  [t.webhookDeactivated]: { text: 'Der Webhook an {host} wurde deaktiviert' },
  [t.webhookActivated]: { text: 'Der Webhook an {host} wurde reaktiviert' },
  [t.webhookDeleted]: { text: 'Der Webhook an {host} wurde gelöscht' },
};

export type RenderedHistoryEntry = { text: string; link: { href: string; text: string } | null };

const formatVariable = (value: unknown): string => {
  if (value === null || value === undefined) return '–';
  if (Array.isArray(value)) return value.map(formatVariable).join(', ');
  return String(value);
};

/** Text and link of a stored entry; an unknown type reads "Missing: {type}" (spec part 1 §8). */
export function renderHistoryEntry(
  projectId: string,
  entry: { type: string; variables: Variables },
): RenderedHistoryEntry {
  const definition = (historyRegistry as Record<string, HistoryTypeEntry | undefined>)[entry.type];
  if (!definition) return { text: `Missing: ${entry.type}`, link: null };
  const text = definition.text.replace(/\{(\w+)\}/g, (_, name: string) => formatVariable(entry.variables[name]));
  if (!definition.link) return { text, link: null };
  const target = historyLinkTargets[definition.link];
  const href = target.route(projectId, entry.variables);
  return { text, link: href ? { href, text: target.text } : null };
}
