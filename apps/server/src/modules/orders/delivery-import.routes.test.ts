// POST /order/{orderId}/delivery/import through real HTTP (issue 34 item 2, decision 0641): a
// supplier's UBL DespatchAdvice, as XML or inside a PDF, answers the values of the delivery form
// and keeps the file for the delivery; every refusal is German, names what is wrong and stores
// nothing; our own exported note comes back with exactly its tonnes; the rule of recording a
// delivery decides who may import; a repeated Idempotency-Key gets the first answer.
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, deliveryImportSchema, type DeliveryImport, type ProjectFacts } from '@baustellendoku/domain';
import { files } from '../../db/schema/index.js';
import { multipartBody, pdfOfSize } from '../../test/fixtures.js';
import { createDeliveryNote, createEbvProject } from '../../test/recycled-material.js';
import { call, createSoilProject, orderInStatus, type SoilProject } from '../../test/soil-installation.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { editedSample, hostileXml, sampleNote } from '../../test/ubl-samples.js';

let app: TestApp;
let soil: SoilProject;
let orderId: string;
const foreman = () => soil.byRole.foreman;

beforeAll(async () => {
  app = await createTestApp();
  soil = await createSoilProject(app);
  orderId = await orderInStatus(app, soil, 'approved');
});
afterAll(() => app.cleanup());

function importNote(
  user: TestUser | null,
  content: Buffer,
  fileName = 'Lieferschein.xml',
  options: { order?: string; idempotencyKey?: string } = {},
) {
  const { body, contentType } = multipartBody('file', fileName, content);
  return app.inject({
    method: 'POST',
    url: `/backend/api/order/${options.order ?? orderId}/delivery/import`,
    headers: {
      'content-type': contentType,
      ...(user ? { cookie: user.cookie } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: body,
  });
}

async function imported(content: Buffer, fileName?: string): Promise<DeliveryImport> {
  const response = await importNote(foreman(), content, fileName);
  expect(response.statusCode, response.body).toBe(201);
  return deliveryImportSchema.parse(response.json());
}

const fileCount = async () => (await app.db.select({ value: count() }).from(files))[0]!.value;

/** A PDF from another producer (pdf-lib, compressed object streams) with `xml` and a photo attached. */
async function supplierPdf(xml: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Lieferschein 88-20261127-3');
  await pdf.attach(pdfOfSize(512), 'Foto.pdf', { mimeType: 'application/pdf' });
  await pdf.attach(xml, 'lieferschein.xml', { mimeType: 'application/xml' });
  return Buffer.from(await pdf.save());
}

describe('POST /order/{orderId}/delivery/import: what the form gets', () => {
  it('reads a supplier XML: date, tonnes, material, note number, vehicle; keeps the file unattached for the delivery', async () => {
    const answer = await imported(sampleNote('full'), 'LS-2026-04711.xml');
    expect(answer).toEqual({
      file: { id: expect.any(String), fileName: 'LS-2026-04711.xml', url: `/backend/api/file/${answer.file.id}` },
      reference: 'LS-2026-04711',
      deliveryDate: '2026-11-27',
      supplier: 'Kieswerk Mustermann GmbH',
      vehicleRegistration: 'TF-KM 204',
      lines: [
        {
          lineId: '10',
          amountInTons: '24.48',
          quantity: { value: '24480', unitCode: 'KGM' },
          material: 'BM-0 Sand 0/2',
          articleNumber: 'KM-0102',
        },
      ],
    });
    const [file] = await app.db.select().from(files).where(eq(files.id, answer.file.id));
    expect(file).toMatchObject({ contentType: 'application/xml', projectId: null, uploadedBy: foreman().id });
    // Nothing is recorded yet: the order has no delivery.
    expect((await call(app, foreman(), 'GET', `/order/${orderId}`)).json().deliveryCount).toBe(0);
  });

  it('answers every line of a note with several, for the user to pick one', async () => {
    const answer = await imported(sampleNote('several-lines'));
    expect(answer.lines.map((line) => [line.lineId, line.amountInTons, line.material])).toEqual([
      ['1', '12.345', 'Sand 0/2'],
      ['2', '8.5', 'Kies 2/32'],
      ['3', '0.75', 'Oberboden'],
    ]);
    expect(answer).toMatchObject({ reference: '88-20261127-3', supplier: 'Baustoffhandel Nord KG' });
  });

  it('reads the note a PDF carries as attached file, and keeps the PDF', async () => {
    const pdf = await supplierPdf(sampleNote('several-lines'));
    const answer = await imported(pdf, 'Lieferschein Nord.pdf');
    expect(answer.reference).toBe('88-20261127-3');
    expect(answer.lines).toHaveLength(3);
    const [file] = await app.db.select().from(files).where(eq(files.id, answer.file.id));
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      sizeInBytes: pdf.length,
      fileName: 'Lieferschein Nord.pdf',
    });
  });

  it('the delivery saved with the imported values carries the file as attachment', async () => {
    const answer = await imported(sampleNote('full'));
    const line = answer.lines[0]!;
    const saved = await call(app, foreman(), 'POST', `/order/${orderId}/delivery`, {
      deliveryDate: answer.deliveryDate,
      amountInTons: line.amountInTons,
      reference: answer.reference,
      comment: `${line.material}, Kennzeichen ${answer.vehicleRegistration}`,
      attachmentDocuments: [answer.file],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const delivery = (
      await call(app, foreman(), 'GET', `/order/${orderId}/delivery/${saved.json().deliveryId}`)
    ).json();
    expect(delivery).toMatchObject({
      amountInTons: 24.48,
      deliveryDate: '2026-11-27',
      reference: 'LS-2026-04711',
      attachmentDocuments: [answer.file],
    });
    const [file] = await app.db.select().from(files).where(eq(files.id, answer.file.id));
    expect(file!.projectId).toBe(soil.projectId);
  });
});

describe('round trip: our own exported delivery note imported again', () => {
  it('has exactly the tonnes of the note, from the XML and from the PDF', async () => {
    const ebv = await createEbvProject(app);
    const note = await createDeliveryNote(app, ebv, '120,125');
    const manager = ebv.byRole.project_manager;
    const download = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { cookie: manager.cookie } })).rawPayload;
    const xml = await download(note.ublDocument!.url);
    const pdf = await download(note.document.url);
    // The soil project lies at the same test address as the EBV project (Hauptstraße 1, 10115 Berlin).
    for (const [content, name] of [
      [xml, note.ublDocument!.fileName],
      [pdf, note.document.fileName],
    ] as const) {
      const answer = await imported(content, name);
      expect(answer.lines).toHaveLength(1);
      expect(answer.lines[0]!.amountInTons, name).toBe('120.125');
      expect(answer.lines[0]!.quantity, name).toEqual({ value: '120.125', unitCode: 'TNE' });
      expect(answer.lines[0]!.material, name).toBe('RC-1 0/32');
      expect(answer).toMatchObject({ reference: String(note.number), deliveryDate: '2026-11-20' });
      expect(xml.toString()).toContain(
        `<cbc:DeliveredQuantity unitCode="TNE">${answer.lines[0]!.amountInTons}</cbc:DeliveredQuantity>`,
      );
    }
  });
});

