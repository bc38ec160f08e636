// The embedded provider's signing key: generated once and kept in DATA_DIR, so tokens and
// discovery stay valid across restarts and across instances sharing the data directory.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SigningJwk = Record<string, unknown> & { kid: string };

export function loadSigningKeys(dataDir: string): { keys: SigningJwk[] } {
  const file = path.join(dataDir, 'dev-idp-jwks.json');
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // 'wx': when two instances start together, the first file wins and both read it.
      fs.writeFileSync(file, JSON.stringify({ keys: [jwk] }), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: SigningJwk[] };
}
