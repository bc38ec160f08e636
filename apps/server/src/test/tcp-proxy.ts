// A TCP proxy in front of a server (the test PostgreSQL) that a test can cut and restore, to see
// how the app behaves when its database goes away and comes back.
import net from 'node:net';

export type TcpProxy = {
  port: number;
  /** `refuse`: connections are closed and new ones refused (a stopped server); `blackhole`: new
   *  connections are accepted but never answered (a server that hangs, a network that drops). */
  cut: (mode: 'refuse' | 'blackhole') => Promise<void>;
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'blackhole' = 'forward';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'blackhole') return;
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: async (next) => {
      dropAll();
      if (next === 'refuse') await stopListening();
      else mode = 'blackhole';
    },
    restore: async () => {
      mode = 'forward';
      dropAll();
      if (!server.listening) await listen(port);
    },
    close: async () => {
      dropAll();
      await stopListening();
    },
  };
}
