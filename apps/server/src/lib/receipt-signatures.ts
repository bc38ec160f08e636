// Receipt signatures of deliveries (issue 34 item 3, decision 0690). The schema has checked the
// data URL's form and size; here the PNG is decoded (sharp, with a pixel limit so a small file
// cannot unpack into a huge canvas) and refused when nothing is drawn on it. The image is stored as
// a file of the project, its row names the record (delivery and version, or delivery note) and the
// role — once: the unique (record, role) refuses a second signature of the same version.
import { desc, inArray } from 'drizzle-orm';
import type Sharp from 'sharp';
import {
  signatureMessages,
  signatureRoleLabels,
  type SignatureInput,
  type SignatureView,
} from '@baustellendoku/domain';
import type { Executor } from '../db/client.js';
import { receiptSignatures } from '../db/schema/index.js';
import { documentFileName, storeGeneratedFile, type DocumentTracker } from '../documents/store-document.js';
import { unprocessable } from './errors.js';
import type { FileStorage } from '../storage/storage.js';
import { fileUrl, type FileView } from '../modules/files/files.service.js';

/** A phone canvas at three device pixels per CSS pixel is under one megapixel. */
const MAX_SIGNATURE_PIXELS = 4_000_000;
/** A pixel is ink when it is mostly opaque and darker than light grey (a white background is no ink). */
const isInk = (r: number, g: number, b: number, a: number) => a >= 64 && r * 0.299 + g * 0.587 + b * 0.114 < 200;
/** Fewer inked pixels than this is no signature (a stray touch is a dot of a few pixels). */
const MIN_INK_PIXELS = 25;

// sharp costs memory once imported; it is loaded with the first signature (decision 0210).
let sharpModule: Promise<typeof Sharp> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

export type CheckedSignature = SignatureInput & { png: Buffer };

/** Decodes each signature's PNG and refuses one that is not a PNG or has no ink (422 on its field). */
export async function checkSignatures(
  signatures: readonly SignatureInput[] | undefined,
  field = 'signatures',
): Promise<CheckedSignature[]> {
  if (!signatures || signatures.length === 0) return [];
  const sharp = await loadSharp();
  const checked: CheckedSignature[] = [];
  for (const [index, signature] of signatures.entries()) {
    const propertyPath = `${field}.${index}.image`;
    const refuse = (message: string) => unprocessable({ propertyPath, title: message }, message);
    const png = Buffer.from(signature.image.slice(signature.image.indexOf(',') + 1), 'base64');
    let pixels: { data: Buffer; channels: number };
    try {
      const image = sharp(png, { limitInputPixels: MAX_SIGNATURE_PIXELS, failOn: 'error' });
      if ((await image.metadata()).format !== 'png') throw refuse(signatureMessages.notPng);
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      pixels = { data, channels: info.channels };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(signatureMessages.tooLarge);
      throw error instanceof Error && 'statusCode' in error ? error : refuse(signatureMessages.notPng);
    }
    if (inkPixels(pixels.data, pixels.channels) < MIN_INK_PIXELS) throw refuse(signatureMessages.empty);
    checked.push({ ...signature, png });
  }
  return checked;
}

function inkPixels(data: Buffer, channels: number): number {
  let count = 0;
  for (let offset = 0; offset + 3 < data.length && count < MIN_INK_PIXELS; offset += channels) {
    if (isInk(data[offset]!, data[offset + 1]!, data[offset + 2]!, data[offset + 3]!)) count += 1;
  }
  return count;
}

/** What was signed: one version of a delivery, or the handover of a delivery note. */
export type SignedRecord = { deliveryId: string; version: number } | { deliveryNoteId: string };

/** Stores the signatures of a record inside its transaction; `fileLabel` names it ("Charge 3 Version 1"). */
export async function storeSignatures(
  tx: Executor,
  storage: FileStorage,
  track: DocumentTracker,
  target: { record: SignedRecord; fileLabel: string; projectId: string; userId: string; at: Date },
  signatures: readonly CheckedSignature[],
): Promise<void> {
  for (const signature of signatures) {
    const label = signatureRoleLabels[signature.role];
    const stored = await storeGeneratedFile(tx, storage, {
      projectId: target.projectId,
      userId: target.userId,
      fileName: documentFileName([`Unterschrift ${label} ${target.fileLabel}`], 'png'),
      content: signature.png,
      contentType: 'image/png',
    });
    track.written(stored.storageKey);
    await tx.insert(receiptSignatures).values({
      ...target.record,
      role: signature.role,
      signerName: signature.signerName,
      signedAt: new Date(signature.signedAt),
      latitude: signature.position ? String(signature.position.latitude) : null,
      longitude: signature.position ? String(signature.position.longitude) : null,
      accuracyInMeters:
        signature.position?.accuracyInMeters != null ? String(signature.position.accuracyInMeters) : null,
      imageFileId: stored.fileId,
      createdAt: target.at,
      createdBy: target.userId,
    });
  }
}

/** The handover signatures of delivery notes, receiver first (decision 0691). */
export async function deliveryNoteSignatureRows(db: Executor, deliveryNoteIds: readonly string[]) {
  if (deliveryNoteIds.length === 0) return [];
  return db
    .select()
    .from(receiptSignatures)
    .where(inArray(receiptSignatures.deliveryNoteId, [...deliveryNoteIds]))
    .orderBy(desc(receiptSignatures.role));
}

export type SignatureRow = Pick<
  typeof receiptSignatures.$inferSelect,
  'role' | 'signerName' | 'signedAt' | 'latitude' | 'longitude' | 'accuracyInMeters' | 'imageFileId'
>;

const coordinate = (value: string | null) => (value === null ? null : Number(value));

export function toSignatureView(row: SignatureRow, files: Map<string, FileView>): SignatureView {
  return {
    role: row.role,
    signerName: row.signerName,
    signedAt: row.signedAt.toISOString(),
    position:
      row.latitude !== null && row.longitude !== null
        ? {
            latitude: coordinate(row.latitude)!,
            longitude: coordinate(row.longitude)!,
            accuracyInMeters: coordinate(row.accuracyInMeters),
          }
        : null,
    image: files.get(row.imageFileId) ?? {
      id: row.imageFileId,
      fileName: 'Unterschrift.png',
      url: fileUrl(row.imageFileId),
    },
  };
}
