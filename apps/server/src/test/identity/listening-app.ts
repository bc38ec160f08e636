// An app listening on a real port with APP_URL pointing at it, so the OpenID Connect client can
// discover the embedded provider (or a provider started by the test) over HTTP.
import { freePort } from '../free-port.js';
import { createTestApp, type TestApp } from '../test-app.js';

export { freePort };

export async function createListeningApp(
  env: Record<string, string> = {},
  port?: number,
): Promise<{ app: TestApp; url: string }> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await createTestApp({ env: { APP_URL: url, ...env } });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url };
}
