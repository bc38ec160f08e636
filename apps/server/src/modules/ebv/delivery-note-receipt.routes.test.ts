// „Übergabe quittieren“ of a recycled-material delivery note through real HTTP (issue 34 item 3,
// decision 0691): the receiver signs the handover once; the note's PDF gets the receipt page with
// the signature (its pages and attached DespatchAdvice unchanged), and the UBL ReceiptAdvice —
// valid against the UBL 2.4 schema — refers to the note with the received tonnes exactly. Every bad
// signature and a second receipt are refused with a German reason and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureMessages, type DeliveryNoteView } from '@baustellendoku/domain';
import { deliveryNotes, receiptSignatures } from '../../db/schema/index.js';
import { embeddedFiles } from '../../test/pdf-attachments.js';
import { pdfText } from '../../test/pdf-text.js';
import { call, createDeliveryNote, createEbvProject, type EbvProject } from '../../test/recycled-material.js';
import { noisePng, pngDataUrl, signatureInput, signaturePng } from '../../test/signatures.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { hasXmllint, validateReceiptAdvice, xmllintMissing } from '../../test/ubl-schema.js';
import { receiptMessages } from './delivery-note-receipt.service.js';

let app: TestApp;
let ebv: EbvProject;
let note: DeliveryNoteView;
const manager = () => ebv.byRole.project_manager;
const receiptPath = (id: string) => `/delivery-note/${id}/receipt`;
const get = (user: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
  note = await createDeliveryNote(app, ebv, '120,125');
}, 180_000);
afterAll(() => app.cleanup());

const stored = async (id: string) => {
  const [row] = await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.id, id));
  const signatures = await app.db.select().from(receiptSignatures).where(eq(receiptSignatures.deliveryNoteId, id));
  return { row, signatures: signatures.length };
};

