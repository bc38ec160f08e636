import { describe, expect, it } from 'vitest';
import { can } from '../permissions.js';
import type { ProjectRole } from '../roles.js';
import {
  addDecimals,
  compareDecimals,
  deliveredSharePercent,
  deliveryProgressPercent,
  orderMoves,
  orderStatuses,
  tonsAmount,
  type OrderAction,
} from './index.js';
import { deliverySchema, orderFieldsSchema } from './schemas.js';

const everyRole: ProjectRole[] = ['project_manager', 'foreman', 'appraiser'];
const project = {
  enabledFeatures: ['mounting-documentation' as const],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: false,
  isDocumentationOfAbsenceOfAsbestosCompleted: false,
};

describe('order moves', () => {
  it.each(Object.keys(orderMoves) as OrderAction[])(
    '%s: the rule table allows exactly the states the move starts from',
    (action) => {
      const move = orderMoves[action];
      const allowed = orderStatuses.filter((status) =>
        can(move.rule, { user: { isAdmin: false }, roles: everyRole, project, status }),
      );
      expect([...allowed].sort()).toEqual([...move.from].sort());
    },
  );

  it('activation returns to in_delivery only when deliveries exist', () => {
    expect(
      orderMoves.activate.nextStatus({ status: 'deactivated', deliveryCount: 0, approvalByAppraiserRequired: true }),
    ).toBe('approved');
    expect(
      orderMoves.activate.nextStatus({ status: 'deactivated', deliveryCount: 2, approvalByAppraiserRequired: true }),
    ).toBe('in_delivery');
  });

  it('an edit asks for approval again when approval is required', () => {
    expect(
      orderMoves.edit.nextStatus({ status: 'approved', deliveryCount: 0, approvalByAppraiserRequired: true }),
    ).toBe('in_review');
    expect(
      orderMoves.edit.nextStatus({ status: 'approved', deliveryCount: 0, approvalByAppraiserRequired: false }),
    ).toBe('approved');
  });
});

describe('exact decimals', () => {
  it('adds without float drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(addDecimals(['1.005', '2.995'], 3)).toBe('4.000');
    expect(compareDecimals('0.3', addDecimals(['0.1', '0.2']))).toBe(0);
  });

  it('caps progress at 100 and never rounds up to a threshold', () => {
    expect(deliveryProgressPercent('89.999', '100')).toBe(89);
    expect(deliveryProgressPercent('90', '100')).toBe(90);
    expect(deliveryProgressPercent('250', '100')).toBe(100);
  });

  it('parses tons from numbers and text with at most 3 decimals', () => {
    const schema = tonsAmount({ min: 1 });
    expect(schema.parse(1.5)).toBe('1.5');
    expect(schema.parse('12,250')).toBe('12.25');
    expect(schema.safeParse(1.0005).error?.issues[0]?.message).toBe('Maximal 3 Nachkommastellen erlaubt');
    expect(schema.safeParse(0.5).error?.issues[0]?.message).toBe('Der Wert muss mindestens 1 sein');
    expect(schema.safeParse(null).error?.issues[0]?.message).toBe('Dieses Feld ist ein Pflichtfeld');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('Bitte geben Sie eine Zahl ein');
    expect(schema.safeParse(1e12).success).toBe(false);
  });
});

describe('delivered share', () => {
  it('rounds down on exact decimals, from numbers or text', () => {
    expect(deliveredSharePercent(89.999, 100)).toBe(89);
    expect(deliveredSharePercent('0.3', 1)).toBe(30);
    expect(deliveredSharePercent(0.1 + 0.2, 0.3)).toBe(100);
    expect(deliveredSharePercent(12.345, 12.345)).toBe(100);
  });
  it('may exceed 100 and is 0 without a declared quantity', () => {
    expect(deliveredSharePercent(125.5, 100)).toBe(125);
    expect(deliveredSharePercent(5, 0)).toBe(0);
    expect(deliveryProgressPercent('125.5', '100')).toBe(100);
  });
});

describe('order and delivery schemas', () => {
  const valid = {
    orderNumber: 'B-1',
    materialOrigin: 'Baugrube Süd',
    carrier: 'Kies AG',
    materialClass: 'bm_0_sand',
    declaredQuantityInTons: 100,
  };

  it('defaults approval to required and omits an empty disposal code', () => {
    const order = orderFieldsSchema.parse({ ...valid, disposalCode: '' });
    expect(order.approvalByAppraiserRequired).toBe(true);
    expect(order.disposalCode).toBeUndefined();
  });

  it('takes a material origin over several lines (a textarea), but no other control characters', () => {
    expect(orderFieldsSchema.parse({ ...valid, materialOrigin: 'Baugrube\nLos 2' }).materialOrigin).toBe(
      'Baugrube\nLos 2',
    );
    expect(orderFieldsSchema.safeParse({ ...valid, materialOrigin: 'A\u0007B' }).error?.issues[0]?.message).toBe(
      'Dieses Feld enthält unzulässige Zeichen',
    );
  });

  it('uses the spec messages', () => {
    const result = orderFieldsSchema.safeParse({
      ...valid,
      materialClass: '',
      declaredQuantityInTons: null,
      orderNumber: 'x'.repeat(201),
    });
    const byPath = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath).toEqual({
      materialClass: 'Bitte wählen Sie eine Materialklasse',
      declaredQuantityInTons: 'Dies ist ein Pflichtfeld',
      orderNumber: 'Maximal 200 Zeichen erlaubt',
    });
    const delivery = deliverySchema.safeParse({ deliveryDate: '2026-05-04', amountInTons: 3, attachmentDocuments: [] });
    expect(delivery.error!.issues[0]).toMatchObject({
      path: ['attachmentDocuments'],
      message: 'Es muss mindestens ein Dokument hochgeladen werden',
    });
  });
});
