import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAP_STYLE_URL, loadConfig } from './config.js';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bd-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.STORAGE_DRIVER).toBe('disk');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAP_STYLE_URL).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(config.MAP_SATELLITE_STYLE_URL).toBeUndefined();
  });

  it('keeps the map on its built-in style with MAP_STYLE_URL=offline', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_STYLE_URL: 'offline' }).MAP_STYLE_URL).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_STYLE_URL: '' }).MAP_STYLE_URL).toBe(DEFAULT_MAP_STYLE_URL);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MAP_STYLE_URL: 'kein-url' })).toThrow(/MAP_STYLE_URL/);
  });

  it('derives APP_URL from PORT and generates a session secret once, kept in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, PORT: '4123' });
    expect(first.APP_URL).toBe('http://localhost:4123');
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it('stops with a message naming the invalid variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'kein-url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('refuses production without a company identity provider unless DEV_IDP=1', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DEV_IDP: '1' }).DEV_IDP).toBe(true);
  });
});
