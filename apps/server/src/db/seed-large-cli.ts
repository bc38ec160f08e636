// npm run seed:large [-- --scale=0.1]: the large installation of issue "Years of data" in the
// configured database (DATABASE_URL or the embedded one in DATA_DIR), which must be empty.
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { LargeSeedRefused, seedLargeInstallation } from './large-seed.js';

const scaleArgument = process.argv.find((argument) => argument.startsWith('--scale='));
const scale = scaleArgument ? Number(scaleArgument.slice('--scale='.length)) : 1;
if (!(scale > 0 && scale <= 1)) {
  console.error('Ungültiger Maßstab: --scale=<Zahl größer 0 bis 1>');
  process.exit(2);
}
const app = await buildApp(loadConfig(), { logger: false });
const started = Date.now();
try {
  const summary = await seedLargeInstallation(app, { scale, log: (message) => console.log(message) });
  console.log(`Große Installation angelegt in ${Math.round((Date.now() - started) / 1000)} s:`);
  for (const [name, value] of Object.entries(summary)) console.log(`  ${name}: ${value.toLocaleString('de-DE')}`);
} catch (error) {
  if (!(error instanceof LargeSeedRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await app.close();
}
