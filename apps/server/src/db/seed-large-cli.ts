// npm run seed:large [-- --scale=0.1 --busy-projects=19]: the large installation of issue "Years of
// data" in the configured database (DATABASE_URL or the embedded one in DATA_DIR), which must be
// empty; --busy-projects fills that many other projects like the big one, smaller (issue 40).
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { LargeSeedRefused, seedLargeInstallation } from './large-seed.js';

const scaleArgument = process.argv.find((argument) => argument.startsWith('--scale='));
const scale = scaleArgument ? Number(scaleArgument.slice('--scale='.length)) : 1;
if (!(scale > 0 && scale <= 1)) {
  console.error('Ungültiger Maßstab: --scale=<Zahl größer 0 bis 1>');
  process.exit(2);
}
const busyArgument = process.argv.find((argument) => argument.startsWith('--busy-projects='));
const busyProjects = busyArgument ? Number(busyArgument.slice('--busy-projects='.length)) : 0;
if (!(Number.isInteger(busyProjects) && busyProjects >= 0)) {
  console.error('Ungültige Anzahl: --busy-projects=<ganze Zahl ab 0>');
  process.exit(2);
}
const app = await buildApp(loadConfig(), { logger: false });
const started = Date.now();
try {
  const summary = await seedLargeInstallation(app, { scale, busyProjects, log: (message) => console.log(message) });
  console.log(`Große Installation angelegt in ${Math.round((Date.now() - started) / 1000)} s:`);
  for (const [name, value] of Object.entries(summary)) console.log(`  ${name}: ${value.toLocaleString('de-DE')}`);
} catch (error) {
  if (!(error instanceof LargeSeedRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await app.close();
}
