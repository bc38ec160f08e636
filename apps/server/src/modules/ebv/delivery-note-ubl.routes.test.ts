// The delivery note as UBL DespatchAdvice through real HTTP (issue 34 item 1, decision 0640): the
// XML beside the PDF (`.xml`, or Accept: application/xml), valid against the OASIS UBL 2.4 schema,
// embedded in the PDF byte for byte, in the project documents' ZIP and the owner's handover pack
// beside the PDF; read like the PDF (401, 404 outside, 403 without the feature).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEventTypes, processingMessages, type DeliveryNoteView } from '@baustellendoku/domain';
import { deliveryNotes, historyEvents, projects } from '../../db/schema/index.js';
import { detachedByPoppler, embeddedFiles } from '../../test/pdf-attachments.js';
import { call, createDeliveryNote, createEbvProject, type EbvProject } from '../../test/recycled-material.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { hasXmllint, validateDespatchAdvice, xmllintMissing } from '../../test/ubl-schema.js';
import { readZip } from '../../test/zip-reader.js';

let app: TestApp;
let ebv: EbvProject;
let note: DeliveryNoteView;
const manager = () => ebv.byRole.project_manager;
const xmlPath = (id: string) => `/backend/api/delivery-note/${id}/document.xml`;
const documentPath = (id: string) => `/backend/api/delivery-note/${id}/document`;
const get = (user: TestUser | null, url: string, accept?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(user ? { cookie: user.cookie } : {}), ...(accept ? { accept } : {}) },
  });

beforeAll(async () => {
  app = await createTestApp();
  ebv = await createEbvProject(app);
  // Text with a comma, as the form sends it: the tonnes must arrive exactly.
  note = await createDeliveryNote(app, ebv, '120,125');
});
afterAll(() => app.cleanup());

