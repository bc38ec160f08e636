// The UBL writer of the delivery note (decision 0640): every § 25 (1) item lands in its UBL element
// or in an AdditionalItemProperty with its German name, the quantity keeps its exact decimals, and
// the document is valid against the OASIS UBL 2.4 DespatchAdvice schema.
import { convert } from 'xmlbuilder2';
import { describe, expect, it } from 'vitest';
import { hasXmllint, validateDespatchAdvice, xmllintMissing } from '../test/ubl-schema.js';
import type { DeliveryNoteData } from './delivery-note.js';
import { avvCode, materialOf, ublPropertyNames, writeDeliveryNoteUbl } from './delivery-note-ubl.js';

const note: DeliveryNoteData = {
  deliveryNoteId: '0b9c6c55-3f7e-4f7c-9d5e-1d1a2b3c4d5e',
  project: {
    name: 'Gewerbepark Nord',
    number: 'GP-2026-07',
    client: 'Stadt Norderstedt',
    siteAddress: 'Ulzburger Straße 12, 22850 Norderstedt',
    startDate: '2026-03-01',
    address: { street: 'Ulzburger Straße', houseNumber: '12', postalCode: '22850', city: 'Norderstedt' },
  },
  number: 17,
  issuer: { name: 'Brecher GmbH', machineName: 'Prallbrecher RM 100', machineOwner: 'Brecher GmbH' },
  pile: { name: 'M-06 Betonbruch Tiefgarage', disposalCode: '170101' },
  batches: [
    { number: 1, samplingDate: '2026-11-02', analysedAt: new Date('2026-11-04T09:30:00Z'), reports: ['PB 4711.pdf'] },
    {
      number: 2,
      samplingDate: '2026-11-09',
      analysedAt: new Date('2026-11-10T23:30:00Z'),
      reports: ['PB 4712.pdf', 'PB 4712 Nachtrag.pdf'],
    },
  ],
  grainSizeAndQuality: 'rc_1_0_32',
  soilGroup: null,
  materialClassFootnotes: ['rc_1_fn_1', 'rc_1_fn_2'],
  quantityInTons: '123456789.125',
  deliveryDate: '2026-11-20',
  carrier: {
    name: 'Spedition Kies & Co. <Nord>',
    address: { street: 'Am Hafen', houseNumber: '7', postalCode: '28195', city: 'Bremen', country: 'de' },
    carrierNumber: 'BEF-2231',
    phoneNumber: '0421 123456',
    emailAddress: 'dispo@kies.example',
  },
  createdBy: 'Paul Projektleiter',
  createdAt: new Date('2026-11-20T06:05:09Z'),
};

type Node = Record<string, unknown>;
const parse = (xml: Buffer) => (convert(xml.toString('utf8'), { format: 'object' }) as Node).DespatchAdvice as Node;
const list = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];
const child = (node: unknown, ...names: string[]) =>
  names.reduce<unknown>((current, name) => (current as Node | undefined)?.[name], node) as Node;
/** Name → values of the AdditionalItemProperty entries of a node. */
const propertiesOf = (node: unknown) => {
  const entries = new Map<string, string[]>();
  for (const entry of list(child(node, 'cac:AdditionalItemProperty')))
    entries.set(String(entry['cbc:Name']), [
      ...(entries.get(String(entry['cbc:Name'])) ?? []),
      String(entry['cbc:Value']),
    ]);
  return Object.fromEntries(entries);
};

