// Demo seed: the device register (decision 0680) as an admin keeps it — the three light
// drop-weight devices of the demo printouts and one static plate load device, each with a
// calibration certificate covering the demo tests' days. The load-test seeders (after this one)
// name these devices by serial number and type.
import { eq } from 'drizzle-orm';
import type { DeviceType } from '@baustellendoku/domain';
import { servicesDb, sessionUserOf } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { users } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { addCertificate, createDevice } from './devices.service.js';

export const demoDevices: {
  type: DeviceType;
  serialNumber: string;
  model: string;
  issuedOn: string;
  validUntil: string;
}[] = [
  {
    type: 'light_drop_weight',
    serialNumber: '30417',
    model: 'Zorn ZFG 3000 GPS',
    issuedOn: '2026-02-16',
    validUntil: '2027-02-15',
  },
  {
    type: 'light_drop_weight',
    serialNumber: 'TT5-21884',
    model: 'Terratest 5000 BLU',
    issuedOn: '2025-11-03',
    validUntil: '2026-11-02',
  },
  {
    type: 'light_drop_weight',
    serialNumber: 'LFG-7731',
    model: 'HMP LFG-SW',
    issuedOn: '2026-03-02',
    validUntil: '2027-03-01',
  },
  {
    type: 'static_plate_load',
    serialNumber: 'PD-2207',
    model: 'Plattendruckgerät Ø 300 mm',
    issuedOn: '2026-01-12',
    validUntil: '2027-01-11',
  },
];

export const devicesDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!admin) throw new Error('Demo-Seed: der Admin-Demonutzer fehlt (auth-Seeder zuerst ausführen)');
  const deps = { db: servicesDb(tx), storage: app.storage };
  for (const device of demoDevices) {
    const { deviceId } = await createDevice(tx, {
      type: device.type,
      serialNumber: device.serialNumber,
      model: device.model,
    });
    const day = (text: string) => text.split('-').reverse().join('.');
    const document = await storeDemoPdf(tx, app.storage, {
      fileName: `Kalibrierschein ${device.serialNumber}.pdf`,
      title: `Kalibrierschein – ${device.model}`,
      lines: [
        `Gerät: ${device.model}, Seriennummer ${device.serialNumber}`,
        `Kalibriert am ${day(device.issuedOn)}, gültig bis ${day(device.validUntil)}`,
        'Kalibrierstelle: Demo-Kalibrierdienst für Baustoffprüfgeräte, Hamburg',
        'Ergebnis: Die Messabweichungen des Geräts liegen innerhalb der zulässigen Grenzen.',
      ],
      uploadedBy: admin.id,
    });
    await addCertificate(deps, sessionUserOf(admin), deviceId, {
      issuedOn: device.issuedOn,
      validUntil: device.validUntil,
      issuer: 'Demo-Kalibrierdienst',
      document,
    });
  }
};
