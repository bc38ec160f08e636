// A small load balancer (node:http): each request goes to the next instance in turn, no sticky
// sessions. Only the embedded sign-in service (/backend/dev-idp) is pinned to the first instance:
// it keeps its login state in memory and stands in for the company's identity provider, which in
// production is one service outside the app (README "Several instances behind a load balancer").
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Proxy = { url: string; port: number; served: number[]; close: () => Promise<void> };

export async function startProxy(targets: { port: number }[], port = 0): Promise<Proxy> {
  const served = targets.map(() => 0);
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http.createServer((request, response) => {
    const index = request.url?.startsWith('/backend/dev-idp') ? 0 : next++ % targets.length;
    served[index]! += 1;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targets[index]!.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          'x-forwarded-for': request.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
        },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Bad Gateway');
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    served,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
