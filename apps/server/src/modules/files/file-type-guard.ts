// Decides a file's type by its content (magic bytes), not its name: the first bytes are held
// back until file-type has seen enough of them, then everything streams through unchanged.
import { Transform, type TransformCallback } from 'node:stream';
import type * as FileType from 'file-type';

const HEAD_BYTES = 4100;

// file-type (~10 MB resident with its parsers) is imported with the first upload, not at start.
let fileType: Promise<typeof FileType> | null = null;
const loadFileType = () => (fileType ??= import('file-type'));

export type DetectedType = { mime: string; ext: string };

export class FileTypeGuard extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  detected: DetectedType | undefined;
  /** Bytes that passed through so far. */
  byteCount = 0;

  constructor(
    private readonly allowed: readonly string[],
    private readonly rejection: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.byteCount += chunk.length;
    if (this.decided) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.decided) return callback();
    this.decide(callback);
  }

  private decide(callback: TransformCallback) {
    const buffered = Buffer.concat(this.head);
    this.head = [];
    this.decided = true;
    loadFileType()
      .then(({ fileTypeFromBuffer }) => fileTypeFromBuffer(buffered))
      .then(
        (type) => {
          if (!type || !this.allowed.includes(type.mime)) return callback(this.rejection());
          this.detected = { mime: type.mime, ext: type.ext };
          callback(null, buffered);
        },
        (error: Error) => callback(error),
      );
  }
}
