// Text of a PDF for tests: poppler's pdftotext when installed (Debian poppler-utils, as in CI).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bd-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.promises.writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Pages of a PDF according to pdfinfo. */
export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bd-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await fs.promises.writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
