import { describe, expect, it } from 'vitest';
import { historyLinkTargets, historyRegistry, renderHistoryEntry } from './history-registry.js';
import { historyEventTypes } from './history-types.js';

const projectId = 'p1';

describe('history registry', () => {
  it('has a German text for every event type', () => {
    for (const type of Object.values(historyEventTypes)) {
      expect(historyRegistry[type]?.text, type).toMatch(/\S/);
    }
    expect(Object.keys(historyRegistry).sort()).toEqual(Object.values(historyEventTypes).sort());
  });

  it('uses exactly the link texts of the spec', () => {
    expect(Object.values(historyLinkTargets).map((target) => target.text)).toEqual([
      'Baustellenanzeige einsehen',
      'Miete einsehen',
      'Charge einsehen',
      'Lieferscheine anzeigen',
      'Bestellung einsehen',
      'Anlieferung einsehen',
      'Dokumentation einsehen',
      'Dokumentation der Asbestfreiheit einsehen',
    ]);
  });

  it('fills variables and builds links to the affected object', () => {
    expect(
      renderHistoryEntry(projectId, {
        type: historyEventTypes.orderApproved,
        variables: { orderNumber: 'B-7', orderId: 'o1' },
      }),
    ).toEqual({
      text: 'Die Bestellung B-7 wurde freigegeben',
      link: { href: '/projects/p1/orders/o1', text: 'Bestellung einsehen' },
    });
    expect(
      renderHistoryEntry(projectId, {
        type: historyEventTypes.batchRestarted,
        variables: { batchNumber: 2, wreckingPileName: 'M1', wreckingPileId: 'w1', breakingBatchId: 'b2' },
      }),
    ).toEqual({
      text: 'Die Charge 2 der Miete M1 wurde zur erneuten Prüfung eingereicht',
      link: { href: '/projects/p1/wrecking-piles/w1/batches/b2', text: 'Charge einsehen' },
    });
    expect(
      renderHistoryEntry(projectId, {
        type: historyEventTypes.deliveryRecorded,
        variables: { orderNumber: 'B-7', amountInTons: '12,5', orderId: 'o1', deliveryId: 'd1' },
      }).link,
    ).toEqual({
      href: '/projects/p1/orders/o1/delivery/d1',
      text: 'Anlieferung einsehen',
    });
    expect(
      renderHistoryEntry(projectId, { type: historyEventTypes.asbestosDocumentationAdded, variables: {} }).link?.href,
    ).toBe('/projects/p1/documentation-of-absence-of-asbestos');
    expect(
      renderHistoryEntry(projectId, {
        type: historyEventTypes.participantAdded,
        variables: { userName: 'Greta Gutachter', rolesAsLabel: 'Gutachter' },
      }),
    ).toEqual({
      text: 'Greta Gutachter wurde dem Projekt als Gutachter hinzugefügt',
      link: null,
    });
  });

  it('leaves out the link when the object id is missing and marks missing variables', () => {
    expect(renderHistoryEntry(projectId, { type: historyEventTypes.orderCreated, variables: {} })).toEqual({
      text: 'Die Bestellung – wurde angelegt',
      link: null,
    });
  });

  it('renders an unknown type as "Missing: {type}"', () => {
    expect(renderHistoryEntry(projectId, { type: 'pile.exploded', variables: {} })).toEqual({
      text: 'Missing: pile.exploded',
      link: null,
    });
  });
});
