// s3rver ships no types; the test helper uses only this much of it.
declare module 's3rver' {
  type Options = {
    port: number;
    address: string;
    directory: string;
    silent: boolean;
    configureBuckets: { name: string; configs: unknown[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
