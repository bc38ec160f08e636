// The device register (issue 37 item 4, decision 0680): light drop-weight devices and static plate
// load devices with their calibration certificates. Organization-wide, like the machine files.
import { z } from 'zod';
import { messages } from '../messages.js';
import { calendarDaySchema, itemsOf, uploadedFileSchema } from '../response-parts.js';
import { calendarDate, clearableText, oneOf, requiredText } from '../validation.js';
import { fileIdReference } from '../projects/project-schemas.js';
import { toCalendarDay } from '../input-checks.js';
import { deviceTypes } from './calibration.js';

export const MAX_SERIAL_NUMBER_LENGTH = 60;

export const deviceMessages = {
  serialNumberTaken: 'Ein Gerät dieser Art mit dieser Seriennummer ist bereits registriert',
  validUntilBeforeIssuedOn: 'Die Gültigkeit darf nicht vor dem Datum des Kalibrierscheins enden',
  certificateRequired: 'Bitte laden Sie den Kalibrierschein hoch',
  deviceNotFound: 'Das Gerät ist nicht registriert',
  typeInUse: 'Mit diesem Gerät wurden bereits Versuche gemacht; seine Art kann nicht mehr geändert werden',
  wrongDeviceType: {
    dynamic: 'Ein dynamischer Versuch wird mit einem leichten Fallgewichtsgerät gemacht',
    static: 'Ein statischer Versuch wird mit einem statischen Plattendruckgerät gemacht',
  },
  serialNotRegistered: (serialNumber: string) => `Gerät mit Seriennummer ${serialNumber} ist nicht registriert`,
} as const;

/** Serial numbers compare trimmed, inner spaces removed, case-insensitive ("ab 12" = "AB12"). */
export const serialNumberKey = (serialNumber: string): string => serialNumber.replace(/\s+/g, '').toUpperCase();

/** POST /device and PUT /device/{id}. */
export const deviceSchema = z.strictObject({
  type: oneOf(deviceTypes),
  serialNumber: requiredText(MAX_SERIAL_NUMBER_LENGTH),
  /** Maker and model, e.g. "Zorn ZFG 3.0"; optional. */
  model: clearableText(),
});
export type DeviceInput = z.input<typeof deviceSchema>;
export type DeviceRequest = z.output<typeof deviceSchema>;

/** POST /device/{id}/certificate: a calibration certificate with its file. */
export const createCertificateSchema = z
  .strictObject({
    issuedOn: calendarDate(),
    validUntil: calendarDate(),
    /** Who calibrated (optional), e.g. the calibration lab. */
    issuer: clearableText(),
    /** The certificate file from POST /file: its id or object (the web's upload field gives a list of one). */
    document: z
      .preprocess((value) => (Array.isArray(value) ? value[0] : value) ?? null, z.union([fileIdReference, z.null()]))
      .refine((value) => value !== null, { error: deviceMessages.certificateRequired }),
  })
  .refine((value) => value.validUntil >= value.issuedOn, {
    error: deviceMessages.validUntilBeforeIssuedOn,
    path: ['validUntil'],
    // Only when both days are valid (their own messages otherwise).
    when: (payload) => {
      const { issuedOn, validUntil } = payload.value as { issuedOn?: unknown; validUntil?: unknown };
      const isDay = (day: unknown) => typeof day === 'string' && toCalendarDay(day) === day;
      return isDay(issuedOn) && isDay(validUntil);
    },
  });
export type CreateCertificateInput = z.input<typeof createCertificateSchema>;

// ── Answers ──
export const certificateSchema = z.object({
  certificateId: z.string(),
  issuedOn: calendarDaySchema,
  validUntil: calendarDaySchema,
  issuer: z.string().nullable(),
  document: uploadedFileSchema.nullable(),
});
export type CertificateView = z.infer<typeof certificateSchema>;

export const deviceListItemSchema = z.object({
  deviceId: z.string(),
  type: z.enum(deviceTypes),
  serialNumber: z.string(),
  model: z.string().nullable(),
  /** The last day a certificate covers (Europe/Berlin), or null. */
  calibratedUntil: calendarDaySchema.nullable(),
});
export type DeviceListItem = z.infer<typeof deviceListItemSchema>;
export const deviceListSchema = itemsOf(deviceListItemSchema);

export const deviceViewSchema = deviceListItemSchema.extend({ certificates: z.array(certificateSchema) });
export type DeviceView = z.infer<typeof deviceViewSchema>;

/** POST /device: the new device's id. */
export const createdDeviceSchema = z.object({ deviceId: z.string() });

/**
 * `deviceId` of both load-test payloads: the registered device the test was made with. Optional,
 * so the spec's payloads stay valid; null removes it; absent on a change keeps it (decision 0680).
 */
export const testDeviceSchema = z.uuid({ error: messages.invalidValue }).nullable().optional();

/** `device` of both load-test answers: the test's device and whether it was calibrated on the test day. */
export const testDeviceViewSchema = z
  .object({
    deviceId: z.string(),
    type: z.enum(deviceTypes),
    serialNumber: z.string(),
    model: z.string().nullable(),
    calibratedOnTestDay: z.boolean(),
    /** The certificate covering the test day, or the last one before it. */
    certificate: certificateSchema.omit({ document: true }).nullable(),
  })
  .nullable();
export type TestDeviceView = z.infer<typeof testDeviceViewSchema>;
