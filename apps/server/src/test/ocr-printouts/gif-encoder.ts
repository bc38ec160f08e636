// Minimal GIF89a encoder for the OCR test set: one frame, 256-level grey palette, LZW-compressed.
// Browsers cannot export GIF from a canvas, and no image library is installed, so the test suite
// writes its GIF printouts with this.

const MIN_CODE_SIZE = 8;
const CLEAR_CODE = 1 << MIN_CODE_SIZE;
const END_CODE = CLEAR_CODE + 1;
const MAX_CODE = 4096;

class BitWriter {
  readonly bytes: number[] = [];
  private buffer = 0;
  private bits = 0;
  write(code: number, size: number) {
    this.buffer |= code << this.bits;
    this.bits += size;
    while (this.bits >= 8) {
      this.bytes.push(this.buffer & 0xff);
      this.buffer >>>= 8;
      this.bits -= 8;
    }
  }
  flush() {
    if (this.bits > 0) this.bytes.push(this.buffer & 0xff);
    this.buffer = 0;
    this.bits = 0;
  }
}

/** LZW as GIF specifies it: codes written LSB first, code size grows with the table. */
const lzw = (indices: Uint8Array): number[] => {
  const out = new BitWriter();
  let codeSize = MIN_CODE_SIZE + 1;
  let nextCode = END_CODE + 1;
  let table = new Map<number, number>();
  out.write(CLEAR_CODE, codeSize);
  let current = indices[0] ?? 0;
  for (let i = 1; i < indices.length; i++) {
    const k = indices[i]!;
    const key = (current << 8) | k;
    const known = table.get(key);
    if (known !== undefined) {
      current = known;
      continue;
    }
    out.write(current, codeSize);
    if (nextCode === MAX_CODE) {
      out.write(CLEAR_CODE, codeSize);
      nextCode = END_CODE + 1;
      codeSize = MIN_CODE_SIZE + 1;
      table = new Map();
    } else {
      if (nextCode >= 1 << codeSize) codeSize++;
      table.set(key, nextCode++);
    }
    current = k;
  }
  out.write(current, codeSize);
  out.write(END_CODE, codeSize);
  out.flush();
  return out.bytes;
};

/** Encodes 8-bit grey pixels (row-major, width × height) as a GIF file. */
export const encodeGrayGif = (gray: Uint8Array, width: number, height: number): Buffer => {
  const header = Buffer.from('GIF89a', 'ascii');
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0xf7; // global colour table, 8 bits per channel, 256 entries
  const palette = Buffer.alloc(256 * 3);
  for (let i = 0; i < 256; i++) palette.fill(i, i * 3, i * 3 + 3);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  const data = lzw(gray);
  const blocks: number[] = [MIN_CODE_SIZE];
  for (let i = 0; i < data.length; i += 255) {
    const chunk = data.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  blocks.push(0x00, 0x3b);
  return Buffer.concat([header, screen, palette, descriptor, Buffer.from(blocks)]);
};
