import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findApiMember, memberAvailable, parseCodesysVersion, scriptEngineApiReference } from './scriptengine-api.ts';

const execFileAsync = promisify(execFile);
const reference = scriptEngineApiReference();

describe('the ScriptEngine API reference', () => {
  it('names the source of every class and member: a line of scriptDoc.txt, a reference page, a peer file, or a guess that says why', () => {
    const others = Object.keys(reference.sources).filter((source) => source !== 'guess' && source !== 'scriptDoc.txt');
    const wrong: string[] = [];
    const check = (where: string, source: string, note: string | undefined) => {
      if (/^scriptDoc\.txt:\d+$/.test(source)) return;
      if (source === 'guess' ? note && note.length > 10 : others.some((other) => source.startsWith(`${other}:`))) return;
      wrong.push(`${where}: ${source}`);
    };
    for (const [name, entry] of Object.entries(reference.classes)) {
      check(name, entry.source, entry.note);
      for (const [member, fact] of Object.entries(entry.members)) {
        check(`${name}.${member}`, fact.source, fact.note);
        for (const overload of fact.overloads ?? []) check(`${name}.${member} overload`, overload.source, overload.note);
      }
    }
    for (const [name, entry] of Object.entries(reference.globals)) check(name, entry.source, entry.note);
    for (const [name, entry] of Object.entries(reference.standin_classes.classes)) check(`stand-in class ${name}`, entry.source, entry.note);
    expect(wrong).toEqual([]);
  });

  it('gives every contradiction of the dump its evidence and the choice it makes', () => {
    expect(reference.contradictions.entries.length).toBeGreaterThanOrEqual(10);
    const unexplained = reference.contradictions.entries.filter((c) => c.evidence.length === 0 || c.follows.length < 10 || c.doc.length === 0).map((c) => c.id);
    expect(unexplained).toEqual([]);
    const members = reference.contradictions.entries.map((c) => c.member.split('.')).filter(([cls, member]) => !reference.classes[cls!]?.members[member!]);
    expect(members).toEqual([]);
  });

  it('refers only to classes it describes: bases, markers, facets, list items and globals', () => {
    const missing: string[] = [];
    for (const [name, entry] of Object.entries(reference.classes)) {
      for (const other of [...entry.bases, ...(entry.markers ?? []), ...Object.keys(entry.facets ?? {}), ...(entry.items ? [entry.items] : [])]) {
        if (!reference.classes[other]) missing.push(`${name} -> ${other}`);
      }
    }
    for (const [name, entry] of Object.entries(reference.globals)) {
      if (entry.type !== 'Guid' && !reference.classes[entry.type]) missing.push(`${name} -> ${entry.type}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers member questions the way the real API does (ManagedLib has no name; applications build)', () => {
    expect(findApiMember(reference, 'ManagedLib', 'name')).toBeUndefined();
    expect(findApiMember(reference, 'ManagedLib', 'displayname')?.member.kind).toBe('property');
    expect(findApiMember(reference, 'ScriptObject', 'is_application')?.declaredBy).toBe('ScriptApplicationMarker');
    expect(findApiMember(reference, 'ScriptObject', 'build')?.declaredBy).toBe('ScriptApplication');
    expect(findApiMember(reference, 'ScriptOnlineApplication', 'is_online_change_possible')).toBeUndefined();
    expect(findApiMember(reference, 'ScriptProject', 'find')?.declaredBy).toBe('ScriptTreeObject');
  });

  it('reads versions from a --profile value or a dotted number, and bounds members by them', () => {
    expect(parseCodesysVersion('CODESYS V3.5 SP21 Patch 5')).toEqual([3, 5, 21, 50]);
    expect(parseCodesysVersion('CODESYS V3.5 SP19')).toEqual([3, 5, 19, 0]);
    expect(parseCodesysVersion('3.5.17.0')).toEqual([3, 5, 17, 0]);
    expect(parseCodesysVersion('some other IDE')).toBeUndefined();
    const member = { kind: 'method' as const, source: 'guess', since: '3.5.17.0', removed_in: '3.5.21.50' };
    expect(memberAvailable(member, [3, 5, 16, 0])).toBe(false);
    expect(memberAvailable(member, [3, 5, 21, 0])).toBe(true);
    expect(memberAvailable(member, [3, 5, 21, 50])).toBe(false);
    expect(memberAvailable(member)).toBe(true);
  });

  it('reads the same in python3 (the stand-in and the static check use scriptengine_api.py)', async () => {
    const program = `import sys; sys.path.insert(0, sys.argv[1]); import scriptengine_api as api
r = api.load()
print(sorted(r.members('ManagedLib')) == sorted(${JSON.stringify(Object.keys(reference.classes.ManagedLib!.members))}), r.member('ScriptObject', 'build') is not None, api.parse_version('CODESYS V3.5 SP22 Patch 1'))`;
    const { stdout } = await execFileAsync('python3', ['-c', program, import.meta.dirname]);
    expect(stdout.trim()).toBe('True True (3, 5, 22, 10)');
  });
});