describe('refusals: German, naming what is wrong, nothing stored', () => {
  const munich = (xml: string) =>
    xml
      .replace('<cbc:StreetName>Hauptstr.</cbc:StreetName>', '<cbc:StreetName>Leopoldstraße</cbc:StreetName>')
      .replace('<cbc:CityName>Berlin</cbc:CityName>', '<cbc:CityName>München</cbc:CityName>')
      .replace('<cbc:PostalZone>10115</cbc:PostalZone>', '<cbc:PostalZone>80802</cbc:PostalZone>');
  const cases: [string, () => Buffer | Promise<Buffer>, number, string | RegExp][] = [
    [
      'not XML or PDF',
      () => Buffer.from('Lieferschein 4711: 12 t Sand, Lieferung am 27.11.2026'),
      422,
      'Die Datei ist weder eine XML- noch eine PDF-Datei. Erwartet wird ein Lieferschein im UBL-Format (XML) oder eine PDF-Datei mit eingebettetem UBL-Lieferschein.',
    ],
    [
      'a PDF without embedded note',
      () => pdfOfSize(4096),
      422,
      /^Die PDF-Datei enthält keinen eingebetteten Lieferschein/,
    ],
    [
      'a schema error',
      () => editedSample((xml) => xml.replace(/<cbc:IssueDate>.*<\/cbc:IssueDate>/, '')),
      422,
      'Schemafehler (UBL 2.4 DespatchAdvice) in DespatchAdvice: Das Pflichtelement „cbc:IssueDate“ fehlt.',
    ],
    [
      'a ReceiptAdvice',
      () => editedSample((xml) => xml.replaceAll('DespatchAdvice', 'ReceiptAdvice')),
      422,
      'Die Datei ist eine Wareneingangsbestätigung (ReceiptAdvice), kein Lieferschein (UBL DespatchAdvice).',
    ],
    [
      'an Invoice',
      () => editedSample((xml) => xml.replaceAll('DespatchAdvice', 'Invoice')),
      422,
      'Die Datei ist eine Rechnung (Invoice), kein Lieferschein (UBL DespatchAdvice).',
    ],
    [
      'a unit that is not a mass (m³)',
      () => editedSample((xml) => xml.replace('unitCode="TNE"', 'unitCode="MTQ"')),
      422,
      'Die Menge der Position 1 hat die Einheit „MTQ“, die sich nicht in Tonnen umrechnen lässt (möglich sind TNE für Tonnen und KGM für Kilogramm).',
    ],
    [
      "another project's delivery address",
      () => editedSample(munich, 'full'),
      422,
      'Die Lieferadresse des Lieferscheins (Leopoldstraße 1-3, 80802 München) ist nicht die Adresse dieses Projekts (Hauptstraße 1, 10115 Berlin).',
    ],
    [
      "another project's address inside a PDF",
      () => supplierPdf(editedSample(munich, 'full')),
      422,
      /^Die Lieferadresse des Lieferscheins \(Leopoldstraße/,
    ],
    ['XML over 2 MB', hostileXml.oversized, 413, 'Die XML-Datei ist zu groß (max. 2 MB).'],
    ['an external DTD', () => hostileXml.dtd, 422, /enthält eine Dokumenttypdefinition \(DOCTYPE\)/],
    ['an external entity (XXE)', () => hostileXml.xxe, 422, /enthält eine Dokumenttypdefinition \(DOCTYPE\)/],
    ['billion laughs', () => hostileXml.billionLaughs, 422, /enthält eine Dokumenttypdefinition \(DOCTYPE\)/],
    ['deep nesting', () => hostileXml.deep(), 422, /^Die XML-Datei ist zu tief verschachtelt \(mehr als 40 Ebenen/],
  ];

  it.each(cases)('refuses %s', async (_name, make, status, message) => {
    const before = await fileCount();
    const response = await importNote(foreman(), await make());
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json();
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
    if (status === 422) expect(body.payload.violations[0].propertyPath).toBe('file');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a request without file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/backend/api/order/${orderId}/delivery/import`,
      headers: { cookie: foreman().cookie },
      payload: {},
    });
    expect([415, 422]).toContain(response.statusCode);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('access: whoever may record a delivery on the order', () => {
  const facts: ProjectFacts = {
    enabledFeatures: ['mounting-documentation'],
    isProjectDataCompleted: true,
    hasConfirmedAnnouncement: false,
    isDocumentationOfAbsenceOfAsbestosCompleted: false,
  };

  it('follows the rule createDelivery for every role; 404 outside, 401 anonymous', async () => {
    for (const actor of soil.actors) {
      const before = await fileCount();
      const response = await importNote(actor.user, sampleNote('minimal'));
      const allowed = can('createDelivery', {
        user: { isAdmin: actor.user.isAdmin },
        roles: actor.roles,
        project: facts,
        status: 'approved',
      });
      const expected = actor.key === 'outsider' ? 404 : allowed ? 201 : 403;
      expect(response.statusCode, `${actor.key}: ${response.body}`).toBe(expected);
      if (expected !== 201) expect(await fileCount(), actor.key).toBe(before);
    }
    expect((await importNote(null, sampleNote('minimal'))).statusCode).toBe(401);
  });

  it('refuses an order that takes no deliveries (in review) with 403', async () => {
    const inReview = await orderInStatus(app, soil, 'in_review');
    const response = await importNote(soil.allRounder, sampleNote('minimal'), 'x.xml', { order: inReview });
    expect(response.statusCode).toBe(403);
  });
});

describe('Idempotency-Key', () => {
  it('a repeat with the same file gets the first answer and stores no second file; another file with the key is refused', async () => {
    const key = 'import-4711-abcdef';
    const first = await importNote(foreman(), sampleNote('full'), 'LS.xml', { idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(201);
    const before = await fileCount();
    const repeat = await importNote(foreman(), sampleNote('full'), 'LS.xml', { idempotencyKey: key });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await fileCount()).toBe(before);
    const other = await importNote(foreman(), sampleNote('minimal'), 'LS.xml', { idempotencyKey: key });
    expect(other.statusCode).toBe(422);
    expect(await fileCount()).toBe(before);
  });

  it('a multipart body that breaks off is refused with 400, with a key as without one', async () => {
    for (const headers of [{ 'idempotency-key': 'import-broken-1' }, {}]) {
      const response = await app.inject({
        method: 'POST',
        url: `/backend/api/order/${orderId}/delivery/import`,
        headers: { cookie: foreman().cookie, 'content-type': 'multipart/form-data; boundary=xyz', ...headers },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.xml"\r\n\r\n<a',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        'Die Datei wurde unvollständig oder beschädigt übertragen. Bitte erneut senden.',
      );
    }
  });
});
