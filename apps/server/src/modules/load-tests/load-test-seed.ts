// The frame of both demo seeders (dynamic/, static/): the tests are recorded in "Gewerbepark Nord"
// by one demo member through the API's own services, so numbers, history and PDFs are real. Without
// the demo project, the member or the PDF fonts there is nothing to seed.
import { and, eq } from 'drizzle-orm';
import { serialNumberKey, type DeviceType, type ProjectRole } from '@baustellendoku/domain';
import { demoMemberAccess, servicesDb } from '../../db/demo-access.js';
import type { DemoSeeder } from '../../db/seed.js';
import { devices, projects, users } from '../../db/schema/index.js';
import { assertPdfFonts, MissingPdfFontError } from '../../documents/pdf-fonts.js';
import type { ProjectAccess } from '../../platform/access/index.js';
import type { Deps } from './load-test-records.js';

type SeedContext = Parameters<DemoSeeder>[0];

export const loadTestDemoSeeder =
  (
    member: { email: string; role: ProjectRole },
    seed: (deps: Deps, access: ProjectAccess, context: SeedContext) => Promise<void>,
  ): DemoSeeder =>
  async (context) => {
    const { tx, app } = context;
    const [project] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.number, '2026-014'));
    if (!project) return;
    const [user] = await tx.select().from(users).where(eq(users.email, member.email));
    if (!user) return;
    try {
      assertPdfFonts();
    } catch (error) {
      if (!(error instanceof MissingPdfFontError)) throw error;
      app.log.warn(`Demo-Plattendruckversuche übersprungen: ${error.message}`);
      return;
    }
    const access = demoMemberAccess(user, project.id, member.role, ['mounting-documentation']);
    await seed({ db: servicesDb(tx), storage: app.storage }, access, context);
  };

/** The demo register's device of `type` (with this serial number, if given), or undefined (decision 0680). */
export async function demoDeviceId(
  tx: SeedContext['tx'],
  type: DeviceType,
  serialNumber?: string,
): Promise<string | undefined> {
  const [device] = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.type, type),
        serialNumber === undefined ? undefined : eq(devices.serialNumberKey, serialNumberKey(serialNumber)),
      ),
    )
    .orderBy(devices.serialNumberKey)
    .limit(1);
  return device?.id;
}
