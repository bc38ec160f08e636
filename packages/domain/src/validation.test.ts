// Regression tests of issue 12: control characters, lone surrogates, loose dates and unbounded
// measurements are refused by the shared schemas with German field messages.
import { describe, expect, it } from 'vitest';
import {
  appraiserInformationSchema,
  deliverySchema,
  dynamicLoadAnalysisUpdateSchema,
  guestInviteSchema,
  machineSchema,
  measurementRanges,
  messages,
  rejectOrderSchema,
  staticLoadAnalysisFields,
} from './index.js';
import { isStorableText, toCalendarDay, toTimeOfDay } from './input-checks.js';
import { calendarDate, clearableText, optionalText, requiredText, timeOfDay, timestamp } from './validation.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('storable text', () => {
  it.each(['A\u0000B', 'A\u0007B', 'A\u001BB', 'A\u007FB', '\ud800', 'x\udc00', 'A\nB', 'A\tB'])(
    'single-line text refuses %j',
    (value) => {
      expect(firstMessage(requiredText().safeParse(value))).toBe(messages.invalidCharacters);
      expect(firstMessage(optionalText().safeParse(value))).toBe(messages.invalidCharacters);
    },
  );

  it('clearable text: empty, blank and null (an emptied field of a parsed form) all become null', () => {
    for (const value of [undefined, null, '', '   ']) expect(clearableText().parse(value)).toBeNull();
    expect(clearableText().parse('  Bauhof Nord ')).toBe('Bauhof Nord');
    expect(firstMessage(clearableText(5).safeParse('zu lang'))).toBe(messages.maxLength(5));
    expect(firstMessage(clearableText().safeParse(7))).toBe(messages.invalidValue);
  });

  it('multi-line text keeps tab and line breaks but refuses NUL and surrogates', () => {
    const comment = requiredText(200, messages.required, { multiline: true });
    expect(comment.parse('Zeile 1\n\tZeile 2\r\n')).toBe('Zeile 1\n\tZeile 2');
    expect(firstMessage(comment.safeParse('A\u0000B'))).toBe(messages.invalidCharacters);
    expect(firstMessage(comment.safeParse('\ud800'))).toBe(messages.invalidCharacters);
    expect(rejectOrderSchema.parse({ comment: 'passt\nnicht' }).comment).toBe('passt\nnicht');
  });

  it('keeps real Unicode: umlauts, ß, emoji (surrogate pairs)', () => {
    expect(isStorableText('Größe 😀 Straße')).toBe(true);
    expect(machineSchema.parse({ name: 'Brecher 😀' }).name).toBe('Brecher 😀');
  });

  it('reaches every text field of the issue', () => {
    expect(machineSchema.safeParse({ name: 'A\u0000B' }).success).toBe(false);
    expect(
      guestInviteSchema.safeParse({
        name: { firstName: 'A\u0000', lastName: 'B' },
        emailAddress: 'a@example.org',
      }).success,
    ).toBe(false);
    expect(
      guestInviteSchema.safeParse({
        name: { firstName: 'A', lastName: 'B' },
        emailAddress: 'a@example.org',
        inviteMessage: 'Hallo\u0000',
      }).success,
    ).toBe(false);
    const appraiser = appraiserInformationSchema.safeParse({
      company: '\ud800',
      phoneNumber: '1',
      address: { street: 'S', houseNumber: '1', postalCode: '12345', city: 'X', country: 'DE' },
      accreditationNumber: '1',
      accreditationAuthority: 'A',
      accreditationValidUntil: '2027-01-01',
    });
    expect(appraiser.error?.issues[0]).toMatchObject({ path: ['company'], message: messages.invalidCharacters });
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-05-04', '2026-05-04'],
    ['2026-05-03T22:00:00.000Z', '2026-05-04'],
    ['2024-02-29', '2024-02-29'],
  ])('%s is the day %s', (value, day) => {
    expect(calendarDate().parse(value)).toBe(day);
  });

  it.each([
    '1',
    '-000001-01-01',
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '04.05.2026',
    '2026-5-4',
    'x',
    '2026-05-04T',
  ])('%s is not a date', (value) => {
    expect(toCalendarDay(value)).toBeNull();
    expect(firstMessage(calendarDate().safeParse(value))).toBe(messages.invalidDate);
  });

  it.each(['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])('%s lies outside the plausible years', (value) => {
    expect(firstMessage(calendarDate().safeParse(value))).toBe(messages.dateOutOfRange);
  });

  it('is used by every date field', () => {
    const delivery = { amountInTons: 1, attachmentDocuments: ['6f1c1d0e-8f5e-4a8e-9d7a-3c2b1a0f9e8d'] };
    expect(deliverySchema.safeParse({ ...delivery, deliveryDate: '0000-01-01' }).success).toBe(false);
    expect(deliverySchema.safeParse({ ...delivery, deliveryDate: '1' }).success).toBe(false);
    expect(deliverySchema.parse({ ...delivery, deliveryDate: '2026-05-04' }).deliveryDate).toBe('2026-05-04');
    expect(timestamp().safeParse('0000-01-01T10:00:00Z').success).toBe(false);
    expect(timestamp().safeParse('2026-05-04T10:00:00+02:00').success).toBe(true);
    expect(staticLoadAnalysisFields.analysedAt.safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(dynamicLoadAnalysisUpdateSchema.shape.analysedAt.safeParse('9999-01-01T00:00:00Z').success).toBe(false);
  });
});

