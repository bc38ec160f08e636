// Request log lines are written in batches (decision 0440): a line must still arrive within about a
// second on a quiet server, and the lines of a process that exits must not be lost.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const logger = path.join(import.meta.dirname, 'log-redaction.ts');

/** Runs `body` in a Node process with the app's logger as `log`; resolves with its stdout lines in order. */
function run(body: string): Promise<string[]> {
  const script = `import pino from 'pino'; import { loggerOptions } from ${JSON.stringify(logger)};
const { stream, ...options } = loggerOptions('info'); const log = pino(options, stream); ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(import.meta.dirname, '../..'),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', () => resolve(output.split('\n').filter(Boolean)));
  });
}

describe('log destination', () => {
  it('writes a lone line within about a second, while the process keeps running', async () => {
    // The marker is written directly two seconds later: a line held back until exit would follow it.
    const lines = await run(
      `log.info('eine Zeile'); setTimeout(() => process.stdout.write('Marke\\n'), 2000); setTimeout(() => process.exit(0), 3000);`,
    );
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!).msg).toBe('eine Zeile');
    expect(lines[1]).toBe('Marke');
  });

  it('loses no line when the process exits right after logging', async () => {
    // 10 lines stay below a batch; 100 fill batches and leave a rest.
    for (const count of [10, 100]) {
      const lines = await run(`for (let i = 0; i < ${count}; i++) log.info({ i }, 'Zeile'); process.exit(0);`);
      expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual([...Array(count).keys()]);
    }
  });
});