describe('POST /delivery-note/{id}/receipt', () => {
  it('answers 404 for the ReceiptAdvice before the handover is signed', async () => {
    const response = await get(manager(), `/backend/api/delivery-note/${note.deliveryNoteId}/receipt-advice.xml`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(receiptMessages.notReceived);
    expect(note.receipt).toBeNull();
  });

  const refusals: [string, () => Promise<unknown>, string, string][] = [
    ['no signatures', async () => undefined, 'signatures', signatureMessages.receiverRequired],
    ['an empty list', async () => [], 'signatures', signatureMessages.receiverRequired],
    [
      'an empty drawing',
      async () => [await signatureInput({ image: pngDataUrl(await signaturePng({ ink: false })) })],
      'signatures.0.image',
      signatureMessages.empty,
    ],
    [
      'an image over 200 KB',
      async () => [await signatureInput({ image: pngDataUrl(await noisePng()) })],
      'signatures.0.image',
      signatureMessages.tooLarge,
    ],
    [
      'only the driver',
      async () => [await signatureInput({ role: 'driver' })],
      'signatures',
      signatureMessages.receiverRequired,
    ],
  ];
  it.each(refusals)('refuses %s with 422 and stores nothing', async (_name, signatures, propertyPath, title) => {
    const before = await stored(note.deliveryNoteId);
    const body = {
      receivedQuantityInTons: '120.125',
      ...(await Promise.resolve(signatures()).then((value) => (value === undefined ? {} : { signatures: value }))),
    };
    const response = await call(app, manager(), 'POST', receiptPath(note.deliveryNoteId), body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().payload.violations).toContainEqual({ propertyPath, title });
    expect(await stored(note.deliveryNoteId)).toEqual(before);
  });

  it('is refused for a role that does not hand notes over, and invisible to outsiders', async () => {
    const body = { signatures: [await signatureInput()] };
    expect((await call(app, ebv.byRole.appraiser, 'POST', receiptPath(note.deliveryNoteId), body)).statusCode).toBe(
      403,
    );
    expect((await call(app, ebv.outsider, 'POST', receiptPath(note.deliveryNoteId), body)).statusCode).toBe(404);
    expect((await call(app, null, 'POST', receiptPath(note.deliveryNoteId), body)).statusCode).toBe(401);
    expect((await stored(note.deliveryNoteId)).signatures).toBe(0);
  });

  let received: DeliveryNoteView;
  it('stores the signed handover once: the note shows it, its PDF gets the receipt page', async () => {
    const before = (await get(manager(), note.document.url)).rawPayload;
    const response = await call(app, ebv.byRole.machinist, 'POST', receiptPath(note.deliveryNoteId), {
      receivedQuantityInTons: '120.125',
      signatures: [
        await signatureInput({ signerName: 'Vera Verwender' }),
        await signatureInput({ role: 'driver', signerName: 'Fritz Fahrer', position: null }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    received = response.json();
    expect(received.receipt).toMatchObject({
      receivedQuantityInTons: 120.125,
      receivedBy: { name: expect.any(String) },
      signatures: [
        { role: 'receiver', signerName: 'Vera Verwender', position: { latitude: 53.7001 } },
        { role: 'driver', signerName: 'Fritz Fahrer', position: null },
      ],
      receiptAdvice: { url: `/backend/api/delivery-note/${note.deliveryNoteId}/receipt-advice.xml` },
    });
    // The note's own XML is untouched; its PDF is the same note plus the receipt page.
    expect(received.ublDocument).toEqual(note.ublDocument);
    expect(received.document.id).not.toBe(note.document.id);
    expect(received.document.fileName).toBe(note.document.fileName);
    const pdf = (await get(manager(), received.document.url)).rawPayload;
    const xml = (await get(manager(), note.ublDocument!.url)).rawPayload;
    const attached = embeddedFiles(pdf);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.data.equals(xml)).toBe(true);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const original = (await pdfText(before)).replace(/\s+/g, ' ');
    expect(text.startsWith(original.slice(0, 200))).toBe(true);
    expect(text).toContain(`Übergabe quittiert – Lieferschein Nr. ${note.number}`);
    expect(text).toContain('Empfangene Menge 120,125 t');
    expect(text).toContain('Unterschrift Empfänger');
    expect(text).toContain('Vera Verwender');
    expect(text).toContain('Fritz Fahrer');
  });

  it('answers the ReceiptAdvice: the note referred to, the parties of the note, the tonnes exactly, the signatures', async () => {
    const response = await get(manager(), received.receipt!.receiptAdvice.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml');
    const xml = response.body;
    const despatch = (await get(manager(), note.ublDocument!.url)).body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<ReceiptAdvice /);
    expect(xml).toContain(`<cbc:ID>${note.number}-E</cbc:ID>`);
    expect(xml).toMatch(
      new RegExp(
        `<cac:DespatchDocumentReference>\\s*<cbc:ID>${note.number}</cbc:ID>\\s*<cbc:UUID>${note.deliveryNoteId}</cbc:UUID>`,
      ),
    );
    expect(xml).toContain('<cbc:ReceivedQuantity unitCode="TNE">120.125</cbc:ReceivedQuantity>');
    const party = (document: string, name: string) =>
      new RegExp(`<cac:${name}>[\\s\\S]*?</cac:${name}>`).exec(document)![0].replace(/\s+/g, ' ');
    expect(party(xml, 'DespatchSupplierParty')).toBe(party(despatch, 'DespatchSupplierParty'));
    expect(party(xml, 'DeliveryCustomerParty')).toBe(party(despatch, 'DeliveryCustomerParty'));
    expect(xml).toContain('<cbc:Note>Unterschrift Empfänger: Vera Verwender</cbc:Note>');
    expect(xml).toContain('<cbc:Note>Standort: 53.7001, 9.9932 (± 12 m)</cbc:Note>');
    expect(xml).toMatch(/<cbc:EmbeddedDocumentBinaryObject mimeCode="image\/png" filename="[^"]+\.png">iVBORw0KGgo/);
  });

  it.skipIf(!hasXmllint)(`validates against the UBL 2.4 ReceiptAdvice schema (xmllint)${xmllintMissing}`, async () => {
    const verdict = await validateReceiptAdvice((await get(manager(), received.receipt!.receiptAdvice.url)).rawPayload);
    expect(verdict.valid, verdict.output).toBe(true);
  });

  it('is signed once: a second receipt is refused and changes nothing', async () => {
    const before = await stored(note.deliveryNoteId);
    const response = await call(app, manager(), 'POST', receiptPath(note.deliveryNoteId), {
      receivedQuantityInTons: '100',
      signatures: [await signatureInput({ signerName: 'Jemand Anderes' })],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(receiptMessages.alreadyReceived);
    expect(await stored(note.deliveryNoteId)).toEqual(before);
  });
});
