// Once per end-to-end run: a server on a fresh DATA_DIR migrates the embedded database and seeds
// the demo, then stops; startServer() gives every test file a copy of that directory.
import fs from 'node:fs';
import { SEEDED_DATA_DIR_ENV, startServer } from './harness.js';

export default async function seedOnce(): Promise<() => void> {
  const server = await startServer();
  const template = `${server.dataDir}-seeded`;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
  fs.renameSync(server.dataDir, template);
  process.env[SEEDED_DATA_DIR_ENV] = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