describe('writeDeliveryNoteUbl', () => {
  it('writes every § 25 (1) EBV item into the DespatchAdvice', () => {
    const xml = writeDeliveryNoteUbl(note);
    expect(xml.subarray(0, 38).toString()).toBe('<?xml version="1.0" encoding="UTF-8"?>');
    const advice = parse(xml);
    expect(advice['@xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2');
    expect(advice).toMatchObject({
      'cbc:UBLVersionID': '2.4',
      'cbc:ID': '17',
      'cbc:UUID': note.deliveryNoteId,
      // 06:05:09 UTC is 07:05:09 on the site in November.
      'cbc:IssueDate': '2026-11-20',
      'cbc:IssueTime': '07:05:09+01:00',
      'cbc:LineCountNumeric': '1',
      'cac:ProjectReference': { 'cbc:ID': 'GP-2026-07' },
    });
    // Nr. 1 Inverkehrbringer (the plant's operator) and who wrote the note.
    expect(child(advice, 'cac:DespatchSupplierParty', 'cac:Party', 'cac:PartyName', 'cbc:Name')).toBe('Brecher GmbH');
    expect(child(advice, 'cac:DespatchSupplierParty', 'cac:DespatchContact', 'cbc:Name')).toBe('Paul Projektleiter');
    // The customer and the delivery address: the project.
    const customer = child(advice, 'cac:DeliveryCustomerParty', 'cac:Party');
    expect(child(customer, 'cac:PartyName', 'cbc:Name')).toBe('Stadt Norderstedt');
    const siteAddress = {
      'cbc:StreetName': 'Ulzburger Straße',
      'cbc:BuildingNumber': '12',
      'cbc:CityName': 'Norderstedt',
      'cbc:PostalZone': '22850',
      'cac:Country': { 'cbc:IdentificationCode': 'DE' },
    };
    expect(child(customer, 'cac:PostalAddress')).toEqual(siteAddress);
    const delivery = child(advice, 'cac:Shipment', 'cac:Delivery');
    expect(delivery['cac:DeliveryAddress']).toEqual(siteAddress);
    // Nr. 6 Abgabedatum; Nr. 8 Beförderer with number, address and contact (escaped, not lost).
    expect(delivery['cbc:ActualDeliveryDate']).toBe('2026-11-20');
    expect(delivery['cac:CarrierParty']).toEqual({
      'cac:PartyIdentification': { 'cbc:ID': 'BEF-2231' },
      // (xmlbuilder2's object form keeps the entity references of the text.)
      'cac:PartyName': { 'cbc:Name': 'Spedition Kies &amp; Co. &lt;Nord&gt;' },
      'cac:PostalAddress': {
        'cbc:StreetName': 'Am Hafen',
        'cbc:BuildingNumber': '7',
        'cbc:CityName': 'Bremen',
        'cbc:PostalZone': '28195',
        'cac:Country': { 'cbc:IdentificationCode': 'DE' },
      },
      'cac:Contact': { 'cbc:Telephone': '0421 123456', 'cbc:ElectronicMail': 'dispo@kies.example' },
    });
    expect(xml.toString()).toContain('Spedition Kies &amp; Co. &lt;Nord&gt;');

    const line = child(advice, 'cac:DespatchLine');
    // Nr. 6 Liefermenge in tonnes, the exact decimal (no float: 123456789.125 survives).
    expect(line['cbc:DeliveredQuantity']).toEqual({ '@unitCode': 'TNE', '#': '123456789.125' });
    expect(child(line, 'cac:OrderLineReference', 'cbc:LineID')).toBe('NA');
    const item = child(line, 'cac:Item');
    // Nr. 2 Bezeichnung und Materialklasse; Nr. 3 Abfallschlüssel.
    expect(item['cbc:Name']).toBe('RC-1 0/32');
    expect(child(item, 'cac:SellersItemIdentification', 'cbc:ID')).toBe('rc_1_0_32');
    expect(child(item, 'cac:CommodityClassification', 'cbc:ItemClassificationCode')).toEqual({
      '@listID': 'AVV',
      '@listName': 'Abfallverzeichnis-Verordnung',
      '@name': '17 01 01 Beton',
      '#': '17 01 01',
    });
    const properties = propertiesOf(item);
    expect(properties[ublPropertyNames.materialClass]).toEqual(['RC-1']);
    // Nr. 7 Lieferkörnung (no soil group for RC).
    expect(properties[ublPropertyNames.grainSize]).toEqual(['0/32']);
    expect(properties[ublPropertyNames.soilGroup]).toBeUndefined();
    // Nr. 5 the footnotes of the Einbautabelle, as their texts.
    expect(properties[ublPropertyNames.footnotes]![0]).toMatch(/^.+, .+$/);
    expect(properties[ublPropertyNames.plant]).toEqual(['Prallbrecher RM 100']);
    expect(properties[ublPropertyNames.plantOperator]).toEqual(['Brecher GmbH']);
    expect(properties[ublPropertyNames.pile]).toEqual(['M-06 Betonbruch Tiefgarage']);
    // Nr. 4 per batch: its analytic's date and the test reports of the Untersuchungsstelle.
    const instances = list(item['cac:ItemInstance']);
    expect(instances.map((instance) => child(instance, 'cac:LotIdentification', 'cbc:LotNumberID'))).toEqual([
      'Charge 1',
      'Charge 2',
    ]);
    expect(instances.map(propertiesOf)).toEqual([
      {
        [ublPropertyNames.samplingDate]: ['2026-11-02'],
        [ublPropertyNames.analyticRecorded]: ['2026-11-04'],
        [ublPropertyNames.laboratory]: ['PB 4711.pdf'],
      },
      {
        [ublPropertyNames.samplingDate]: ['2026-11-09'],
        // 23:30 UTC is the next day on the site.
        [ublPropertyNames.analyticRecorded]: ['2026-11-11'],
        [ublPropertyNames.laboratory]: ['PB 4712.pdf', 'PB 4712 Nachtrag.pdf'],
      },
    ]);
  });

  it('writes soil material with its soil group, declared-free footnotes and no project address', () => {
    const advice = parse(
      writeDeliveryNoteUbl({
        ...note,
        project: { ...note.project, number: null, client: null, address: null },
        issuer: { name: 'Paul Projektleiter', machineName: '–', machineOwner: null },
        grainSizeAndQuality: 'bm_0',
        soilGroup: 'se',
        materialClassFootnotes: ['keine'],
        quantityInTons: '0.001',
        batches: [],
      }),
    );
    expect(child(advice, 'cac:ProjectReference', 'cbc:ID')).toBe('Gewerbepark Nord');
    expect(child(advice, 'cac:DeliveryCustomerParty', 'cac:Party')).toEqual({
      'cac:PartyName': { 'cbc:Name': 'Gewerbepark Nord' },
    });
    const line = child(advice, 'cac:DespatchLine');
    expect(line['cbc:DeliveredQuantity']).toEqual({ '@unitCode': 'TNE', '#': '0.001' });
    const properties = propertiesOf(child(line, 'cac:Item'));
    expect(properties).toMatchObject({
      [ublPropertyNames.materialClass]: ['BM-0'],
      [ublPropertyNames.soilGroup]: ['SE – enggestufte Sande'],
      [ublPropertyNames.footnotes]: ['Keine Fußnoten-Anforderungen erklärt'],
      [ublPropertyNames.plantOperator]: ['Keine Angabe'],
    });
    expect(properties[ublPropertyNames.grainSize]).toBeUndefined();
    expect(child(line, 'cac:Item', 'cac:ItemInstance')).toBeUndefined();
  });

  it('normalises the stored numeric text ("12.500" → "12.5") without rounding', () => {
    const advice = parse(writeDeliveryNoteUbl({ ...note, quantityInTons: '12.500' }));
    expect(child(advice, 'cac:DespatchLine', 'cbc:DeliveredQuantity')).toEqual({ '@unitCode': 'TNE', '#': '12.5' });
  });

  it('splits class and grain size and writes AVV codes as listed', () => {
    expect(materialOf('rc_2_16_32')).toEqual({ label: 'RC-2 16/32', materialClass: 'RC-2', grainSize: '16/32' });
    expect(materialOf('rc_3_sonstige')).toMatchObject({ materialClass: 'RC-3', grainSize: 'sonstige Körnung' });
    expect(materialOf('bm_f0_star')).toMatchObject({ materialClass: 'BM-F0*', grainSize: null });
    expect(avvCode('170101')).toBe('17 01 01');
    expect(avvCode('170106*')).toBe('17 01 06*');
  });

  it.skipIf(!hasXmllint)(`is valid against the UBL 2.4 DespatchAdvice schema${xmllintMissing}`, async () => {
    for (const variant of [
      note,
      { ...note, project: { ...note.project, address: null, client: null }, soilGroup: 'se', batches: [] },
    ]) {
      const verdict = await validateDespatchAdvice(writeDeliveryNoteUbl(variant));
      expect(verdict.output).toContain('validates');
      expect(verdict.valid, verdict.output).toBe(true);
    }
  });
});
