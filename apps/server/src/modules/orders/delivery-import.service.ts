// A supplier's delivery note read for the delivery form (issue 34 item 2, decision 0641): a UBL
// DespatchAdvice as XML, or a PDF carrying one as attached file. The file is read whole into
// memory (at most 2 MB of XML, 10 MB of PDF), checked, compared with the project's address, and
// only then stored as the user's unattached upload; the user saves the delivery with it through
// POST /order/{orderId}/delivery. A refused file leaves nothing behind.
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { apiMessages, type DeliveryImport } from '@baustellendoku/domain';
import type { Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { readDespatchAdvice, type DespatchAddress } from '../../documents/despatch-advice-reader.js';
import { MAX_XML_BYTES, XmlRefusal, xmlMessages } from '../../documents/safe-xml.js';
import { ApiError, unprocessable } from '../../lib/errors.js';
import type { WholeUpload } from '../../lib/whole-upload.js';
import type { SessionUser } from '../../platform/access/index.js';
import type { FileStorage } from '../../storage/storage.js';
import { MAX_FILE_BYTES, storeCheckedUpload } from '../files/files.service.js';

export const deliveryImportMessages = {
  wrongType:
    'Die Datei ist weder eine XML- noch eine PDF-Datei. Erwartet wird ein Lieferschein im UBL-Format (XML) oder eine PDF-Datei mit eingebettetem UBL-Lieferschein.',
  otherAddress: (note: string, project: string) =>
    `Die Lieferadresse des Lieferscheins (${note}) ist nicht die Adresse dieses Projekts (${project}).`,
} as const;

type Kind = 'pdf' | 'xml';

/** PDF by its header, XML by its first markup (after a byte order mark and white space). */
function kindOf(head: Buffer): Kind | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const start = head.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? 3 : 0;
  const text = head
    .subarray(start, start + 64)
    .toString('latin1')
    .trimStart();
  return text.startsWith('<') ? 'xml' : null;
}

const tooLarge = (kind: Kind | null) =>
  kind === 'pdf' ? new ApiError(413, apiMessages.fileTooLarge) : new ApiError(413, xmlMessages.tooLarge);

/**
 * The upload's bytes, refused once they pass the limit of their kind: an XML file over 2 MB is
 * refused at its 2 MB + 1st byte, before any parsing; a PDF may have the 10 MB of any upload.
 */
export async function readDeliveryNoteUpload(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  let kind: Kind | null | undefined;
  let refusal: ApiError | null = null;
  try {
    for await (const chunk of stream) {
      if (refusal) continue; // drain the rest of the request
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      length += buffer.length;
      if (kind === undefined && length >= 64) {
        kind = kindOf(Buffer.concat(chunks));
        if (kind === null) refusal = refused(deliveryImportMessages.wrongType);
      }
      if (length > (kind === 'pdf' ? MAX_FILE_BYTES : MAX_XML_BYTES)) refusal ??= tooLarge(kind ?? null);
    }
  } catch {
    // The multipart body broke off (busboy: "Unexpected end of form"): the request is incomplete.
    throw new ApiError(400, apiMessages.uploadIncomplete);
  }
  if ((stream as Readable & { truncated?: boolean }).truncated) refusal ??= tooLarge(kind ?? null);
  if (refusal) throw refusal;
  return Buffer.concat(chunks);
}

const refused = (message: string) => unprocessable({ propertyPath: 'file', title: message }, message);

const comparable = (text: string | null | undefined) =>
  (text ?? '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str\.?(?=$|\s)/g, 'strasse')
    .replace(/[^\p{L}\p{N}]/gu, '');

type ProjectAddress = { street: string | null; postalCode: string | null; city: string | null };

/**
 * Whether the note's delivery address is the project's (decision 0641): the postal codes must be
 * equal where both are given (else the cities), and the streets where both are given; house
 * numbers are not compared (a site spans several). Without an address on either side, nothing
 * can be compared and the user checks the note.
 */
export function sameAddress(note: DespatchAddress, project: ProjectAddress): boolean {
  const pairs: [string | null, string | null][] = [
    note.postalZone && project.postalCode ? [note.postalZone, project.postalCode] : [note.cityName, project.city],
    [note.street, project.street],
  ];
  return pairs.every(([a, b]) => !comparable(a) || !comparable(b) || comparable(a) === comparable(b));
}

const addressText = (street: string | null, number: string | null, postal: string | null, city: string | null) =>
  [[street, number].filter(Boolean).join(' '), [postal, city].filter(Boolean).join(' ')].filter(Boolean).join(', ') ||
  'ohne Angabe';

async function checkAddress(db: Executor, projectId: string, address: DespatchAddress | null) {
  if (!address) return;
  const [project] = await db
    .select({
      street: projects.street,
      houseNumber: projects.houseNumber,
      postalCode: projects.postalCode,
      city: projects.city,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project || sameAddress(address, project)) return;
  throw refused(
    deliveryImportMessages.otherAddress(
      addressText(address.street, address.buildingNumber, address.postalZone, address.cityName),
      addressText(project.street, project.houseNumber, project.postalCode, project.city),
    ),
  );
}

/** Reads, checks and stores a supplier's delivery note; answers the values for the form. */
export async function importDeliveryNote(
  deps: { db: Executor; storage: FileStorage },
  user: SessionUser,
  projectId: string,
  upload: WholeUpload,
): Promise<DeliveryImport> {
  const bytes = upload.bytes;
  const kind = kindOf(bytes);
  if (!kind) throw refused(deliveryImportMessages.wrongType);
  let note;
  try {
    // pdf-lib (~7 MB resident) only once a PDF is imported: the server's memory budget (decision 0210).
    const fromPdf = kind === 'pdf' && (await import('../../documents/pdf-embedded-xml.js'));
    note = readDespatchAdvice(fromPdf ? await fromPdf.embeddedXmlOf(bytes) : bytes);
  } catch (error) {
    if (!(error instanceof XmlRefusal)) throw error;
    throw error.statusCode === 413 ? new ApiError(413, error.message) : refused(error.message);
  }
  await checkAddress(deps.db, projectId, note.deliveryAddress);
  const file = await storeCheckedUpload(deps.db, deps.storage, user, {
    fileName: upload.fileName,
    content: bytes,
    contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml',
    fallbackName: `Lieferschein ${note.id}.${kind}`,
  });
  return {
    file,
    reference: note.id,
    deliveryDate: note.actualDeliveryDate ?? note.issueDate,
    supplier: note.supplier,
    vehicleRegistration: note.vehicleRegistration,
    lines: note.lines,
  };
}
