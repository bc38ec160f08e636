// The receipt of a delivery note's handover as an OASIS UBL 2.4 ReceiptAdvice (issue 34 item 3,
// decision 0691): it refers to the note's DespatchAdvice (its ID, UUID and issue date), takes the
// note's supplier and customer parties from that very XML (so both documents name the same
// parties, whatever changed in the project since), and carries the received quantity in tonnes as
// exact decimal text and each signature — name, time, position, and the drawn PNG.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { normalizeDecimal, signatureRoleLabels, type SignatureRole } from '@baustellendoku/domain';
import { TONNE } from './delivery-note-ubl.js';
import { siteDateAndTime } from './pdf-format.js';

const UBL = {
  receiptAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:ReceiptAdvice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** Names the profile: the receipt of an EBV § 25 delivery note in UBL. */
export const RECEIPT_CUSTOMIZATION_ID = 'urn:baustellendoku:ebv:lieferschein-25:empfang:1.0';

export type ReceiptAdviceData = {
  /** The receipt's own id (UUID); its ID is the note's number with "-E" (Empfang). */
  receiptId: string;
  /** The note's DespatchAdvice, as stored: parties and references are read from it. */
  despatchAdvice: Buffer;
  receivedQuantityInTons: string;
  receivedAt: Date;
  receivedBy: string;
  signatures: {
    role: SignatureRole;
    signerName: string;
    signedAt: Date;
    position: { latitude: string; longitude: string; accuracyInMeters: string | null } | null;
    png: Buffer;
    fileName: string;
  }[];
};

type Node = XMLBuilder;
const cac = (parent: Node, name: string) => parent.ele(UBL.cac, `cac:${name}`);
function cbc(parent: Node, name: string, value: string, attributes?: Record<string, string>): Node {
  return parent.ele(UBL.cbc, `cbc:${name}`, attributes).txt(value).up();
}

const localName = (node: Node) => (node.node as unknown as { localName?: string }).localName;
const childText = (parent: Node | undefined, name: string) => {
  const child = parent?.find((node) => localName(node) === name);
  return child ? (child.node.textContent ?? '') : null;
};

/** The UBL ReceiptAdvice of a handed-over delivery note, UTF-8 with an XML declaration. */
export function writeReceiptAdviceUbl(data: ReceiptAdviceData): Buffer {
  const despatch = create(data.despatchAdvice.toString('utf8')).root();
  const part = (name: string) => {
    const found = despatch.find((node) => localName(node) === name);
    if (!found) throw new Error(`DespatchAdvice without ${name}`);
    return found;
  };
  const noteNumber = childText(despatch, 'ID')!;
  const line = part('DespatchLine');
  const item = line.find((node) => localName(node) === 'Item');
  const received = siteDateAndTime(data.receivedAt);

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL.receiptAdvice, 'ReceiptAdvice', {
    'xmlns:cac': UBL.cac,
    'xmlns:cbc': UBL.cbc,
  });
  cbc(root, 'UBLVersionID', '2.4');
  cbc(root, 'CustomizationID', RECEIPT_CUSTOMIZATION_ID);
  cbc(root, 'ID', `${noteNumber}-E`);
  cbc(root, 'UUID', data.receiptId);
  cbc(root, 'IssueDate', received.date);
  cbc(root, 'IssueTime', received.time);
  cbc(root, 'Note', `Empfang des Lieferscheins Nr. ${noteNumber} (§ 25 EBV) quittiert von ${data.receivedBy}`);
  cbc(root, 'LineCountNumeric', '1');
  // The note this receipt answers: the DespatchAdvice's ID, UUID and issue date.
  const reference = cac(root, 'DespatchDocumentReference');
  cbc(reference, 'ID', noteNumber);
  const uuid = childText(despatch, 'UUID');
  if (uuid) cbc(reference, 'UUID', uuid);
  const issueDate = childText(despatch, 'IssueDate');
  if (issueDate) cbc(reference, 'IssueDate', issueDate);
  cbc(reference, 'DocumentType', 'Lieferschein (DespatchAdvice)');
  // One cac:Signature per signer: role, name, time and place in words, the drawing as PNG.
  for (const signature of data.signatures) {
    const node = cac(root, 'Signature');
    const label = signatureRoleLabels[signature.role];
    cbc(node, 'ID', signature.role);
    cbc(node, 'Note', `Unterschrift ${label}: ${signature.signerName}`);
    if (signature.position) {
      const accuracy = signature.position.accuracyInMeters;
      cbc(
        node,
        'Note',
        `Standort: ${normalizeDecimal(signature.position.latitude)}, ${normalizeDecimal(signature.position.longitude)}` +
          (accuracy ? ` (± ${normalizeDecimal(accuracy)} m)` : ''),
      );
    }
    const signed = siteDateAndTime(signature.signedAt);
    cbc(node, 'ValidationDate', signed.date);
    cbc(node, 'ValidationTime', signed.time);
    cbc(cac(cac(node, 'SignatoryParty'), 'PartyName'), 'Name', signature.signerName);
    cbc(cac(node, 'DigitalSignatureAttachment'), 'EmbeddedDocumentBinaryObject', signature.png.toString('base64'), {
      mimeCode: 'image/png',
      filename: signature.fileName,
    });
  }
  // The parties exactly as the note names them (UBL requires both, customer first).
  root.import(part('DeliveryCustomerParty'));
  root.import(part('DespatchSupplierParty'));
  const receiptLine = cac(root, 'ReceiptLine');
  cbc(receiptLine, 'ID', '1');
  cbc(receiptLine, 'ReceivedQuantity', normalizeDecimal(data.receivedQuantityInTons), { unitCode: TONNE });
  cbc(receiptLine, 'ReceivedDate', received.date);
  cbc(receiptLine, 'ReceivedTime', received.time);
  const lineReference = cac(receiptLine, 'DespatchLineReference');
  cbc(lineReference, 'LineID', childText(line, 'ID') ?? '1');
  cbc(cac(lineReference, 'DocumentReference'), 'ID', noteNumber);
  const receivedItem = cac(receiptLine, 'Item');
  const description = childText(item, 'Description');
  if (description) cbc(receivedItem, 'Description', description);
  const name = childText(item, 'Name');
  if (name) cbc(receivedItem, 'Name', name);
  return Buffer.from(root.end({ prettyPrint: true }), 'utf8');
}
