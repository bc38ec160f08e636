// A real SMTP server for mail tests (smtp-server), parsing each message with postal-mime.
import { SMTPServer } from 'smtp-server';
import PostalMime, { type Email } from 'postal-mime';
import { freePort } from './listening-app.js';

export type ReceivedMail = { envelopeTo: string[]; email: Email };

export async function startSmtpServer(options: { reject?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.reject) return callback(new Error('Postfach nicht verfügbar'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), email });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** Resolves once `count` mails have arrived (or fails after a few seconds). */
    async waitFor(count: number) {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
