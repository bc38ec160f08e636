// History event types of the soil-installation feature with their German texts (spec part 1 §2:
// order created … almost fully delivered; workflows.md adds delivery recorded and documentation
// created/updated). Variables are filled from the entry's `variables`.
export const soilHistoryEvents = {
  featureActivated: 'mounting_documentation_feature_activated',
  featureUpdated: 'mounting_documentation_feature_updated',
  orderCreated: 'order_created',
  orderUpdated: 'order_updated',
  orderApproved: 'order_approved',
  orderRejected: 'order_rejected',
  orderDeactivated: 'order_deactivated',
  orderActivated: 'order_activated',
  orderAlmostFullyDelivered: 'order_almost_fully_delivered',
  deliveryCreated: 'delivery_created',
  mountingDocumentationCreated: 'mounting_documentation_created',
  mountingDocumentationUpdated: 'mounting_documentation_updated',
} as const;
export type SoilHistoryEventType = (typeof soilHistoryEvents)[keyof typeof soilHistoryEvents];

export const soilHistoryTexts: Record<SoilHistoryEventType, string> = {
  mounting_documentation_feature_activated: 'Die Bodeneinbau-Dokumentation wurde aktiviert',
  mounting_documentation_feature_updated: 'Die Einstellungen der Bodeneinbau-Dokumentation wurden aktualisiert',
  order_created: 'Bestellung {orderNumber} wurde angelegt',
  order_updated: 'Bestellung {orderNumber} wurde aktualisiert',
  order_approved: 'Bestellung {orderNumber} wurde freigegeben',
  order_rejected: 'Bestellung {orderNumber} wurde abgelehnt',
  order_deactivated: 'Bestellung {orderNumber} wurde deaktiviert',
  order_activated: 'Bestellung {orderNumber} wurde aktiviert',
  order_almost_fully_delivered: 'Bestellung {orderNumber} ist fast vollständig angeliefert ({percent} %)',
  delivery_created: 'Anlieferung (Charge {number}) zu Bestellung {orderNumber} wurde erfasst',
  mounting_documentation_created: 'Bodeneinbau in {gridField} wurde dokumentiert',
  mounting_documentation_updated: 'Bodeneinbau in {gridField} wurde aktualisiert',
};
