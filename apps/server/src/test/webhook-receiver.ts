// A local webhook receiver for tests, the benchmark and the e2e test: an http server on the
// loopback interface that keeps what it received and answers with a chosen status — or never.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string; receivedAt: number };
export type ReceiverAnswer = number | 'hang';

export type WebhookReceiver = {
  url: string;
  received: ReceivedWebhook[];
  /** The answer to the next requests (default 204). */
  answer: ReceiverAnswer;
  /** Requests being answered right now, and the most at once. */
  open: number;
  maxOpen: number;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedWebhook[]>;
  close: () => Promise<void>;
};

export async function startWebhookReceiver(options: { keep?: boolean } = {}): Promise<WebhookReceiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: 204,
    open: 0,
    maxOpen: 0,
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (receiver.received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${receiver.received.length} von ${count} Webhooks empfangen nach ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return receiver.received;
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer((request, response) => {
    receiver.open += 1;
    receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
    response.on('close', () => {
      receiver.open -= 1;
      hanging.delete(response);
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() };
      // The benchmark sends thousands: it counts them without keeping the bodies.
      receiver.received.push(options.keep === false ? { ...entry, body: '' } : entry);
      if (receiver.answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(receiver.answer).end();
    });
  });
  // Longer than the senders' idle keep-alive, so that no reused socket is closed under a request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`;
  return receiver;
}
