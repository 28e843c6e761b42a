// What a PLCopenXML document holds at its top level (POUs, data types, global variable lists), read from its start
// tags without building a tree: enough for the import card, which the import's own result then confirms.

export interface PlcopenSummary {
  objects: Array<{ name: string; kind: 'program' | 'function_block' | 'function' | 'dut' | 'gvl' }>;
}

const POU_KINDS: Record<string, 'program' | 'function_block' | 'function'> = { program: 'program', functionBlock: 'function_block', function: 'function' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const MAX_OBJECTS = 10_000;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  if (!match) return null;
  return (match[1] ?? match[2] ?? '').replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, named: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ENTITIES[named.toLowerCase()]!,
  );
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
    const kind = match[1] === 'pou' ? POU_KINDS[attribute(match[0], 'pouType') ?? ''] ?? 'function_block' : match[1] === 'dataType' ? 'dut' : 'gvl';
    objects.push({ name, kind });
    if (objects.length > MAX_OBJECTS) throw new Error(`The file holds more than ${MAX_OBJECTS} objects; import it in parts. Nothing was imported.`);
  }
  if (objects.length === 0) throw new Error('The PLCopenXML file holds no POU, data type or global variable list. Nothing was imported.');
  return { objects };
}
