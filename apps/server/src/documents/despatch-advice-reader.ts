// A supplier's delivery note as UBL 2.x DespatchAdvice, read for the delivery form (issue 34 item
// 2, decision 0641). The XML is parsed by safe-xml (no DTD, limits) and checked against the
// structure the UBL 2.4 schema gives the parts the form uses: the document's and each line's
// element order and cardinality, the required elements, and the data types of the values read
// (xs:date, xs:decimal). The result carries every DespatchLine, its quantity converted to tonnes
// exactly (TNE as is, KGM / 1000; other units are refused).
import { divideDecimals, normalizeDecimal } from '@baustellendoku/domain';
import { parseUntrustedXml, XmlRefusal, type XmlElement } from './safe-xml.js';

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
} as const;
const DOCUMENT_NS = /^urn:oasis:names:specification:ubl:schema:xsd:([A-Za-z]+)-2$/;
const DESPATCH_ADVICE = 'DespatchAdvice';

/** German names of the UBL documents a site is likely to be sent instead of a delivery note. */
const documentNames: Record<string, string> = {
  ReceiptAdvice: 'eine Wareneingangsbestätigung (ReceiptAdvice)',
  Invoice: 'eine Rechnung (Invoice)',
  CreditNote: 'eine Gutschrift (CreditNote)',
  Order: 'eine Bestellung (Order)',
  OrderResponse: 'eine Auftragsbestätigung (OrderResponse)',
};

export const despatchAdviceMessages = {
  otherUblDocument: (type: string) =>
    `Die Datei ist ${documentNames[type] ?? `ein UBL-Dokument vom Typ „${type}“`}, kein Lieferschein (UBL DespatchAdvice).`,
  notUbl: (root: string) =>
    `Die Datei ist kein Lieferschein im UBL-Format (DespatchAdvice): Das Wurzelelement ist „${root}“.`,
  schema: (where: string, problem: string) => `Schemafehler (UBL 2.4 DespatchAdvice) in ${where}: ${problem}`,
  unit: (line: string, unit: string) =>
    `Die Menge der Position ${line} hat die Einheit „${unit}“, die sich nicht in Tonnen umrechnen lässt (möglich sind TNE für Tonnen und KGM für Kilogramm).`,
  noUnit: (line: string) =>
    `Die Menge der Position ${line} nennt keine Einheit (unitCode); sie lässt sich nicht in Tonnen umrechnen.`,
  negative: (line: string) => `Die Menge der Position ${line} ist negativ.`,
  version: (version: string) => `Die Datei ist ein UBL-Dokument der Version ${version}; gelesen wird UBL 2.x.`,
} as const;

/** UN/ECE Recommendation 20 codes that convert to tonnes, with their divisor. */
const TONNE_DIVISORS: Record<string, string> = { TNE: '1', KGM: '1000' };

export type DespatchAddress = {
  street: string | null;
  buildingNumber: string | null;
  postalZone: string | null;
  cityName: string | null;
  countryCode: string | null;
};

export type DespatchAdviceLine = {
  lineId: string;
  amountInTons: string | null;
  quantity: { value: string; unitCode: string } | null;
  material: string | null;
  articleNumber: string | null;
};

export type DespatchAdviceContent = {
  /** The supplier's note number (cbc:ID). */
  id: string;
  issueDate: string;
  actualDeliveryDate: string | null;
  supplier: string | null;
  deliveryAddress: DespatchAddress | null;
  vehicleRegistration: string | null;
  lines: DespatchAdviceLine[];
};

type Particle = readonly [prefix: keyof typeof NS, name: string, min: 0 | 1, max: 1 | 'n'];

