// The converter from scriptDoc.txt to the ScriptEngine API reference (scripts/scriptdoc-reference.py): what it reads
// from a text in the dump's format, and, where a copy of the real scriptDoc.txt is on this machine, that the committed
// reference is exactly what it makes of it and that a sample of members says what the source text says.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptEngineApiReference, type ApiMember, type ApiParameter } from '../src-main/codesys/scriptengine-api/scriptengine-api.ts';

const execFileAsync = promisify(execFile);
const CONVERTER = join(import.meta.dirname, 'scriptdoc-reference.py');
const MIRROR = '/work/.mirror/johannesPettersson80+codesys-mcp-toolkit/repo';

/** The real scriptDoc.txt: $SCRIPTDOC_TXT, or the repository's snapshot on this machine; undefined when neither is here. */
function scriptDocText(): string | undefined {
  const configured = process.env.SCRIPTDOC_TXT;
  if (configured && existsSync(configured)) return readFileSync(configured, 'utf8');
  if (!existsSync(MIRROR)) return undefined;
  try {
    return execFileSync('git', ['-C', MIRROR, 'show', 'HEAD:scriptDoc.txt'], { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

// A text in the dump's format (our own words): a wrapper over overloads, properties of each kind, an exception class
// with its constructor, an enum without values, and each contradiction the converter detects.
const SAMPLE = `Mod.Kinds(Enum)
The kinds.

classMod.Shape(value)
Bases: Enum

Round= (0,)
Square= 1

classMod.Doc
Bases: object

get_text(length, offset=None, lineno=None)
Gets text.

Warning

The original C# function that is called with this method contains 2 overloads. It is strongly advised to pass all arguments with their respective keywords. offset and lineno are not actually optional, they just aren't required in every overload.

get_text(self, offset, length) (1/2)

Return type:
str

get_text (self, lineno, length) (2/2)

Parameters:
lineno (int) \u2013 The line.

Return type:
str

 propertyname
Gets or sets the name.

Return type:
str

 propertysize
Gets the size.

Return type:
int

 propertypriority
Priority of the thing.

make_id(type, id)
Makes an id.

Return type:
str

Returns:
A new Shape object.

load(path: str, source: str, flag: bool = True)
Loads.

Warning

The original C# function that is called with this method contains 3 overloads. It is strongly advised to pass all arguments with their respective keywords. stream and path are not actually optional, they just aren't required in every overload.

put(index, name, comment)
Puts.

Parameters:
comment (str) \u2013 Optional comment

name(x)
Again.

exceptionMod.Failed
Bases: Exception

Failed(items)
Makes one.

Parameters:
items (list[str]) \u2013 The items.

propertyitems
Gets the items.

Return type:
list[str]
`;

interface Parsed {
  classes: Record<string, { module: string; kind: string; members: Record<string, ApiMember & { overload_count?: number }>; constructor?: ApiMember }>;
  contradictions: { id: string; kind: string; doc: { line: number; says: string }[] }[];
}

describe('scriptdoc-reference.py on a text in the dump format', () => {
  let dir: string;
  let parsed: Parsed;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-scriptdoc-'));
    await writeFile(join(dir, 'scriptDoc.txt'), SAMPLE);
    const { stdout } = await execFileAsync('python3', [CONVERTER, join(dir, 'scriptDoc.txt'), '--parse']);
    parsed = JSON.parse(stdout) as Parsed;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps the documented signature with its defaults, and every overload with its parameters and return type', () => {
    const getText = parsed.classes.Doc!.members.get_text!;
    expect(getText.params).toEqual([{ name: 'length' }, { name: 'offset', default: 'None' }, { name: 'lineno', default: 'None' }]);
    expect(getText.overload_count).toBe(2);
    expect(getText.overloads).toEqual([
      { params: [{ name: 'offset' }, { name: 'length' }], returns: 'str', source: 'scriptDoc.txt:20' },
      { params: [{ name: 'lineno', type: 'int' }, { name: 'length' }], returns: 'str', source: 'scriptDoc.txt:25' },
    ]);
    expect(getText.returns).toBe('str');
    expect(parsed.classes.Doc!.members.load!.params).toEqual([
      { name: 'path', type: 'str' },
      { name: 'source', type: 'str' },
      { name: 'flag', type: 'bool', default: 'True' },
    ]);
  });

  it('marks settable from "Gets or sets", read-only from "Gets" alone, and leaves other sentences open', () => {
    const members = parsed.classes.Doc!.members;
    expect(members.size!.settable).toBe(false);
    expect(members.priority!.settable).toBeUndefined();
    expect(parsed.classes.Failed!.members.items!.settable).toBe(false);
  });

  it('files an exception class under its module with its constructor, and an enum the dump lists no values for', () => {
    expect(parsed.classes.Failed).toMatchObject({ module: 'Mod', kind: 'exception', constructor: { params: [{ name: 'items', type: 'list[str]' }] } });
    expect(Object.keys(parsed.classes.Failed!.members)).toEqual(['items']);
    expect(parsed.classes.Kinds).toMatchObject({ module: 'Mod', kind: 'enum', members: {} });
    expect(parsed.classes.Shape!.members.Square).toMatchObject({ kind: 'enum_member', value: 1 });
  });

  it('records where the dump contradicts itself', () => {
    expect(parsed.contradictions.map((c) => c.id).sort()).toEqual([
      'Doc.load overloads not listed',
      'Doc.load warning names other parameters',
      'Doc.make_id return type',
      'Doc.name documented twice',
      'Doc.put optional in prose, required in the signature',
    ]);
    expect(parsed.contradictions.find((c) => c.kind === 'return type')!.doc.map((d) => d.says)).toEqual(['Return type: str', 'Returns: ... Shape ...']);
  });
});

const realText = scriptDocText();
if (!realText) {
  console.log(`scriptdoc-reference.test.ts: the real scriptDoc.txt is not on this machine (set SCRIPTDOC_TXT, or fetch johannesPettersson80/codesys-mcp-toolkit to ${MIRROR}): its comparisons are skipped`);
}

describe.skipIf(!realText)('the committed reference against the real scriptDoc.txt', () => {
  const reference = scriptEngineApiReference();
  const lines = (realText ?? '').split('\n');
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'interlock-scriptdoc-real-'));
    await writeFile(join(dir, 'scriptDoc.txt'), realText ?? '');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('was made from this text, and is exactly what the converter makes of it', async () => {
    expect(reference.source_text['scriptDoc.txt']!.sha256).toBe(
      createHash('sha256').update(realText ?? '').digest('hex'),
    );
    const { stdout } = await execFileAsync('python3', [CONVERTER, join(dir, 'scriptDoc.txt'), '--check'], { maxBuffer: 8 * 1024 * 1024 }).catch(
      (err: { stdout?: string }) => ({ stdout: `converter --check failed:\n${err.stdout ?? ''}` }),
    );
    expect(stdout).toMatch(/^the reference is what the converter makes of/);
  });

  /** The signature on a line of the text, read here without the converter: `name(a, b=X) (1/2)` -> names and defaults. */
  function signatureAt(line: number): { name: string; params: { name: string; default?: string }[] } {
    const text = lines[line - 1]!.trim();
    const match = /^(\w+) ?\((.*?)\)(?:\s*\(\d+\/\d+\))?$/.exec(text);
    if (!match) throw new Error(`scriptDoc.txt:${line} is no signature: ${text}`);
    const params = match[2]!
      .split(/,(?![^(\[]*[)\]])/)
      .map((part) => part.trim())
      .filter((part) => part && part !== 'self')
      .map((part) => {
        const [head, value] = part.split('=').map((p) => p.trim());
        const name = head!.split(':')[0]!.trim().replace(/^\*/, '');
        return value === undefined ? { name } : { name, default: value.replace(/^['"]|['"]$/g, '') };
      });
    return { name: match[1]!, params };
  }

  const strip = (params: ApiParameter[] | undefined) => (params ?? []).map((p) => (p.default === undefined ? { name: p.name } : { name: p.name, default: p.default }));
  const lineOf = (source: string) => Number(/^scriptDoc\.txt:(\d+)$/.exec(source)?.[1]);

  it('says for a sample of members what the source text says: names, parameters, defaults, overloads, settable, return types', () => {
    const named = [
      'ScriptTextDocument.get_text', 'ScriptTextDocument.insert', 'ScriptTextDocument.remove', 'ScriptTextDocument.replace',
      'ScriptDeviceRepository.import_vendor_description', 'ScriptDeviceRepository.import_device', 'ScriptDeviceRepository.create_device_identification',
      'ValuesFailedException.failed_expressions', 'ScriptOnline.auth_fallback_modes', 'ScriptApplication.is_uptodate', 'ScriptIoMapping.manual_iec_address',
    ];
    const all = Object.entries(reference.classes).flatMap(([cls, entry]) =>
      Object.entries(entry.members).filter(([, m]) => /^scriptDoc\.txt:\d+$/.test(m.source)).map(([name]) => `${cls}.${name}`));
    const sample = [...named, ...all.filter((_, index) => index % 20 === 0)];
    expect(sample.length).toBeGreaterThan(55);
    const wrong: string[] = [];
    for (const key of sample) {
      const [cls, name] = key.split('.') as [string, string];
      const member = reference.classes[cls]?.members[name];
      if (!member) {
        wrong.push(`${key}: not in the reference`);
        continue;
      }
      const line = lineOf(member.source);
      const text = lines[line - 1] ?? '';
      if (member.kind === 'property') {
        if (text.trim() !== `property${name}`) wrong.push(`${key}: line ${line} is "${text.trim()}"`);
        const sentence = lines.slice(line).find((l) => l.trim())!.trim();
        const settable = /\b(gets?\s+or\s+sets?|sets?\s*\/\s*gets?|gets?\s*\/\s*sets?)\b/i.test(sentence) || /^sets?\b/i.test(sentence)
          ? true : /^(gets?|returns?)\b/i.test(sentence) ? false : undefined;
        if (member.settable !== settable) wrong.push(`${key}: settable ${String(member.settable)}, the text says "${sentence}"`);
      } else if (member.kind === 'enum_member') {
        if (!new RegExp(`^${name}= ?\\(?${String(member.value)},?\\)?\\s*$`).test(text)) wrong.push(`${key}: line ${line} is "${text}"`);
      } else if (member.kind === 'method') {
        const signature = signatureAt(line);
        if (signature.name !== name) wrong.push(`${key}: line ${line} names ${signature.name}`);
        if (JSON.stringify(strip(member.params)) !== JSON.stringify(signature.params)) {
          wrong.push(`${key}: params ${JSON.stringify(strip(member.params))}, the text ${JSON.stringify(signature.params)}`);
        }
        for (const overload of (member.overloads ?? []).filter((o) => o.source.startsWith('scriptDoc.txt:'))) {
          const at = signatureAt(lineOf(overload.source));
          if (at.name !== name || JSON.stringify(strip(overload.params)) !== JSON.stringify(at.params)) wrong.push(`${key}: overload at ${overload.source}`);
        }
        const announced = /contains (\d+) overloads/.exec(lines.slice(line, line + 8).join(' '));
        if (announced && Number(announced[1]) !== member.overload_count) wrong.push(`${key}: ${announced[1]} overloads announced, overload_count ${String(member.overload_count)}`);
      }
      // The return type is the first "Return type:" after the member's line, before the next member.
      if (member.returns && member.kind !== 'enum_member') {
        const end = lines.findIndex((l, i) => i > line && /^\s*(property\w+|\w+ ?\(.*\)(\s*\(\d+\/\d+\))?|class\w+\.\w+.*|exception\w+\.\w+)\s*$/.test(l) && !/^\s*\w+ ?\(self/.test(l));
        const block = lines.slice(line, end > 0 ? end : line + 40);
        const at = block.findIndex((l) => l.trim() === 'Return type:');
        const said = at >= 0 ? block.slice(at + 1).find((l) => l.trim())!.trim().replace(/^Before V[\d.]+ /, '') : undefined;
        if (said !== undefined && said !== member.returns) wrong.push(`${key}: returns ${member.returns}, the text ${said}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('files the nested exception and the enum with no values where the text puts them, and nothing under the wrong class', () => {
    expect(reference.classes.ValuesFailedException).toMatchObject({ module: 'ScriptOnline', kind: 'exception' });
    expect(lines[lineOf(reference.classes.ValuesFailedException!.source) - 1]).toBe('exceptionScriptOnline.ValuesFailedException');
    expect(reference.classes.CredentialSourceKind).toMatchObject({ module: 'ScriptOnline', kind: 'enum' });
    expect(reference.classes.ScriptOnlineDevice!.members.failed_expressions).toBeUndefined();
    expect(reference.classes.ScriptOnline!.members.auth_fallback_modes!.returns).toBe('CredentialSourceKind');
  });
});
