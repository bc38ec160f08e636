import { describe, expect, it } from 'vitest';
import { can, rules, type RuleContext } from '../permissions.js';
import { projectRoles } from '../roles.js';
import {
  acceptanceControlSchema,
  approveWreckingPileSchema,
  asbestosDocumentsSchema,
  disposalDocumentationSchema,
  ebvFeatureSettingsSchema,
  missingSuitabilities,
  wreckingPileFieldsSchema,
  wreckingPileMoves,
  wreckingPileStatusGroups,
  wreckingPileStatuses,
  type WreckingPileAction,
} from './index.js';

const project = {
  enabledFeatures: ['ebv' as const],
  isProjectDataCompleted: true,
  hasConfirmedAnnouncement: true,
  isDocumentationOfAbsenceOfAsbestosCompleted: true,
};
const everyRole: RuleContext = { user: { isAdmin: false }, roles: [...projectRoles], project };
const fileId = '00000000-0000-4000-8000-000000000001';

const violations = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('wrecking pile moves', () => {
  it.each(Object.keys(wreckingPileMoves) as WreckingPileAction[])(
    '%s: the rule allows exactly the statuses of `from`',
    (action) => {
      const move = wreckingPileMoves[action];
      expect(rules).toHaveProperty(move.rule);
      const facts = { availableAmountInTons: 5, deliveryNoteCreationOnBehalfOfProjectManager: true };
      const allowed = wreckingPileStatuses.filter((status) =>
        can(move.rule, { ...everyRole, status, wreckingPile: facts }),
      );
      expect(allowed).toEqual([...move.from]);
    },
  );

  it('groups every status once', () => {
    expect(wreckingPileStatusGroups.flatMap((group) => group.statuses).sort()).toEqual(
      [...wreckingPileStatuses].sort(),
    );
  });

  it('refuses the release when asbestos is visible, but allows disposal', () => {
    const pending = { ...everyRole, status: 'acceptance_control_pending', wreckingPile: { containsAsbestos: true } };
    expect(can('releaseWreckingPile', pending)).toBe(false);
    expect(can('disposeWreckingPile', pending)).toBe(true);
  });

  it('admin alone may edit a pile, but neither approve nor record an acceptance control', () => {
    const admin: RuleContext = { user: { isAdmin: true }, roles: null, project, status: 'acceptance_control_open' };
    expect(can('editWreckingPile', admin)).toBe(true);
    expect(can('approveWreckingPile', admin)).toBe(false);
    expect(can('createAcceptanceControl', admin)).toBe(false);
    expect(can('createAnnouncement', admin)).toBe(false);
  });

  it('blocks capture from 2 batches without location on', () => {
    const ctx = { ...everyRole, status: 'breaking' };
    expect(can('captureBrokenMaterial', { ...ctx, wreckingPile: { batchesWithoutLocationCount: 1 } })).toBe(true);
    expect(can('captureBrokenMaterial', { ...ctx, wreckingPile: { batchesWithoutLocationCount: 2 } })).toBe(false);
  });

  it('a disposed batch is final: no sampling, analytic or review on it, only its disposal proof', () => {
    const ctx = { ...everyRole, status: 'breaking' };
    const batch = (status: string, analyticStatus: string) => ({
      ...ctx,
      batch: { status, analyticStatus, amountInTons: 500 },
    });
    expect(can('reviewAnalytic', batch('completely_broken', 'check'))).toBe(true);
    expect(can('reviewAnalytic', batch('will_be_disposed', 'check'))).toBe(false);
    expect(can('createAnalytic', batch('completely_broken', 'open'))).toBe(true);
    expect(can('createAnalytic', batch('will_be_disposed', 'open'))).toBe(false);
    expect(can('confirmSampling', batch('is_breaking', 'open'))).toBe(true);
    expect(can('confirmSampling', batch('will_be_disposed', 'open'))).toBe(false);
    expect(can('editDisposalInformation', batch('will_be_disposed', 'check'))).toBe(true);
    expect(can('documentBatchLocation', batch('will_be_disposed', 'check'))).toBe(true);
  });
});