describe('measurement ranges', () => {
  it('every range is finite and ordered', () => {
    for (const [name, range] of Object.entries(measurementRanges)) {
      expect(Number.isFinite(range.min) && Number.isFinite(range.max) && range.min < range.max, name).toBe(true);
    }
  });

  it.each([-1e308, 1e308])('static readings and fields refuse %d', (value) => {
    expect(staticLoadAnalysisFields.temperature.safeParse(value).success).toBe(false);
    expect(staticLoadAnalysisFields.height.safeParse(value).success).toBe(false);
    expect(staticLoadAnalysisFields.plateDiameter.safeParse(value).success).toBe(false);
    const load = [value, 0.16, 0.24, 0.32, 0.4, 0.45, null];
    expect(staticLoadAnalysisFields.initialCompressions.safeParse({ load, unload: [1, 1, 1] }).success).toBe(false);
    expect(staticLoadAnalysisFields.initialSubsidence.safeParse({ load, unload: [1, 1, 1] }).success).toBe(false);
    expect(dynamicLoadAnalysisUpdateSchema.shape.evd.safeParse(value).success).toBe(false);
    expect(dynamicLoadAnalysisUpdateSchema.shape.temperature.safeParse(value).success).toBe(false);
  });

  it('says the range in German', () => {
    expect(firstMessage(staticLoadAnalysisFields.temperature.safeParse(61))).toBe(messages.maximum(60));
    expect(firstMessage(dynamicLoadAnalysisUpdateSchema.shape.evd.safeParse(0))).toBe(messages.minimum(1));
  });
});

describe('the 24-hour time of day', () => {
  it('reads what people type on a site: "1430", "14.30", "9:05"', () => {
    expect(toTimeOfDay('14:30')).toBe('14:30');
    expect(toTimeOfDay('1430')).toBe('14:30');
    expect(toTimeOfDay('14.30')).toBe('14:30');
    expect(toTimeOfDay(' 9:05 ')).toBe('09:05');
    expect(toTimeOfDay('00:00')).toBe('00:00');
    expect(toTimeOfDay('23:59')).toBe('23:59');
  });
  it('refuses what is no time of day, with the German message', () => {
    for (const text of ['24:00', '12:60', '10:30 AM', '1:2', 'abc', '12:345']) expect(toTimeOfDay(text)).toBeNull();
    const result = timeOfDay('Zeit ist erforderlich').safeParse('25:00');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Bitte geben Sie eine Uhrzeit im Format hh:mm ein (z. B. 14:30)');
    expect(timeOfDay('Zeit ist erforderlich').safeParse('').error?.issues[0]?.message).toBe('Zeit ist erforderlich');
  });
});
