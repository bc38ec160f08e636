// npm run backup -- <Verzeichnis> | npm run restore -- <Verzeichnis> (configured by DATABASE_URL,
// DATA_DIR and STORAGE_DRIVER like the server). Restore replaces database and files: stop the app first.
import { loadConfig } from '../config.js';
import { createBackup, restoreBackup } from './backup.js';

const [command, directory] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !directory) {
  console.error('Aufruf: npm run backup -- <Verzeichnis>  |  npm run restore -- <Verzeichnis>');
  process.exit(64);
}
try {
  const config = loadConfig();
  const manifest =
    command === 'backup' ? await createBackup(config, directory) : await restoreBackup(config, directory);
  const files = Object.keys(manifest.files).length;
  console.log(
    command === 'backup'
      ? `Sicherung (${manifest.database}, ${files} Dateien) in ${directory} angelegt.`
      : `Sicherung vom ${manifest.createdAt} (${manifest.database}, ${files} Dateien) wiederhergestellt.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
