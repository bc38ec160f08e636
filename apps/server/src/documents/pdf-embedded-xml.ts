// The XML a PDF carries as attached file (as our delivery notes do, decision 0640, and
// ZUGFeRD/Factur-X invoices), read with pdf-lib (decision 0641): the catalog's embedded files
// name tree and its /AF list. The file's stream is inflated here with a limit, so a compressed
// bomb stops at MAX_XML_BYTES instead of filling the memory.
import { inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { MAX_XML_BYTES, XmlRefusal, xmlMessages } from './safe-xml.js';

export const pdfMessages = {
  unreadable: 'Die PDF-Datei kann nicht gelesen werden (beschädigt oder verschlüsselt).',
  noXml:
    'Die PDF-Datei enthält keinen eingebetteten Lieferschein (UBL-XML als Dateianhang). Bitte die XML-Datei des Lieferanten hochladen.',
  unsupportedFilter: (name: string) =>
    `Der Dateianhang „${name}“ der PDF-Datei ist in einer nicht unterstützten Kodierung gespeichert.`,
} as const;

/** Name trees nest through /Kids; real files have one or two levels. */
const MAX_TREE_DEPTH = 8;

type Attachment = { name: string; spec: PDFDict };

const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';

function nameTree(node: PDFDict | undefined, depth: number, out: Attachment[]) {
  if (!node || depth > MAX_TREE_DEPTH) return;
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let index = 0; names && index + 1 < names.size(); index += 2) {
    const spec = names.lookupMaybe(index + 1, PDFDict);
    if (spec) out.push({ name: textOf(names.lookup(index)), spec });
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let index = 0; kids && index < kids.size(); index += 1) {
    nameTree(kids.lookupMaybe(index, PDFDict), depth + 1, out);
  }
}

function fileName(attachment: Attachment): string {
  const spec = attachment.spec;
  return textOf(spec.lookup(PDFName.of('UF'))) || textOf(spec.lookup(PDFName.of('F'))) || attachment.name;
}

function isXml(attachment: Attachment, stream: PDFRawStream): boolean {
  const subtype = stream.dict.lookupMaybe(PDFName.of('Subtype'), PDFName)?.decodeText() ?? '';
  return /xml$/i.test(subtype) || /\.xml$/i.test(fileName(attachment));
}

function contentOf(attachment: Attachment, stream: PDFRawStream): Buffer {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters =
    filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const raw = Buffer.from(stream.getContents());
  if (filters.length === 0) {
    if (raw.length > MAX_XML_BYTES) throw new XmlRefusal(xmlMessages.tooLarge, 413);
    return raw;
  }
  if (filters.length === 1 && filters[0] instanceof PDFName && filters[0].decodeText() === 'FlateDecode') {
    try {
      return inflateSync(raw, { maxOutputLength: MAX_XML_BYTES });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new XmlRefusal(xmlMessages.tooLarge, 413);
      }
      throw new XmlRefusal(pdfMessages.unreadable);
    }
  }
  throw new XmlRefusal(pdfMessages.unsupportedFilter(fileName(attachment)));
}

/** The XML attached to a PDF: the DespatchAdvice among several, else the first XML; refused without one. */
export async function embeddedXmlOf(pdf: Buffer): Promise<Buffer> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    throw new XmlRefusal(pdfMessages.unreadable);
  }
  const catalog = document.catalog;
  const attachments: Attachment[] = [];
  nameTree(
    catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict),
    0,
    attachments,
  );
  // Associated files (PDF/A-3) may be listed only there.
  const associated = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let index = 0; associated && index < associated.size(); index += 1) {
    const spec = associated.lookupMaybe(index, PDFDict);
    if (spec && !attachments.some((attachment) => attachment.spec === spec)) attachments.push({ name: '', spec });
  }
  const xmlFiles: Buffer[] = [];
  for (const attachment of attachments) {
    const embedded = attachment.spec.lookupMaybe(PDFName.of('EF'), PDFDict);
    const stream = embedded?.lookup(PDFName.of('UF')) ?? embedded?.lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream && isXml(attachment, stream)) xmlFiles.push(contentOf(attachment, stream));
  }
  const despatchAdvice = xmlFiles.find((xml) =>
    xml.includes('urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2'),
  );
  const chosen = despatchAdvice ?? xmlFiles[0];
  if (!chosen) throw new XmlRefusal(pdfMessages.noXml);
  return chosen;
}