// The sequences of the UBL 2.4 schema (maindoc/UBL-DespatchAdvice-2.4.xsd and
// common/UBL-CommonAggregateComponents-2.4.xsd) for the elements the form reads.
const DESPATCH_ADVICE_SEQUENCE: readonly Particle[] = [
  ['ext', 'UBLExtensions', 0, 1],
  ...(
    [
      'UBLVersionID',
      'CustomizationID',
      'ProfileID',
      'ProfileExecutionID',
      'ID',
      'CopyIndicator',
      'UUID',
      'IssueDate',
      'IssueTime',
      'DocumentStatusCode',
      'DespatchAdviceTypeCode',
      'Note',
      'AccountingCostCode',
      'AccountingCost',
      'LineCountNumeric',
    ] as const
  ).map((name): Particle => ['cbc', name, name === 'ID' || name === 'IssueDate' ? 1 : 0, name === 'Note' ? 'n' : 1]),
  ['cac', 'OrderReference', 0, 'n'],
  ['cac', 'ProjectReference', 0, 'n'],
  ['cac', 'AdditionalDocumentReference', 0, 'n'],
  ['cac', 'Signature', 0, 'n'],
  ['cac', 'DespatchSupplierParty', 1, 1],
  ['cac', 'DeliveryCustomerParty', 1, 1],
  ['cac', 'BuyerCustomerParty', 0, 1],
  ['cac', 'SellerSupplierParty', 0, 1],
  ['cac', 'OriginatorCustomerParty', 0, 1],
  ['cac', 'Shipment', 0, 1],
  ['cac', 'DespatchLine', 1, 'n'],
];

const DESPATCH_LINE_SEQUENCE: readonly Particle[] = [
  ['ext', 'UBLExtensions', 0, 1],
  ['cbc', 'ID', 1, 1],
  ['cbc', 'UUID', 0, 1],
  ['cbc', 'Note', 0, 'n'],
  ['cbc', 'LineStatusCode', 0, 1],
  ['cbc', 'DeliveredQuantity', 0, 1],
  ['cbc', 'BackorderQuantity', 0, 1],
  ['cbc', 'BackorderReason', 0, 'n'],
  ['cbc', 'OutstandingQuantity', 0, 1],
  ['cbc', 'OutstandingReason', 0, 'n'],
  ['cbc', 'OversupplyQuantity', 0, 1],
  ['cbc', 'AccountingCostCode', 0, 1],
  ['cbc', 'AccountingCost', 0, 1],
  ['cac', 'OrderLineReference', 1, 'n'],
  ['cac', 'DocumentReference', 0, 'n'],
  ['cac', 'Item', 1, 1],
  ['cac', 'Shipment', 0, 'n'],
  ['cac', 'SubDespatchLine', 0, 'n'],
];

const ORDER_LINE_REFERENCE_SEQUENCE: readonly Particle[] = [
  ['ext', 'UBLExtensions', 0, 1],
  ['cbc', 'LineID', 1, 1],
  ['cbc', 'SalesOrderLineID', 0, 1],
  ['cbc', 'UUID', 0, 1],
  ['cbc', 'LineStatusCode', 0, 1],
  ['cac', 'OrderReference', 0, 1],
];

const schemaError = (where: string, problem: string) => new XmlRefusal(despatchAdviceMessages.schema(where, problem));

const written = ([prefix, name]: Particle) => `${prefix}:${name}`;

/** Checks `element`'s children against an XSD sequence: known, in order, each as often as allowed. */
function checkSequence(element: XmlElement, sequence: readonly Particle[], where: string) {
  let position = 0;
  const counts = new Array<number>(sequence.length).fill(0);
  for (const child of element.children) {
    const index = sequence.findIndex(([prefix, name]) => NS[prefix] === child.ns && name === child.name);
    if (index < 0) {
      throw schemaError(where, `Das Element „${child.qname}“ (Zeile ${child.line}) ist hier nicht erlaubt.`);
    }
    if (index < position) {
      throw schemaError(
        where,
        `Das Element „${child.qname}“ (Zeile ${child.line}) steht an falscher Stelle (nach „${written(sequence[position]!)}“).`,
      );
    }
    position = index;
    counts[index] = (counts[index] ?? 0) + 1;
    if (sequence[index]![3] === 1 && counts[index] > 1) {
      throw schemaError(where, `Das Element „${child.qname}“ darf nur einmal vorkommen (Zeile ${child.line}).`);
    }
  }
  sequence.forEach((particle, index) => {
    if (particle[2] === 1 && counts[index] === 0) {
      throw schemaError(where, `Das Pflichtelement „${written(particle)}“ fehlt.`);
    }
  });
}