describe('GET /delivery-note/{id}/document.xml', () => {
  it('answers the UBL DespatchAdvice with its file name, the § 25 items and the exact tonnes', async () => {
    expect(note.ublDocument).toEqual({
      id: expect.any(String),
      fileName: note.document.fileName.replace(/\.pdf$/, '.xml'),
      url: xmlPath(note.deliveryNoteId),
    });
    const response = await get(manager(), note.ublDocument!.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(note.ublDocument!.fileName)}`,
    );
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<DespatchAdvice /);
    expect(xml).toContain(`<cbc:ID>${note.number}</cbc:ID>`);
    expect(xml).toContain(`<cbc:UUID>${note.deliveryNoteId}</cbc:UUID>`);
    expect(xml).toContain('<cbc:DeliveredQuantity unitCode="TNE">120.125</cbc:DeliveredQuantity>');
    expect(xml).toContain('<cbc:ActualDeliveryDate>2026-11-20</cbc:ActualDeliveryDate>');
    expect(xml).toContain('<cbc:Name>Spedition Kies &amp; Co.</cbc:Name>');
    expect(xml).toContain('<cbc:LotNumberID>Charge 1</cbc:LotNumberID>');
    expect(xml).toContain('<cbc:Value>Prüfbericht 4711.pdf</cbc:Value>');
    expect(xml).toContain('<cbc:Value>2026-11-02</cbc:Value>');
    expect(xml).toContain('>17 01 01</cbc:ItemClassificationCode>');
    // The stored row keeps the numeric text; the XML is written from it, never through a float.
    const [row] = await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.id, note.deliveryNoteId));
    expect(row!.ublFileId).toBe(note.ublDocument!.id);
    // The note's history entry names both files with their digests (decision 0620).
    const [entry] = await app.db
      .select()
      .from(historyEvents)
      .where(
        and(eq(historyEvents.projectId, ebv.projectId), eq(historyEvents.type, historyEventTypes.deliveryNoteCreated)),
      );
    expect(entry!.documents.map((document) => document.fileId).sort()).toEqual(
      [note.document.id, note.ublDocument!.id].sort(),
    );
  });

  it.skipIf(!hasXmllint)(`validates against the UBL 2.4 DespatchAdvice schema (xmllint)${xmllintMissing}`, async () => {
    const response = await get(manager(), xmlPath(note.deliveryNoteId));
    const verdict = await validateDespatchAdvice(response.rawPayload);
    expect(verdict.valid, verdict.output).toBe(true);
  });

  it('is the very file the PDF carries: extracted from the PDF, equal byte for byte', async () => {
    const xml = (await get(manager(), xmlPath(note.deliveryNoteId))).rawPayload;
    const pdf = await get(manager(), note.document.url);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const attached = embeddedFiles(pdf.rawPayload);
    expect(attached).toHaveLength(1);
    expect(attached[0]!.relationship).toBe('Alternative');
    expect(attached[0]!.data.equals(xml)).toBe(true);
    // poppler reads the same bytes out of it (where poppler-utils is installed, as in CI).
    const detached = await detachedByPoppler(pdf.rawPayload);
    if (detached) expect(detached.equals(xml)).toBe(true);
    // The catalog names it as associated file and in the embedded files tree.
    const text = pdf.rawPayload.toString('latin1');
    expect(text).toMatch(/\/AF \[\d+ 0 R\]/);
    expect(text).toContain('/EmbeddedFiles');
  });

  it("answers on the PDF's address: the PDF by default and for a browser, the XML when only XML is asked for", async () => {
    const pdf = (await get(manager(), note.document.url)).rawPayload;
    const xml = (await get(manager(), xmlPath(note.deliveryNoteId))).rawPayload;
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const [accept, expected, type] of [
      [undefined, pdf, 'application/pdf'],
      [browser, pdf, 'application/pdf'],
      ['application/pdf', pdf, 'application/pdf'],
      ['application/xml', xml, 'application/xml'],
      ['text/xml, application/pdf;q=0', xml, 'application/xml'],
    ] as const) {
      const response = await get(manager(), documentPath(note.deliveryNoteId), accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toBe(type);
      expect(response.headers.vary).toBe('Accept');
      expect(response.rawPayload.equals(expected), accept).toBe(true);
    }
  });

  it('is in the ZIP of the project documents and in the handover pack, beside the PDF', async () => {
    const documents = (
      await call(app, manager(), 'POST', `/project-documentation/${ebv.projectId}/download`, {
        files: [note.document.id, note.ublDocument!.id],
      })
    ).json();
    const zip = await get(manager(), documents.url);
    expect(zip.statusCode).toBe(200);
    const entries = readZip(zip.rawPayload);
    const folder = entries.find((entry) => entry.name.endsWith('.pdf'))!.name.replace(/[^/]+$/, '');
    expect(folder).toMatch(/Lieferscheine\/$/);
    const xmlEntry = entries.find((entry) => entry.name === `${folder}${note.ublDocument!.fileName}`);
    expect(xmlEntry?.data.equals((await get(manager(), xmlPath(note.deliveryNoteId))).rawPayload)).toBe(true);

    const handover = await call(app, manager(), 'POST', `/project/${ebv.projectId}/handover`, {
      recipient: 'Stadt Bremen, Tiefbauamt',
      recipientRole: 'client',
    });
    expect(handover.statusCode, handover.body).toBe(201);
    const pack = readZip((await get(manager(), handover.json().file.url)).rawPayload).map((entry) => entry.name);
    const notes = '02 Lieferscheine/Recycling-Baustoffe/';
    expect(pack).toContain(`${notes}${note.document.fileName}`);
    expect(pack).toContain(`${notes}${note.ublDocument!.fileName}`);
  });

  it('refuses like the PDF: 401 anonymous, 404 outside the project or for an unknown id, 403 without the feature', async () => {
    for (const path of [xmlPath(note.deliveryNoteId), documentPath(note.deliveryNoteId)]) {
      expect((await get(null, path)).statusCode, path).toBe(401);
      expect((await get(ebv.outsider, path)).statusCode, path).toBe(404);
      for (const role of ['machinist', 'appraiser', 'project_manager'] as const)
        expect((await get(ebv.byRole[role], path)).statusCode, `${role} ${path}`).toBe(200);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'kein-lieferschein']) {
      const response = await get(manager(), xmlPath(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe('Nicht gefunden');
    }
    const [project] = await app.db.select().from(projects).where(eq(projects.id, ebv.projectId));
    await app.db
      .update(projects)
      .set({ enabledFeatures: project!.enabledFeatures.filter((feature) => feature !== 'ebv') })
      .where(eq(projects.id, ebv.projectId));
    try {
      expect((await get(manager(), xmlPath(note.deliveryNoteId))).statusCode).toBe(403);
    } finally {
      await app.db
        .update(projects)
        .set({ enabledFeatures: project!.enabledFeatures })
        .where(eq(projects.id, ebv.projectId));
    }
  });

  it('says in German that a note written before the UBL form has none', async () => {
    const [row] = await app.db.select().from(deliveryNotes).where(eq(deliveryNotes.id, note.deliveryNoteId));
    await app.db.update(deliveryNotes).set({ ublFileId: null }).where(eq(deliveryNotes.id, note.deliveryNoteId));
    try {
      const response = await get(manager(), xmlPath(note.deliveryNoteId));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(processingMessages.noUblForm);
    } finally {
      await app.db
        .update(deliveryNotes)
        .set({ ublFileId: row!.ublFileId })
        .where(eq(deliveryNotes.id, note.deliveryNoteId));
    }
  });
});