describe('request schemas', () => {
  it('feature settings: the spec messages', () => {
    expect(violations(ebvFeatureSettingsSchema.safeParse({ grainSizeAndQualities: [], machines: [] }))).toEqual({
      grainSizeAndQualities: 'Bitte wählen Sie mindestens eine erwartete Materialklasse & Körnung',
      machines: 'Bitte wählen Sie mindestens eine Anlage',
      expectedQuantityInTons: 'Dieses Feld ist ein Pflichtfeld',
      samplingIntervalInTons: 'Dieses Feld ist ein Pflichtfeld',
    });
    const valid = {
      grainSizeAndQualities: ['rc_1_0_32'],
      machines: [fileId],
      expectedQuantityInTons: 1000,
      samplingIntervalInTons: 500,
    };
    expect(ebvFeatureSettingsSchema.parse(valid)).toMatchObject({
      expectedQuantityInTons: '1000',
      sitePlanConstructionWasteDocuments: [],
    });
    expect(violations(ebvFeatureSettingsSchema.safeParse({ ...valid, samplingIntervalInTons: 300 }))).toEqual({
      samplingIntervalInTons: 'Bitte wählen Sie einen gültigen Wert',
    });
  });

  it('pile form: the spec messages', () => {
    expect(violations(wreckingPileFieldsSchema.safeParse({ documents: [] }))).toEqual({
      name: 'Dieses Feld ist ein Pflichtfeld',
      machineId: 'Bitte wählen Sie eine Maschine aus',
      expectedMassOfRawMaterialInTons: 'Dies ist ein Pflichtfeld',
      expectedGrainSizeAndQuality: 'Bitte wählen Sie die geplante Materialklasse & Körnung',
      disposalCode: 'Bitte wählen sie einen Abfallschlüssel aus',
      documents: 'Dieses Feld ist ein Pflichtfeld',
    });
  });

  it('acceptance control: only containsAsbestos when asbestos is visible, every field otherwise', () => {
    expect(violations(acceptanceControlSchema.safeParse({}))).toEqual({ containsAsbestos: 'Dies ist ein Pflichtfeld' });
    expect(acceptanceControlSchema.parse({ containsAsbestos: true, composition: 'beton' })).toEqual({
      containsAsbestos: true,
      attachments: [],
    });
    expect(Object.keys(violations(acceptanceControlSchema.safeParse({ containsAsbestos: false })))).toEqual([
      'massOfRawMaterialInTons',
      'sourceAreas',
      'composition',
      'degreeOfSoiling',
      'foreignProportions',
      'consistency',
      'appearance',
      'colors',
      'smell',
    ]);
  });

  it('approval, disposal proof and asbestos documents', () => {
    expect(violations(approveWreckingPileSchema.safeParse({}))).toEqual({
      appraiserAppointedFor: 'Kein Datum für den Gutachter ausgewählt.',
    });
    expect(approveWreckingPileSchema.parse({ appraiserAppointedFor: '2026-05-04' })).toEqual({
      appraiserAppointedFor: '2026-05-04',
    });
    expect(violations(disposalDocumentationSchema.safeParse({ disposalDocuments: [] }))).toEqual({
      disposalDocuments: 'Dies ist ein Pflichtfeld',
    });
    expect(violations(asbestosDocumentsSchema.safeParse({ documents: [] }))).toEqual({
      documents: 'Dieses Feld ist ein Pflichtfeld',
    });
  });
});

describe('machine suitability warning', () => {
  it('lists per machine the planned classes without proof', () => {
    const machines = [
      { machineId: 'm1', name: 'Brecher', isSuitableFor: ['rc_1_0_32'] },
      { machineId: 'm2', name: 'Sieb', isSuitableFor: ['rc_1_0_32', 'rc_2_0_45'] },
    ];
    expect(missingSuitabilities(machines, ['rc_1_0_32', 'rc_2_0_45'])).toEqual([
      { machineId: 'm1', machineName: 'Brecher', grainSizeAndQualities: ['rc_2_0_45'] },
    ]);
  });
});
