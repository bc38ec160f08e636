// The delivery note (§ 25 (1) EBV, Anlage 7) as an OASIS UBL 2.4 DespatchAdvice (issue 34 item 1,
// decision 0640): the same data the PDF prints, every § 25 item either in its UBL element or as
// an AdditionalItemProperty with a German name. The bytes are made once, embedded in the PDF and
// stored beside it, so the download and the attachment are the same file.
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { normalizeDecimal } from '@baustellendoku/domain';
import { optionText, optionTexts } from './ebv-document-parts.js';
import type { DeliveryNoteData } from './delivery-note.js';
import { siteDateAndTime } from './pdf-format.js';

const UBL = {
  despatchAdvice: 'urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** Names the profile of this document: an EBV § 25 delivery note in UBL (no public profile exists yet). */
export const DELIVERY_NOTE_CUSTOMIZATION_ID = 'urn:baustellendoku:ebv:lieferschein-25:1.0';

/** UN/ECE Recommendation 20 code of the tonne, the unit § 25 (1) Nr. 6 asks for. */
export const TONNE = 'TNE';

/** The German names of the AdditionalItemProperty entries (decision 0640 lists their § 25 items). */
export const ublPropertyNames = {
  materialClass: 'Materialklasse',
  grainSize: 'Lieferkörnung',
  soilGroup: 'Bodengruppe',
  footnotes: 'Einhaltung der Anforderungen der Fußnoten der Einbautabelle',
  plant: 'Aufbereitungsanlage',
  plantOperator: 'Betreiber der Aufbereitungsanlage',
  pile: 'Miete',
  samplingDate: 'Datum der Probenahme',
  analyticRecorded: 'Analytik erfasst am',
  laboratory: 'Untersuchungsstelle (Prüfbericht)',
} as const;

type Node = XMLBuilder;

const cac = (parent: Node, name: string) => parent.ele(UBL.cac, `cac:${name}`);
function cbc(parent: Node, name: string, value: string, attributes?: Record<string, string>): Node {
  return parent.ele(UBL.cbc, `cbc:${name}`, attributes).txt(value).up();
}
function property(parent: Node, name: string, value: string) {
  cbc(cbc(cac(parent, 'AdditionalItemProperty'), 'Name', name), 'Value', value);
}

/** "RC-1 0/32" → class "RC-1", grain size "0/32"; "BM-0 Bodenmaterial Klasse 0" → "BM-0", none. */
export function materialOf(grainSizeAndQuality: string): {
  label: string;
  materialClass: string;
  grainSize: string | null;
} {
  const label = optionText('grainSizeAndQuality', grainSizeAndQuality);
  const [materialClass = label] = label.split(' ');
  const grainSize = /\b\d+\/\d+\b/.exec(label)?.[0] ?? (label.includes('sonstige Körnung') ? 'sonstige Körnung' : null);
  return { label, materialClass, grainSize };
}

/** AVV code as written in the Abfallverzeichnis: "170101" → "17 01 01" (a "*" stays). */
export const avvCode = (code: string) => code.replace(/^(\d{2})(\d{2})(\d{2})/, '$1 $2 $3');

type Address = { street: string; houseNumber: string; postalCode: string; city: string; country: string };

function postalAddress(parent: Node, name: string, address: Address) {
  const node = cac(parent, name);
  if (address.street) cbc(node, 'StreetName', address.street);
  if (address.houseNumber) cbc(node, 'BuildingNumber', address.houseNumber);
  if (address.city) cbc(node, 'CityName', address.city);
  if (address.postalCode) cbc(node, 'PostalZone', address.postalCode);
  cbc(cac(node, 'Country'), 'IdentificationCode', address.country.toUpperCase());
}

/** The UBL DespatchAdvice of a delivery note, UTF-8 with an XML declaration. */
export function writeDeliveryNoteUbl(data: DeliveryNoteData): Buffer {
  const issued = siteDateAndTime(data.createdAt);
  const material = materialOf(data.grainSizeAndQuality);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(UBL.despatchAdvice, 'DespatchAdvice', {
    'xmlns:cac': UBL.cac,
    'xmlns:cbc': UBL.cbc,
  });
  cbc(root, 'UBLVersionID', '2.4');
  cbc(root, 'CustomizationID', DELIVERY_NOTE_CUSTOMIZATION_ID);
  cbc(root, 'ID', String(data.number));
  cbc(root, 'UUID', data.deliveryNoteId);
  cbc(root, 'IssueDate', issued.date);
  cbc(root, 'IssueTime', issued.time);
  cbc(root, 'Note', 'Lieferschein für mineralische Ersatzbaustoffe nach § 25 Abs. 1 EBV (Muster Anlage 7)');
  cbc(root, 'LineCountNumeric', '1');
  cbc(cac(root, 'ProjectReference'), 'ID', data.project.number ?? data.project.name);

  // § 25 (1) Nr. 1: the Inverkehrbringer (the plant's operator), and who wrote the note.
  const supplier = cac(root, 'DespatchSupplierParty');
  cbc(cac(cac(supplier, 'Party'), 'PartyName'), 'Name', data.issuer.name);
  cbc(cac(supplier, 'DespatchContact'), 'Name', data.createdBy);

  // The project: its client (or its name) at the site address.
  const customer = cac(cac(root, 'DeliveryCustomerParty'), 'Party');
  cbc(cac(customer, 'PartyName'), 'Name', data.project.client ?? data.project.name);
  if (data.project.address) postalAddress(customer, 'PostalAddress', { ...data.project.address, country: 'de' });

  // § 25 (1) Nr. 6 (Abgabedatum) and Nr. 8 (Beförderer); the site is the delivery address.
  const delivery = cac(cac(root, 'Shipment'), 'Delivery');
  cbc(delivery, 'ActualDeliveryDate', data.deliveryDate);
  if (data.project.address) postalAddress(delivery, 'DeliveryAddress', { ...data.project.address, country: 'de' });
  const carrier = cac(delivery, 'CarrierParty');
  cbc(cac(carrier, 'PartyIdentification'), 'ID', data.carrier.carrierNumber);
  cbc(cac(carrier, 'PartyName'), 'Name', data.carrier.name);
  postalAddress(carrier, 'PostalAddress', data.carrier.address);
  const contact = cac(carrier, 'Contact');
  cbc(contact, 'Telephone', data.carrier.phoneNumber);
  cbc(contact, 'ElectronicMail', data.carrier.emailAddress);

  // One line: the material of the note (a note is of one class and soil group).
  const line = cac(root, 'DespatchLine');
  cbc(line, 'ID', '1');
  // § 25 (1) Nr. 6: the quantity in tonnes, as the exact decimal the note was written with.
  cbc(line, 'DeliveredQuantity', normalizeDecimal(data.quantityInTons), { unitCode: TONNE });
  // Required by UBL; a delivery note of recycled material answers no order line.
  cbc(cac(line, 'OrderLineReference'), 'LineID', 'NA');
  const item = cac(line, 'Item');
  // § 25 (1) Nr. 2: Bezeichnung and Materialklasse.
  cbc(item, 'Description', material.label);
  cbc(item, 'Name', material.label);
  cbc(cac(item, 'SellersItemIdentification'), 'ID', data.grainSizeAndQuality);
  // § 25 (1) Nr. 3: the waste code of the Abfallverzeichnis-Verordnung.
  cbc(cac(item, 'CommodityClassification'), 'ItemClassificationCode', avvCode(data.pile.disposalCode), {
    listID: 'AVV',
    listName: 'Abfallverzeichnis-Verordnung',
    name: optionText('disposalCode', data.pile.disposalCode),
  });
  property(item, ublPropertyNames.materialClass, material.materialClass);
  // § 25 (1) Nr. 7: Lieferkörnung or Bodengruppe.
  if (material.grainSize) property(item, ublPropertyNames.grainSize, material.grainSize);
  if (data.soilGroup) property(item, ublPropertyNames.soilGroup, optionText('materialSoilGroup', data.soilGroup));
  // § 25 (1) Nr. 5: the footnotes of the Einbautabelle.
  const footnotes = data.materialClassFootnotes.filter((footnote) => footnote !== 'keine');
  property(
    item,
    ublPropertyNames.footnotes,
    footnotes.length ? optionTexts('materialClassFootnote', footnotes) : 'Keine Fußnoten-Anforderungen erklärt',
  );
  property(item, ublPropertyNames.plant, data.issuer.machineName);
  property(item, ublPropertyNames.plantOperator, data.issuer.machineOwner ?? 'Keine Angabe');
  property(item, ublPropertyNames.pile, data.pile.name);
  // § 25 (1) Nr. 4: per batch (lot) its analytic — date and the test reports of the Untersuchungsstelle.
  for (const batch of data.batches) {
    const instance = cac(item, 'ItemInstance');
    property(instance, ublPropertyNames.samplingDate, batch.samplingDate);
    property(instance, ublPropertyNames.analyticRecorded, siteDateAndTime(batch.analysedAt).date);
    for (const report of batch.reports) property(instance, ublPropertyNames.laboratory, report);
    cbc(cac(instance, 'LotIdentification'), 'LotNumberID', `Charge ${batch.number}`);
  }
  return Buffer.from(root.end({ prettyPrint: true }), 'utf8');
}
