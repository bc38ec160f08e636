// Reads the environment and starts the server; SIGTERM finishes in-flight requests, then closes the database.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { seedDemoDataIfEmpty } from './db/seed-if-empty.js';
import { startBanner } from './start-banner.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const app = await buildApp(config);
  if (config.SEED_DEMO === 'auto') await seedDemoDataIfEmpty(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Printed, not logged: it must be seen whatever LOG_LEVEL says.
  console.log(startBanner(config));

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
