// Demo seed: two static plate load tests (DIN 18134) in "Gewerbepark Nord", recorded through the
// same service as the API, so numbers, computed results, history and protocols are real. Runs after
// the auth and project seeders; does nothing without the demo project.
import type { StaticLoadAnalysisUpdatePayload } from '@baustellendoku/domain';
import { createStaticLoadAnalysis } from './static-load.service.js';
import { demoDeviceId, loadTestDemoSeeder } from '../load-test-seed.js';

type StaticDemo = Omit<StaticLoadAnalysisUpdatePayload, 'liftingArm' | 'plateDiameter' | 'preLoad' | 'plateBase'>;

const demoStaticTests: StaticDemo[] = [
  {
    gridField: 'B2/01',
    analysedAt: '2026-05-06T11:30:00+02:00',
    measuringPointName: 'MP 1 – Planum Halle A',
    latitude: 53.7064,
    longitude: 10.0103,
    layerThickness: 300,
    testLayer: 'Frostschutzschicht 0/32',
    height: 24310,
    timeBetweenCompressionAndAnalysis: 20,
    temperature: 14,
    temperatureDayBefore: 11,
    precipitation: false,
    precipitationDayBefore: true,
    initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.12, 0.01] },
    // Ev1 64.87, Ev2 138.37, Ev2/Ev1 2.13
    initialCompressions: { load: [0.26, 0.5, 0.78, 1.07, 1.35, 1.55, 1.76], unload: [1.61, 1.45, 1.2] },
    secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45] },
    secondCompressions: { load: [1.29, 1.42, 1.56, 1.67, 1.81, 1.91] },
  },
  {
    gridField: 'C2/02',
    analysedAt: '2026-05-07T09:10:00+02:00',
    measuringPointName: 'MP 2 – Zufahrt Süd',
    latitude: 53.7047,
    longitude: 10.013,
    layerThickness: 250,
    testLayer: 'Bodenverbesserung Kalk 3 %',
    height: 24280,
    timeBetweenCompressionAndAnalysis: 26,
    temperature: 10,
    temperatureDayBefore: 9,
    precipitation: false,
    precipitationDayBefore: false,
    initialSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45, 0.5], unload: [0.25, 0.12, 0.01] },
    // Ev1 30.19, Ev2 67.60, Ev2/Ev1 2.24
    initialCompressions: { load: [0.52, 1.03, 1.62, 2.21, 2.89, 3.31, 3.76], unload: [3.52, 3.25, 2.85] },
    secondSubsidence: { load: [0.08, 0.16, 0.24, 0.32, 0.4, 0.45] },
    secondCompressions: { load: [3.05, 3.32, 3.55, 3.85, 4.11, 4.3] },
  },
];

export const staticLoadDemoSeeder = loadTestDemoSeeder(
  { email: 'einbaugutachter@demo.example', role: 'installation_appraiser' },
  async (deps, appraiserAccess, { tx }) => {
    const deviceId = await demoDeviceId(tx, 'static_plate_load');
    for (const test of demoStaticTests) {
      await createStaticLoadAnalysis(deps, appraiserAccess, {
        ...test,
        deviceId,
        liftingArm: 1,
        plateDiameter: 300,
        preLoad: 0.01,
        plateBase: true,
      });
    }
  },
);
