// XML from outside (a supplier's delivery note) parsed without trusting it (decision 0641): UTF-8
// only, at most 2 MB, no DOCTYPE at all (so no DTD, no entity of its own, no external entity, no
// billion-laughs expansion), at most MAX_XML_DEPTH levels deep. sax reads the text event by event;
// each limit stops it at the event that breaks it, before the rest of the document is parsed.
import sax from 'sax';

export const MAX_XML_BYTES = 2 * 1024 * 1024;
/** A UBL DespatchAdvice needs about 10 levels; 40 leaves room for extensions and stops nesting attacks. */
export const MAX_XML_DEPTH = 40;

/** A refused file: its German reason and the answer's status (413 for size, else 422). */
export class XmlRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: 413 | 422 = 422,
  ) {
    super(message);
  }
}

export const xmlMessages = {
  tooLarge: 'Die XML-Datei ist zu groß (max. 2 MB).',
  notUtf8: 'Die XML-Datei ist nicht UTF-8-kodiert. Lieferscheine im UBL-Format müssen UTF-8 verwenden.',
  doctype:
    'Die XML-Datei enthält eine Dokumenttypdefinition (DOCTYPE). DTDs und eigene Entitäten werden aus Sicherheitsgründen nicht angenommen.',
  entity: (line: number) =>
    `Die XML-Datei verwendet in Zeile ${line} eine nicht definierte Entität; DTDs und eigene Entitäten werden nicht angenommen.`,
  tooDeep: (line: number) =>
    `Die XML-Datei ist zu tief verschachtelt (mehr als ${MAX_XML_DEPTH} Ebenen, Zeile ${line}).`,
  malformed: (line: number, reason: string) => `Die Datei ist kein wohlgeformtes XML (Zeile ${line}: ${reason}).`,
  empty: 'Die XML-Datei enthält kein Element.',
} as const;

export type XmlElement = {
  /** Namespace URI ('' without one) and local name. */
  ns: string;
  name: string;
  /** The name as written, with its prefix, for messages. */
  qname: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
};

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function decode(bytes: Buffer): string {
  if (bytes.length > MAX_XML_BYTES) throw new XmlRefusal(xmlMessages.tooLarge, 413);
  // UTF-16 (with its byte order mark) or a declared other encoding is not UTF-8.
  if ((bytes[0] === 0xfe && bytes[1] === 0xff) || (bytes[0] === 0xff && bytes[1] === 0xfe)) {
    throw new XmlRefusal(xmlMessages.notUtf8);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes,
    );
  } catch {
    throw new XmlRefusal(xmlMessages.notUtf8);
  }
  const declared = /^<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) throw new XmlRefusal(xmlMessages.notUtf8);
  return text;
}

/** The document's root element, or an XmlRefusal naming what is wrong. */
export function parseUntrustedXml(bytes: Buffer): XmlElement {
  const text = decode(bytes);
  const parser = sax.parser(true, { xmlns: true, position: true, trim: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  // Every handler throws out of parser.write(): the parse ends at the offending event.
  parser.ondoctype = () => {
    throw new XmlRefusal(xmlMessages.doctype);
  };
  parser.onerror = (error) => {
    const line = parser.line + 1;
    const reason = error.message.split('\n')[0] ?? '';
    if (/entity/i.test(reason)) throw new XmlRefusal(xmlMessages.entity(line));
    throw new XmlRefusal(xmlMessages.malformed(line, reason));
  };
  parser.onopentag = (tag) => {
    const node = tag as sax.QualifiedTag;
    if (stack.length >= MAX_XML_DEPTH) throw new XmlRefusal(xmlMessages.tooDeep(parser.line + 1));
    const attributes: Record<string, string> = {};
    for (const attribute of Object.values(node.attributes)) {
      // Namespace declarations are not attributes of the document's content.
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      attributes[attribute.local] = attribute.value;
    }
    const element: XmlElement = {
      ns: node.uri,
      name: node.local,
      qname: node.name,
      attributes,
      children: [],
      text: '',
      line: parser.line + 1,
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  const addText = (value: string) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.write(text).close();
  if (!root) throw new XmlRefusal(xmlMessages.empty);
  return root;
}
