// The reader of suppliers' delivery notes (decision 0641): three sample notes of different shape,
// the quantities converted to tonnes exactly, and every refusal with its German reason — hostile
// XML stopped before the parse completes, wrong documents, units and schema errors.
import { describe, expect, it } from 'vitest';
import { editedSample, hostileXml, sampleNote } from '../test/ubl-samples.js';
import { hasXmllint, validateDespatchAdvice, xmllintMissing } from '../test/ubl-schema.js';
import { readDespatchAdvice } from './despatch-advice-reader.js';
import { MAX_XML_DEPTH, parseUntrustedXml, XmlRefusal } from './safe-xml.js';

function refusal(read: () => unknown): XmlRefusal {
  try {
    read();
  } catch (error) {
    if (error instanceof XmlRefusal) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('readDespatchAdvice: three sample notes', () => {
  it('minimal: number, issue date as delivery date, one line in tonnes, nothing else', () => {
    expect(readDespatchAdvice(sampleNote('minimal'))).toEqual({
      id: '2026-118',
      issueDate: '2026-11-27',
      actualDeliveryDate: null,
      supplier: null,
      deliveryAddress: null,
      vehicleRegistration: null,
      lines: [
        {
          lineId: '1',
          amountInTons: '18.25',
          quantity: { value: '18.25', unitCode: 'TNE' },
          material: 'Füllsand 0/2',
          articleNumber: null,
        },
      ],
    });
  });

  it('full: delivery date, supplier, delivery address, vehicle, kilograms converted to tonnes', () => {
    expect(readDespatchAdvice(sampleNote('full'))).toEqual({
      id: 'LS-2026-04711',
      issueDate: '2026-11-26',
      actualDeliveryDate: '2026-11-27',
      supplier: 'Kieswerk Mustermann GmbH',
      deliveryAddress: {
        street: 'Hauptstr.',
        buildingNumber: '1-3',
        postalZone: '10115',
        cityName: 'Berlin',
        countryCode: 'DE',
      },
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
  });

  it('several lines: every line, in order, with its own material and exact tonnes', () => {
    const note = readDespatchAdvice(sampleNote('several-lines'));
    expect(note.supplier).toBe('Baustoffhandel Nord KG');
    expect(note.deliveryAddress).toMatchObject({ street: 'Hauptstraße', postalZone: '10115', cityName: 'Berlin' });
    expect(note.lines.map(({ lineId, amountInTons, material }) => ({ lineId, amountInTons, material }))).toEqual([
      { lineId: '1', amountInTons: '12.345', material: 'Sand 0/2' },
      { lineId: '2', amountInTons: '8.5', material: 'Kies 2/32' },
      { lineId: '3', amountInTons: '0.75', material: 'Oberboden' },
    ]);
  });

  it.skipIf(!hasXmllint)(
    `the samples are valid UBL 2.4 DespatchAdvice documents (xmllint)${xmllintMissing}`,
    async () => {
      for (const name of ['minimal', 'full', 'several-lines'] as const) {
        const verdict = await validateDespatchAdvice(sampleNote(name));
        expect(verdict.valid, `${name}: ${verdict.output}`).toBe(true);
      }
    },
  );

  it('keeps every decimal: kilograms with decimals become tonnes with three more, no float', () => {
    const note = readDespatchAdvice(
      editedSample((xml) => xml.replace('unitCode="TNE">18.25<', 'unitCode="KGM">+12345.678<')),
    );
    expect(note.lines[0]!.amountInTons).toBe('12.345678');
    const large = readDespatchAdvice(editedSample((xml) => xml.replace('>18.25<', '>123456789.125<')));
    expect(large.lines[0]!.amountInTons).toBe('123456789.125');
  });
});

describe('readDespatchAdvice: refusals', () => {
  it.each([
    ['XXE (external entity)', hostileXml.xxe, /DOCTYPE/],
    ['an external DTD', hostileXml.dtd, /DOCTYPE/],
    ['billion laughs', hostileXml.billionLaughs, /DOCTYPE/],
    ['an undefined entity', hostileXml.undefinedEntity, /nicht definierte Entität/],
  ])('refuses %s before the document is read', (_name, xml, message) => {
    const error = refusal(() => readDespatchAdvice(xml));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(message);
  });

  it('stops deep nesting at the first element past the limit', () => {
    const error = refusal(() => parseUntrustedXml(hostileXml.deep()));
    expect(error.message).toBe(`Die XML-Datei ist zu tief verschachtelt (mehr als ${MAX_XML_DEPTH} Ebenen, Zeile 2).`);
    // Just below the limit is still read.
    expect(parseUntrustedXml(hostileXml.deep(MAX_XML_DEPTH - 1)).name).toBe('DespatchAdvice');
  });

  it('refuses XML over 2 MB with 413 before parsing', () => {
    const error = refusal(() => readDespatchAdvice(hostileXml.oversized()));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Die XML-Datei ist zu groß (max. 2 MB).');
  });

  it.each([
    [
      'a ReceiptAdvice',
      (xml: string) => xml.replaceAll('DespatchAdvice', 'ReceiptAdvice'),
      'Die Datei ist eine Wareneingangsbestätigung (ReceiptAdvice), kein Lieferschein (UBL DespatchAdvice).',
    ],
    [
      'an Invoice',
      (xml: string) => xml.replaceAll('DespatchAdvice', 'Invoice'),
      'Die Datei ist eine Rechnung (Invoice), kein Lieferschein (UBL DespatchAdvice).',
    ],
    [
      'XML of another kind',
      () => '<?xml version="1.0"?><rss version="2.0"><channel/></rss>',
      'Die Datei ist kein Lieferschein im UBL-Format (DespatchAdvice): Das Wurzelelement ist „rss“.',
    ],
  ])('refuses %s as another document type', (_name, edit, message) => {
    expect(refusal(() => readDespatchAdvice(editedSample(edit))).message).toBe(message);
  });

  it.each([
    ['MTQ', 'Die Menge der Position 1 hat die Einheit „MTQ“'],
    ['H87', 'Die Menge der Position 1 hat die Einheit „H87“'],
  ])('refuses the unit %s, which does not convert to tonnes', (unit, message) => {
    const xml = editedSample((text) => text.replace('unitCode="TNE"', `unitCode="${unit}"`));
    expect(refusal(() => readDespatchAdvice(xml)).message).toContain(message);
  });

  it('refuses a quantity without unit', () => {
    const xml = editedSample((text) => text.replace(' unitCode="TNE"', ''));
    expect(refusal(() => readDespatchAdvice(xml)).message).toContain('nennt keine Einheit');
  });

  const schemaCases: [string, (xml: string) => string, string][] = [
    [
      'without the required IssueDate',
      (xml) => xml.replace(/<cbc:IssueDate>.*<\/cbc:IssueDate>/, ''),
      'Das Pflichtelement „cbc:IssueDate“ fehlt.',
    ],
    [
      'without a DespatchLine',
      (xml) => xml.replace(/<cac:DespatchLine>[\s\S]*<\/cac:DespatchLine>/, ''),
      'Das Pflichtelement „cac:DespatchLine“ fehlt.',
    ],
    [
      'with elements out of order',
      (xml) => xml.replace(/(<cbc:ID>2026-118<\/cbc:ID>)\s*(<cbc:IssueDate>.*<\/cbc:IssueDate>)/, '$2$1'),
      'steht an falscher Stelle',
    ],
    [
      'with an unknown element',
      (xml) =>
        xml.replace('<cac:DespatchSupplierParty/>', '<cbc:Lieferant>X</cbc:Lieferant><cac:DespatchSupplierParty/>'),
      'Das Element „cbc:Lieferant“ (Zeile 8) ist hier nicht erlaubt.',
    ],
    [
      'with a line without OrderLineReference',
      (xml) => xml.replace(/<cac:OrderLineReference>[\s\S]*<\/cac:OrderLineReference>/, ''),
      'Position 1: Das Pflichtelement „cac:OrderLineReference“ fehlt.',
    ],
    ['with an impossible date', (xml) => xml.replace('2026-11-27', '2026-02-30'), 'ist kein Datum'],
    ['with a quantity that is no number', (xml) => xml.replace('>18.25<', '>18,25<'), 'ist keine Zahl: „18,25“'],
  ];

  it.each(schemaCases)('refuses a note %s as schema error', (_name, edit, message) => {
    const error = refusal(() => readDespatchAdvice(editedSample(edit)));
    expect(error.message).toMatch(/^Schemafehler \(UBL 2\.4 DespatchAdvice\)/);
    expect(error.message).toContain(message);
  });

  it.skipIf(!hasXmllint)(`xmllint refuses the same notes against the schema${xmllintMissing}`, async () => {
    for (const [name, edit] of schemaCases) {
      expect((await validateDespatchAdvice(editedSample(edit))).valid, name).toBe(false);
    }
  });

  it('refuses what is not well-formed XML or not UTF-8', () => {
    expect(refusal(() => readDespatchAdvice(Buffer.from('<DespatchAdvice><cbc:ID>'))).message).toMatch(
      /^Die Datei ist kein wohlgeformtes XML/,
    );
    const latin1 = editedSample((xml) => xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'));
    expect(refusal(() => readDespatchAdvice(latin1)).message).toContain('nicht UTF-8-kodiert');
    expect(refusal(() => readDespatchAdvice(Buffer.from([0x3c, 0x61, 0xff, 0x3e]))).message).toContain(
      'nicht UTF-8-kodiert',
    );
  });
});
