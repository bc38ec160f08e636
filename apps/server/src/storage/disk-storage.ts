import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './storage.js';

export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string) {
    if (!/^[A-Za-z0-9/_-]+$/.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Write to a temporary name and rename: a reader never sees a half-written file.
    const temporary = `${target}.partial`;
    try {
      await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx' }));
      await fs.promises.rename(temporary, target);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    // Opened here, not when the stream starts: a failing store fails this call (503), not the answer.
    const handle = await fs.promises.open(this.pathOf(key));
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
