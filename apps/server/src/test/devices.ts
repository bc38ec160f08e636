// Test support for the device register (issue 37 item 4, decision 0680): a verdict other than
// „nicht beurteilt“ needs a registered device calibrated on the test day. `calibratedDevice` gives
// each test app one such device per test kind (certificate over every plausible test day), which
// `postDynamic` and `postStatic` name unless a test says otherwise.
import { expect } from 'vitest';
import type { DeviceType } from '@baustellendoku/domain';
import { request, uploadPdf } from './administration.js';
import { createUser, type TestApp, type TestUser } from './test-app.js';

export type CertificateDays = { issuedOn: string; validUntil: string };

/** Registers a device with these certificates (each with a PDF) as `user` (an admin by default): its id. */
export async function registerDevice(
  app: TestApp,
  options: { type: DeviceType; serialNumber?: string; certificates?: CertificateDays[]; user?: TestUser },
): Promise<string> {
  const user = options.user ?? (await createUser(app, { isAdmin: true }));
  const serialNumber = options.serialNumber ?? `SN-${Math.random().toString(36).slice(2, 10)}`;
  const created = await request(app, user, 'POST', '/device', { type: options.type, serialNumber, model: 'Prüfgerät' });
  expect(created.statusCode, created.body).toBe(201);
  const deviceId = created.json().deviceId as string;
  for (const days of options.certificates ?? []) {
    const document = await uploadPdf(app, user, 'Kalibrierschein.pdf');
    const added = await request(app, user, 'POST', `/device/${deviceId}/certificate`, { ...days, document });
    expect(added.statusCode, added.body).toBe(201);
  }
  return deviceId;
}

const devicesOf = new WeakMap<TestApp, Partial<Record<'dynamic' | 'static', Promise<string>>>>();
const typeOf = { dynamic: 'light_drop_weight', static: 'static_plate_load' } as const;

/** The app's device for tests of `kind`, calibrated on every day from 2000 to 2099. */
export function calibratedDevice(app: TestApp, kind: 'dynamic' | 'static'): Promise<string> {
  const devices = devicesOf.get(app) ?? {};
  devicesOf.set(app, devices);
  devices[kind] ??= registerDevice(app, {
    type: typeOf[kind],
    certificates: [{ issuedOn: '2000-01-01', validUntil: '2099-12-31' }],
  });
  return devices[kind];
}
