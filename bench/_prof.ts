import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
const child = fork(path.join(import.meta.dirname, 'large-bench-server.mjs'), [], {
  execArgv: ['--max-semi-space-size=4', '--cpu-prof', '--cpu-prof-dir=/tmp/prof'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: { ...process.env, BENCH_DATABASE_URL: process.env.BENCH_LARGE_DATABASE_URL, BENCH_REQUESTS: process.env.REQ ?? 'ordersPage' },
});
const info: any = await new Promise((resolve) => child.once('message', resolve));
const url = process.env.FLOOR ? `${info.floorUrl}/floor/${process.env.REQ}` : info.appUrl + Object.values(info.requests)[0];
const r = await autocannon({ url, connections: 50, duration: 5, headers: { cookie: info.cookie } });
console.log(r.requests.average, r.latency.p99, r.non2xx);
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
