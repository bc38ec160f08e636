// Demo seed: two machine files, as the admin creates them — a crusher with a suitability proof for
// RC-1 0/32 and its certificate, and a screen without any proof (decision 0226).
import { eq } from 'drizzle-orm';
import { servicesDb, sessionUserOf } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { users } from '../../db/schema/index.js';
import { storeDemoPdf } from '../../documents/demo-documents.js';
import { addSuitability, createMachine } from './machines.service.js';

export const machinesDemoSeeder: DemoSeeder = async ({ tx, app }) => {
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!admin) throw new Error('Demo-Seed: der Admin-Demonutzer fehlt (auth-Seeder zuerst ausführen)');
  const crusher = await createMachine(tx, { name: 'Prallbrecher RM 100', owner: 'Muster Bau GmbH' });
  await createMachine(tx, { name: 'Siebanlage Chieftain 1400', owner: 'Muster Bau GmbH' });
  const certificate = await storeDemoPdf(tx, app.storage, {
    fileName: 'Eignungsnachweis RM 100 RC-1 0-32.pdf',
    title: 'Eignungsnachweis – Prallbrecher RM 100',
    lines: [
      'Materialklasse und Körnung: RC-1 0/32',
      'Maschine: Prallbrecher RM 100, Besitzer: Muster Bau GmbH',
      'Prüfstelle: Demo-Prüfinstitut für Baustoffe, Hamburg',
      'Ergebnis: Die Anlage ist geeignet, Recycling-Baustoff der Klasse RC-1 in der Körnung 0/32 herzustellen.',
    ],
    uploadedBy: admin.id,
  });
  await addSuitability(servicesDb(tx), sessionUserOf(admin), crusher.machineId, {
    grainSizeAndQuality: 'rc_1_0_32',
    documents: [certificate],
  });
};