const childrenOf = (element: XmlElement | undefined, prefix: keyof typeof NS, name: string) =>
  element ? element.children.filter((child) => child.ns === NS[prefix] && child.name === name) : [];
const childOf = (element: XmlElement | undefined, prefix: keyof typeof NS, name: string) =>
  childrenOf(element, prefix, name)[0];

/** The element at a path of `cac`/`cbc` steps ("cac:Shipment/cac:Delivery"). */
function at(element: XmlElement | undefined, path: string): XmlElement | undefined {
  return path.split('/').reduce<XmlElement | undefined>((node, step) => {
    const [prefix, name] = step.split(':') as [keyof typeof NS, string];
    return childOf(node, prefix, name);
  }, element);
}

/** The text of a basic component: no child elements (its schema type is simple), whitespace collapsed. */
function textOf(element: XmlElement | undefined, where: string): string | null {
  if (!element) return null;
  if (element.children.length > 0) {
    throw schemaError(where, `„${element.qname}“ (Zeile ${element.line}) darf keine Unterelemente enthalten.`);
  }
  const text = element.text.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

const textAt = (element: XmlElement | undefined, path: string, where: string) => textOf(at(element, path), where);

const XS_DATE = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;

/** An xs:date as the calendar day (yyyy-MM-dd); the time zone, if any, is dropped. */
function dateOf(element: XmlElement | undefined, where: string): string | null {
  const text = textOf(element, where);
  if (text === null) return null;
  const match = XS_DATE.exec(text);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const parsed = new Date(`${day}T00:00:00Z`);
  if (!match || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    throw schemaError(where, `„${element!.qname}“ (Zeile ${element!.line}) ist kein Datum (JJJJ-MM-TT): „${text}“.`);
  }
  return day;
}

const XS_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** An xs:decimal as plain decimal text ("+.50" → "0.5"); null for a negative value. */
function decimalOf(element: XmlElement, text: string, where: string): { plain: string; negative: boolean } {
  const match = XS_DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw schemaError(where, `„${element.qname}“ (Zeile ${element.line}) ist keine Zahl: „${text}“.`);
  }
  const plain = normalizeDecimal(`${match[2] || '0'}${match[3] ? `.${match[3]}` : ''}`);
  return { plain, negative: match[1] === '-' && plain !== '0' };
}

function lineOf(line: XmlElement, index: number): DespatchAdviceLine {
  const where = `Position ${index + 1}`;
  checkSequence(line, DESPATCH_LINE_SEQUENCE, where);
  for (const reference of childrenOf(line, 'cac', 'OrderLineReference')) {
    checkSequence(reference, ORDER_LINE_REFERENCE_SEQUENCE, `${where}, cac:OrderLineReference`);
  }
  const lineId = textAt(line, 'cbc:ID', where) ?? String(index + 1);
  const item = childOf(line, 'cac', 'Item');
  const material = textAt(item, 'cbc:Name', where) ?? textAt(item, 'cbc:Description', where);
  const articleNumber =
    textAt(item, 'cac:SellersItemIdentification/cbc:ID', where) ??
    textAt(item, 'cac:StandardItemIdentification/cbc:ID', where);
  const quantityElement = childOf(line, 'cbc', 'DeliveredQuantity');
  const value = textOf(quantityElement, where);
  if (!quantityElement || value === null) {
    return { lineId, amountInTons: null, quantity: null, material, articleNumber };
  }
  const { plain, negative } = decimalOf(quantityElement, value, where);
  if (negative) throw new XmlRefusal(despatchAdviceMessages.negative(lineId));
  const unitCode = quantityElement.attributes.unitCode?.trim();
  if (!unitCode) throw new XmlRefusal(despatchAdviceMessages.noUnit(lineId));
  const divisor = TONNE_DIVISORS[unitCode];
  if (!divisor) throw new XmlRefusal(despatchAdviceMessages.unit(lineId, unitCode));
  // Exact: dividing by 1000 needs three more decimals, never a rounding.
  const amountInTons = normalizeDecimal(divideDecimals(plain, divisor, (plain.split('.')[1]?.length ?? 0) + 3));
  return { lineId, amountInTons, quantity: { value: plain, unitCode }, material, articleNumber };
}

