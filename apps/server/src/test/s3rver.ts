// An S3-compatible server from npm (s3rver) on a random loopback port, for the S3 storage driver tests.
import S3rver from 's3rver';

export type S3Server = { endpoint: string; bucket: string; close: () => Promise<void> };

export async function startS3rver(directory: string): Promise<S3Server> {
  const bucket = 'baustellendoku-test';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as unknown as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, bucket, close: () => server.close() };
}
