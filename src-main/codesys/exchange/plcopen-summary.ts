// What a PLCopenXML document holds at its top level (POUs, data types, global variable lists) and, where CODESYS put
// them as text, their declarations and ST bodies; read from the tags without building a tree: enough for the import
// card, which the import's own result then confirms.

export interface PlcopenObject {
  name: string;
  kind: 'program' | 'function_block' | 'function' | 'dut' | 'gvl';
  /** The declaration as CODESYS's plain-text addData carries it (exports with declarations_as_plaintext); else null. */
  declaration: string | null;
  /** The Structured Text body (POUs only); null when there is none. */
  implementation: string | null;
}

export interface PlcopenSummary {
  objects: PlcopenObject[];
}

const POU_KINDS: Record<string, 'program' | 'function_block' | 'function'> = { program: 'program', functionBlock: 'function_block', function: 'function' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const MAX_OBJECTS = 10_000;
const CLOSING = { pou: '</pou>', dataType: '</dataType>', globalVars: '</globalVars>' } as const;
/** Members carry their own body and plain text; removed first, what is left of a POU is its own. */
const MEMBERS = /<(Method|Property|Action|Transition)\b[^>]*?(?:\/>|>[^]*?<\/\1>)/g;

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, named: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[named.toLowerCase()]!,
  );
}

/** The text of the first xhtml element after `marker` in `element`, or null. */
function xhtmlAfter(element: string, marker: RegExp): string | null {
  const at = element.search(marker);
  if (at < 0) return null;
  const match = /<xhtml\b[^>]*?(?:\/>|>([^]*?)<\/xhtml>)/.exec(element.slice(at));
  return match ? decode(match[1] ?? '') : null;
}

function texts(tag: keyof typeof CLOSING, xml: string, start: number): Pick<PlcopenObject, 'declaration' | 'implementation'> {
  const end = xml.indexOf(CLOSING[tag], start);
  const element = (end < 0 ? '' : xml.slice(start, end)).replace(MEMBERS, '');
  return {
    declaration: xhtmlAfter(element, /interfaceasplaintext/),
    implementation: tag === 'pou' ? xhtmlAfter(element, /<ST\b/) : null,
  };
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decode(match[1] ?? match[2] ?? '') : null;
}

/** Throws a message for the agent when the text is not a PLCopenXML (TC6 2.0) project or holds nothing to import. */
export function summarizePlcopenXml(xml: string): PlcopenSummary {
  const root = /<project\b[^>]*>/.exec(xml);
  if (!root || !root[0].includes('http://www.plcopen.org/xml/tc6_0200')) {
    throw new Error('The file is not PLCopenXML: it has no <project xmlns="http://www.plcopen.org/xml/tc6_0200"> element. Nothing was imported.');
  }
  const objects: PlcopenSummary['objects'] = [];
  for (const match of xml.matchAll(/<(pou|dataType|globalVars)\s[^>]*>/g)) {
    const name = attribute(match[0], 'name');
    if (!name) continue;
    const tag = match[1] as keyof typeof CLOSING;
    const kind = tag === 'pou' ? POU_KINDS[attribute(match[0], 'pouType') ?? ''] ?? 'function_block' : tag === 'dataType' ? 'dut' : 'gvl';
    objects.push({ name, kind, ...(match[0].endsWith('/>') ? { declaration: null, implementation: null } : texts(tag, xml, match.index)) });
    if (objects.length > MAX_OBJECTS) throw new Error(`The file holds more than ${MAX_OBJECTS} objects; import it in parts. Nothing was imported.`);
  }
  if (objects.length === 0) throw new Error('The PLCopenXML file holds no POU, data type or global variable list. Nothing was imported.');
  return { objects };
}