function addressOf(address: XmlElement | undefined, where: string): DespatchAddress | null {
  if (!address) return null;
  return {
    street: textAt(address, 'cbc:StreetName', where),
    buildingNumber: textAt(address, 'cbc:BuildingNumber', where),
    postalZone: textAt(address, 'cbc:PostalZone', where),
    cityName: textAt(address, 'cbc:CityName', where),
    countryCode: textAt(address, 'cac:Country/cbc:IdentificationCode', where),
  };
}

/** The vehicle of the road transport, wherever the note's shipment names it (its first stage). */
function vehicleOf(root: XmlElement): string | null {
  const shipments = [
    childOf(root, 'cac', 'Shipment'),
    ...childrenOf(root, 'cac', 'DespatchLine').flatMap((line) => childrenOf(line, 'cac', 'Shipment')),
  ];
  for (const shipment of shipments) {
    for (const stage of childrenOf(shipment, 'cac', 'ShipmentStage')) {
      const plate = textAt(stage, 'cac:TransportMeans/cac:RoadTransport/cbc:LicensePlateID', 'cac:ShipmentStage');
      if (plate) return plate;
    }
  }
  return null;
}

/** Reads a DespatchAdvice, or throws an XmlRefusal with the German reason. */
export function readDespatchAdvice(bytes: Buffer): DespatchAdviceContent {
  const root = parseUntrustedXml(bytes);
  const documentType = DOCUMENT_NS.exec(root.ns)?.[1];
  if (documentType && documentType !== DESPATCH_ADVICE) {
    throw new XmlRefusal(despatchAdviceMessages.otherUblDocument(documentType));
  }
  if (!documentType || root.name !== DESPATCH_ADVICE) {
    throw new XmlRefusal(despatchAdviceMessages.notUbl(root.qname));
  }
  const where = 'DespatchAdvice';
  checkSequence(root, DESPATCH_ADVICE_SEQUENCE, where);
  const version = textAt(root, 'cbc:UBLVersionID', where);
  if (version !== null && !/^2\.\d+$/.test(version)) throw new XmlRefusal(despatchAdviceMessages.version(version));
  const id = textAt(root, 'cbc:ID', where);
  if (id === null) throw schemaError(where, 'Die Lieferscheinnummer „cbc:ID“ ist leer.');
  const issueDate = dateOf(childOf(root, 'cbc', 'IssueDate'), where);
  if (issueDate === null) throw schemaError(where, 'Das Ausstellungsdatum „cbc:IssueDate“ ist leer.');
  const delivery = at(root, 'cac:Shipment/cac:Delivery');
  const supplierParty = at(root, 'cac:DespatchSupplierParty/cac:Party');
  return {
    id,
    issueDate,
    actualDeliveryDate: dateOf(childOf(delivery, 'cbc', 'ActualDeliveryDate'), 'cac:Delivery'),
    supplier:
      textAt(supplierParty, 'cac:PartyName/cbc:Name', 'cac:DespatchSupplierParty') ??
      textAt(supplierParty, 'cac:PartyLegalEntity/cbc:RegistrationName', 'cac:DespatchSupplierParty'),
    deliveryAddress:
      addressOf(childOf(delivery, 'cac', 'DeliveryAddress'), 'cac:DeliveryAddress') ??
      addressOf(at(delivery, 'cac:DeliveryLocation/cac:Address'), 'cac:DeliveryLocation'),
    vehicleRegistration: vehicleOf(root),
    lines: childrenOf(root, 'cac', 'DespatchLine').map(lineOf),
  };
}
