// npm run db:migrate: applies the committed migrations to the configured database.
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { migrateDatabase } from './migrate.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateDatabase(handle);
await handle.close();
console.log('Migrationen angewendet.');
