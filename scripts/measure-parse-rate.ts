// Measures how many real POUs and objects from public repositories the ST parser reads, and why the rest fail.
// The repositories are snapshots fetched onto this machine (git directories, e.g. under /work/.mirror/); their code
// is not ours to commit, so this script reads them where they are and prints the figures (docs/impact-accuracy.md
// records them). Usage: node scripts/measure-parse-rate.ts <git dir or folder>... [--failures N]
//
// What counts as one object: a TwinCAT POU (.TcPOU: its declaration and ST implementation), each of its methods,
// property accessors, actions and transitions, a GVL (.TcGVL); a PLCopen XML <pou> with an ST body; and each
// PROGRAM / FUNCTION_BLOCK / FUNCTION of an .st file. Objects whose body is a graphical language are left out
// (the impact analysis names them "not analysed" by kind). Identical texts count once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ParseError, parseUnit } from '../src-main/iec-st/st-parser.ts';
import { StLexer } from '../src-main/iec-st/st-lexer.ts';

interface StObject {
  source: string;
  name: string;
  parts: string[];
}

const args = process.argv.slice(2);
const failuresArg = args.indexOf('--failures');
const showFailures = failuresArg === -1 ? 20 : Number(args.splice(failuresArg, 2)[1]);
if (args.length === 0) {
  console.error('usage: node scripts/measure-parse-rate.ts <git dir or folder>... [--failures N]');
  process.exit(2);
}

/** The files of a snapshot (a bare git directory: its HEAD) or of a folder, with their text. */
function* files(root: string): Generator<{ path: string; text: () => string }> {
  if (existsSync(join(root, 'HEAD')) && existsSync(join(root, 'objects'))) {
    const list = execFileSync('git', ['-C', root, 'ls-tree', '-r', '--name-only', 'HEAD'], { encoding: 'utf8', maxBuffer: 1 << 28 }).split('\n');
    for (const path of list) if (path) yield { path, text: () => execFileSync('git', ['-C', root, 'show', `HEAD:${path}`], { encoding: 'utf8', maxBuffer: 1 << 28 }) };
    return;
  }
  const walk = function* (dir: string): Generator<{ path: string; text: () => string }> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) yield* walk(path);
      else yield { path, text: () => readFileSync(path, 'utf8') };
    }
  };
  yield* walk(root);
}

const CDATA = /<!\[CDATA\[([\s\S]*?)\]\]>/;

/** TwinCAT XML: every element with a <Declaration> and/or an ST <Implementation> is one object. */
function twinCatObjects(source: string, text: string): StObject[] {
  const objects: StObject[] = [];
  const stack: Array<{ tag: string; name: string; parts: string[]; graphical: boolean }> = [];
  const tagRe = /<(\/?)([A-Za-z_][\w.-]*)([^>]*?)(\/?)>|<!\[CDATA\[([\s\S]*?)\]\]>/g;
  const containers = new Set(['POU', 'Method', 'Get', 'Set', 'Action', 'Transition', 'GVL', 'Itf', 'Property']);
  let inside: string[] = [];
  for (let m = tagRe.exec(text); m; m = tagRe.exec(text)) {
    if (m[5] !== undefined) {
      const owner = stack.at(-1);
      const where = inside.at(-1);
      if (owner && (where === 'Declaration' || where === 'ST')) owner.parts.push(m[5]);
      continue;
    }
    const [, close, tag, attrs, selfClose] = m;
    if (containers.has(tag!)) {
      if (close) {
        const done = stack.pop()!;
        // A property's own declaration is read with its accessors; an interface has no ST of its own.
        if (done.tag !== 'Property' && done.tag !== 'Itf' && !done.graphical && done.parts.some((p) => p.trim() !== '')) {
          objects.push({ source, name: `${stack.map((s) => s.name).join('.')}${stack.length ? '.' : ''}${done.name}`, parts: done.parts });
        }
      } else if (!selfClose) {
        stack.push({ tag: tag!, name: /Name="([^"]*)"/.exec(attrs!)?.[1] ?? tag!, parts: [], graphical: false });
      }
    } else if (!selfClose) {
      if (close) inside.pop();
      else {
        inside.push(tag!);
        if (['SFC', 'FBD', 'LD', 'CFC', 'IL'].includes(tag!) && inside.at(-2) === 'Implementation' && stack.at(-1)) stack.at(-1)!.graphical = true;
      }
    }
    if (inside.length > 64) inside = inside.slice(-64);
  }
  return objects;
}

