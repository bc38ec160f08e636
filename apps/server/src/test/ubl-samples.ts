// The supplier delivery notes kept as test data (modules/orders/ubl-samples, decision 0641) and the
// hostile or wrong files every reader of outside XML must refuse: made here so that each test
// names exactly what it sends.
import fs from 'node:fs';

const samples = new URL('../modules/orders/ubl-samples/', import.meta.url);

export type SampleName = 'minimal' | 'full' | 'several-lines';
export const sampleNote = (name: SampleName): Buffer => fs.readFileSync(new URL(`${name}.xml`, samples));

const UBL_ROOT =
  '<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2" ' +
  'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">';

/** The full sample addressed to a project's site, so the import accepts it for that project. */
export const sampleNoteFor = (address: { street: string; city: string; postalCode: string }) =>
  Buffer.from(
    sampleNote('full')
      .toString('utf8')
      .replace('<cbc:StreetName>Hauptstr.</cbc:StreetName>', `<cbc:StreetName>${address.street}</cbc:StreetName>`)
      .replace('<cbc:CityName>Berlin</cbc:CityName>', `<cbc:CityName>${address.city}</cbc:CityName>`)
      .replace('<cbc:PostalZone>10115</cbc:PostalZone>', `<cbc:PostalZone>${address.postalCode}</cbc:PostalZone>`),
  );

/** The minimal note with its text changed by `edit` (e.g. another unit, another root). */
export const editedSample = (edit: (xml: string) => string, name: SampleName = 'minimal') =>
  Buffer.from(edit(sampleNote(name).toString('utf8')));

export const hostileXml = {
  /** An external entity reading a local file (XXE). */
  xxe: Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE DespatchAdvice [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n${UBL_ROOT}<cbc:ID>&secret;</cbc:ID></DespatchAdvice>`,
  ),
  /** An external DTD. */
  dtd: Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE DespatchAdvice SYSTEM "http://127.0.0.1:9/ubl.dtd">\n${UBL_ROOT}<cbc:ID>1</cbc:ID></DespatchAdvice>`,
  ),
  /** Ten levels of ten references each: 10^9 "lol"s once expanded. */
  billionLaughs: Buffer.from(
    `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level === 0 ? '' : level};`.repeat(10)}">`,
    ).join('')}]>\n${UBL_ROOT}<cbc:ID>&lol9;</cbc:ID></DespatchAdvice>`,
  ),
  /** An entity used without any DTD. */
  undefinedEntity: Buffer.from(`<?xml version="1.0"?>\n${UBL_ROOT}<cbc:ID>&lol;</cbc:ID></DespatchAdvice>`),
  /** `depth` nested elements inside a note's Note. */
  deep: (depth = 10_000) =>
    Buffer.from(
      `<?xml version="1.0"?>\n${UBL_ROOT}${'<cbc:Note>'.repeat(depth)}${'</cbc:Note>'.repeat(depth)}</DespatchAdvice>`,
    ),
  /** A valid note padded with a comment to just over 2 MB. */
  oversized: () => editedSample((xml) => xml.replace('<cbc:ID>', `<!-- ${'x'.repeat(2 * 1024 * 1024)} --><cbc:ID>`)),
};
