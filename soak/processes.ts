// The app as it runs in production: the compiled server (apps/server/dist/main.js) with the
// production V8 flags, one process per instance, its resident memory read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

export type AppProcess = {
  name: string;
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  logFile: string;
  /** Resident memory in MB now (/proc/<pid>/status VmRSS). */
  rssMb: () => number;
  /** Resolves when GET /backend/api/options answers 200. */
  ready: () => Promise<void>;
  stop: () => Promise<void>;
};

export function spawnApp(options: {
  name: string;
  port: number;
  dataDir: string;
  logDir: string;
  env: Record<string, string>;
}): AppProcess {
  const url = `http://127.0.0.1:${options.port}`;
  fs.mkdirSync(options.dataDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DEV_IDP: '1',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      APP_URL: url,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  const rssMb = () => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      return 0;
    }
  };
  return {
    name: options.name,
    url,
    port: options.port,
    dataDir: options.dataDir,
    child,
    logFile,
    rssMb,
    ready: async () => {
      const deadline = Date.now() + 180_000;
      for (;;) {
        if (child.exitCode !== null) {
          throw new Error(
            `${options.name} beendet (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`,
          );
        }
        try {
          if ((await fetch(`${url}/backend/api/options`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${options.name} startet nicht (siehe ${logFile})`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** Samples a process's RSS once a second until stopped; returns [seconds since start, MB] pairs. */
export function sampleRss(app: AppProcess) {
  const started = Date.now();
  const samples: [number, number][] = [];
  const timer = setInterval(() => samples.push([(Date.now() - started) / 1000, app.rssMb()]), 1000);
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}
