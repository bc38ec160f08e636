// Real file bytes for tests: a valid PDF padded to a size, a 1×1 PNG, a ZIP archive.
import { randomBytes } from 'node:crypto';

export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A minimal valid PDF whose stream is padded with random bytes to reach `size`. */
export function pdfOfSize(size: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n3 0 obj<</Length 0>>stream\n',
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/** An empty ZIP archive with one stored entry (local header + central directory). */
export function zipBytes(): Buffer {
  const name = Buffer.from('a.txt');
  const data = Buffer.from('hallo');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A multipart/form-data body with one file field. */
export function multipartBody(
  field: string,
  fileName: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  const boundary = `----bd${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Complete appraiser information for `POST /me/appraiser-information`. */
export const appraiserInformation = (overrides: Record<string, unknown> = {}) => ({
  company: 'Prüfinstitut Nord GmbH',
  phoneNumber: '040 123456',
  address: { street: 'Hafenstraße', houseNumber: '12a', postalCode: '20457', city: 'Hamburg', country: 'de' },
  accreditationNumber: 'D-PL-12345-01-00',
  accreditationAuthority: 'DAkkS',
  accreditationValidUntil: '2028-03-31',
  ...overrides,
});

/** A dynamic plate load test as the form sends it, with the uploaded result image's id. */
export const dynamicPayload = (analysisResult: string, overrides: Record<string, unknown> = {}) => ({
  gridField: 'C7/02',
  analysedAt: '2026-05-05T08:45:00+02:00',
  latitude: 52.607512,
  longitude: 13.289043,
  evd: 48.8,
  height: 34120,
  soilType: 'Kiessand, schwach schluffig',
  soilLayerHeight: 300,
  soilRecovery: 'Kalk-Zement 2 %',
  precipitation: false,
  temperature: 11.5,
  deviceName: 'ZFG 3000 GPS',
  deviceModel: 'Zorn Instruments',
  analysisResult,
  ...overrides,
});
