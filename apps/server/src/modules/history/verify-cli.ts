// npm run verify -- <projectId|--all> against the configured database (DATABASE_URL or the PGlite
// data in DATA_DIR), migrated first so that entries written before the chain existed are chained.
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { runVerifyCommand } from './verify-command.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(handle);
  process.exitCode = await runVerifyCommand(handle.db, process.argv.slice(2), console.log, console.error);
} finally {
  await handle.close();
}