/** PLCopen XML: each <pou> with an ST body; its interface is XML, so only the body is parsed. */
function plcOpenObjects(source: string, text: string): StObject[] {
  const objects: StObject[] = [];
  for (const pou of text.matchAll(/<pou\s[^>]*name="([^"]*)"[^>]*>([\s\S]*?)<\/pou>/g)) {
    const st = /<body>\s*<ST>([\s\S]*?)<\/ST>/.exec(pou[2]!);
    if (!st) continue;
    const body = CDATA.exec(st[1]!)?.[1] ?? st[1]!.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
    objects.push({ source, name: pou[1]!, parts: [body] });
  }
  return objects;
}

const UNIT_START = /^(PROGRAM|FUNCTION_BLOCK|FUNCTION|INTERFACE)$/i;
/** An .st file: each top-level POU from its keyword to its END_ keyword (TYPE and CONFIGURATION blocks left out). */
function stFileObjects(source: string, text: string): StObject[] {
  const objects: StObject[] = [];
  const lexer = new StLexer(text);
  let start: { at: number; word: string; name: string } | null = null;
  let skip: string | null = null;
  for (let t = lexer.nextSignificant(), prev: typeof t; t; prev = t, t = lexer.nextSignificant()) {
    if (t.kind !== 'identifier') continue;
    const word = t.text.toUpperCase();
    if (skip) {
      if (word === skip) skip = null;
      continue;
    }
    if (!start && (word === 'TYPE' || word === 'CONFIGURATION')) skip = `END_${word}`;
    else if (!start && UNIT_START.test(word) && prev?.text !== ':') {
      const name = lexer.nextSignificant();
      start = { at: t.start, word, name: name?.text ?? '?' };
    } else if (start && word === `END_${start.word}`) {
      objects.push({ source, name: start.name, parts: [text.slice(start.at, t.end)] });
      start = null;
    }
  }
  return objects;
}

const seen = new Set<string>();
const bySource = new Map<string, { total: number; parsed: number }>();
const failures: Array<{ object: StObject; message: string; line: string }> = [];
for (const root of args) {
  const label = root.replace(/\/repo\/?$/, '').split('/').filter(Boolean).at(-1)!;
  for (const file of files(root)) {
    const ext = file.path.split('.').at(-1)!.toLowerCase();
    let objects: StObject[] = [];
    if (ext === 'tcpou' || ext === 'tcgvl') objects = twinCatObjects(`${label}/${file.path}`, file.text());
    else if (ext === 'xml' && /plc(open)?\.xml$|beremiz\.xml$|\.plcopen\.xml$/i.test(file.path)) objects = plcOpenObjects(`${label}/${file.path}`, file.text());
    else if (ext === 'st') objects = stFileObjects(`${label}/${file.path}`, file.text());
    for (const object of objects) {
      const hash = createHash('sha256').update(object.parts.join('\u0000')).digest('hex');
      if (seen.has(hash)) continue;
      seen.add(hash);
      const counts = bySource.get(label) ?? { total: 0, parsed: 0 };
      bySource.set(label, counts);
      counts.total++;
      let part = '';
      try {
        for (part of object.parts) parseUnit(part);
        counts.parsed++;
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        failures.push({ object, message: err.message, line: (part.split('\n')[err.line - 1] ?? '').trim().slice(0, 160) });
      }
    }
  }
}

let total = 0;
let parsed = 0;
for (const [label, counts] of bySource) {
  total += counts.total;
  parsed += counts.parsed;
  console.log(`${label}: ${counts.parsed}/${counts.total}`);
}
console.log(`parsed ${parsed} of ${total} objects: ${((100 * parsed) / Math.max(1, total)).toFixed(2)}%`);
for (const { object, message, line } of failures.slice(0, showFailures)) console.log(`FAIL ${object.source} ${object.name}: ${message}\n    | ${line}`);
