import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { invalidFile } from './errors.ts';

export interface XmlHandlers {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

// Generators write `<x:c>` as well as `<c>`; only the local name matters here.
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** An attribute by local name (`r:id` and `id` alike). */
export function attribute(attributes: Record<string, string>, name: string): string | undefined {
  if (Object.hasOwn(attributes, name)) return attributes[name];
  for (const key in attributes) if (localName(key) === name) return attributes[key];
  return undefined;
}

/**
 * A streaming XML parser reporting local names. saxes expands only the XML entities, so a
 * document cannot grow itself through entity declarations.
 */
export function xmlParser(handlers: XmlHandlers): SaxesParser {
  const parser = new SaxesParser();
  parser.on('opentag', (tag: SaxesTagPlain) =>
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>),
  );
  parser.on('closetag', (tag: SaxesTagPlain) => handlers.close?.(localName(tag.name)));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  return parser;
}

export function xmlText(part: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(part);
  } catch {
    throw invalidFile(`The workbook cannot be read: its ${what} is not valid UTF-8.`);
  }
}

/** Parses a whole (small) part of the workbook. */
export function parseXml(part: Uint8Array, what: string, handlers: XmlHandlers): void {
  try {
    xmlParser(handlers).write(xmlText(part, what)).close();
  } catch (error) {
    throw invalidFile(
      `The workbook cannot be read: its ${what} is not valid XML (${(error as Error).message}).`,
    );
  }
}

/** The text of every `<si>` item, in order; phonetic runs (`<rPh>`) are no part of the text. */
export function readSharedStrings(part: Uint8Array | undefined): string[] {
  if (!part) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  parseXml(part, 'shared strings', {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 't') inText = true;
      else if (name === 'rPh') phonetic += 1;
    },
    close: (name) => {
      if (name === 'si' && current !== null) strings.push(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
    },
    text: (text) => {
      if (inText && phonetic === 0 && current !== null) current += text;
    },
  });
  return strings;
}

/** Where the workbook's first sheet is, as its relationship target (`worksheets/sheet1.xml`). */
export function readFirstSheetTarget(workbook: Uint8Array, relationships: Uint8Array): string | undefined {
  let firstSheetId: string | undefined;
  parseXml(workbook, 'workbook', {
    open: (name, attributes) => {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attribute(attributes, 'id');
    },
  });
  let target: string | undefined;
  parseXml(relationships, 'workbook relationships', {
    open: (name, attributes) => {
      if (name === 'Relationship' && attributes.Id === firstSheetId) target = attributes.Target;
    },
  });
  return target;
}
