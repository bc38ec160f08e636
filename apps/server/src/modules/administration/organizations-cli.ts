// npm run organizations -- add "Name" | list — against the configured database (DATABASE_URL or
// the PGlite data in DATA_DIR), migrated first so it also works before the first server start.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { runOrganizationsCommand } from './organizations-command.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(handle);
  process.exitCode = await runOrganizationsCommand(handle.db, process.argv.slice(2), console.log, console.error);
} finally {
  await handle.close();
}
